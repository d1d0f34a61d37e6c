// Tables of the benchmark: one column per build (the real site, synthetic
// scales), one row per figure; stage growth between the two largest scales
// (linear growth is the scale factor); the anchor side by side with ratios;
// and the targets, each said met or not.
import type { AnchorRun } from './anchor.ts';
import type { BuildRun, Bytes } from './measure.ts';

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
    ...stageNames.map((s) => row(`  stage ${s}`, (r) => {
      const st = r.stages.find((x) => x.stage === s);
      return st ? `${st.ms} ms` : '–';
    })),
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
      const pick = (c: Column) => (stage === 'total' ? c.run.wallS * 1000 : c.run.stages.find((s) => s.stage === stage)?.ms ?? 0);
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
  lines.push(`our peak memory is ${share(ours.peakMb, anchor.peakMb)} of the anchor's; our start-up JS is ${aw && ow ? share(ow.js.gzip, aw.js.gzip) : '–'} of the anchor's (gzip)`);
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
    name: 'scale 1 peak memory within 1/4 of the anchor\'s',
    met: anchorOk && s1 ? s1.peakMb <= anchorOk.peakMb * TARGETS.memoryShare : undefined,
    detail: anchorOk && s1 ? `${s1.peakMb.toFixed(0)} MB of ${anchorOk.peakMb.toFixed(0)} MB (${(s1.peakMb / anchorOk.peakMb).toFixed(3)})` : 'needs --anchor and scale 1',
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
