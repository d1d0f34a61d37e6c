// Client-side redirects from old addresses, read from content/redirects.json:
// a small page in each locale with a canonical link, a meta refresh and a
// visible link. A target outside the site is refused; targets are checked
// like any other link by the route stage.
import type { Locale, Page } from '../../src/shared/model/types.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { strings } from '../../src/i18n/features.ts';
import type { Problem } from '../errors.ts';
import { redirectLocationProblem } from '../route/redirect-location.ts';
import { generatedPage } from './generated-page.ts';

export interface Redirect {
  from: string;
  to: string;
}

export function parseRedirects(json: string, file: string): { redirects: Redirect[]; problems: Problem[] } {
  const problems: Problem[] = [];
  let data: { redirects?: unknown };
  try {
    data = JSON.parse(json);
  } catch (e) {
    return {
      redirects: [],
      problems: [{ severity: 'error', stage: 'load', message: `not valid JSON: ${(e as Error).message}`, position: { file } }],
    };
  }
  // a wrong shape used to drop every redirect without a word
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Array.isArray(data.redirects)) {
    const message = '"redirects" should be a list ([…]) of { "from": "/old", "to": "/new" }: the file holds { "redirects": [ … ] }';
    return { redirects: [], problems: [{ severity: 'error', stage: 'load', message, position: { file } }] };
  }
  const unknown = Object.keys(data).filter((k) => k !== 'redirects' && !k.startsWith('_'));
  if (unknown.length) {
    const message = `unknown key "${unknown[0]}": the file holds { "redirects": [ … ] } (keys starting with "_" are notes)`;
    problems.push({ severity: 'error', stage: 'load', message, position: { file } });
  }
  const redirects: Redirect[] = [];
  for (const [i, r] of data.redirects.entries()) {
    const { from, to } = (r ?? {}) as Partial<Redirect>;
    if (typeof from !== 'string' || typeof to !== 'string' || !from.startsWith('/')) {
      problems.push({
        severity: 'error',
        stage: 'load',
        message: `redirect #${i + 1} needs "from" (a path starting with /) and "to"`,
        position: { file },
      });
      continue;
    }
    if (redirectLocationProblem(to)) {
      problems.push({
        severity: 'error',
        stage: 'load',
        message: `redirect from ${from} to ${to} is refused: redirects may only lead to pages of this site`,
        position: { file },
      });
      continue;
    }
    redirects.push({ from, to });
  }
  return { redirects, problems };
}

export function redirectPages(redirects: Redirect[], locale: Locale, file: string): Page[] {
  const tx = strings('redirects', locale);
  return redirects.map((r) => {
    const target = localizePath(r.to, locale);
    return generatedPage(locale, r.from, tx.title, `${tx.body} ${target}`, { kind: 'redirect', to: target }, 'doc', {
      noindex: true,
      hidden: true,
      canonicalPath: target,
      source: file,
      links: [{ href: r.to }],
    });
  });
}
