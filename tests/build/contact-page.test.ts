// The contact page as the public reads it (issue 42): it never tells a
// visitor to edit the site's configuration, and it describes a form only when
// the page has one. Over the real site's build, in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { realSite } from '../real-site.ts';

const site = await realSite();

/** The text of the page's <main>, tags and scripts left out. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the contact page', () => {
  for (const contact of site.pages.filter((p) => p.key === '/docs/about-lincs/get-involved/contact-us')) {
    it(`speaks to visitors, not to the site's owner, and mentions a form only if there is one (${contact.path})`, () => {
      const file = [path.join(site.outDir, contact.path, 'index.html'), path.join(site.outDir, `${contact.path}.html`)].find((f) =>
        fs.existsSync(f),
      );
      expect(file).toBeDefined();
      const html = fs.readFileSync(file!, 'utf8');
      const text = mainText(html);
      expect(text.length).toBeGreaterThan(500);
      expect(text).not.toMatch(/site\.config|formAction|config(uration|uré|ured)?\b/i);
      if (!/<form[^>]*class="contact-form"/.test(html)) expect(text.match(/\b(form|formulaire)s?\b/gi) ?? []).toEqual([]);
    });
  }
});
