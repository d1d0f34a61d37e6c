// Load stage, prose half: every Markdown file under content/docs and
// content/blog, split into front matter and body. The front matter uses
// Docusaurus field names; unknown or mistyped fields are reported with the
// file and line so an editor can fix them.
import fsSync from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/shared/model/types.ts';
import { UserError, type Problem } from '../errors.ts';
import { listFiles, readUtf8 } from './files.ts';
import { fieldPosition, frontMatterFields, frontMatterLines, lineOfKey, unclosedFrontMatter, yamlError } from './front-matter.ts';
import { isSafeUrl, unsafeUrlReason } from '../../src/shared/safe-url.ts';
import { didYouMean } from '../validate/suggest.ts';
import { docusaurusPass } from '../markdown/docusaurus-pass.ts';
import { checkMdx, type PartialImport } from '../markdown/mdx.ts';
import { contentTitle, docKey, isFrenchFile, isPartial, MARKDOWN_FILE, withoutTitleLine } from '../markdown/docusaurus-address.ts';
import { MAX_BLOCK_NESTING, MAX_MARKDOWN_BYTES } from '../limits.ts';
import { blockNesting } from './block-nesting.ts';
import { INVISIBLE } from '../validate/characters.ts';

export interface SourceDocument {
  kind: 'doc' | 'post';
  /** project-relative path, for messages */
  file: string;
  locale: Locale;
  /** language-free route key: `/docs/create-lod/get-started`, `/blog/why-lincs` */
  key: string;
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line of the file where the body starts (front matter shifts it) */
  bodyLine: number;
  /** posts: ISO date from the file name */
  date?: string;
  /** the front matter's lines, from the opening --- to the closing one: where a field or value is, for messages */
  frontMatterLines?: string[];
  /** an empty page in place of one that could not be read (its error is reported; the build fails) */
  standIn?: boolean;
  /** the partials its body imports (ParsedMarkdown) */
  partials?: PartialImport[];
}

/** Line and column of a front-matter field, or of one of its values, in a document (for messages). */
export function positionInFrontMatter(doc: SourceDocument, key: string, value?: string): { file: string; line?: number; column?: number } {
  return { file: doc.file, ...(doc.frontMatterLines ? fieldPosition(doc.frontMatterLines, key, value) : undefined) };
}

/** The front-matter fields (Docusaurus's names) and their types: the FrontMatter type is made from this table. */
const FIELDS = {
  id: 'string',
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  tags: 'string[]',
  keywords: 'string[]',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  authors: 'string[]',
  date: 'string',
  entity: 'string',
  listing: 'string',
} as const;

interface FieldTypes {
  string: string;
  number: number;
  boolean: boolean;
  'string[]': string[];
}
type FieldType = keyof FieldTypes;
export type FrontMatter = { -readonly [K in keyof typeof FIELDS]?: FieldTypes[(typeof FIELDS)[K]] } & { title: string };

function typeOf(v: unknown): FieldType | 'other' {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number' && Number.isFinite(v)) return 'number';
  if (typeof v === 'boolean') return 'boolean';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return 'string[]';
  return 'other';
}

export interface ParsedMarkdown {
  frontMatter: FrontMatter;
  /** MDX checked: imports and comments blanked, every line kept (markdown/mdx.ts) */
  body: string;
  bodyLine: number;
  problems: Problem[];
  /** the partials the body imports, put in once every page is known (markdown/docusaurus-pass.ts) */
  partials: PartialImport[];
}

export function parseMarkdownFile(text: string, file: string): ParsedMarkdown {
  const problems: Problem[] = [];
  if (text.trim() === '') throw new UserError('the file is empty: a page needs front matter with at least a title', { file });
  const { block, body } = frontMatterBlock(text);
  let data: Record<string, unknown> = {};
  try {
    // Docusaurus pages may have no front matter at all: their title is then their first heading
    if (text.startsWith('---')) data = frontMatterFields(block, file);
  } catch (e) {
    if (e instanceof UserError) throw e;
    // a forgotten closing --- is the likeliest cause, and YAML would blame a line far below it
    throw unclosedFrontMatter(text, file) ?? yamlError(e as Error, text, file);
  }
  if (text.startsWith('---') && !/\n---\s*(\n|$)/.test(text)) {
    const unclosed = unclosedFrontMatter(text, file);
    if (unclosed) throw unclosed;
  }
  for (const [key, value] of Object.entries(data)) {
    const expected: FieldType | undefined = (FIELDS as Record<string, FieldType>)[key];
    if (!expected) {
      const near = didYouMean(key, Object.keys(FIELDS));
      const message = `unknown front-matter field "${key}"${near ? `: ${near}` : ' (this site does not use it)'}`;
      problems.push({ severity: 'warning', stage: 'load', message, position: { file, line: lineOfKey(text, key), column: 1 } });
      continue;
    }
    // YAML reads a bare date as a Date object and rolls 2022-02-30 over to
    // March 2: the date is checked as written, not as YAML understood it
    if (key === 'date' && (value instanceof Date || typeof value === 'string')) {
      const line = lineOfKey(text, key);
      const written = value instanceof Date ? rawValueAt(text, line) : value;
      const problem = calendarDateProblem(written);
      if (problem) throw new UserError(`"date" ${problem}`, { file, line });
      data.date = written.trim().slice(0, 10);
      continue;
    }
    // YAML turns `[colloque, 2027]` into a number; a keyword is text whatever it looks like
    if (expected === 'string[]' && Array.isArray(value) && value.every((x) => typeof x === 'string' || typeof x === 'number')) {
      data[key] = value.map(String);
      continue;
    }
    if (typeOf(value) !== expected) {
      const should = expected === 'string[]' ? 'a list of strings' : 'a ' + expected;
      throw new UserError(`front-matter field "${key}" should be ${should}`, { file, line: lineOfKey(text, key) });
    }
  }
  const content0 = body ?? (text.startsWith('---') ? '' : text);
  // as in Docusaurus, the `#` heading that opens the page is its title when the front matter names none,
  // and is not shown again below the page's own title
  const heading = contentTitle(content0);
  if ((typeof data.title !== 'string' || data.title.trim() === '') && heading) data.title = heading.title;
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    // Docusaurus then names the page by its id: shown, but the editor is told
    data.title = typeof data.id === 'string' && data.id.trim() ? data.id.trim() : path.basename(file).replace(/(\.fr)?\.mdx?$/i, '');
    const message =
      `the page has no title, so it is called "${data.title}" after its file, as Docusaurus does: ` +
      'give it "title:" in its front matter, or start it with a "# Title" heading';
    problems.push({ severity: 'warning', stage: 'load', message, position: { file, line: 1 } });
  }
  // the social-card image becomes a URL in the page head: the same scheme allow-list as every link
  if (typeof data.image === 'string' && !isSafeUrl(data.image)) {
    throw new UserError(`front-matter field "image" refused: ${unsafeUrlReason(data.image)}`, { file, line: lineOfKey(text, 'image') });
  }
  for (const [key, value] of Object.entries(data)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string' && CONTROL.test(v)) {
        const at = v.search(CONTROL);
        const code = v.codePointAt(at)!.toString(16).toUpperCase().padStart(4, '0');
        const message = `front-matter field "${key}" holds a control character (U+${code}); remove it`;
        throw new UserError(message, { file, line: lineOfKey(text, key) });
      }
      const hidden = typeof v === 'string' ? INVISIBLE.exec(v) : null;
      if (hidden) {
        const code = hidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        const message = `front-matter field "${key}" holds an invisible character (U+${code}) that makes text look like other text`;
        problems.push({ severity: 'warning', stage: 'load', message, position: { file, line: lineOfKey(text, key) } });
      }
    }
  }
  if (!data.description) {
    const message = 'front matter has no "description" (used by search results and social cards)';
    problems.push({ severity: 'warning', stage: 'load', message, position: { file } });
  }
  const content = heading ? withoutTitleLine(content0, heading.line) : content0;
  const bodyStart = text.length - content0.length;
  const bodyLine = text.slice(0, bodyStart).split('\n').length;
  checkBody(content, file, bodyLine);
  return withMdxChecked(data as unknown as FrontMatter, content, bodyLine, problems, file);
}

/** A page's MDX depends on its own text only: checked with its parse, which a dev rebuild reuses while the file is unchanged. */
function withMdxChecked(frontMatter: FrontMatter, body: string, bodyLine: number, problems: Problem[], file: string): ParsedMarkdown {
  const mdx = checkMdx(body, file, bodyLine);
  return { frontMatter, body: mdx.body, bodyLine, problems: [...problems, ...mdx.problems], partials: mdx.partials };
}

/**
 * A page cut in two: the front matter with its closing delimiter (`block`),
 * and the text after that delimiter and the line end that follows it
 * (`body`). A page with no front matter, with `----`, or never closed is
 * all `block`, with no `body` (it is an error further on).
 */
export function frontMatterBlock(text: string): { block: string; body?: string } {
  const close = text.startsWith('---') && text[3] !== '-' ? text.indexOf('\n---', 3) : -1;
  if (close < 0) return { block: text };
  let body = text.slice(close + 4);
  if (body[0] === '\r') body = body.slice(1);
  if (body[0] === '\n') body = body.slice(1);
  return { block: text.slice(0, close + 4), body };
}

/** Control characters (tab, line feed and carriage return aside): invisible, and XML cannot hold them. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function rawValueAt(text: string, line: number | undefined): string {
  if (line === undefined) return '';
  const raw = text.split('\n')[line - 1] ?? '';
  return raw
    .slice(raw.indexOf(':') + 1)
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/** Why a written date is not a real calendar date (YYYY-MM-DD, optionally with a time), or undefined. */
export function calendarDateProblem(written: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(written.trim());
  if (!m) return `should be a date written YYYY-MM-DD, not ${JSON.stringify(written)}`;
  const [y, mo, d] = [+m[1], +m[2], +m[3]];
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (mo < 1 || mo > 12 || d < 1 || d > days[mo - 1]) return `${m[1]}-${m[2]}-${m[3]} is not a day of the calendar`;
  return undefined;
}

/** Body checks that keep the renderer from crashing: quote and list nesting (block-nesting.ts), linear in the text. */
function checkBody(body: string, file: string, bodyLine: number): void {
  const deep = blockNesting(body);
  if (deep) {
    const what = deep.lists ? 'lists and quotes nested' : 'quotes nested';
    const message = `${what} ${deep.depth} deep (">", "-" or "1." repeated); at most ${MAX_BLOCK_NESTING} levels are allowed`;
    throw new UserError(message, { file, line: bodyLine + deep.line });
  }
}

const POST_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9][a-z0-9-]*)$/;

/** A doc's route key from its path under content/docs and its `id` and `slug` (markdown/docusaurus-address.ts). */
export const keyForDoc = docKey;

/** `parse`: dev passes one that remembers each file's result by its text */
export async function loadMarkdown(
  contentDir: string,
  rootDir: string,
  parse = parseMarkdownFile,
): Promise<{ documents: SourceDocument[]; problems: Problem[] }> {
  const documents: SourceDocument[] = [];
  const problems: Problem[] = [];
  const docsDir = path.join(contentDir, 'docs');
  const blogDir = path.join(contentDir, 'blog');
  const isMd = (n: string) => MARKDOWN_FILE.test(n) && n !== 'README.md';
  for (const [kind, dir] of [
    ['doc', docsDir],
    ['post', blogDir],
  ] as const) {
    for (const full of await listFiles(dir, isMd, rootDir)) {
      // partials (`_x.md`, `_shared/…`) are imported into pages, never pages themselves
      if (isPartial(path.relative(dir, full))) continue;
      const file = path.relative(rootDir, full);
      try {
        const { document, problems: found } = await loadDocument(kind, dir, full, file, parse);
        documents.push(document);
        problems.push(...found);
      } catch (e) {
        // one broken page does not hide the problems of the others
        if (!(e instanceof UserError)) throw e;
        problems.push({ severity: 'error', stage: 'load', message: e.message, position: e.position ?? { file } });
        const standIn = standInFor(kind, dir, full, file);
        if (standIn) documents.push(standIn);
      }
    }
  }
  // file links made addresses, partials put in (markdown/docusaurus-pass.ts)
  problems.push(...docusaurusPass(documents, rootDir, path.relative(rootDir, docsDir)));
  problems.push(...sameAddress(documents));
  return { documents, problems };
}

type LoadedDocument = { document: SourceDocument; problems: Problem[] };

async function loadDocument(
  kind: 'doc' | 'post',
  dir: string,
  full: string,
  file: string,
  parse: typeof parseMarkdownFile,
): Promise<LoadedDocument> {
  const size = fsSync.statSync(full).size;
  if (size > MAX_MARKDOWN_BYTES) {
    const mb = (size / 1024 / 1024).toFixed(1);
    const most = MAX_MARKDOWN_BYTES / 1024 / 1024;
    throw new UserError(`the page is ${mb} MB; a Markdown page may hold at most ${most} MB: split it into several pages`, { file });
  }
  const text = await readUtf8(full, file);
  const parsed = parse(text, file);
  const locale: Locale = isFrenchFile(full) ? 'fr' : 'en';
  const rel = path.relative(dir, full);
  let key: string;
  let date: string | undefined;
  if (kind === 'doc') key = keyForDoc(rel, parsed.frontMatter);
  else {
    const m = postName(rel);
    if (!m) throw new UserError('a blog post file is named YYYY-MM-DD-slug.md (lower-case slug)', { file });
    const nameDate = calendarDateProblem(m.date);
    if (nameDate && !parsed.frontMatter.date) throw new UserError(`the date in the file name ${nameDate}`, { file });
    date = parsed.frontMatter.date ?? m.date;
    key = `/blog/${parsed.frontMatter.slug ?? m.slug}`;
  }
  const document: SourceDocument = {
    kind,
    file,
    locale,
    key,
    frontMatter: parsed.frontMatter,
    body: parsed.body,
    bodyLine: parsed.bodyLine,
    date,
    frontMatterLines: frontMatterLines(text),
    partials: parsed.partials,
  };
  return { document, problems: parsed.problems };
}

function postName(rel: string): { date: string; slug: string } | undefined {
  const m = POST_NAME.exec(path.basename(rel).replace(MARKDOWN_FILE, ''));
  return m ? { date: m[1], slug: m[2] } : undefined;
}

/**
 * An empty page standing in for one that could not be read, so that links to
 * it and its twin do not add errors that only echo the one to fix (the build
 * fails anyway: it is never published).
 */
function standInFor(kind: 'doc' | 'post', dir: string, full: string, file: string): SourceDocument | undefined {
  const rel = path.relative(dir, full);
  const locale: Locale = isFrenchFile(full) ? 'fr' : 'en';
  const frontMatter: FrontMatter = { title: path.basename(rel).replace(MARKDOWN_FILE, '') };
  if (kind === 'doc') return { kind, file, locale, key: keyForDoc(rel), frontMatter, body: '', bodyLine: 1, standIn: true };
  const m = postName(rel);
  if (!m || calendarDateProblem(m.date)) return undefined;
  return { kind, file, locale, key: `/blog/${m.slug}`, frontMatter, body: '', bodyLine: 1, date: m.date, standIn: true };
}

/**
 * Two files for one address in one language (`x.md` and `x/index.md`, two
 * posts with the same slug): one page used to disappear without a word.
 */
function sameAddress(documents: SourceDocument[]): Problem[] {
  const first = new Map<string, SourceDocument>();
  const problems: Problem[] = [];
  for (const d of documents) {
    const id = `${d.locale}|${d.key}`;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, d);
      continue;
    }
    const address = d.locale === 'fr' ? `/fr${d.key}` : d.key;
    const message = `two pages have the address ${address}: ${earlier.file} and ${d.file}; give one of them another file name or slug`;
    problems.push({ severity: 'error', stage: 'load', message, position: { file: d.file } });
  }
  return problems;
}
