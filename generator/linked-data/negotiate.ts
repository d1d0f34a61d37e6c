// Content negotiation for the site's IRIs, as a pure function of the request
// path and its Accept header: the development and preview servers use it,
// and the host configurations (hosting.ts) are generated from the same table
// of representations. An entity IRI (`/id/{kind}/{slug}`) and the vocabulary
// (`/vocab`, the document of every `/vocab#term`) answer an RDF client with
// a 303 to the file in the format it prefers, and a browser with the HTML
// page. No I/O here: the caller checks that the target file exists.

/** One representation of a negotiable resource: its media type and the file suffix it lives at. */
import { localizePath } from '../../src/shared/paths.ts';

export interface Representation {
  /** the canonical media type, sent as Content-Type */
  mediaType: string;
  /** other names clients use for the same format */
  aliases: readonly string[];
  /** appended to the IRI's path; '' is the HTML page at the IRI itself */
  suffix: string;
}

/**
 * In the server's order of preference: when a client rates several equally,
 * the first wins. HTML comes first, so `*\/*` (a browser, curl) gets the page.
 * `text/plain` is the old name of N-Triples, which rdflib still asks for.
 */
export const REPRESENTATIONS: readonly Representation[] = [
  { mediaType: 'text/html', aliases: ['application/xhtml+xml'], suffix: '' },
  { mediaType: 'text/turtle', aliases: ['application/x-turtle'], suffix: '.ttl' },
  { mediaType: 'application/ld+json', aliases: ['application/json'], suffix: '.jsonld' },
  { mediaType: 'application/rdf+xml', aliases: ['application/xml', 'text/xml'], suffix: '.rdf' },
  { mediaType: 'application/n-triples', aliases: ['text/plain'], suffix: '.nt' },
];

export const RDF_REPRESENTATIONS = REPRESENTATIONS.filter((r) => r.suffix);

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** 0 for * / *, 1 for type/*, 2 for type/subtype: the most specific range that matches decides */
  specificity: number;
}

/**
 * A qvalue in thousandths, as RFC 9110 writes it (at most three decimals, so
 * further digits are ignored); anything above 1 counts as 1 and what is not a
 * number as 0. Integers, so the web servers' configurations (hosting.ts),
 * which compare q-values as four-digit strings, decide exactly as this does.
 */
export function qThousandths(value: string): number {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!m) return 0;
  if (/[1-9]/.test(m[1])) return 1000;
  return Number(((m[2] ?? '') + '000').slice(0, 3));
}

/**
 * Parses an Accept header; malformed parts are skipped, a missing q is 1, and
 * when a range names q twice the first counts.
 */
export function parseAccept(header: string | undefined): MediaRange[] {
  if (!header || !header.trim()) return [{ type: '*', subtype: '*', q: 1, specificity: 0 }];
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range, ...params] = part.split(';').map((s) => s.trim());
    const m = /^([\w.+*-]+)\/([\w.+*-]+)$/.exec(range.toLowerCase());
    if (!m) continue;
    const [, type, subtype] = m;
    if (type === '*' && subtype !== '*') continue;
    const qParam = params.map((p) => /^q\s*=\s*([0-9.]+)$/i.exec(p)).find(Boolean);
    const q = qParam ? qThousandths(qParam[1]) / 1000 : 1;
    ranges.push({ type, subtype, q, specificity: type === '*' ? 0 : subtype === '*' ? 1 : 2 });
  }
  return ranges;
}

/**
 * The quality a client gives a media type: that of the most specific range
 * matching it (RFC 9110, 12.5.1). A client that lists the same range twice
 * (raptor names text/html with q=0.2 and again with q=0.6) is taken at its
 * first word: RFC 9110 leaves the case open, and a regular expression on
 * the web servers finds the first.
 */
export function qualityOf(mediaType: string, ranges: MediaRange[]): number {
  const [type, subtype] = mediaType.toLowerCase().split('/');
  let best: MediaRange | undefined;
  for (const r of ranges) {
    const matches = (r.type === '*' || r.type === type) && (r.subtype === '*' || r.subtype === subtype);
    if (matches && (!best || r.specificity > best.specificity)) best = r;
  }
  return best?.q ?? 0;
}

/**
 * The representation a client prefers, or undefined when it accepts none
 * (the caller then serves the HTML page: a page is better than a bare 406
 * for a person, and an RDF client sees from the Content-Type it got HTML).
 */
export function chooseRepresentation(
  accept: string | undefined,
  offers: readonly Representation[] = REPRESENTATIONS,
): Representation | undefined {
  const ranges = parseAccept(accept);
  let chosen: Representation | undefined;
  let chosenQ = 0;
  for (const offer of offers) {
    // an alias counts only when named: a wildcard already rated the canonical type
    const named = offer.aliases.map((a) => ranges.find((r) => `${r.type}/${r.subtype}` === a)?.q ?? 0);
    const q = Math.max(qualityOf(offer.mediaType, ranges), ...named);
    if (q > chosenQ) {
      chosen = offer;
      chosenQ = q;
    }
  }
  return chosen;
}

/** `/id/term/triple` or `/id/term/triple/` → the IRI's path; `/vocab` likewise. Files (`.ttl`…) are not negotiable. */
export function negotiablePath(pathname: string): string | undefined {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (p === '/vocab') return p;
  if (/^\/id\/[a-z][a-z-]*\/[A-Za-z0-9][\w-]*(?:\.[\w-]+)*$/.test(p) && !/\.(ttl|jsonld|rdf|nt|html)$/.test(p)) return p;
  return undefined;
}

/** The French home page's address keeps its slash: `/fr/` is canonical (src/shared/paths.ts). */
export const SLASHED_HOMES: readonly string[] = [localizePath('/', 'fr')];

/**
 * The canonical address of `/fr/blog/` is `/fr/blog`: the address without its
 * trailing slash, for the caller to redirect to (301) when a page is there.
 * Never for `/` or `/fr/`, nor for a path that would start with `//` (another host to a browser).
 */
export function withoutTrailingSlash(pathname: string): string | undefined {
  if (!/^\/[^/].*\/$/.test(pathname) || SLASHED_HOMES.includes(pathname)) return undefined;
  return pathname.replace(/\/+$/, '');
}

/**
 * The Link header of the HTML page at a negotiable IRI: where its RDF is, in
 * each format, for clients that read the page's headers rather than ask by Accept.
 */
export function alternateLinks(iriPath: string): string {
  return RDF_REPRESENTATIONS.map((r) => `<${iriPath}${r.suffix}>; rel="alternate"; type="${r.mediaType}"`).join(', ');
}

/** Fixed redirects of well-known addresses (RFC 8615). */
export const WELL_KNOWN_REDIRECTS: Record<string, string> = {
  '/.well-known/void': '/data/void.ttl',
};

export type Negotiated = { kind: 'redirect'; status: 303; location: string; vary: boolean } | { kind: 'page'; vary: true } | undefined;

/**
 * What the server does with a request: redirect to a representation, serve
 * the page at the IRI (with Vary: Accept, since the same address answers
 * differently by Accept), or nothing special (undefined).
 */
export function negotiate(pathname: string, accept: string | undefined): Negotiated {
  const fixed = WELL_KNOWN_REDIRECTS[pathname];
  if (fixed) return { kind: 'redirect', status: 303, location: fixed, vary: false };
  const base = negotiablePath(pathname);
  if (!base) return undefined;
  const chosen = chooseRepresentation(accept);
  if (!chosen || !chosen.suffix) return { kind: 'page', vary: true };
  return { kind: 'redirect', status: 303, location: base + chosen.suffix, vary: true };
}

const RDF_FILE = /\.(ttl|jsonld|rdf|nt)$/;

/**
 * Headers the linked-data files and negotiable addresses add to a response:
 * RDF files may be read by any origin (they are public data, and a page
 * elsewhere fetching them needs CORS), and an address that answers by
 * Accept says so to caches.
 */
export function linkedDataHeaders(pathname: string, negotiated: Negotiated): Record<string, string> {
  const headers: Record<string, string> = {};
  if (negotiated?.vary) headers.Vary = 'Accept';
  if (negotiated || RDF_FILE.test(pathname) || pathname === '/context.jsonld') headers['Access-Control-Allow-Origin'] = '*';
  return headers;
}
