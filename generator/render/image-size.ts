// Intrinsic sizes of the site's own images (static/), so every <img> carries
// width and height and the browser reserves its box before the file arrives
// (no layout shift). SVG: its width/height attributes or viewBox; PNG: its
// header. Anything else, or a file that is not there, gets no size.
import fs from 'node:fs';
import path from 'node:path';

export type ImageSize = { width: number; height: number };

export function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const num = (v?: string) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : undefined);
  const width = num(attr('width'));
  const height = num(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box[2] > 0 && box[3] > 0) return { width: Math.round(box[2]), height: Math.round(box[3]) };
  return undefined;
}

export function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A lookup from a site path (`/img/x.svg`) to the size of static/img/x.svg, read once. */
export function staticImageSizes(staticDir: string): (href: string) => ImageSize | undefined {
  const cache = new Map<string, ImageSize | undefined>();
  return (href) => {
    if (!href.startsWith('/') || href.startsWith('//')) return undefined;
    const clean = decodeURIComponent(href.split(/[?#]/)[0]);
    if (cache.has(clean)) return cache.get(clean);
    const file = path.join(staticDir, clean);
    let size: ImageSize | undefined;
    // never outside the static folder
    if (file.startsWith(path.resolve(staticDir) + path.sep)) {
      try {
        if (/\.svg$/i.test(file)) size = svgSize(fs.readFileSync(file, 'utf8').slice(0, 4000));
        else if (/\.png$/i.test(file)) size = pngSize(fs.readFileSync(file).subarray(0, 32));
      } catch {
        size = undefined;
      }
    }
    cache.set(clean, size);
    return size;
  };
}
