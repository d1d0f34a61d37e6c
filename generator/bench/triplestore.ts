// `npm run bench -- --triplestore [--scales 1,20]`: the site built from a real
// triplestore beside the same site built from its Turtle files, in the same
// run: the synthetic corpus of each scale loaded into a throw-away Virtuoso
// (one named graph per file, stock 10,000-row cap), then both builds under
// GNU time. Prints wall and CPU time, peak memory, pages, triples, the rows
// and requests the endpoint answered, the stages that differ, and whether the
// two outputs are byte-identical. A benchmark: it asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_URL } from '../config.ts';
import { graphIriFor } from '../load/turtle.ts';
import { loadFolder, startVirtuoso, virtuosoAvailable } from '../triplestore/virtuoso.ts';
import { writeCorpus } from './corpus.ts';
import { buildSite, type BuildRun } from './measure.ts';
import { settle } from './settle.ts';

export interface TriplestoreRow {
  scale: number;
  loadS: number;
  local: BuildRun;
  endpoint: BuildRun;
  /** files whose bytes differ between the two outputs */
  differing: number;
  rows?: number;
  requests?: number;
}

function walk(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(root, path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

function differingFiles(a: string, b: string): number {
  const files = new Set([...walk(a), ...walk(b)]);
  let n = 0;
  for (const f of files) {
    const [x, y] = [path.join(a, f), path.join(b, f)];
    if (!fs.existsSync(x) || !fs.existsSync(y) || !fs.readFileSync(x).equals(fs.readFileSync(y))) n++;
  }
  return n;
}

export async function runTriplestoreBench(root: string, benchRoot: string, scales: number[]): Promise<TriplestoreRow[]> {
  if (!virtuosoAvailable()) {
    console.log('triplestore run skipped: Virtuoso is not installed (apt-get install virtuoso-opensource)');
    return [];
  }
  const rows: TriplestoreRow[] = [];
  for (const scale of scales) {
    const dir = path.join(benchRoot, `triplestore-${scale}`);
    const { dataDir, contentDir } = await writeCorpus(dir, { scale }, root);
    // page buffers of ~8 KB: enough to keep a scale-20 graph in memory
    const v = await startVirtuoso({ buffers: scale > 5 ? 200_000 : 20_000, maxQuerySeconds: 600 });
    try {
      const loadStarted = performance.now();
      await loadFolder(v, dataDir, (rel) => graphIriFor(DEFAULT_SITE_URL, rel));
      const loadS = (performance.now() - loadStarted) / 1000;
      await settle();
      // Virtuoso runs beside both builds: neither counts its memory or CPU. Both are cold: without the build
      // cache the second build would reuse the first one's rendered Markdown (the content is the same)
      const local = buildSite({
        root,
        label: `files, scale ${scale}`,
        outDir: path.join(dir, 'out-files'),
        dataDir,
        contentDir,
        env: { LOD_BUILD_CACHE: 'off' },
        excludedPids: [v.pid],
      });
      await settle();
      // an empty data folder: the endpoint build must not need the files
      const noData = path.join(dir, 'no-data');
      fs.mkdirSync(noData, { recursive: true });
      const endpoint = buildSite({
        root,
        label: `Virtuoso, scale ${scale}`,
        outDir: path.join(dir, 'out-endpoint'),
        dataDir: noData,
        contentDir,
        env: { SPARQL_ENDPOINT: v.endpoint, LOD_BUILD_CACHE: 'off' },
        excludedPids: [v.pid],
      });
      const fetched = /\((\d+) rows in (\d+) requests\)/.exec(endpoint.report);
      rows.push({
        scale,
        loadS,
        local,
        endpoint,
        differing: local.ok && endpoint.ok ? differingFiles(local.outDir!, endpoint.outDir!) : -1,
        rows: fetched ? Number(fetched[1]) : undefined,
        requests: fetched ? Number(fetched[2]) : undefined,
      });
      console.log(formatTriplestore(rows.slice(-1)));
    } finally {
      await v.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

export function formatTriplestore(rows: TriplestoreRow[]): string {
  const lines = [
    '| scale | source | wall s | CPU s | peak MB | pages | triples | endpoint rows / requests | load into Virtuoso s | identical output |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    for (const [name, run] of [
      ['files', r.local],
      ['Virtuoso', r.endpoint],
    ] as const) {
      if (!run.ok) {
        lines.push(`| ${r.scale} | ${name} | failed: ${run.report.split('\n').slice(-1)[0]} |`);
        continue;
      }
      const fetched = name === 'Virtuoso' ? `${r.rows} / ${r.requests}` : '';
      const same = name === 'Virtuoso' ? (r.differing === 0 ? 'yes, byte for byte' : `${r.differing} files differ`) : '';
      const load = name === 'Virtuoso' ? r.loadS.toFixed(1) : '';
      const cells = [r.scale, name, run.wallS.toFixed(2), run.cpuS.toFixed(1), run.peakMb.toFixed(0), run.pages, run.triples];
      lines.push(`| ${cells.join(' | ')} | ${fetched} | ${load} | ${same} |`);
    }
    const stage = (run: BuildRun, s: string) =>
      run.stages.filter((x) => x.stage === s || x.stage.startsWith(`${s} (`)).reduce((a, x) => a + x.ms, 0);
    if (r.local.ok && r.endpoint.ok) {
      const names = ['load', 'query', 'validate', 'render', 'linked data: dumps'];
      lines.push(
        `|   | stages (files → Virtuoso) | ${names.map((s) => `${s} ${stage(r.local, s)} → ${stage(r.endpoint, s)} ms`).join('; ')} |`,
      );
    }
  }
  return lines.join('\n');
}
