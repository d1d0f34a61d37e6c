// The site's Content-Security-Policy, in one place: `npm run serve` and
// `npm run dev` send it (serve.ts), and the generated host configurations
// (linked-data/hosting.ts) make nginx, Apache and Netlify / Cloudflare Pages
// send the same, so the published site is as strict as the local one.
// script-src: the site's files and the one inline script, by its hash (src/components/theme-script.ts);
// connect-src: the site itself and the public SPARQL endpoints the query page offers
// (site.config.json `sparql.publicEndpoints`, read into SiteConfig.publicEndpoints).
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../src/components/theme-script.ts';

/** The CSP source that allows exactly THEME_SCRIPT: `'sha256-…'` of its UTF-8 bytes. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

/** The policy of a site whose query page may reach these endpoints. */
export function contentSecurityPolicy(publicEndpoints: readonly string[]): string {
  const origins = [...new Set(publicEndpoints.map((e) => new URL(e).origin))];
  return (
    `default-src 'self'; script-src 'self' ${THEME_SCRIPT_SOURCE}; ` +
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' " +
    origins.join(' ') +
    "; object-src 'none'; base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'none'"
  );
}
