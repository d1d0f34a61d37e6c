// Tables of the benchmark: one column per build (the real site, synthetic
// scales), one row per figure; stage growth between the two largest scales
// (linear growth is the scale factor); the anchor side by side with ratios;
// and the issue's targets, each said met or not.
import type { AnchorRun } from './anchor.ts';
import type { BuildRun, Bytes } from './measure.ts';
import type { Mode } from './caches.ts';
import { linearFit, median, type Summary } from './interleave.ts';
import { QUIET_SHARE } from './settle.ts';

export const TARGETS = {
  /** the anchor's wall time over ours, scale 1 */
  speedup: 20,
  /** our peak memory over the anchor's, scale 1 */
  memoryShare: 1 / 4,
  /** seconds, scale 20 */
  scale20WallS: 60,
  /** gzip bytes of start-up JavaScript on a doc page */
  startupJsGzip: 15 * 1024,
};

/** Growth of a stage between two scales, divided by the growth of the corpus: about 1 when linear. */
export const SUPERLINEAR_FLAG = 1.5;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)}`;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n');
}

export interface Column {
  run: BuildRun;
  /** corpus scale (undefined for the real site) */
  scale?: number;
}

export function formatRuns(columns: Column[]): string {
  const ok = columns.filter((c) => c.run.ok);
  const lines: string[] = [];
  for (const c of columns.filter((x) => !x.run.ok)) lines.push(`${c.run.label}: build failed\n${c.run.report.replace(/^/gm, '    ')}`);
  if (!ok.length) return lines.join('\n');
  const head = ['', ...ok.map((c) => c.run.label)];
  const row = (name: string, f: (r: BuildRun) => string) => [name, ...ok.map((c) => f(c.run))];
  const stageNames: string[] = [];
  for (const c of ok) for (const s of c.run.stages) if (!stageNames.includes(s.stage)) stageNames.push(s.stage);
  const rows = [
    head,
    row('wall time', (r) => `${r.wallS.toFixed(2)} s`),
    row('CPU time', (r) => `${r.cpuS.toFixed(2)} s`),
    row('peak memory (RSS)', (r) => `${r.peakMb.toFixed(0)} MB`),
    row('pages written', (r) => String(r.pages ?? '?')),
    row('HTML files', (r) => String(r.htmlFiles ?? '?')),
    row('files / output', (r) => `${r.files ?? '?'} / ${r.outputMb ?? '?'} MB`),
    row('graph triples', (r) => String(r.triples ?? '?')),
    ...stageNames.map((s) =>
      row(`  stage ${s}`, (r) => {
        const st = r.stages.find((x) => x.stage === s);
        return st ? `${st.ms} ms` : '–';
      }),
    ),
    row('doc page', (r) => r.weighedPage ?? '–'),
    row('  HTML raw / gzip', (r) => (r.weight ? bytes(r.weight.html) : '–')),
    row('  CSS raw / gzip', (r) => (r.weight ? bytes(r.weight.css) : '–')),
    row('  start-up JS raw / gzip', (r) => (r.weight ? bytes(r.weight.js) : '–')),
    row('  start-up JS files', (r) => (r.weight ? String(r.weight.js.files) : '–')),
  ];
  lines.push(table(rows));
  const queryNames: string[] = [];
  for (const c of ok) for (const q of c.run.queries) if (!queryNames.includes(q.name)) queryNames.push(q.name);
  if (queryNames.length) {
    lines.push('', 'Queries (ms)');
    lines.push(table([head, ...queryNames.map((q) => row(`  ${q}`, (r) => String(r.queries.find((x) => x.name === q)?.ms ?? '–')))]));
  }
  lines.push('', ...formatGrowth(columns));
  return lines.join('\n');
}

/** Stage growth between the two largest synthetic scales, against the corpus growth. */
export function growth(small: Column, large: Column): { stage: string; small: number; large: number; relative: number }[] {
  const factor = large.scale! / small.scale!;
  const all = [...small.run.stages.map((s) => s.stage), 'total'];
  return all
    .map((stage) => {
      const pick = (c: Column) => (stage === 'total' ? c.run.wallS * 1000 : (c.run.stages.find((s) => s.stage === stage)?.ms ?? 0));
      const a = pick(small);
      const b = pick(large);
      return { stage, small: a, large: b, relative: a > 0 ? b / a / factor : 0 };
    })
    .filter((g) => g.large > 0);
}

export function formatGrowth(columns: Column[]): string[] {
  const scaled = columns.filter((c) => c.run.ok && c.scale !== undefined).sort((a, b) => a.scale! - b.scale!);
  if (scaled.length < 2) return [];
  const small = scaled[scaled.length - 2];
  const large = scaled[scaled.length - 1];
  const factor = large.scale! / small.scale!;
  const rows = [['stage', small.run.label, large.run.label, `growth / ×${factor}`, '']];
  for (const g of growth(small, large)) {
    // stages under 50 ms are noise, whatever their ratio
    const flag = g.relative > SUPERLINEAR_FLAG && g.large >= 50 ? 'superlinear' : '';
    rows.push([g.stage, `${Math.round(g.small)} ms`, `${Math.round(g.large)} ms`, g.relative.toFixed(2), flag]);
  }
  return [`Growth from scale ${small.scale} to ${large.scale} (1.00 = linear in the corpus)`, table(rows)];
}

export function formatAnchor(anchor: AnchorRun, ours: BuildRun): string {
  if (!anchor.ok) return `Anchor: not measured\n${anchor.message.replace(/^/gm, '    ')}`;
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  const share = (a: number, b: number) => (b > 0 ? (a / b).toFixed(3) : '–');
  const aw = anchor.weight;
  const ow = ours.weight;
  const rows = [
    ['scale 1, both locales', 'Docusaurus 3.5.2 (cold)', 'this generator', 'anchor / ours'],
    ['wall time', `${anchor.wallS.toFixed(2)} s`, `${ours.wallS.toFixed(2)} s`, ratio(anchor.wallS, ours.wallS)],
    ['CPU time', `${anchor.cpuS.toFixed(2)} s`, `${ours.cpuS.toFixed(2)} s`, ratio(anchor.cpuS, ours.cpuS)],
    ['peak memory (RSS)', `${anchor.peakMb.toFixed(0)} MB`, `${ours.peakMb.toFixed(0)} MB`, ratio(anchor.peakMb, ours.peakMb)],
    ['HTML files', String(anchor.htmlFiles ?? '?'), String(ours.htmlFiles ?? '?'), ''],
    ['output', `${anchor.outputMb?.toFixed(1) ?? '?'} MB`, `${ours.outputMb ?? '?'} MB`, ''],
    ['doc page', anchor.weighedPage ?? '–', ours.weighedPage ?? '–', ''],
    ['  HTML gzip', aw ? kb(aw.html.gzip) : '–', ow ? kb(ow.html.gzip) : '–', aw && ow ? ratio(aw.html.gzip, ow.html.gzip) : '–'],
    ['  CSS gzip', aw ? kb(aw.css.gzip) : '–', ow ? kb(ow.css.gzip) : '–', aw && ow ? ratio(aw.css.gzip, ow.css.gzip) : '–'],
    ['  start-up JS gzip', aw ? kb(aw.js.gzip) : '–', ow ? kb(ow.js.gzip) : '–', aw && ow ? ratio(aw.js.gzip, ow.js.gzip) : '–'],
    ['  start-up JS raw', aw ? kb(aw.js.raw) : '–', ow ? kb(ow.js.raw) : '–', aw && ow ? ratio(aw.js.raw, ow.js.raw) : '–'],
  ];
  const lines = [table(rows)];
  lines.push(
    `our peak memory is ${share(ours.peakMb, anchor.peakMb)} of the anchor's; ` +
      `our start-up JS is ${aw && ow ? share(ow.js.gzip, aw.js.gzip) : '–'} of the anchor's (gzip)`,
  );
  return lines.join('\n');
}

export interface TargetCheck {
  name: string;
  met: boolean | undefined;
  detail: string;
}

export function checkTargets(scale1?: BuildRun, scale20?: BuildRun, anchor?: AnchorRun): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const anchorOk = anchor?.ok ? anchor : undefined;
  const s1 = scale1?.ok ? scale1 : undefined;
  checks.push({
    name: `scale 1 at least ${TARGETS.speedup}× faster than the anchor`,
    met: anchorOk && s1 ? anchorOk.wallS / s1.wallS >= TARGETS.speedup : undefined,
    detail: anchorOk && s1 ? `${(anchorOk.wallS / s1.wallS).toFixed(1)}×` : 'needs --anchor and scale 1',
  });
  checks.push({
    name: "scale 1 peak memory within 1/4 of the anchor's",
    met: anchorOk && s1 ? s1.peakMb <= anchorOk.peakMb * TARGETS.memoryShare : undefined,
    detail:
      anchorOk && s1
        ? `${s1.peakMb.toFixed(0)} MB of ${anchorOk.peakMb.toFixed(0)} MB (${(s1.peakMb / anchorOk.peakMb).toFixed(3)})`
        : 'needs --anchor and scale 1',
  });
  checks.push({
    name: `scale 20 under ${TARGETS.scale20WallS} s`,
    met: scale20 ? scale20.ok && scale20.wallS < TARGETS.scale20WallS : undefined,
    detail: scale20 ? (scale20.ok ? `${scale20.wallS.toFixed(1)} s` : 'build failed') : 'scale 20 not run',
  });
  const js = s1?.weight?.js.gzip;
  checks.push({
    name: `start-up JS on a doc page at most ${TARGETS.startupJsGzip / 1024} KB gzip`,
    met: js === undefined ? undefined : js <= TARGETS.startupJsGzip,
    detail: js === undefined ? 'no doc page weighed' : kb(js),
  });
  return checks;
}

export function formatTargets(checks: TargetCheck[]): string {
  return checks.map((c) => `  [${c.met === undefined ? ' ?  ' : c.met ? ' ok ' : 'MISS'}] ${c.name}: ${c.detail}`).join('\n');
}

// ---------------------------------------------------------------------------
// The like-with-like comparison (issue 23): ours, Hugo and Docusaurus at each
// scale, cold and warm, medians of interleaved builds.

/** Targets of issue 23. */
export const COMPARISON_TARGETS = {
  /** scale 1, cold: our wall time over Hugo's, at most */
  scale1OverHugo: 1,
  /** scale 1, warm: Docusaurus's wall time over ours, at least */
  warmSpeedupOverDocusaurus: 20,
  /** scale 20, cold: our wall time over Hugo's, at most */
  scale20OverHugo: 0.6,
  /** scale 20: our peak memory, MB, at most */
  scale20PeakMb: 1024,
};

export interface ComparisonScale {
  scale: number;
  summaries: Summary[];
}

const find = (results: ComparisonScale[], scale: number, mode: Mode, id: string) =>
  results.find((r) => r.scale === scale)?.summaries.find((s) => s.mode === mode && s.id === id && s.ok);

/**
 * One table per scale: a column per generator, cold rows then warm rows
 * (medians), and our figures over each other generator's (below 1: ours is
 * faster or smaller).
 */
export function formatComparison(results: ComparisonScale[]): string {
  const out: string[] = [];
  for (const r of results) {
    const ids: string[] = [];
    for (const s of r.summaries) if (!ids.includes(s.id)) ids.push(s.id);
    const label = (id: string) => r.summaries.find((s) => s.id === id)!.label;
    const rows: string[][] = [[`scale ${r.scale}`, ...ids.map(label)]];
    const spreads: string[] = [];
    for (const mode of ['cold', 'warm'] as Mode[]) {
      const of = (id: string) => r.summaries.find((s) => s.id === id && s.mode === mode);
      if (!ids.some((id) => of(id))) continue;
      const runs = Math.max(...ids.map((id) => of(id)?.samples.length ?? 0));
      const cell = (id: string, f: (s: Summary) => string) => {
        const s = of(id);
        return !s ? '' : s.ok ? f(s) : 'failed';
      };
      const ours = of('ours');
      const ratio = (id: string, f: (s: Summary) => number) => {
        const s = of(id);
        return id === 'ours' || !s?.ok || !ours?.ok ? '' : `${(f(ours) / f(s)).toFixed(2)}`;
      };
      rows.push(
        [`${mode.toUpperCase()}: wall (median of ${runs})`, ...ids.map((id) => cell(id, (s) => `${s.wallS.toFixed(2)} s`))],
        [`${mode}: CPU user+sys`, ...ids.map((id) => cell(id, (s) => `${s.cpuS.toFixed(2)} s`))],
        [`${mode}: peak RSS of the tree`, ...ids.map((id) => cell(id, (s) => `${s.peakMb.toFixed(0)} MB`))],
        [`${mode}: pages (HTML files)`, ...ids.map((id) => cell(id, (s) => String(s.htmlFiles ?? '?')))],
        [`${mode}: ours / this, wall`, ...ids.map((id) => ratio(id, (s) => s.wallS))],
        [`${mode}: ours / this, CPU`, ...ids.map((id) => ratio(id, (s) => s.cpuS))],
        [`${mode}: ours / this, memory`, ...ids.map((id) => ratio(id, (s) => s.peakMb))],
      );
      const each = ids
        .map((id) => of(id))
        .filter((s): s is Summary => !!s?.ok && s.samples.length > 1)
        .map((s) => `${s.label} ${s.samples.map((x) => x.wallS.toFixed(2)).join(', ')}`);
      if (each.length) spreads.push(`${mode}: ${each.join('; ')}`);
    }
    // ratio rows are empty when ours is alone
    out.push(table(rows.filter((row, i) => i === 0 || row.slice(1).some((c) => c !== ''))));
    for (const line of spreads) out.push(`  each build's wall (s), ${line}`);
    out.push('');
  }
  return out.join('\n').trimEnd();
}

/**
 * Peak memory against the size of the site (cold, medians): least-squares
 * slopes in MB per scale unit (300 docs, 35 posts) and in MB per 1,000 pages
 * written (HTML files), so generators that write different numbers of pages
 * for the same corpus compare per page.
 */
export function memorySlopes(results: ComparisonScale[]): {
  id: string;
  label: string;
  points: { scale: number; peakMb: number; pages?: number }[];
  slopeMb?: number;
  slopeMbPer1000Pages?: number;
}[] {
  const ids: string[] = [];
  for (const r of results)
    for (const s of r.summaries) if (s.mode === 'cold' && s.id !== 'ours-recompiled' && !ids.includes(s.id)) ids.push(s.id);
  return ids.map((id) => {
    const points = results
      .map((r) => ({ scale: r.scale, s: find(results, r.scale, 'cold', id) }))
      .filter((p) => p.s)
      .map((p) => ({ scale: p.scale, peakMb: p.s!.peakMb, pages: p.s!.htmlFiles }))
      .sort((a, b) => a.scale - b.scale);
    const label = results.flatMap((r) => r.summaries).find((s) => s.id === id)!.label;
    const paged = points.filter((p) => p.pages !== undefined && p.pages > 0);
    const perPage = paged.length === points.length ? linearFit(paged.map((p) => ({ x: p.pages! / 1000, y: p.peakMb })))?.slope : undefined;
    return { id, label, points, slopeMb: linearFit(points.map((p) => ({ x: p.scale, y: p.peakMb })))?.slope, slopeMbPer1000Pages: perPage };
  });
}

export function formatMemorySlopes(results: ComparisonScale[]): string {
  return memorySlopes(results)
    .filter((m) => m.points.length > 1)
    .map((m) => {
      const points = m.points.map((p) => `scale ${p.scale} ${p.peakMb.toFixed(0)} MB${p.pages ? ` (${p.pages} pages)` : ''}`).join(', ');
      const perPage = m.slopeMbPer1000Pages === undefined ? '' : `, ${m.slopeMbPer1000Pages.toFixed(0)} MB per 1000 pages`;
      return `  ${m.label}: ${points}; slope ${m.slopeMb!.toFixed(1)} MB per scale unit${perPage}`;
    })
    .join('\n');
}

export function checkComparisonTargets(results: ComparisonScale[]): TargetCheck[] {
  const t = COMPARISON_TARGETS;
  const checks: TargetCheck[] = [];
  const pair = (scale: number, mode: Mode, other: string) => ({
    ours: find(results, scale, mode, 'ours'),
    other: find(results, scale, mode, other),
  });
  const a = pair(1, 'cold', 'hugo');
  checks.push({
    name: `scale 1, cold: ours at most ${t.scale1OverHugo}× Hugo's wall time`,
    met: a.ours && a.other ? a.ours.wallS / a.other.wallS <= t.scale1OverHugo : undefined,
    detail:
      a.ours && a.other
        ? `${(a.ours.wallS / a.other.wallS).toFixed(2)}× (${a.ours.wallS.toFixed(2)} s vs ${a.other.wallS.toFixed(2)} s)`
        : 'needs --hugo and scale 1',
  });
  // warm, ours rebuilds nothing (cache/up-to-date.ts); the same target is shown for a warm build that runs every stage
  for (const [id, how] of [
    ['ours', 'nothing changed, nothing rebuilt'],
    ['ours-rebuilt', 'every stage run again over the kept caches (--force)'],
  ]) {
    const b = { ours: find(results, 1, 'warm', id), other: find(results, 1, 'warm', 'docusaurus') };
    checks.push({
      name: `scale 1, warm (${how}): ours at least ${t.warmSpeedupOverDocusaurus}× faster than Docusaurus`,
      met: b.ours && b.other ? b.other.wallS / b.ours.wallS >= t.warmSpeedupOverDocusaurus : undefined,
      detail:
        b.ours && b.other
          ? `${(b.other.wallS / b.ours.wallS).toFixed(1)}× (${b.other.wallS.toFixed(2)} s vs ${b.ours.wallS.toFixed(2)} s)`
          : 'needs --anchor, scale 1 and the warm pass',
    });
  }
  const c = pair(20, 'cold', 'hugo');
  checks.push({
    name: `scale 20, cold: ours at most ${t.scale20OverHugo}× Hugo's wall time`,
    met: c.ours && c.other ? c.ours.wallS / c.other.wallS <= t.scale20OverHugo : undefined,
    detail:
      c.ours && c.other
        ? `${(c.ours.wallS / c.other.wallS).toFixed(2)}× (${c.ours.wallS.toFixed(2)} s vs ${c.other.wallS.toFixed(2)} s)`
        : 'needs --hugo and scale 20',
  });
  checks.push({
    name: `scale 20: our peak memory at most ${t.scale20PeakMb} MB`,
    met: c.ours ? c.ours.peakMb <= t.scale20PeakMb : undefined,
    detail: c.ours ? `${c.ours.peakMb.toFixed(0)} MB` : 'scale 20 not run',
  });
  return checks;
}

/** How busy the machine was before the measured builds (settle.ts gives up after its wait): said beside the figures. */
export function loadNote(results: ComparisonScale[]): string {
  const busy = results.flatMap((r) => r.summaries.flatMap((s) => s.samples.map((x) => x.busy))).filter((b): b is number => b !== undefined);
  if (!busy.length) return '';
  const loaded = busy.filter((b) => b > QUIET_SHARE);
  if (!loaded.length) return `the cores were quiet (under ${QUIET_SHARE * 100} % busy) before every measured build`;
  const percent = (share: number) => (share * 100).toFixed(0);
  return (
    `${loaded.length} of ${busy.length} measured builds started on a busy machine ` +
    `(median ${percent(median(busy))} %, max ${percent(Math.max(...busy))} % of the cores busy with other work): ` +
    'the ratios of interleaved runs are the figures to read, not the absolute times'
  );
}
