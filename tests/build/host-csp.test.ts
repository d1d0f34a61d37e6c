// The published site is as strict as the local one: `npm run serve`, Debian's
// nginx with the generated snippets and Debian's Apache with the generated
// .htaccess send the same Content-Security-Policy with every page (home, a
// French term, an entity IRI's page, the not-found page), and _headers gives
// it to every path on Netlify and Cloudflare Pages — the policy whose
// script-src allows the theme script in each page's <head> by its hash.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { realSite } from '../real-site.ts';
import { THEME_SCRIPT_SOURCE } from '../../generator/content-security-policy.ts';
import { sitePolicy } from '../helpers.ts';
import { HOSTING_PATHS } from '../../generator/linked-data/hosting.ts';
import { THEME_SCRIPT } from '../../src/components/theme-script.ts';
import { startApache, startNginx, startServe, type WebServer } from './web-servers.ts';

const site = await realSite();
const CONTENT_SECURITY_POLICY = sitePolicy();
const PAGES = ['/', '/fr/docs/terms/triple', '/id/term/triple', '/no-such-page'];
let servers: WebServer[] = [];

beforeAll(async () => {
  servers = await Promise.all([startServe(site.outDir), startNginx(site.outDir), startApache(site.outDir)]);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('the Content-Security-Policy on every host', () => {
  it('allows the theme script that every page carries, by its hash', async () => {
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${THEME_SCRIPT_SOURCE};`);
    expect(/script-src [^;]*'unsafe-inline'/.test(CONTENT_SECURITY_POLICY)).toBe(false);
    for (const page of ['index.html', 'fr/docs/terms/triple/index.html', '404.html']) {
      expect(await fs.readFile(path.join(site.outDir, page), 'utf8')).toContain(`>${THEME_SCRIPT}</script>`);
    }
  });

  it('is sent with every page by npm run serve, nginx and Apache alike', async () => {
    const got: string[] = [];
    for (const server of servers) {
      for (const page of PAGES) {
        const answer = await fetch(server.origin + page, { headers: { Accept: 'text/html' } });
        await answer.arrayBuffer();
        const policy = answer.headers.get('content-security-policy');
        if (policy !== CONTENT_SECURITY_POLICY) got.push(`${server.name} ${page} (${answer.status}): ${policy}`);
      }
    }
    expect(got).toEqual([]);
  });

  it('is given to every path in _headers (Netlify, Cloudflare Pages)', async () => {
    const text = await fs.readFile(path.join(site.outDir, HOSTING_PATHS.headers), 'utf8');
    const rules = text.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(rules.slice(0, 2)).toEqual(['/*', `  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`]);
  });
});
