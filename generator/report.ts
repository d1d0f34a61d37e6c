// Human-readable output of a build: problems first (file:line: message), then
// pages per locale and kind, time per stage and per query.
import { formatProblemList } from './errors.ts';
import type { BuildReport } from './build.ts';
import type { Locale } from '../src/shared/model/types.ts';
import { formatFrenchShare } from './french-share.ts';

export function formatReport(r: BuildReport): string {
  const lines = [formatOutcome(r)];
  lines.push(`Stages: ${r.stages.map((s) => `${s.stage} ${Math.round(s.ms)} ms`).join(', ')}`);
  if (r.cache?.length) lines.push(`Cache: ${r.cache.map((c) => `${c.stage} ${c.hits} hits / ${c.misses} misses`).join(', ')}`);
  lines.push(formatWork(r));
  lines.push(`Queries: ${r.queries.map((q) => `${q.name} ${Math.round(q.ms)} ms (${q.rows} rows)`).join(', ')}`);
  lines.push(`Built in ${(r.totalMs / 1000).toFixed(2)} s`);
  return lines.join('\n');
}

/** Time spent around the build itself, in the command (cli.ts): what `Built in` leaves out. */
export interface AroundBuild {
  /** from the process's start to the command: Node, generator/run.mjs's compile check, the generator's modules */
  startMs: number;
  checkMs: number;
  /** loading the build's own modules (not loaded by an up-to-date check) */
  loadMs: number;
  /** writing the up-to-date check's stamp (cache/up-to-date.ts) */
  stampMs: number;
}

export function formatAround(a: AroundBuild): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return (
    `Around the build: process start ${ms(a.startMs)}, up-to-date check ${ms(a.checkMs)}, ` +
    `loading the build ${ms(a.loadMs)}, up-to-date stamp ${ms(a.stampMs)}`
  );
}

/** What this build did again: pages rendered (the rest from the build cache), files written (the rest kept unchanged). */
export function formatWork(r: Pick<BuildReport, 'pagesTotal' | 'cache' | 'files' | 'rewritten'>): string {
  const kept = r.cache?.find((c) => c.stage === 'pages')?.hits ?? 0;
  return (
    `Rendered: ${r.pagesTotal - kept} of ${r.pagesTotal} pages (${kept} from the build cache); ` +
    `written: ${r.rewritten} of ${r.files} files (${r.files - r.rewritten} unchanged, kept from the previous output)`
  );
}

/** What the build made (warnings, pages, graph, French share, files), without how long it took: what an up-to-date check repeats. */
export function formatOutcome(r: BuildReport): string {
  const lines: string[] = [];
  if (r.warnings.length) {
    lines.push(`${r.warnings.length} warning(s):`);
    lines.push(formatProblemList(r.warnings.slice(0, 50)));
    if (r.warnings.length > 50) lines.push(`… and ${r.warnings.length - 50} more`);
    lines.push('');
  }
  const byLocale = new Map<string, string[]>();
  for (const p of r.pages) {
    const l = byLocale.get(p.locale) ?? [];
    l.push(`${p.kind} ${p.count}`);
    byLocale.set(p.locale, l);
  }
  lines.push(`Pages: ${r.pagesTotal} (${[...byLocale].map(([l, k]) => `${l}: ${k.join(', ')}`).join('; ')})`);
  const g = r.graph;
  const shapesFile = g.shapes.find((s) => !s.startsWith('<'));
  lines.push(
    g.kind === 'endpoint'
      ? `Graph: ${g.where}, ${r.triples} triples in ${g.graphs} named graphs (${g.rows} rows in ${g.requests} requests); ` +
          (shapesFile ? `nothing of data/ read but ${shapesFile}` : 'data/ not read')
      : `Graph: ${r.triples} triples from ${g.where} (${g.graphs} files)`,
  );
  // shapes are never data: say which of the graphs read held them
  lines.push(`Read: ${g.read.join(', ')}; shapes from ${g.shapes.join(', ') || 'none (nothing validated against SHACL)'}`);
  lines.push(formatFrenchShare(r.french));
  lines.push(`Output: ${r.files} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MB`);
  return lines.join('\n');
}

/** Pages per locale and kind, in the order they first appear. */
export function pageCounts(pages: { locale: Locale; kind: string }[]): BuildReport['pages'] {
  const counts = new Map<string, { locale: Locale; kind: string; count: number }>();
  for (const p of pages) {
    const k = `${p.locale}/${p.kind}`;
    const c = counts.get(k) ?? { locale: p.locale, kind: p.kind, count: 0 };
    c.count++;
    counts.set(k, c);
  }
  return [...counts.values()];
}
