// The scheme allow-list itself (src/shared/safe-url.ts), and the components that
// call it again as a second line of defence: even data that escaped
// validation never becomes a javascript: link or image.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { isSafeUrl, urlScheme } from '../../src/shared/safe-url.ts';
import { EntityPanelView } from '../../src/components/EntityPanel.tsx';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '\u0000javascript:alert(1)',
];
const ALLOWED = [
  'https://example.org/',
  'http://example.org/',
  'mailto:info@example.org',
  '/docs/x',
  '#anchor',
  'docs/x',
  '?q=1',
  'HTTPS://EXAMPLE.ORG/',
  '//example.org/',
];
// '//example.org/' is another site over https: a plain external link, not a scheme attack

describe('the scheme allow-list', () => {
  for (const u of REFUSED) it(`refuses ${JSON.stringify(u)}`, () => expect(isSafeUrl(u)).toBe(false));
  for (const u of ALLOWED) it(`allows ${JSON.stringify(u)}`, () => expect(isSafeUrl(u)).toBe(true));
  it('names the scheme a browser would see', () => expect(urlScheme(' Java\tScript&#58;x')).toBe('javascript'));
});

describe('components call it too', () => {
  it('an entity panel never links or shows an image from a refused address', () => {
    const html = renderToStaticMarkup(
      createElement(EntityPanelView, {
        locale: 'en',
        panel: {
          kind: 'dataset',
          iri: 'https://portal.lincsproject.ca/id/dataset/x',
          summary: 'S',
          keywords: [],
          leads: [],
          image: { src: 'javascript:alert(1)', alt: '' },
          licence: { text: 'Evil', href: 'vbscript:msgbox(1)' },
          exploreUrl: 'JaVaScRiPt:alert(1)',
          profileHref: 'https://example.org/',
        },
      }),
    );
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).toContain('href="https://example.org/"');
    expect(html).toContain('Evil');
  });
});
