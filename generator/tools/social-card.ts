// Draws the social cards (the picture a shared link shows): one 1200 × 630
// PNG per locale, static/img/social-card-{locale}.png, with the site's title,
// tagline and logo in that locale's words (src/i18n). Run it again when those
// change:
//
//   node --import tsx generator/tools/social-card.ts
//
// Drawn once by Debian's Chromium (a dev tool here, as in the browser tests)
// and kept as files rather than per page at build time: rasterising text needs
// a font engine, which would make every build depend on a native package for
// a picture that is the same on every page of a locale.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PROJECT_ROOT as ROOT } from '../root.ts';
import { SOCIAL_CARD } from '../../src/shared/social-card.ts';
const LOCALES = ['en', 'fr'] as const;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function cardHtml(strings: Record<string, string>, logo: string): string {
  const { width, height } = SOCIAL_CARD;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; }
  body { font-family: "DejaVu Sans", "Liberation Sans", sans-serif; background: #ffffff; color: #1c1e21; }
  body { display: flex; flex-direction: column; }
  .band { height: 18px; background: linear-gradient(90deg, #a2362a, #1d5f9e); }
  .main { flex: 1; display: flex; align-items: center; gap: 64px; padding: 0 90px; }
  .logo { width: 240px; height: 240px; flex-shrink: 0; }
  h1 { font-size: 120px; margin: 0 0 18px; letter-spacing: 2px; }
  p { font-size: 46px; line-height: 1.25; margin: 0; color: #4f5661; }
  .foot { padding: 0 90px 42px; font-size: 28px; color: #1d5f9e; }
</style></head><body><div class="band"></div><div class="main">
  <img class="logo" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" alt="">
  <div><h1>${escape(strings['site.title'])}</h1><p>${escape(strings['site.tagline'])}</p></div>
</div><div class="foot">${escape(strings['social.cardFoot'])}</div></body></html>`;
}

async function main() {
  const logo = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: SOCIAL_CARD });
    for (const locale of LOCALES) {
      const strings = JSON.parse(fs.readFileSync(path.join(ROOT, `src/i18n/${locale}.json`), 'utf8')) as Record<string, string>;
      await page.setContent(cardHtml(strings, logo));
      const file = path.join(ROOT, `static/img/social-card-${locale}.png`);
      fs.writeFileSync(file, await page.screenshot({ type: 'png' }));
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
