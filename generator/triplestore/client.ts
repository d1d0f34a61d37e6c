// A well-behaved client of a shared SPARQL endpoint (the SPARQL 1.1 protocol,
// JSON results): a time limit on every request, a bounded number of retries
// with backoff when the endpoint or the network fails, HTTP basic auth for a
// private endpoint, and the endpoint's own word on truncation
// (`X-SPARQL-MaxRows`, sent by Virtuoso when it cut an answer) handed back to
// the caller, who must never take a cut answer for a whole one.
import { DataFactory, type Term } from 'n3';
import { UserError } from '../errors.ts';
import { MAX_ENDPOINT_ANSWER_BYTES } from '../limits.ts';

export interface EndpointSettings {
  url: string;
  /**
   * read the default graph instead of named graphs: a graph IRI is sent as the
   * protocol's `default-graph-uri`; `default` reads the endpoint's own default graph
   */
  defaultGraph?: string;
  /** named graphs to read; none: every graph whose IRI starts with the site's address */
  graphs?: string[];
  /** per request, in milliseconds */
  timeoutMs: number;
  /** further tries after a 5xx answer, a network error or a time-out */
  retries: number;
  /** rows asked for per page */
  pageSize: number;
  /** off only in tests: one request per query, to prove truncation is caught */
  paging: boolean;
  user?: string;
  password?: string;
}

export type Row = Record<string, Term>;

/** SPARQL_DEFAULT_GRAPH=default: the endpoint's own default graph, which has no name */
export const DEFAULT_GRAPH = 'default';

export interface SelectAnswer {
  rows: Row[];
  /** the cap the endpoint says it applied (X-SPARQL-MaxRows), if it said so */
  maxRows?: number;
}

/** A problem with the endpoint: the build stops with this one line, no stack trace. */
export class EndpointError extends UserError {
  constructor(settings: Pick<EndpointSettings, 'url'>, what: string, message: string) {
    super(`SPARQL endpoint ${settings.url}, ${what}: ${message}`);
  }
}

interface JsonTerm {
  type: 'uri' | 'literal' | 'typed-literal' | 'bnode';
  value: string;
  datatype?: string;
  'xml:lang'?: string;
}

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const XSD_BOOLEAN = 'http://www.w3.org/2001/XMLSchema#boolean';

export function termFromJson(t: JsonTerm): Term {
  switch (t.type) {
    case 'uri':
      return DataFactory.namedNode(t.value);
    case 'bnode':
      // labels are only unique within one answer; Virtuoso's are stable across answers (nodeID://…)
      return DataFactory.blankNode(t.value.replace(/[^A-Za-z0-9_-]/g, '_'));
    default:
      if (t['xml:lang']) return DataFactory.literal(t.value, t['xml:lang']);
      // Virtuoso stores xsd:boolean as an integer and answers "1"/"0": the same values, in canonical form
      if (t.datatype === XSD_BOOLEAN && (t.value === '1' || t.value === '0'))
        return DataFactory.literal(t.value === '1' ? 'true' : 'false', DataFactory.namedNode(XSD_BOOLEAN));
      // SPARQL 1.1 results name xsd:string where RDF 1.1 has a plain literal: the same term
      return DataFactory.literal(t.value, t.datatype && t.datatype !== XSD_STRING ? DataFactory.namedNode(t.datatype) : undefined);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a SELECT; `what` names it in errors ("the graph list", "page 3 of graph <…>"). */
export async function select(settings: EndpointSettings, query: string, what: string): Promise<SelectAnswer> {
  const body = new URLSearchParams({ query });
  if (settings.defaultGraph && settings.defaultGraph !== DEFAULT_GRAPH) body.set('default-graph-uri', settings.defaultGraph);
  const headers: Record<string, string> = {
    Accept: 'application/sparql-results+json',
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (settings.user !== undefined) {
    headers.Authorization = `Basic ${Buffer.from(`${settings.user}:${settings.password ?? ''}`).toString('base64')}`;
  }
  let last = '';
  for (let attempt = 0; attempt <= settings.retries; attempt++) {
    if (attempt > 0) await sleep(Math.min(8000, 250 * 2 ** (attempt - 1)));
    let res: Response;
    try {
      res = await fetch(settings.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'follow',
      });
    } catch (e) {
      last = networkFailure(e, settings);
      continue;
    }
    if (res.status >= 500) {
      last = `HTTP ${res.status} ${await brief(res)}`;
      continue;
    }
    if (res.status === 401 || res.status === 403) {
      throw new EndpointError(
        settings,
        what,
        `HTTP ${res.status}: the endpoint refused the credentials (set SPARQL_USER and SPARQL_PASSWORD)`,
      );
    }
    if (res.status === 404) {
      const hint = "nothing answers at this address: is SPARQL_ENDPOINT the endpoint's own address (it often ends in /sparql)?";
      throw new EndpointError(settings, what, `HTTP 404, ${hint}`);
    }
    if (!res.ok) throw new EndpointError(settings, what, `HTTP ${res.status} ${await brief(res)}\nquery: ${oneLine(query)}`);
    let json: { results?: { bindings?: Record<string, JsonTerm>[] } };
    const type = res.headers.get('content-type') ?? '';
    if (/html/i.test(type)) {
      // a login page or a proxy's error page, answered 200: retrying will not change it
      throw new EndpointError(
        settings,
        what,
        `the answer is a web page (${type}), not SPARQL JSON results: is SPARQL_ENDPOINT the endpoint's own address?`,
      );
    }
    let text: string;
    try {
      text = await cappedText(res);
    } catch (e) {
      if (e instanceof AnswerTooLarge) throw new EndpointError(settings, what, e.message);
      last = networkFailure(e, settings);
      continue;
    }
    try {
      json = JSON.parse(text) as typeof json;
    } catch (e) {
      last = `an answer that is not SPARQL JSON results (${(e as Error).message}; it begins ${JSON.stringify(text.slice(0, 60))})`;
      continue;
    }
    const bindings = json.results?.bindings;
    if (!Array.isArray(bindings)) throw new EndpointError(settings, what, 'the answer has no results.bindings');
    const header = res.headers.get('x-sparql-maxrows');
    const rows = bindings.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, termFromJson(v)])));
    return { rows, maxRows: header && /^\d+$/.test(header) ? Number(header) : undefined };
  }
  throw new EndpointError(settings, what, `${last}, after ${settings.retries + 1} tries\nquery: ${oneLine(query)}`);
}

/** Why a request failed before any answer, in words (fetch says only "fetch failed"). */
function networkFailure(e: unknown, settings: Pick<EndpointSettings, 'timeoutMs'>): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return `no answer within ${settings.timeoutMs / 1000} s`;
  const cause = err.cause?.message ?? '';
  if (/redirect count exceeded/i.test(cause)) return 'the endpoint redirects again and again (a redirect loop)';
  if (err.cause?.code === 'UND_ERR_SOCKET' || /terminated|other side closed/i.test(err.message + cause)) {
    return 'the connection was closed in the middle of the answer';
  }
  if (err.cause?.code) return `could not connect (${err.cause.code})`;
  return `could not connect (${cause || err.message})`;
}

class AnswerTooLarge extends Error {}

/**
 * The answer's text, read piece by piece and refused past MAX_ENDPOINT_ANSWER_BYTES
 * once decompressed: a gzip bomb (a few KB that inflate to gigabytes) was
 * inflated whole into memory by res.json().
 */
async function cappedText(res: Response): Promise<string> {
  if (!res.body) return '';
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > MAX_ENDPOINT_ANSWER_BYTES) {
      await res.body.cancel().catch(() => undefined);
      const mb = MAX_ENDPOINT_ANSWER_BYTES / 1024 / 1024;
      throw new AnswerTooLarge(
        `the answer is larger than ${mb} MB once decompressed (the limit, MAX_ENDPOINT_ANSWER_BYTES in generator/limits.ts); ` +
          'lower SPARQL_PAGE_SIZE, or check the endpoint is not sending a compression bomb',
      );
    }
    parts.push(decoder.decode(chunk, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

async function brief(res: Response): Promise<string> {
  try {
    const text = (await cappedText(res)).trim();
    return text ? `(${oneLine(text).slice(0, 200)})` : '';
  } catch {
    return '';
  }
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
