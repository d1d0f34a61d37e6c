// What the outputs (sitemap, linked data, search index) are handed: a compact
// record of each page, and the pages' words in one UTF-8 file instead of
// copies (pipeline/outputs.ts).
import fs from 'node:fs';
import type { Page } from '../../src/shared/model/types.ts';
import type { OutputInput } from '../extensions.ts';
import { writeAll } from '../write/index.ts';
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
 * Records whose words are in the file `words` (UTF-8): for page i, its text
 * between `spans[4i]` and `spans[4i + 1]`, its headings (each after a NUL,
 * which no Markdown text holds) between `spans[4i + 2]` and `spans[4i + 3]`
 * (none: -1). A structured clone would copy each string into the message and
 * again on the other side (UTF-16 for French text): ~165 MB twice at bench
 * scale 20. They were then one buffer in shared memory (~86 MB), held from
 * the render's start, the build's highest point, to the search indexes at its
 * end, the only outputs that read them. In a file they take no memory until
 * read, a page at a time: the output thread reads them for the index it
 * makes, and so does the main thread, whose pages let their words go once
 * handed over (render/site.ts), for the one it takes after its render
 * (pipeline/outputs.ts).
 */
export interface PackedRecords {
  pages: Page[];
  words: string;
  spans: Int32Array;
}

const SEPARATOR = '\0';

/** Takes the words out of each record into the file `words`. */
export function packTexts(pages: Page[], words: string): PackedRecords {
  const spans = new Int32Array(pages.length * 4).fill(-1);
  const fd = fs.openSync(words, 'w');
  try {
    let at = 0;
    const put = (value: string | undefined, slot: number) => {
      if (value === undefined) return;
      const bytes = Buffer.from(value);
      spans[slot] = at;
      writeAll(fd, bytes, at);
      at += bytes.length;
      spans[slot + 1] = at;
    };
    pages.forEach((p, i) => {
      put(p.text, 4 * i);
      put(p.headings?.map((h) => SEPARATOR + h).join(''), 4 * i + 2);
      delete p.text;
      delete p.headings;
    });
  } finally {
    fs.closeSync(fd);
  }
  return { pages, words, spans };
}

/**
 * The records again (or other records of the same pages, in the same order:
 * the main thread's), each page's words read from the file when asked for
 * (the search index reads a page's text a few times in a row: the last one
 * read is kept, no other). `close` once the records are done with.
 */
export function unpackTexts({ pages, words, spans }: PackedRecords): { pages: Page[]; close: () => void } {
  let fd: number | undefined;
  const read = (start: number, end: number) => {
    const bytes = Buffer.allocUnsafe(end - start);
    fd ??= fs.openSync(words, 'r');
    for (let got = 0; got < bytes.length;) {
      const n = fs.readSync(fd, bytes, got, bytes.length - got, start + got);
      // a file cut short would otherwise be read for ever
      if (n === 0) throw new Error(`${words} ends before the words of a page (byte ${start + got} of ${end})`);
      got += n;
    }
    return bytes.toString('utf8');
  };
  let last: { page?: Page; text?: string } = {};
  pages.forEach((page, i) => {
    const [start, end, from, to] = spans.subarray(4 * i, 4 * i + 4);
    const field = (name: 'text' | 'headings', get: () => unknown) =>
      Object.defineProperty(page, name, { enumerable: true, configurable: true, get });
    if (from >= 0) field('headings', () => read(from, to).split(SEPARATOR).slice(1));
    if (start >= 0)
      field('text', () => {
        if (last.page !== page) last = { page, text: read(start, end) };
        return last.text;
      });
  });
  const close = () => {
    if (fd !== undefined) fs.closeSync(fd);
    fd = undefined;
  };
  return { pages, close };
}
