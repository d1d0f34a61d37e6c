// An admonition (`:::tip Title` … `:::`, or <Admonition type="tip">): a note
// inside the text, not a page landmark, so a <div role="note">, not <aside>.
// `html` is the rendered Markdown of its body (escaped by the renderer).

/** The style each Docusaurus type takes: `caution` looks like `warning`, `important` like `info`, and so on. */
export const ADMONITION_STYLE: Record<string, string> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'tip',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

export function Admonition({ kind, title, html }: { kind: string; title: string; html: string }) {
  return (
    <div className={`admonition admonition-${ADMONITION_STYLE[kind] ?? 'note'}`} role="note">
      <p className="admonition-title">{title}</p>
      <div className="admonition-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
