// The output worker is handed compact page records (pipeline/output-records.ts),
// their text moved as one UTF-8 buffer, not whole pages. Every extension
// output (sitemap, linked data, search index) must write the same bytes from
// them as from the whole pages of the real site's route table.
import { describe, it, expect, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeConfig } from '../../generator/config.ts';
import { throughRoute } from '../../generator/pipeline/front.ts';
import { Timer } from '../../generator/pipeline/timer.ts';
import { Scheduler } from '../../generator/parallel/scheduler.ts';
import { runOutputs } from '../../generator/pipeline/outputs.ts';
import { outputRecords, packTexts, unpackTexts, type PackedRecords } from '../../generator/pipeline/output-records.ts';
import { pageForOutputs, type OutputInput } from '../../generator/extensions.ts';
import { outputs } from '../../generator/features.ts';
import { TwoEndedList } from '../../generator/parallel/two-ended-list.ts';
import { OutputWriter } from '../../generator/write/index.ts';
import type { Page } from '../../src/shared/model/types.ts';
import { fileTree, ROOT, treeDifferences } from '../helpers.ts';

async function writeOutputs(input: OutputInput, dir: string, take?: () => number): Promise<Map<string, Buffer>> {
  const writer = new OutputWriter(path.join(dir, 'out'), path.join(dir, 'tmp'));
  fs.mkdirSync(writer.tempDir, { recursive: true });
  await runOutputs(input, writer, () => undefined, take);
  return fileTree(writer.tempDir);
}

/** What the output thread receives: the records through a structured clone, the words' file named. */
function acrossThreads(packed: PackedRecords): PackedRecords {
  return structuredClone(packed);
}

let wordsFiles = 0;
/** A words file of its own for each packing. */
const wordsFile = () => path.join(dir, `words-${wordsFiles++}`);

let dir: string;

describe('output records', () => {
  let input: OutputInput;
  beforeAll(async () => {
    const config = makeConfig({ rootDir: ROOT, outDir: path.join(os.tmpdir(), 'unused-out'), quiet: true });
    const front = await throughRoute(config, new Timer(), new Scheduler(config, true));
    expect(front.problems.filter((p) => p.severity === 'error')).toEqual([]);
    input = { config, store: front.loaded!.graph.store, pages: front.table!.pages };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-records-'));
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('make every output byte for byte as the whole pages do', async () => {
    const whole = await writeOutputs({ ...input, pages: input.pages.map(pageForOutputs) }, path.join(dir, 'whole'));
    const records = await writeOutputs(
      { ...input, pages: unpackTexts(acrossThreads(packTexts(outputRecords(input), wordsFile()))).pages },
      path.join(dir, 'records'),
    );
    expect([...records.keys()].sort()).toEqual([...whole.keys()].sort());
    // the search index, the sitemap and the entity files are among them
    expect([...whole.keys()].some((f) => f.startsWith('search-index/fr/'))).toBe(true);
    expect(whole.has('sitemap.xml')).toBe(true);
    expect(treeDifferences(whole, records)).toEqual([]);
  }, 120_000);

  it('shared out from both ends (the main thread takes the search indexes from the back) write the files one thread writes', async () => {
    const whole = await writeOutputs({ ...input, pages: input.pages.map(pageForOutputs) }, path.join(dir, 'one-thread'));
    const list = new TwoEndedList(outputs.length);
    const pagesOnly = (i: number) => outputs[i].reads === 'pages';
    // the output thread has begun (the sitemap) when the main thread's render is done
    const front = () => list.takeFront();
    const first = front();
    expect(first).toBe(0);
    // as in a build: the words go to the output thread, and the main thread's pages let theirs go (render/site.ts)
    const packed = packTexts(outputRecords(input), wordsFile());
    const theirs = unpackTexts(acrossThreads(packed)).pages;
    const wordless = input.pages.map((p) => ({ ...pageForOutputs(p), text: undefined, headings: undefined }));
    const ours = unpackTexts({ ...packed, pages: outputRecords({ ...input, pages: wordless }) }).pages;
    const fromBack = await writeOutputs({ ...input, pages: ours }, path.join(dir, 'back'), () => list.takeBack(pagesOnly));
    let started = false;
    const rest = await writeOutputs({ ...input, pages: theirs }, path.join(dir, 'front'), () =>
      started ? front() : ((started = true), first),
    );
    // the back taker took the search indexes and nothing that reads the graph
    expect([...fromBack.keys()].length).toBeGreaterThan(0);
    expect([...fromBack.keys()].filter((f) => !f.startsWith('search-index/'))).toEqual([]);
    expect([...rest.keys()].filter((f) => fromBack.has(f))).toEqual([]);
    const both = new Map([...rest, ...fromBack]);
    expect([...both.keys()].sort()).toEqual([...whole.keys()].sort());
    expect(treeDifferences(whole, both)).toEqual([]);
  }, 120_000);

  it('make every file but the search index the same without the pages’ words (the linked-data cache key leaves them out)', async () => {
    const whole = await writeOutputs({ ...input, pages: input.pages.map(pageForOutputs) }, path.join(dir, 'whole-again'));
    const wordless = await writeOutputs(
      { ...input, pages: outputRecords({ ...input, config: { ...input.config, searchIndex: false } }) },
      path.join(dir, 'wordless'),
    );
    expect(outputRecords({ ...input, config: { ...input.config, searchIndex: false } }).some((r) => r.text || r.toc.length)).toBe(false);
    const notSearch = (files: Map<string, Buffer>) => [...files].filter(([f]) => !f.startsWith('search-index/'));
    expect(notSearch(wordless).length).toBeGreaterThan(100);
    expect(
      notSearch(wordless)
        .map(([f]) => f)
        .sort(),
    ).toEqual(
      notSearch(whole)
        .map(([f]) => f)
        .sort(),
    );
    expect(
      notSearch(whole)
        .filter(([f, bytes]) => !bytes.equals(wordless.get(f)!))
        .map(([f]) => f),
    ).toEqual([]);
  }, 120_000);

  it('hold no body HTML, links or anchors, and text only where the search index reads it', () => {
    const records = outputRecords(input);
    expect(records.some((r) => r.text)).toBe(true);
    for (const r of records) {
      expect(r.links).toEqual([]);
      expect(r.anchors).toEqual([]);
      expect(Object.keys(r.body).filter((k) => k !== 'kind' && k !== 'post')).toEqual([]);
      if (r.body.kind === 'post') expect(r.body.post.summaryHtml).toBe('');
      if (r.text !== undefined) expect(['doc', 'term', 'post']).toContain(r.kind);
    }
  });

  it('share the words across threads: French, empty and missing text and headings read back unchanged', () => {
    dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'output-records-'));
    const page = (text?: string, headings?: string[]) => ({ text, headings }) as Page;
    const texts = ['Données liées «\u202Fouvertes\u202F» : 1\u202F000 entités', '', undefined, 'plain English'];
    const headings = [['Entités', 'Données'], [], [''], undefined];
    const packed = packTexts(
      texts.map((t, i) => page(t, headings[i])),
      wordsFile(),
    );
    // the records carry no words of their own, the file has them, and the message names it
    expect(packed.pages.every((p) => !('text' in p) && !('headings' in p))).toBe(true);
    expect(fs.readFileSync(packed.words, 'utf8')).toContain('Données liées');
    const moved = acrossThreads(packed);
    const back = unpackTexts(moved);
    expect(back.pages.map((p) => p.text)).toEqual(texts);
    expect(back.pages.map((p) => p.headings)).toEqual(headings);
    // other records of the same pages (the main thread's) read the same words
    const again = unpackTexts({ ...packed, pages: texts.map(() => ({}) as Page) });
    expect(again.pages.map((p) => [p.text, p.headings])).toEqual(texts.map((t, i) => [t, headings[i]]));
    // read twice in a row (as the search index does), then another page, then the first again
    const b = back.pages;
    expect([b[0].text, b[0].text, b[3].text, b[0].text]).toEqual([texts[0], texts[0], texts[3], texts[0]]);
    expect(b[2].text).toBeUndefined();
    back.close();
    again.close();
    // closed, the records open the file again when read
    expect(b[3].text).toBe(texts[3]);
    back.close();
  });

  it('fail, not hang, on a words file cut short', () => {
    dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'output-records-'));
    const packed = packTexts([{ text: 'Données liées ouvertes' } as Page], wordsFile());
    fs.truncateSync(packed.words, 5);
    const { pages, close } = unpackTexts(packed);
    expect(() => pages[0].text).toThrow(/ends before the words of a page/);
    close();
  });
});
