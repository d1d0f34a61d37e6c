// The public SPARQL endpoints the SPARQL page offers, in one place: the page
// pre-fills the first, and the site's Content-Security-Policy lets the page
// connect to these (and only these) besides its own origin.

export const PUBLIC_SPARQL_ENDPOINTS: readonly string[] = ['https://fuseki.lincsproject.ca/lincs/sparql'];

/** The origins of the endpoints, for the policy's connect-src. */
export function endpointOrigins(endpoints: readonly string[] = PUBLIC_SPARQL_ENDPOINTS): string[] {
  return [...new Set(endpoints.map((e) => new URL(e).origin))];
}
