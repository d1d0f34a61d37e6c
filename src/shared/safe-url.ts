// The one scheme allow-list for every address that becomes a link (href) or
// an image source (src), whether it comes from Turtle, front matter or
// Markdown. It protects against script and content injection through a
// URL: `javascript:`, `vbscript:`, `data:` and friends, in any case, with
// leading spaces or control characters, or with the colon written as an
// HTML entity, all run code or show attacker-made content when a visitor
// clicks (or when the browser loads an image). Allowed: http, https, mailto,
// and addresses on this site (`/x`, `#x`, `x/y`, `?q`). The generator
// refuses anything else with a validation error naming where it came from;
// the components call safeHref() again as a second line of defence.

export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What a browser would see as the address: HTML entities decoded, leading/embedded control characters and spaces dropped. */
function asBrowserSeesIt(value: string): string {
  return value
    .replace(/&(#x[0-9a-f]+|#\d+|colon|tab|newline);?/gi, (_, e: string) => {
      const lower = e.toLowerCase();
      if (lower === 'colon') return ':';
      if (lower === 'tab' || lower === 'newline') return '';
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/**
 * The scheme a browser would find in this address, lower-cased, or
 * undefined for an address on this site (no scheme). `//host` counts as
 * off-site with the scheme of the page (`https`).
 */
export function urlScheme(value: string): string | undefined {
  const seen = asBrowserSeesIt(value);
  if (/^[\\/]{2}/.test(seen)) return 'https';
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(seen);
  return m ? m[1].toLowerCase() : undefined;
}

/** Is this address safe to put in an href or src? */
export function isSafeUrl(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === undefined || (ALLOWED_SCHEMES as readonly string[]).includes(scheme);
}

/** The address itself when it is safe, otherwise undefined (the caller shows text instead of a link). */
export function safeHref(value: string | undefined): string | undefined {
  return value !== undefined && isSafeUrl(value) ? value : undefined;
}

/** The reason an address is refused, for validation messages. */
export function unsafeUrlReason(value: string): string {
  const refused = `the address ${JSON.stringify(value)} uses the scheme "${urlScheme(value)}:"`;
  return `${refused}; only ${ALLOWED_SCHEMES.join(', ')} and addresses on this site may become links or images`;
}
