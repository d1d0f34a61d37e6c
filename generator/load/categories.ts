// A docs folder's `_category_.json` or `_category_.yml`, as Docusaurus reads
// it: the sidebar category's label, position, whether it starts collapsed,
// and what its name links to (a doc of the folder). YAML is read with the
// front matter's schema (data, never code); a malformed file or field is an
// error at its line.
import path from 'node:path';
import yaml from 'js-yaml';
import { UserError, type Problem } from '../errors.ts';
import { didYouMean } from '../validate/suggest.ts';
import { FRONT_MATTER_SCHEMA } from './front-matter.ts';
import { listFiles, readUtf8 } from './files.ts';
import { docKey } from '../markdown/docusaurus-address.ts';
import type { SourceDocument } from './markdown.ts';

export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

export interface Category {
  /** the folder's key, as a doc's: `/docs/guides/advanced` */
  folder: string;
  /** project-relative path, for messages */
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  /** a doc's id (Docusaurus `link: {type: doc, id}`), or a generated index (not made here) */
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string };
  /** where "link" is written, for messages */
  linkAt?: { line?: number; column?: number };
  /** the key of the doc the link names, once resolved */
  linkKey?: string;
}

/** The fields Docusaurus knows; those without an effect here are accepted and left alone. */
const FIELDS: Record<string, string> = {
  label: 'string',
  position: 'number',
  collapsed: 'boolean',
  collapsible: 'boolean',
  className: 'string',
  link: 'object',
  customProps: 'object',
  key: 'string',
  description: 'string',
};

/** 1-based line and column of a field's name in the file, for messages. */
function fieldAt(text: string, key: string): { line?: number; column?: number } {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(l));
  return i < 0 ? {} : { line: i + 1, column: lines[i].search(/\S/) + 1 };
}

function parse(text: string, file: string): unknown {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(text);
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message);
      const before = at ? text.slice(0, Number(at[1])).split('\n') : undefined;
      const position = before ? { file, line: before.length, column: before[before.length - 1].length + 1 } : { file };
      throw new UserError(`not valid JSON (${(e as Error).message.replace(/ in JSON at position \d+.*$/, '')})`, position);
    }
  }
  try {
    return yaml.load(text, { schema: FRONT_MATTER_SCHEMA, filename: file });
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message;
    throw new UserError(`not valid YAML (${reason})`, { file, line: mark && mark.line + 1, column: mark && mark.column + 1 });
  }
}

/** The link: a doc's id or a generated index; anything else is an error at the field. */
function linkOf(value: unknown, fail: (message: string) => never): Category['link'] {
  if (value === null || value === undefined) return undefined;
  const link = value as { type?: unknown; id?: unknown };
  if (link.type === 'doc' && typeof link.id === 'string' && link.id) return { type: 'doc', id: link.id };
  if (link.type === 'generated-index') {
    const { title, description } = value as { title?: unknown; description?: unknown };
    for (const [name, v] of Object.entries({ title, description })) {
      if (v !== undefined && typeof v !== 'string') return fail(`"link" ${name} should be a string, not ${JSON.stringify(v)}`);
    }
    return { type: 'generated-index', title: title as string | undefined, description: description as string | undefined };
  }
  if (link.type === 'doc') return fail('"link" of type doc needs an "id" naming a doc (for example "guides/intro")');
  return fail(`"link" should be {"type": "doc", "id": "…"} or {"type": "generated-index"}, not ${JSON.stringify(value)}`);
}

/** One category file's fields, checked. */
export function readCategory(text: string, file: string, folder: string): Category {
  const data = parse(text, file);
  if (data === null || data === undefined) return { folder, file };
  if (typeof data !== 'object' || Array.isArray(data))
    throw new UserError('a category file holds fields ("label", "position", …)', { file, line: 1 });
  const category: Category = { folder, file };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const fail = (message: string): never => {
      throw new UserError(message, { file, ...fieldAt(text, key) });
    };
    const type = FIELDS[key];
    if (!type)
      fail(`unknown field "${key}"; ${didYouMean(key, Object.keys(FIELDS)) || `a category knows ${Object.keys(FIELDS).join(', ')}`}`);
    if (key === 'link') Object.assign(category, { link: linkOf(value, fail), linkAt: fieldAt(text, key) });
    else if (value !== null && typeof value !== type) fail(`"${key}" should be a ${type}, not ${JSON.stringify(value)}`);
    else if (key === 'label' || key === 'position' || key === 'collapsed') Object.assign(category, { [key]: value });
  }
  return category;
}

/** Every category file under the docs folder; each broken one is a problem, the others are read. */
export async function loadCategories(docsDir: string, rootDir: string): Promise<{ categories: Category[]; problems: Problem[] }> {
  const categories: Category[] = [];
  const problems: Problem[] = [];
  for (const full of await listFiles(docsDir, (n) => CATEGORY_FILE.test(n), rootDir)) {
    const file = path.relative(rootDir, full);
    const rel = path.relative(docsDir, path.dirname(full)).split(path.sep).join('/');
    try {
      categories.push(readCategory(await readUtf8(full, file), file, rel ? `/docs/${rel}` : '/docs'));
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      problems.push({ severity: 'error', stage: 'load', message: e.message, position: e.position ?? { file } });
    }
  }
  return { categories, problems };
}

/**
 * Each `link: {type: doc, id}` to the key of the doc it names: the doc's id is
 * its path under docs without the extension, the last part replaced by its
 * `id:` (as Docusaurus names docs); an id alone is looked for in the
 * category's folder first.
 */
export function resolveCategoryLinks(categories: Category[], documents: SourceDocument[], docsDir: string, rootDir: string): Problem[] {
  const ids = new Map<string, string>();
  for (const d of documents) {
    if (d.kind !== 'doc' || d.locale !== 'en') continue;
    const rel = path.relative(docsDir, path.resolve(rootDir, d.file));
    const id = docKey(rel, { id: typeof d.frontMatter.id === 'string' ? d.frontMatter.id : undefined }).slice('/docs/'.length);
    ids.set(id, d.key);
    if (/(^|\/)index\.mdx?$/.test(rel)) ids.set(id ? `${id}/index` : 'index', d.key);
  }
  const problems: Problem[] = [];
  for (const c of categories) {
    const position = { file: c.file, ...c.linkAt };
    if (c.link?.type !== 'doc') continue;
    const folder = c.folder.slice('/docs/'.length);
    const key = ids.get(c.link.id) ?? ids.get(folder ? `${folder}/${c.link.id}` : c.link.id);
    if (key) c.linkKey = key;
    else {
      const hint = didYouMean(c.link.id, ids.keys(), (s) => `"${s}"`);
      problems.push({
        severity: 'error',
        stage: 'load',
        message: `"link" names the doc "${c.link.id}", which does not exist${hint ? `: ${hint}` : ''}`,
        position,
      });
    }
  }
  return problems;
}

/** `[text](href)` with the characters Markdown would read in the text escaped. */
const mdLink = (text: string, href: string) => `[${text.replace(/[\\[\]*_`<>]/g, (c) => `\\${c}`)}](${href})`;

/**
 * A generated index (`link: {type: generated-index}`): a page at the folder's
 * own address, as its index.md would be (this site's categories are pages at
 * their folder's address; Docusaurus's default /docs/category/… is not used),
 * listing the folder's pages and subfolders in sidebar order, with the
 * link's title and description. A folder with an index.md keeps it.
 */
export function generatedIndexes(categories: Category[], documents: SourceDocument[]): SourceDocument[] {
  const docs = documents.filter((d) => d.kind === 'doc' && d.locale === 'en' && !d.standIn);
  const made: SourceDocument[] = [];
  for (const c of categories) {
    if (c.link?.type !== 'generated-index' || docs.some((d) => d.key === c.folder)) continue;
    const children = docs
      .filter((d) => d.key.startsWith(`${c.folder}/`) && !d.key.slice(c.folder.length + 1).includes('/'))
      .sort(
        (a, b) =>
          (a.frontMatter.sidebar_position ?? Infinity) - (b.frontMatter.sidebar_position ?? Infinity) ||
          a.frontMatter.title.localeCompare(b.frontMatter.title),
      );
    const title = c.link.title ?? c.label ?? c.folder.split('/').pop()!;
    const lines = [
      ...(c.link.description ? [c.link.description, ''] : []),
      ...children.map((d) => `- ${mdLink(d.frontMatter.sidebar_label ?? d.frontMatter.title, d.key)}`),
    ];
    made.push({
      kind: 'doc',
      file: c.file,
      locale: 'en',
      key: c.folder,
      frontMatter: {
        title,
        ...(c.link.description ? { description: c.link.description } : {}),
        ...(c.position !== undefined ? { sidebar_position: c.position } : {}),
      },
      body: lines.join('\n') + '\n',
      bodyLine: 1,
    });
  }
  return made;
}
