// Sending a query to a SPARQL endpoint with the SPARQL 1.1 protocol (POST,
// form-encoded), as text, never as markup. Results come back as SPARQL JSON
// (SELECT, ASK) or N-Triples/Turtle (CONSTRUCT, DESCRIBE).
import { fromSparqlJson, fromTriples, type ResultSet } from './results.ts';

export class EndpointError extends Error {
  constructor(
    readonly reason: 'address' | 'network' | 'http' | 'format',
    readonly status?: number,
    readonly body?: string,
    readonly contentType?: string,
  ) {
    super(reason);
  }
}

/** Only http(s) addresses are accepted as endpoints. */
export function endpointUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new EndpointError('address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EndpointError('address');
  return url;
}

const ACCEPT = 'application/sparql-results+json, application/n-triples;q=0.9, text/turtle;q=0.8';

export async function runRemote(endpoint: string, query: string): Promise<ResultSet> {
  const url = endpointUrl(endpoint);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: ACCEPT },
      body: new URLSearchParams({ query }),
    });
  } catch {
    // the browser does not say whether it was DNS, CORS or the security policy
    throw new EndpointError('network');
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!response.ok) throw new EndpointError('http', response.status, (await response.text()).slice(0, 2000));
  if (type.endsWith('json')) return fromSparqlJson(await response.json());
  if (type === 'application/n-triples' || type === 'text/turtle' || type === 'text/plain') {
    const { Parser } = await import('n3');
    const text = await response.text();
    return fromTriples(new Parser({ format: type === 'text/turtle' ? 'text/turtle' : 'application/n-triples' }).parse(text));
  }
  throw new EndpointError('format', response.status, undefined, type || '?');
}
