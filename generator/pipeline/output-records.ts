// What the outputs (sitemap, linked data, search index) are handed: a compact
// record of each page, and the pages' words in one UTF-8 buffer that moves to
// the output thread instead of being copied (pipeline/outputs.ts).
import type { Page } from '../../src/shared/model/types.ts';
import type { OutputInput } from '../extensions.ts';
import { isPublishedPage } from '../linked-data/graph.ts';
import { isSearchable } from '../search/documents.ts';

const NONE: never[] = [];

/**
 * A page as the outputs read it, and nothing more: what the sitemap, the
 * linked data (a page's statements, the pages about an entity) and the search
 * index read. The words of a page (text, headings, table of contents) only
 * for a page the index takes, a post's summary without its HTML, the
 * hreflang alternates only for a page the sitemap lists; no body, links or
 * anchors. At bench scale 20 the output thread held ~230 MB of whole pages.
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
 * Records whose text is in `texts` (UTF-8) between `spans[2i]` and
 * `spans[2i + 1]` for page i (no text: -1). A structured clone would copy each
 * string into the message and again on the other side (UTF-16 for French
 * text): ~165 MB twice at bench scale 20, against ~100 MB moved once.
 */
export interface PackedRecords {
  pages: Page[];
  texts: ArrayBuffer;
  spans: Int32Array;
}

/** Takes the text out of each record into one buffer (to be transferred, not cloned). */
export function packTexts(pages: Page[]): PackedRecords {
  const spans = new Int32Array(pages.length * 2).fill(-1);
  let size = 0;
  for (const p of pages) if (p.text) size += Buffer.byteLength(p.text);
  // not from Node's pool: the whole ArrayBuffer is moved to the other thread
  const texts = Buffer.from(new ArrayBuffer(size));
  let at = 0;
  pages.forEach((p, i) => {
    if (p.text === undefined) return;
    spans[2 * i] = at;
    at += texts.write(p.text, at);
    spans[2 * i + 1] = at;
    delete p.text;
  });
  return { pages, texts: texts.buffer as ArrayBuffer, spans };
}

/**
 * The records again, each text read from the buffer when asked for (the
 * search index reads a page's text a few times in a row: the last one read is
 * kept, no other). The buffer stays while the records do.
 */
export function unpackTexts({ pages, texts, spans }: PackedRecords): Page[] {
  const bytes = Buffer.from(texts);
  let last: { page?: Page; text?: string } = {};
  pages.forEach((page, i) => {
    const [start, end] = [spans[2 * i], spans[2 * i + 1]];
    if (start < 0) return;
    Object.defineProperty(page, 'text', {
      enumerable: true,
      get() {
        if (last.page !== page) last = { page, text: bytes.toString('utf8', start, end) };
        return last.text;
      },
    });
  });
  return pages;
}
