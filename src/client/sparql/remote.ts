// Sending a query to a SPARQL endpoint with the SPARQL 1.1 protocol (POST,
// form-encoded), as text, never as markup. Results come back as SPARQL JSON
// (SELECT, ASK) or N-Triples/Turtle (CONSTRUCT, DESCRIBE).
import { fromSparqlJson, fromTriples, type ResultSet } from './results.ts';

export class EndpointError extends Error {
  constructor(
    readonly reason: 'address' | 'network' | 'cors' | 'policy' | 'http' | 'format',
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

/**
 * Why a request to the endpoint failed, when the browser only says "failed":
 * this site's security policy refused it (a securitypolicyviolation event
 * names its address), or the endpoint answers but refuses queries from other
 * websites (a no-cors request, whose answer a page cannot read, gets through),
 * or it cannot be reached at all.
 */
async function whyFailed(url: URL, violations: string[], signal?: AbortSignal): Promise<EndpointError> {
  // the violation event is queued as a task of its own: let it arrive
  await new Promise((r) => setTimeout(r, 0));
  if (violations.some((v) => v.startsWith(url.origin))) return new EndpointError('policy');
  try {
    // HEAD: an opaque answer with no body, which the browser's opaque-response blocking lets through
    await fetch(url, { method: 'HEAD', mode: 'no-cors', signal, cache: 'no-store' });
    return new EndpointError('cors');
  } catch {
    await new Promise((r) => setTimeout(r, 0));
    return new EndpointError(violations.some((v) => v.startsWith(url.origin)) ? 'policy' : 'network');
  }
}

export async function runRemote(endpoint: string, query: string, signal?: AbortSignal): Promise<ResultSet> {
  const url = endpointUrl(endpoint);
  let response: Response;
  const violations: string[] = [];
  const listen = (e: SecurityPolicyViolationEvent) => {
    if (e.effectiveDirective === 'connect-src') violations.push(e.blockedURI);
  };
  document.addEventListener('securitypolicyviolation', listen);
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: ACCEPT },
      body: new URLSearchParams({ query }),
      signal,
    });
  } catch {
    if (signal?.aborted) throw new EndpointError('network');
    throw await whyFailed(url, violations, signal);
  } finally {
    document.removeEventListener('securitypolicyviolation', listen);
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
