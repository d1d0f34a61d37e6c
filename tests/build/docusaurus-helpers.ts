// What the tests of real Docusaurus docs folders copied unchanged share
// (docusaurus-fixture.test.ts, docusaurus-besu.test.ts): the fixture site with
// the folder in content/docs/, `check` run once, one broken file link, and
// what the built pages' main text shows and links to.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { analyse } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import type { Problem } from '../../generator/errors.ts';
import { fixtureSite, ROOT } from '../helpers.ts';
import { siteConfig } from '../site-copy.ts';

/** A 1×1 PNG: what stands in for an image a fixture lists in assets.txt instead of storing it. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The files of the project's docs/ a fixture lists in assets.txt (`blob size path` per line, from `git ls-tree -l`)
 * rather than stores (screenshots: megabytes that no check reads), written at their place as stand-ins.
 */
async function standIns(project: string, docs: string) {
  const list = await fs.readFile(path.join(project, 'assets.txt'), 'utf8').catch(() => '');
  for (const line of list.split('\n').filter(Boolean)) {
    const file = path.join(docs, line.split(' ')[2].replace(/^docs\//, ''));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    await fs.writeFile(file, file.endsWith('.svg') ? svg : file.endsWith('.json') ? '{}' : PIXEL);
  }
}

/** The fixture site with a project's docs/ copied unchanged into content/docs/, and the images it shows into static/. */
export async function docusaurusSite(project: string): Promise<{ dir: string; config: SiteConfig }> {
  const { dir } = await fixtureSite();
  await fs.cp(path.join(project, 'docs'), path.join(dir, 'content/docs'), { recursive: true });
  await fs.cp(path.join(ROOT, 'static'), path.join(dir, 'static'), { recursive: true });
  await fs.cp(path.join(project, 'static'), path.join(dir, 'static'), { recursive: true }).catch(() => undefined);
  await standIns(project, path.join(dir, 'content/docs'));
  return { dir, config: siteConfig(dir) };
}

export const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');

/** A copy of `project`'s docs, checked once before the tests of the describe that calls this, removed after them. */
export function checkedSite(project: string) {
  const c = {} as { site: { dir: string; config: SiteConfig }; problems: Problem[] };
  beforeAll(async () => {
    c.site = await docusaurusSite(project);
    c.problems = (await analyse(c.site.config)).problems;
  }, 300_000);
  afterAll(() => fs.rm(c.site.dir, { recursive: true, force: true }));
  return c;
}

/**
 * Misspells the first file link `](link` of `file` as `](typo` and expects `check` to add exactly one error,
 * at that link's line and column, naming the file meant (the file name of `link`, without its folder).
 */
export async function expectOneBrokenLink(
  c: { site: { dir: string; config: SiteConfig }; problems: Problem[] },
  file: string,
  link: string,
  typo: string,
) {
  const full = path.join(c.site.dir, file);
  const text = await fs.readFile(full, 'utf8');
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(`](${link}`));
  expect(line).toBeGreaterThan(0);
  await fs.writeFile(full, text.replace(`](${link}`, `](${typo}`));
  try {
    const after = errorsOf((await analyse(c.site.config)).problems);
    const added = after.filter((e) => !errorsOf(c.problems).some((b) => b.message === e.message));
    const [wrote, meant] = [typo, link].map((l) => /^[^#)]+/.exec(l)![0]);
    expect(added.map((e) => e.message)).toEqual([expect.stringContaining(`broken file link to ${wrote}`)]);
    expect(added[0].message).toContain(`did you mean ${path.posix.basename(meant)}?`);
    expect(added[0].position).toEqual({ file, line: line + 1, column: lines[line].indexOf(`](${link}`) + 3 });
  } finally {
    await fs.writeFile(full, text);
  }
}

export const article = (html: string) => /<article class="doc-article"[^>]*>([\s\S]*?)<\/article>/.exec(html)![1];
export const isFile = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The links and images of the pages' main text that reach no file of the output, the anchors their page
 * lacks (a redirect's anchors are its target's, not checked here), and how many were checked.
 */
export async function unresolved(out: string, pages: Map<string, string>) {
  const missing: string[] = [];
  const anchors: string[] = [];
  let checked = 0;
  // a page is read once however many links reach it (Besu's pages make over a thousand)
  const read = new Map<string, string>();
  for (const [address, html] of pages) {
    for (const m of article(html).matchAll(/\s(?:href|src)="([^"#?]*)[^"#]*(?:#([^"]*))?"/g)) {
      const [, href, anchor] = m;
      if (/^[a-z]+:/i.test(href) || (!href && anchor === undefined)) continue;
      checked++;
      const target = decodeURI(new URL(href.replace(/&amp;/g, '&'), `https://site.test${address}`).pathname);
      const files = href ? [path.join(out, target), path.join(out, target, 'index.html')] : [];
      let found: string | undefined;
      for (const f of files) if (!found && (await isFile(f))) found = f;
      if (href && !found) missing.push(`${address}: ${m[0].trim()}`);
      if (!anchor || (href && !found)) continue;
      if (found && !read.has(found)) read.set(found, await fs.readFile(found, 'utf8'));
      const page = found ? read.get(found)! : html;
      if (!/http-equiv="refresh"/.test(page) && !page.includes(` id="${decodeURIComponent(anchor)}"`)) anchors.push(anchor);
    }
  }
  return { missing, anchors, checked };
}

/** What the pages' main text shows of markup as text: `<`, an element, an `import` line, `{/*`. */
export function leaked(pages: Map<string, string>): string[] {
  const shown: string[] = [];
  for (const [address, html] of pages) {
    // the inline table of contents repeats the headings' text, code included (`jest <regexForTestFiles>`)
    const text = article(html)
      .replace(/<div class="toc-inline">[\s\S]*?<\/div>/g, ' ')
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<code>[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    // `array&lt;string&gt;` written as entities in a heading is text, as in Docusaurus; an element shown as text is not
    // an import statement shown as text, not a sentence that goes on "import [history](…) from archives"
    const leak =
      /&lt;\/?(?:[A-Z]|(?:details|summary|kbd|br|sub|sup|mark|div|span|img|a|p|b|strong|em|table|tr|td|th)\b)|<|^\s*import\s+[\w{}, ]+\s+from\s+['"]|\{\/\*/gm;
    shown.push(...[...text.matchAll(leak)].map((m) => `${address}: …${text.slice(m.index - 40, m.index + 40)}…`));
  }
  return shown;
}

/** Every admonition, tab set, tab and `<details>` of each page's source (by address) is drawn as the component on its page. */
export function expectComponents(pages: Map<string, string>, sources: Map<string, string>) {
  const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
  for (const [address, source] of sources) {
    const html = article(pages.get(address)!);
    expect(count(html, /<div class="admonition admonition-\w+" role="note">/g), address).toBe(count(source, /^\s*:::+[a-z]/gm));
    expect(count(html, /<div class="tabs-container" data-tabs=""/g), address).toBe(count(source, /<Tabs\b/g));
    expect(count(html, /<div role="tabpanel" class="tab-panel"/g), address).toBe(count(source, /<TabItem\b/g));
    expect(count(html, /<details class="details"><summary>/g), address).toBe(count(source, /<details>/g));
  }
}
