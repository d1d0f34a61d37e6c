// Outputs stage: the files made from the whole site rather than one page.
// The extension outputs (sitemap, linked data, search index; extensions.ts)
// run on the output worker, or here for a dev rebuild; the feeds and the
// term data are small and written by the main thread.
import type { Page, Records } from '../../src/shared/model/types.ts';
import { filesOf, outputs, type OutputInput } from '../extensions.ts';
import type { OutputWorker } from '../parallel/output-worker.ts';
import type { Timer } from './timer.ts';
import '../features.ts';
import { feedFiles } from '../feeds.ts';
import { isPublishedPage } from '../linked-data/graph.ts';
import { isSearchable } from '../search/documents.ts';
import type { SiteModel } from '../model/index.ts';
import type { OutputFile, OutputWriter } from '../write/index.ts';
import { termDataFiles } from './term-data.ts';

/** Runs every extension output into `writer`, timing each one. */
export async function runOutputs(input: OutputInput, writer: OutputWriter, lap: (stage: string) => void): Promise<void> {
  for (const output of outputs) {
    // each file is written as it is made and dropped: an output never holds all of its files
    for await (const f of filesOf(output, input)) {
      writer.write(f);
      await writer.drain();
    }
    lap(output.name);
  }
}

/** The feeds and the term-of-the-day data. */
export function siteFiles(siteUrl: string, model: SiteModel, records: Records): OutputFile[] {
  return [...feedFiles(siteUrl, model.blog.feeds), ...termDataFiles(records.concepts)];
}

const NONE: never[] = [];

/**
 * A page as the outputs read it, and nothing more: what the sitemap, the
 * linked data (a page's statements, the pages about an entity) and the search
 * index read. The words of a page (text, headings, table of contents) only
 * for a page the index takes, a post's summary without its HTML, the
 * hreflang alternates only for a page the sitemap lists; no body, links or
 * anchors. At bench scale 20 the output thread held ~230 MB of whole pages;
 * these records are a fraction of it, and as much less is copied to it.
 */
export function outputRecord(page: Page, searchIndex: boolean): Page {
  const { key, locale, path, kind, title, description, contentLang, untranslated, noindex, hidden, ogType, body } = page;
  const kept = (body.kind === 'post' ? { kind: 'post', post: { ...body.post, summaryHtml: '' } } : { kind: body.kind }) as Page['body'];
  const record: Page = {
    key,
    locale,
    path,
    kind,
    title,
    description,
    contentLang,
    untranslated,
    noindex,
    hidden,
    ogType,
    body: kept,
    toc: NONE,
    links: NONE,
    anchors: NONE,
  };
  if (page.banner) record.banner = page.banner;
  if (page.entityIri) record.entityIri = page.entityIri;
  if (page.canonicalPath) record.canonicalPath = page.canonicalPath;
  if (page.image) record.image = page.image;
  if (page.listedEntities) record.listedEntities = page.listedEntities;
  if (page.alternates && isPublishedPage(page)) record.alternates = page.alternates;
  if (searchIndex && isSearchable(page)) Object.assign(record, { toc: page.toc, text: page.text, headings: page.headings });
  return record;
}

/** Every page of the route table as the outputs read it (outputRecord). */
export function outputRecords(input: OutputInput): Page[] {
  return input.pages.map((p) => outputRecord(p, input.config.searchIndex));
}

/**
 * Starts the extension outputs: on the output worker beside the render, or
 * (no worker) here once called back. The function returned waits for them.
 */
export function startOutputs(input: OutputInput, writer: OutputWriter, timer: Timer, worker?: OutputWorker): () => Promise<void> {
  // copied to the worker at once: this thread keeps none of it
  const running = worker?.run(outputRecords(input), writer.tempDir);
  return async () => {
    if (!running) return runOutputs({ ...input, pages: outputRecords(input) }, writer, (stage) => timer.lap(stage));
    const done = await running;
    writer.addWritten(done);
    timer.lap('wait: outputs');
    timer.add(...done.stages);
  };
}
