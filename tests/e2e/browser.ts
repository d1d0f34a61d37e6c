// Shared setup for browser tests: build a site into a temp folder, serve it
// on 127.0.0.1 (random port) and drive Debian's Chromium with playwright-core.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { createStaticServer } from '../../generator/serve.ts';
import { sitePolicy } from '../helpers.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Serves a built output folder on 127.0.0.1 (random port). */
export async function serve(outDir: string): Promise<{ origin: string; server: http.Server }> {
  const server = createStaticServer({ root: outDir, port: 0, policy: sitePolicy() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

export interface ServedBrowser {
  /** http://127.0.0.1:<port> */
  origin: string;
  browser: Browser;
}

/**
 * The usual setup of a browser test file: before its tests, serve the output
 * folder `prepare` gives (building a site first if it needs one) and launch
 * Chromium; close both after them. The object returned is filled in by the
 * time the tests run.
 */
export function servedBrowser(prepare: () => Promise<string> | string): ServedBrowser {
  const served = {} as ServedBrowser;
  let server: http.Server | undefined;
  beforeAll(async () => {
    const running = await serve(await prepare());
    server = running.server;
    served.origin = running.origin;
    served.browser = await launchBrowser();
  });
  afterAll(async () => {
    await served.browser?.close();
    server?.close();
  });
  return served;
}

/** A served build of `config`, for servedBrowser. */
export async function built(config: SiteConfig): Promise<string> {
  await build(config);
  return config.outDir;
}

/**
 * A context with the site's theme set before any page loads. It bypasses the
 * CSP because axe is injected as an inline script, which the site's policy
 * rightly blocks.
 */
export async function themedContext(browser: Browser, theme: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context;
}

let axeSource: string | undefined;

/**
 * axe-core's accessibility violations on the page as it is now, as `rule: selectors` lines (at most `nodes` selectors each),
 * of every rule or of the rules named in `only`.
 */
export async function axeViolations(page: Page, nodes = Infinity, only?: string[]): Promise<string[]> {
  axeSource ??= fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
  // once per document: the dark-theme pass runs on the page the light one already read
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (d: Document, o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return r.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, only);
  return violations.map((v) => `${v.id}: ${v.targets.slice(0, nodes).join(', ')}`);
}
