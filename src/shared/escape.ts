// Escaping for the few places where HTML is assembled as a string rather than
// by React (Markdown output, JSON-LD in <script>). React escapes everything else.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON for a <script type="application/ld+json"> element. `<` is written as
 * \u003c so no literal can close the element (`</script>`) or open a comment,
 * and the two line separators JavaScript dislikes are escaped too. The result
 * is still valid JSON that parses to the same value.
 */
export function jsonForScript(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
