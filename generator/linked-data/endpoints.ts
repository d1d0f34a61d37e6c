// The public SPARQL endpoints the SPARQL page offers, in one place: they are
// set in site.config.json (`sparql.publicEndpoints`, read with the rest of the
// site's settings); the page pre-fills the first, and the site's
// Content-Security-Policy lets the page connect to these (and only these)
// besides its own origin.
import { readSiteConfigFile } from '../config.ts';
import { PROJECT_ROOT } from '../root.ts';

/** LINCS's public endpoint, when the configuration names none. */
const DEFAULT_ENDPOINTS = ['https://fuseki.lincsproject.ca/lincs/sparql'];

export const PUBLIC_SPARQL_ENDPOINTS: readonly string[] = (() => {
  const listed = (readSiteConfigFile(PROJECT_ROOT).sparql?.publicEndpoints ?? []).filter((e) => /^https?:\/\//.test(e));
  return listed.length ? listed : DEFAULT_ENDPOINTS;
})();

/** The origins of the endpoints, for the policy's connect-src. */
export function endpointOrigins(endpoints: readonly string[] = PUBLIC_SPARQL_ENDPOINTS): string[] {
  return [...new Set(endpoints.map((e) => new URL(e).origin))];
}
