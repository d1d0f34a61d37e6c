// A shared link shows a picture (issue 42): every page of the built site
// names an absolute og:image with its size and a description, and the served
// site (the server `npm run serve` runs) answers that address with a PNG or
// JPEG of exactly the declared size — as a social network's crawler would
// fetch it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type http from 'node:http';
import { realSite } from '../real-site.ts';
import { serve } from './browser.ts';

const site = await realSite();
let origin = '';
let server: http.Server | undefined;
beforeAll(async () => ({ origin, server } = await serve(site.outDir)));
afterAll(() => server?.close());

/**
 * Every HTML page of the output (redirect stubs included: a shared old address shows the card too), except the
 * linked-data pages under /id/ and /vocab/, which generator/linked-data renders on its own (their tags are issue
 * 42's last item).
 */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    if (!e.isFile() || !e.name.endsWith('.html')) return [];
    if (['id', 'vocab'].includes(path.relative(dir, e.parentPath).split(path.sep)[0])) return [];
    return [path.join(e.parentPath, e.name)];
  });
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height of a PNG (IHDR) or JPEG (first SOFn marker), or the format's absence. */
function imageSize(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let i = 2; i < bytes.length - 9;) {
      const marker = bytes[i + 1];
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: 'jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return undefined;
}

describe('social cards', () => {
  it('every page’s og:image is absolute, described, and served as an image of the declared size', async () => {
    const files = htmlFiles(site.outDir);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const fetched = new Map<string, ReturnType<typeof imageSize> | null>();
    const langs = new Set<string>();
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const page = '/' + path.relative(site.outDir, file);
      const image = metaContent(html, 'og:image');
      if (!image) {
        problems.push(`${page}: no og:image`);
        continue;
      }
      const url = new URL(image);
      if (`${url.protocol}//${url.host}` !== new URL(site.siteUrl).origin) problems.push(`${page}: og:image ${image} is not on the site`);
      if (metaContent(html, 'twitter:image') !== image) problems.push(`${page}: twitter:image differs from og:image`);
      if (!metaContent(html, 'og:image:alt')?.trim()) problems.push(`${page}: no og:image:alt`);
      if (!metaContent(html, 'twitter:image:alt')?.trim()) problems.push(`${page}: no twitter:image:alt`);
      const width = Number(metaContent(html, 'og:image:width'));
      const height = Number(metaContent(html, 'og:image:height'));
      if (!(width > 0 && height > 0)) problems.push(`${page}: og:image without width and height`);
      if (!fetched.has(url.pathname)) {
        const res = await fetch(origin + url.pathname);
        fetched.set(url.pathname, res.ok ? (imageSize(Buffer.from(await res.arrayBuffer())) ?? null) : null);
      }
      const got = fetched.get(url.pathname);
      if (!got) problems.push(`${page}: ${url.pathname} is not served as a PNG or JPEG`);
      else if (got.width !== width || got.height !== height)
        problems.push(`${page}: ${url.pathname} is ${got.width}×${got.height}, declared ${width}×${height}`);
      // the large-image card at its recommended size (at least 1200 × 630, 1.91:1)
      else if (got.width < 1200 || Math.abs(got.width / got.height - 1.905) > 0.02) problems.push(`${page}: ${got.width}×${got.height}`);
      langs.add(`${/<html lang="(\w+)"/.exec(html)?.[1]} ${url.pathname}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // each language's pages show that language's card
    expect([...langs].filter((l) => l.startsWith('fr ')).every((l) => l.endsWith('-fr.png'))).toBe(true);
    expect([...langs].filter((l) => l.startsWith('en ')).every((l) => l.endsWith('-en.png'))).toBe(true);
  });
});
