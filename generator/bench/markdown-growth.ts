// Markdown rendering growth: the same kind of prose at 1, 2, 4 and 8 MB,
// rendered by the site's renderer (admonitions, heading anchors, links, code),
// in this process. Rendering must be linear: the time per MB should stay flat
// (within 1.5× from 1 to 8 MB). It was quadratic when the admonition
// extension's start() searched the whole rest of the document before every
// paragraph: 1 MB took 1.45 s, 2 MB 4.5 s, 4 MB 15.2 s.
import { createMarkdownRenderer } from '../markdown/render.ts';
import { getHighlighter } from '../markdown/highlight.ts';
import { strings } from '../../src/i18n/features.ts';

const TITLES = { en: strings('admonitions', 'en'), fr: strings('admonitions', 'fr') };

/**
 * A page of about `bytes` bytes: sections of paragraphs, links, lists, a table and code, with a note in
 * the first section and one closing the page. Notes only there on purpose: a start() that searched the
 * rest of the page for the next note stopped at it, so a note every few sections hid the quadratic scan
 * (measured with the old search: with a note every tenth section, 0.5 and 1 MB took about as long, 0.6 s;
 * without notes, 0.25, 0.5 and 1 MB took 0.09, 0.23 and 0.67 s).
 */
export function growthPage(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const section = [
      `## Section ${i}`,
      (
        'Linked open data connects records about people, places and works across collections, ' +
        'so a researcher can follow a person from a letter to a census entry. '
      ).repeat(4),
      `Read [the basics](/docs/learn-lod/basics) or ` +
        `[an outside reference](https://www.w3.org/TR/rdf11-primer/#section-${i}) before you start.`,
      '- a subject\n- a predicate\n- an object',
      '| Term | Meaning |\n| --- | --- |\n| IRI | a global name |',
      i === 0 ? NOTE : 'A paragraph without any note, ending the section.',
      i % 25 === 0 ? '```turtle\n<https://example.org/a> <https://example.org/b> "c" .\n```' : 'One more line of plain prose to read.',
    ].join('\n\n');
    parts.push(section);
    size += section.length + 2;
  }
  parts.push(NOTE);
  return parts.join('\n\n');
}

const NOTE = ':::note\nA note inside the text, with **bold** words.\n:::';

export interface GrowthPoint {
  mb: number;
  /** CPU seconds */
  seconds: number;
  secondsPerMb: number;
  wallSeconds: number;
}

export async function measureMarkdownGrowth(sizesMb = [1, 2, 4, 8]): Promise<{ points: GrowthPoint[]; spread: number; growth: number }> {
  const highlighter = await getHighlighter(['turtle']);
  const render = createMarkdownRenderer(highlighter, TITLES);
  // warm up the JIT and the heap on a full-size page, or the first size pays for both
  render(growthPage(1024 * 1024), 'en');
  const points: GrowthPoint[] = [];
  for (const mb of sizesMb) {
    const page = growthPage(mb * 1024 * 1024);
    // CPU time of this process, the lower of two runs: on a shared machine
    // wall time mostly measures the neighbours (load average above 20 here)
    let seconds = Infinity;
    let wall = Infinity;
    for (let run = 0; run < 2; run++) {
      (globalThis as { gc?: () => void }).gc?.();
      const cpu = process.cpuUsage();
      const started = performance.now();
      render(page, 'en');
      const used = process.cpuUsage(cpu);
      seconds = Math.min(seconds, (used.user + used.system) / 1e6);
      wall = Math.min(wall, (performance.now() - started) / 1000);
    }
    points.push({ mb, seconds, secondsPerMb: seconds / mb, wallSeconds: wall });
  }
  const perMb = points.map((p) => p.secondsPerMb);
  return { points, spread: Math.max(...perMb) / Math.min(...perMb), growth: perMb.at(-1)! / perMb[0] };
}

export function formatGrowth(r: { points: GrowthPoint[]; spread: number; growth: number }): string {
  const rows = r.points.map(
    (p) =>
      `  ${String(p.mb).padStart(2)} MB: ${p.seconds.toFixed(2)} s CPU (${p.secondsPerMb.toFixed(2)} s/MB), ` +
      `${p.wallSeconds.toFixed(2)} s wall`,
  );
  const first = r.points[0].mb;
  const last = r.points.at(-1)!.mb;
  return [
    ...rows,
    `  time per MB at ${last} MB is ${r.growth.toFixed(2)}× that at ${first} MB ` +
      `(target: at most 1.5×, i.e. no worse than linear): ${r.growth <= 1.5 ? 'met' : 'NOT met'}`,
    `  (largest/smallest time per MB across sizes: ${r.spread.toFixed(2)}×; a fixed cost per page makes small pages dearer per MB)`,
  ].join('\n');
}
