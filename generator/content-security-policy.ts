// The site's Content-Security-Policy, in one place: `npm run serve` and
// `npm run dev` send it (serve.ts), and the generated host configurations
// (linked-data/hosting.ts) make nginx, Apache and Netlify / Cloudflare Pages
// send the same, so the published site is as strict as the local one.
// script-src: the site's files and the one inline script, by its hash (src/components/theme-script.ts);
// connect-src: the site itself and the public SPARQL endpoints the query page offers.
import { endpointOrigins } from './linked-data/endpoints.ts';
import { THEME_SCRIPT_SOURCE } from '../src/components/theme-script.ts';

export const CONTENT_SECURITY_POLICY =
  `default-src 'self'; script-src 'self' ${THEME_SCRIPT_SOURCE}; ` +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' " +
  endpointOrigins().join(' ') +
  "; object-src 'none'; base-uri 'self'; form-action 'self' mailto:; frame-ancestors 'none'";
