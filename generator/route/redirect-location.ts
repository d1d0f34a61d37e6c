// The redirect-location rule: every redirect this project makes — the
// servers' `.html` normalisation (serve, dev) and the pages of
// content/redirects.json — leads to a single-slash path on this site. It
// protects against open redirects: `//evil.example/x`, `/\evil.example`
// and `/%2f%2fevil.example` are all read by browsers as another host, so a
// crafted link to our site would bounce a visitor to an attacker's page.
import type { Page } from '../../src/shared/model/types.ts';
import type { Problem } from '../errors.ts';

/** Why `location` may not be a redirect target, or undefined when it is a path on this site. */
export function redirectLocationProblem(location: string): string | undefined {
  if (!location.startsWith('/')) return 'it is not a path on this site (it must start with a single /)';
  // browsers treat a backslash like a slash, and skip tabs and newlines in URLs
  const seen = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (seen.startsWith('//')) return 'it starts with // or /\\, which browsers read as another site';
  if (/[\u0000-\u001f\u007f]/.test(location)) return 'it holds a control character';
  return undefined;
}

/**
 * A path made safe to send in a Location header: any run of leading slashes
 * or backslashes (decoded or percent-encoded) becomes one slash, so the
 * answer can only ever point at this site.
 */
export function siteRedirectLocation(pathname: string): string {
  let p = pathname.replace(/[\u0000-\u001f\u007f]/g, '');
  // strip every leading slash, backslash and their percent-encoded forms, then put one slash back
  p = p.replace(/^(?:[\\/]|%2f|%5c)+/i, '');
  return '/' + p;
}

/** Redirect pages that lead, directly or through other redirects, back to themselves. */
export function redirectLoops(pages: Page[]): Problem[] {
  const target = new Map<string, { to: string; page: Page }>();
  for (const p of pages)
    if (p.body.kind === 'redirect') target.set(p.path, { to: (p.body as { to: string }).to.split(/[?#]/)[0], page: p });
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const [start, { page }] of target) {
    const chain = [start];
    let at = target.get(start)!.to;
    while (target.has(at) && !chain.includes(at)) {
      chain.push(at);
      at = target.get(at)!.to;
    }
    if (at === start && !reported.has(start)) {
      for (const c of chain) reported.add(c);
      problems.push({
        severity: 'error',
        stage: 'route',
        message: `redirect loop: ${[...chain, start].join(' → ')} never reaches a page`,
        position: page.source ? { file: page.source } : undefined,
      });
    }
  }
  return problems;
}
