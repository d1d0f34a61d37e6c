// Shared setup for browser tests: build a site into a temp folder, serve it
// on 127.0.0.1 (random port) and drive Debian's Chromium with playwright-core.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { build } from '../../generator/build.ts';
import type { SiteConfig } from '../../generator/config.ts';
import { createStaticServer } from '../../generator/serve.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function buildAndServe(config: SiteConfig): Promise<{ origin: string; server: http.Server }> {
  await build(config);
  return serve(config.outDir);
}

/** Serves a built output folder on 127.0.0.1 (random port). */
export async function serve(outDir: string): Promise<{ origin: string; server: http.Server }> {
  const server = createStaticServer({ root: outDir, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}
