// Query stage: run the SPARQL files of queries/ with Comunica, one engine per
// build, against the loaded dataset or a remote SPARQL endpoint. Each query is
// a bulk "all statements about entities of one kind" so the build does a
// handful of fast queries instead of one per page; records are shaped in code.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../root.ts';
import type { QueryEngine } from '@comunica/query-sparql';
import { DataFactory, type Store, type Term } from 'n3';

export const QUERY_DIR = path.join(PROJECT_ROOT, 'generator/query/queries');

/** predicate IRI → objects, for one subject */
export type Description = Map<string, Term[]>;
/** subject IRI → its description */
export type Descriptions = Map<string, Description>;

export interface QueryTiming {
  name: string;
  ms: number;
  rows: number;
}

export type QuerySource = { kind: 'store'; store: Store } | { kind: 'endpoint'; url: string };

let sharedEngine: Promise<QueryEngine> | undefined;
/**
 * One engine for the life of the process: starting Comunica costs more than a
 * query. Loaded on first use (its modules take ~0.4 s to load), so a process
 * that never queries, such as a build whose queries run on another thread,
 * does not pay for it.
 */
export function engine(): Promise<QueryEngine> {
  sharedEngine ??= import('@comunica/query-sparql').then((m) => {
    // a CommonJS package: bundled (generator/run.mjs), its exports sit on `default`
    const { QueryEngine } = m.QueryEngine ? m : (m as unknown as { default: typeof m }).default;
    return new QueryEngine();
  });
  return sharedEngine;
}

export async function readQuery(name: string): Promise<string> {
  return fs.readFile(path.join(QUERY_DIR, `${name}.rq`), 'utf8');
}

function contextFor(source: QuerySource): Record<string, unknown> {
  // the loaded quads sit in one named graph per file: query their union
  return source.kind === 'store'
    ? { sources: [source.store], unionDefaultGraph: true }
    : // n3's factory: Comunica's own (rdf-data-factory 1.x) drops the language of
      // literals as its SPARQL JSON parser now hands them over ({ language, direction })
      { sources: [{ type: 'sparql', value: source.url }], dataFactory: DataFactory };
}

// compared by value: terms parsed from an endpoint's answer come from another
// factory whose literals cannot compare their datatype with `equals`
function sameTerm(a: Term, b: Term): boolean {
  const lit = (t: Term) =>
    t.termType === 'Literal' ? `${(t as { language: string }).language}|${(t as { datatype: { value: string } }).datatype.value}` : '';
  return a.termType === b.termType && a.value === b.value && lit(a) === lit(b);
}

/** Runs a SELECT ?s ?p ?o query and groups the rows by subject. */
export async function runDescribeQuery(source: QuerySource, name: string): Promise<{ descriptions: Descriptions; timing: QueryTiming }> {
  const query = await readQuery(name);
  const started = performance.now();
  const stream = await (await engine()).queryBindings(query, contextFor(source) as never);
  const bindings = await stream.toArray();
  const descriptions: Descriptions = new Map();
  for (const b of bindings) {
    const s = b.get('s');
    const p = b.get('p');
    const o = b.get('o');
    if (!s || !p || !o || s.termType !== 'NamedNode') continue;
    let d = descriptions.get(s.value);
    if (!d) descriptions.set(s.value, (d = new Map()));
    const list = d.get(p.value);
    // a remote endpoint may repeat rows; keep objects unique
    if (!list) d.set(p.value, [o as Term]);
    else if (!list.some((x) => sameTerm(x, o as Term))) list.push(o as Term);
  }
  return { descriptions, timing: { name, ms: performance.now() - started, rows: bindings.length } };
}

/** Runs any SELECT and returns rows as plain objects of term values (used by tests and tools). */
export async function runSelect(source: QuerySource, query: string): Promise<Record<string, string>[]> {
  const stream = await (await engine()).queryBindings(query, contextFor(source) as never);
  const rows = await stream.toArray();
  return rows.map((b) => {
    const row: Record<string, string> = {};
    for (const [k, v] of b) row[k.value] = v.value;
    return row;
  });
}
