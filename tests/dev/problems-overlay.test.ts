// `npm run dev` in Chromium on a site started with three mistakes (a broken
// site link, a broken file link, a preferred label without a language tag):
// the first page load shows all three in the overlay, each with the code
// frame and "did you mean" that `check` prints; fixing them one by one
// updates the overlay, and it goes once the last is fixed. The dev server
// runs from a copy of the project, so that a developer's edit to the
// stylesheet and to the client code can be made: the stylesheet reaches the
// open page without a reload, the client code loads it again.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fixtureSite, ROOT } from '../helpers.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { startDev } from './start-dev.ts';

let child: ChildProcess;
let browser: Browser;
let page: Page;
let origin: string;
let dir: string;
let project: string;
let output: () => string;

/** The generator's sources and settings, with the installed packages linked: what a developer's checkout has. */
async function projectCopy(): Promise<string> {
  const to = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-project-'));
  for (const f of [
    'package.json',
    'site.config.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'tsconfig.node.json',
    'tsconfig.client.json',
  ]) {
    await fs.copyFile(path.join(ROOT, f), path.join(to, f));
  }
  for (const d of ['generator', 'src']) await fs.cp(path.join(ROOT, d), path.join(to, d), { recursive: true });
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(to, 'node_modules'));
  return to;
}

const edit = async (file: string, from: string, to: string) => {
  const text = await fs.readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  await fs.writeFile(file, text.replace(from, to));
};

const basics = () => path.join(dir, 'content/docs/learn-lod/basics.md');
const second = () => path.join(dir, 'content/docs/learn-lod/second.md');
const glossary = () => path.join(dir, 'data/glossary.ttl');

beforeAll(async () => {
  dir = (await fixtureSite()).dir;
  project = await projectCopy();
  await edit(basics(), '(/docs/terms/triple)', '(/docs/terms/tripel)');
  await fs.appendFile(second(), '\nGo [back](./basic.md).\n');
  await edit(glossary(), '"Triple"@en, "Triplet"@fr ;', '"Triple"@en, "Triplet"@fr, "Triple" ;');
  const dev = await startDev(dir, project);
  child = dev.child;
  origin = dev.origin;
  output = dev.output;
  browser = await launchBrowser();
  page = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  child?.kill();
  for (const d of [dir, project]) if (d) await fs.rm(d, { recursive: true, force: true });
});

/** The overlay's errors as shown, once there are `count` of them. */
async function shownErrors(count: number): Promise<string[]> {
  const errors = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#dev-error-overlay .dev-problem')]
        .map((e) => e.textContent ?? '')
        .filter((t) => t.startsWith('error:')),
    );
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const shown = await errors();
    if (shown.length === count) return shown;
  }
  throw new Error(`expected ${count} errors in the overlay, shown: ${(await errors()).join('\n')}\ndev output:\n${output()}`);
}

describe('npm run dev shows what check shows', () => {
  it('lists the three mistakes from the first page load, with code frames, and follows each fix until none is left', async () => {
    await page.goto(`${origin}/docs/learn-lod/basics`);
    const first = await shownErrors(3);
    const [basicsError, secondError, glossaryError] = first;
    expect(glossaryError).toMatch(/^error: data\/glossary\.ttl:\d+:\d+: /);
    expect(basicsError).toMatch(/^error: content\/docs\/learn-lod\/basics\.md:6:12: .*tripel[\s\S]*did you mean.*\/docs\/terms\/triple/);
    expect(secondError).toMatch(/^error: content\/docs\/learn-lod\/second\.md:\d+:\d+: .*basic\.md[\s\S]*did you mean.*basics\.md/);
    // each with the line it points at and a caret, as check prints them
    for (const e of first) expect(e).toMatch(/\n\s+\d+ \| .+\n\s+\| +\^/);
    expect(basicsError).toContain('6 | A [triple](/docs/terms/tripel) links two things.');

    await edit(basics(), '(/docs/terms/tripel)', '(/docs/terms/triple)');
    expect(await shownErrors(2)).toEqual([secondError, glossaryError]);
    await edit(glossary(), '"Triplet"@fr, "Triple" ;', '"Triplet"@fr ;');
    expect(await shownErrors(1)).toEqual([secondError]);
    await edit(second(), '(./basic.md)', '(./basics.md)');
    await page.locator('#dev-error-overlay').waitFor({ state: 'detached', timeout: 60_000 });
    // the page that could not be built is shown once it can
    await page.waitForFunction(() => document.querySelector('#page h1')?.textContent?.includes('Basics'), undefined, { timeout: 60_000 });
  });

  it('brings a stylesheet edit into the open page without a reload, and reloads it for a client code edit', async () => {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const spacing = () => page.evaluate(() => getComputedStyle(document.querySelector('#page h1')!).letterSpacing);
    expect(await spacing()).not.toBe('7px');
    await fs.appendFile(path.join(project, 'src/styles/site.css'), '\n#page h1 { letter-spacing: 7px; }\n');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#page h1')!).letterSpacing === '7px', undefined, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await fs.appendFile(path.join(project, 'src/client/main.ts'), "\ndocument.documentElement.dataset.devEdit = 'seen';\n");
    await page.waitForFunction(() => document.documentElement.dataset.devEdit === 'seen', undefined, { timeout: 60_000 });
  });
});
