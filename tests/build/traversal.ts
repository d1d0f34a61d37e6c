// Link traversal as a linked-data client does it: Comunica's
// link-traversal engine, given only an entity IRI, dereferences it and
// follows the IRIs it finds. Every request goes to the server under test on
// 127.0.0.1 (the site's address is mapped onto it; any other host answers
// 404 here, never the network). The same query over the site's dump, with
// Comunica's ordinary engine, says what the answer should be.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Parser, Store } from 'n3';
import { QueryEngine as TraversalEngine } from '@comunica/query-sparql-link-traversal';
import { QueryEngine } from '@comunica/query-sparql';

// Comunica takes any address ending in /sparql for a SPARQL endpoint and
// POSTs the query there (a guess made before reading the document): the
// glossary's term for SPARQL, /id/term/sparql, is a document, and a
// traversal that reaches it stops with an error. The guess is switched off
// here, for the engine this module loads; a service description still makes
// an endpoint. Reported in the lead's note as a client limitation.
const traversalRequire = createRequire(createRequire(import.meta.url).resolve('@comunica/query-sparql-link-traversal'));
const sparqlActor = traversalRequire('@comunica/actor-query-source-identify-hypermedia-sparql').ActorQuerySourceIdentifyHypermediaSparql;
sparqlActor.prototype.checkUrlSuffix = false;
Object.defineProperty(sparqlActor.prototype, 'checkUrlSuffix', { get: () => false, set: () => undefined });

export interface TraversalQuery {
  name: string;
  /** the IRI the client starts from */
  seed: string;
  sparql: string;
}

/** The queries, over the site's own IRIs (`{site}` stands for SITE_URL). */
export function traversalQueries(siteUrl: string): TraversalQuery[] {
  const q = (name: string, seed: string, body: string): TraversalQuery => ({
    name,
    seed: seed.replace('{site}', siteUrl),
    sparql:
      'PREFIX skos: <http://www.w3.org/2004/02/skos/core#> PREFIX schema: <https://schema.org/> ' +
      'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> ' +
      body.replaceAll('{site}', siteUrl),
  });
  return [
    q('labels of a term', '{site}/id/term/triple', 'SELECT DISTINCT ?l WHERE { <{site}/id/term/triple> skos:prefLabel ?l }'),
    q(
      'definitions of its related terms (in their own documents)',
      '{site}/id/term/triple',
      'SELECT DISTINCT ?r ?d WHERE { <{site}/id/term/triple> skos:related ?r . ?r skos:definition ?d }',
    ),
    q(
      'the scheme of a term, by its title',
      '{site}/id/term/triple',
      'SELECT DISTINCT ?s ?l WHERE { <{site}/id/term/triple> skos:inScheme ?s . ?s skos:prefLabel ?l }',
    ),
    q(
      'the organisation a person belongs to, by its name',
      '{site}/id/person/susan-brown',
      'SELECT DISTINCT ?o ?n WHERE { <{site}/id/person/susan-brown> schema:memberOf ?o . ?o schema:name ?n }',
    ),
    q(
      'the licence of a dataset',
      '{site}/id/dataset/adarchive',
      'SELECT DISTINCT ?l WHERE { <{site}/id/dataset/adarchive> schema:license ?l }',
    ),
    q(
      'members of the LINCS organisation (statements pointing at it)',
      '{site}/id/organization/lincs',
      'SELECT DISTINCT ?p WHERE { ?p schema:memberOf <{site}/id/organization/lincs> }',
    ),
    q(
      'narrower terms of a term, by label (statements pointing at it)',
      '{site}/id/term/identifier',
      'SELECT DISTINCT ?n ?l WHERE { ?n skos:broader <{site}/id/term/identifier> . ?n skos:prefLabel ?l }',
    ),
    q('a vocabulary term’s labels', '{site}/vocab', 'SELECT DISTINCT ?l WHERE { <{site}/vocab#partnerRole> rdfs:label ?l }'),
  ];
}

type Term = { termType: string; value: string; language?: string; datatype?: { value: string } };
type BindingsStream = { toArray(): Promise<Iterable<[{ value: string }, Term]>[]> };

/** One row per answer (`var=term` sorted by name), rows sorted, so two answers compare as arrays. */
async function rows(stream: Promise<BindingsStream>): Promise<string[]> {
  const show = (t: Term) =>
    t.termType === 'Literal' ? JSON.stringify(t.value) + (t.language ? `@${t.language}` : `^^${t.datatype?.value}`) : `<${t.value}>`;
  const all = await (await stream).toArray();
  return all
    .map((b) =>
      [...b]
        .map(([v, t]) => `?${v.value}=${show(t)}`)
        .sort()
        .join(' '),
    )
    .sort();
}

/** The answers over the dump (data/site-graph.ttl of the built site). */
export async function dumpAnswers(outDir: string, queries: TraversalQuery[]): Promise<string[][]> {
  const store = new Store(new Parser().parse(await fs.readFile(path.join(outDir, 'data/site-graph.ttl'), 'utf8')));
  const engine = new QueryEngine();
  const out = [];
  for (const query of queries)
    out.push(await rows(engine.queryBindings(query.sparql, { sources: [store] }) as unknown as Promise<BindingsStream>));
  return out;
}

/** The answers a traversal client gets from the server at `origin`, starting from each query's seed. */
export async function traversalAnswers(origin: string, siteUrl: string, queries: TraversalQuery[]): Promise<string[][]> {
  const localFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(siteUrl + '/')) return new Response('not on this site', { status: 404 });
    return fetch(origin + url.slice(siteUrl.length), init);
  };
  const out = [];
  for (const query of queries) {
    const engine = new TraversalEngine();
    out.push(
      await rows(
        engine.queryBindings(query.sparql, {
          sources: [query.seed],
          lenient: true,
          fetch: localFetch,
        }) as unknown as Promise<BindingsStream>,
      ),
    );
  }
  return out;
}
