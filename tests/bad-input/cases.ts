// The bad-input table: one row per careless or hostile input (issue 18 and
// the earlier bad-input tests), grouped by what it threatens. Each row: the
// edit to a copy of the small fixture site, the expected outcome (error,
// warning, ok), the message pattern (file and line, or entity, property and
// file) and, where it matters, the state of the output. See run.ts for what
// every row checks besides (previous output intact, no stack trace, check
// equals build).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { PREFIXES, page, term, type BuildRow, type RowSite } from './run.ts';
import { jsonLdOf } from '../helpers.ts';

const DOC = 'content/docs/learn-lod';
const unique = () => `lod-escape-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** The term page must not hold a link or image with this scheme. */
const noScheme = (scheme: RegExp) => async (s: RowSite) => {
  for (const p of ['docs/terms/x/index.html', 'fr/docs/terms/x/index.html', 'docs/learn-lod/evil/index.html']) {
    const html = await s.page(p);
    if (html) expect(html).not.toMatch(new RegExp(`(href|src)="\\s*${scheme.source}`, 'i'));
  }
};

/** A term whose exactMatch is `iri`: the term page would link to it. */
const exactMatch = (name: string, iri: string, scheme = /javascript:/): BuildRow => ({
  name: `Turtle: skos:exactMatch <${iri}> is refused, naming entity, property and file`,
  edit: (s) => s.write('data/x.ttl', term('x', `skos:exactMatch <${iri}>`)),
  outcome: 'error',
  message: /error: data\/x\.ttl: term:x skos:exactMatch: the address .* uses the scheme/,
  output: noScheme(scheme),
});

const mdLink = (label: string, markdown: string, scheme = /javascript:/): BuildRow => ({
  name: `Markdown: ${label} is refused with file and line`,
  edit: (s) => s.write(`${DOC}/evil.md`, page('Evil', `Some text.\n\n${markdown}\n`)),
  outcome: 'error',
  message: /error: content\/docs\/learn-lod\/evil\.md:7: link in \/docs\/learn-lod\/evil refused: the address .* uses the scheme/,
  output: noScheme(scheme),
});

const redirects = (list: { from: string; to: string }[]) => (s: RowSite) =>
  s.write('content/redirects.json', JSON.stringify({ redirects: list }));

/** Files were written outside the row's site? */
const nothingAt = (where: () => string) => async () => {
  await expect(fs.stat(where())).rejects.toThrow();
};

let escape = '';

export const SECURITY: BuildRow[] = [
  // 1. output-path confinement
  {
    name: 'a post slug with ../ cannot write outside the output folder',
    edit: (s) => {
      escape = unique();
      return s.write('content/blog/2024-01-02-escape.md', page('Escape', 'Text.', `slug: ../../../../tmp/${escape}/post\n`));
    },
    outcome: 'error',
    message:
      /error: content\/blog\/2024-01-02-escape\.md: the address "\/blog\/\.\.\/.*" cannot be published: it holds a "\." or "\.\." segment/,
    output: nothingAt(() => `/tmp/${escape}`),
  },
  {
    name: 'a redirect "from" with ../ cannot write outside the output folder',
    edit: (s) => {
      escape = unique();
      return redirects([{ from: `/../../../tmp/${escape}/redirect`, to: '/docs/learn-lod/basics' }])(s);
    },
    outcome: 'error',
    message: /error: content\/redirects\.json: the address "\/\.\.\/\.\.\/\.\.\/tmp\/.*" cannot be published/,
    output: nothingAt(() => `/tmp/${escape}`),
  },
  {
    name: 'a post slug with a backslash is refused',
    edit: (s) => s.write('content/blog/2024-01-02-back.md', page('Back', 'Text.', 'slug: "..\\\\..\\\\evil"\n')),
    outcome: 'error',
    message: /error: content\/blog\/2024-01-02-back\.md: the address .* cannot be published: it holds a backslash/,
  },
  {
    name: 'a post slug with a NUL is refused',
    edit: (s) => s.write('content/blog/2024-01-02-nul.md', page('Nul', 'Text.', 'slug: "a\\0b"\n')),
    outcome: 'error',
    message: /error: content\/blog\/2024-01-02-nul\.md(:\d+)?: .*(control character|NUL)/,
  },
  {
    name: 'an absolute post slug is refused',
    edit: (s) => s.write('content/blog/2024-01-02-abs.md', page('Abs', 'Text.', 'slug: /etc/evil\n')),
    outcome: 'error',
    message: /error: content\/blog\/2024-01-02-abs\.md: the address "\/blog\/\/etc\/evil" cannot be published/,
  },
  {
    name: 'a redirect "from" with a backslash is refused',
    edit: redirects([{ from: '/..\\..\\evil', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: the address .* cannot be published: it holds a backslash/,
  },
  {
    name: 'a redirect "from" with a ./ segment is refused',
    edit: redirects([{ from: '/docs/./learn-lod/x', to: '/docs/learn-lod/basics' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: the address "\/docs\/\.\/learn-lod\/x" cannot be published/,
  },
  // 2. IRI scheme allow-list, Turtle
  exactMatch('javascript', 'javascript:alert(1)'),
  exactMatch('mixed case', 'JaVaScRiPt:alert(1)', /javascript:/),
  exactMatch('upper case', 'JAVASCRIPT:alert(1)', /javascript:/),
  exactMatch('vbscript', 'vbscript:msgbox(1)', /vbscript:/),
  exactMatch('data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', /data:/),
  exactMatch('file', 'file:///etc/passwd', /file:/),
  {
    name: "Turtle: an organisation's schema:url <javascript:…> is refused and never rendered in the listing",
    edit: async (s) => {
      await s.write(
        'data/org.ttl',
        `${PREFIXES}org:evil a schema:Organization ; schema:name "Evil"@en, "Méchant"@fr ; schema:url <javascript:alert(1)> ; lv:partnerRole facet:collaborator .\n`,
      );
      await s.write(`${DOC}/evil.md`, page('Evil', 'Our collaborators.', 'listing: collaborators\n'));
    },
    outcome: 'error',
    message: /error: data\/org\.ttl: org:evil schema:url: the address "javascript:alert\(1\)" uses the scheme "javascript:"/,
    output: noScheme(/javascript:/),
  },
  {
    name: "Turtle: a dataset's lv:exploreUrl <javascript:…> is refused and never rendered in the catalogue",
    edit: async (s) => {
      await s.write(
        'data/dataset.ttl',
        `${PREFIXES}facet:active a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Active"@en, "Actif"@fr ; skos:definition "In use."@en, "En usage."@fr .
dataset:evil a schema:Dataset ; lv:status facet:active ; schema:name "Evil data"@en, "Données méchantes"@fr ; schema:alternateName "Evil"@en, "Méchant"@fr ; schema:description "A dataset."@en, "Un jeu."@fr ; lv:exploreUrl <javascript:alert(document.cookie)> .\n`,
      );
      await s.write(`${DOC}/evil.md`, page('Evil', 'Our datasets.', 'listing: datasets\n'));
      await s.write('content/docs/explore-lod/project-datasets/evil.md', page('Evil data', 'About the dataset.'));
    },
    outcome: 'error',
    message: /error: data\/dataset\.ttl: dataset:evil lv:exploreUrl: the address "javascript:alert\(document\.cookie\)" uses the scheme/,
    output: noScheme(/javascript:/),
  },
  {
    name: "Turtle: a dataset's schema:image <data:…> is refused",
    edit: async (s) => {
      await s.write(
        'data/dataset.ttl',
        `${PREFIXES}facet:active a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Active"@en, "Actif"@fr ; skos:definition "In use."@en, "En usage."@fr .
dataset:evil a schema:Dataset ; lv:status facet:active ; schema:name "Evil data"@en, "Données méchantes"@fr ; schema:alternateName "Evil"@en, "Méchant"@fr ; schema:description "A dataset."@en, "Un jeu."@fr ; schema:image <data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E> .\n`,
      );
      await s.write(`${DOC}/evil.md`, page('Evil', 'Our datasets.', 'listing: datasets\n'));
      await s.write('content/docs/explore-lod/project-datasets/evil.md', page('Evil data', 'About the dataset.'));
    },
    outcome: 'error',
    message: /error: data\/dataset\.ttl: dataset:evil schema:image: the address "data:image/,
    output: noScheme(/data:/),
  },
  {
    name: 'Turtle: an IRI with a leading tab (\\u0009javascript:) is refused',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:exactMatch <\\u0009javascript:alert(1)>')),
    outcome: 'error',
    message: /error: data\/x\.ttl(:\d+:\d+)?: /,
    output: noScheme(/javascript:/),
  },
  {
    name: 'Turtle: an entity-encoded colon stays a harmless address on this site',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:exactMatch <javascript&#58;alert(1)>')),
    outcome: 'ok',
    output: async (s) => {
      const html = (await s.page('docs/terms/x/index.html'))!;
      expect(html).not.toMatch(/href="javascript/i);
    },
  },
  {
    name: 'Turtle: http, https and mailto addresses are links',
    edit: (s) =>
      s.write(
        'data/x.ttl',
        term(
          'x',
          'skos:exactMatch <https://www.wikidata.org/entity/Q1> ; rdfs:seeAlso <mailto:info@example.org>, <http://example.org/page>',
        ),
      ),
    outcome: 'ok',
    output: async (s) => {
      const html = (await s.page('docs/terms/x/index.html'))!;
      expect(html).toContain('href="https://www.wikidata.org/entity/Q1"');
    },
  },
  // 2. IRI scheme allow-list, Markdown
  mdLink('[x](javascript:alert(1))', '[click](javascript:alert(1))'),
  mdLink('[x](JaVaScRiPt:alert(1)) in mixed case', '[click](JaVaScRiPt:alert(1))'),
  mdLink('[x](vbscript:msgbox(1))', '[click](vbscript:msgbox(1))', /vbscript:/),
  mdLink('[x](data:text/html;base64,…)', '[click](data:text/html;base64,PHNjcmlwdD4=)', /data:/),
  mdLink('an entity-encoded colon, javascript&#58;', '[click](javascript&#58;alert(1))'),
  mdLink('an entity-encoded letter, &#106;avascript:', '[click](&#106;avascript:alert(1))'),
  mdLink('leading spaces, <  javascript:…>', '[click](<  javascript:alert(1)>)'),
  mdLink('an image from javascript:', '![pic](javascript:alert(1))'),
  mdLink('<img src="javascript:…"> (Docusaurus HTML image)', '<img src="javascript:alert(1)" alt="pic" />'),
  {
    name: 'Markdown: <img src="javascript:…" onerror=…> is a positioned error; neither the handler nor the scheme is in the output',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Evil', 'Some text.\n\n<img src="javascript:alert(1)" onerror="alert(2)" alt="x" />\n')),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/evil\.md:7:32: <img onerror>: event handlers are code, which this site never runs/,
    output: async (s) => {
      await noScheme(/javascript:/)(s);
      expect((await s.page('docs/learn-lod/evil/index.html')) ?? '').not.toMatch(/onerror|alert\(/);
    },
  },
  {
    name: 'front matter: image: javascript:… is refused with file and line',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Evil', 'Text.', 'image: "javascript:alert(1)"\n')),
    outcome: 'error',
    message:
      /^error: content\/docs\/learn-lod\/evil\.md:4: front-matter field "image" refused: the address "javascript:alert\(1\)" uses the scheme/,
    output: noScheme(/javascript:/),
  },
  {
    name: 'Markdown: mailto and https links stay links',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Mail', '[write](mailto:info@example.org) and [read](https://example.org/).')),
    outcome: 'ok',
    output: async (s) => {
      const html = (await s.page('docs/learn-lod/evil/index.html'))!;
      expect(html).toContain('href="mailto:info@example.org"');
      expect(html).toContain('href="https://example.org/"');
    },
  },
  // 3. redirect targets: a single-slash site path
  {
    name: 'a redirect to /\\evil.example (read by browsers as another site) is refused',
    edit: redirects([{ from: '/old', to: '/\\evil.example/' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect from \/old to \/\\evil\.example\/ is refused/,
  },
  {
    name: 'a redirect to //evil.example is refused',
    edit: redirects([{ from: '/old', to: '//evil.example/' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect from \/old to \/\/evil\.example\/ is refused/,
  },
  {
    name: 'a redirect to another site is refused',
    edit: redirects([{ from: '/old', to: 'https://elsewhere.example/' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect from \/old to https:\/\/elsewhere\.example\/ is refused/,
  },
  {
    name: 'a redirect to javascript: is refused',
    edit: redirects([{ from: '/old', to: 'javascript:alert(1)' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect from \/old to javascript:alert\(1\) is refused/,
  },
  // 4. symbolic links
  {
    name: 'a symlink in static/ to /etc/passwd is refused, not copied',
    edit: (s) => fs.symlink('/etc/passwd', path.join(s.dir, 'static/passwd.txt')),
    outcome: 'error',
    message: /error: static\/passwd\.txt: this symbolic link leads outside the project/,
  },
  {
    name: 'a symlinked folder in static/ leading out of the project is refused',
    edit: (s) => fs.symlink('/etc', path.join(s.dir, 'static/etc')),
    outcome: 'error',
    message: /error: static\/etc: this symbolic link leads outside the project/,
  },
  {
    name: 'a symlinked .md pointing outside the project is refused',
    edit: async (s) => {
      const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-outside-'));
      await fs.writeFile(path.join(outside, 'secret.md'), page('Secret', 'Private notes that must not be published.'));
      await fs.symlink(path.join(outside, 'secret.md'), path.join(s.dir, DOC, 'secret.md'));
    },
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/secret\.md: this symbolic link leads outside the project/,
  },
  {
    name: 'a symlinked .ttl pointing outside the project is refused',
    edit: async (s) => {
      const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-outside-'));
      await fs.writeFile(path.join(outside, 'x.ttl'), term('x'));
      await fs.symlink(path.join(outside, 'x.ttl'), path.join(s.dir, 'data/x.ttl'));
    },
    outcome: 'error',
    message: /error: data\/x\.ttl: this symbolic link leads outside the project/,
  },
  {
    name: 'a symlink in static/ to a file inside the project is copied as a plain file',
    edit: (s) => fs.symlink(path.join(s.dir, 'data/glossary.ttl'), path.join(s.dir, 'static/glossary.ttl')),
    outcome: 'ok',
    output: async (s) => {
      const st = await fs.lstat(path.join(s.config.outDir, 'glossary.ttl'));
      expect(st.isSymbolicLink()).toBe(false);
      expect(st.isFile()).toBe(true);
    },
  },
  {
    name: 'a symlinked .md inside the project is published',
    edit: async (s) => {
      await s.write('notes/inside.md', page('Inside', 'A page kept elsewhere in the project.'));
      await fs.symlink(path.join(s.dir, 'notes/inside.md'), path.join(s.dir, DOC, 'inside.md'));
    },
    outcome: 'ok',
    output: async (s) => expect(await s.page('docs/learn-lod/inside/index.html')).toContain('A page kept elsewhere in the project.'),
  },
];

export const LOSS: BuildRow[] = [
  // 5. duplicate routes
  {
    name: 'two .md files on the same route: an error naming both',
    edit: (s) => s.write(`${DOC}/second/index.md`, page('Second again', 'The same address as second.md.')),
    outcome: 'error',
    message:
      /two pages have the address \/docs\/learn-lod\/second: content\/docs\/learn-lod\/second\.md and content\/docs\/learn-lod\/second\/index\.md/,
  },
  {
    name: 'two posts with the same slug: an error naming both',
    edit: async (s) => {
      await s.write('content/blog/2024-01-01-news.md', page('News', 'First.'));
      await s.write('content/blog/2024-02-01-news.md', page('News again', 'Second.'));
    },
    outcome: 'error',
    message: /two pages have the address \/blog\/news: content\/blog\/2024-01-01-news\.md and content\/blog\/2024-02-01-news\.md/,
  },
  {
    name: "a post whose front-matter slug repeats another post's: an error naming both",
    edit: async (s) => {
      await s.write('content/blog/2024-01-01-news.md', page('News', 'First.'));
      await s.write('content/blog/2024-02-01-other.md', page('Other', 'Second.', 'slug: news\n'));
    },
    outcome: 'error',
    message: /two pages have the address \/blog\/news: content\/blog\/2024-01-01-news\.md and content\/blog\/2024-02-01-other\.md/,
  },
  // 6. unclean IRI slugs
  {
    name: 'a concept IRI ending in /.. is an error',
    edit: (s) =>
      s.write(
        'data/x.ttl',
        `${PREFIXES}<https://portal.lincsproject.ca/id/term/..> a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Dots"@en, "Points"@fr ; skos:definition "d"@en, "d"@fr .\nterm:triple skos:related <https://portal.lincsproject.ca/id/term/..> .\n`,
      ),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:\.\.: the IRI must be https:\/\/portal\.lincsproject\.ca\/id\/KIND\/SLUG/,
  },
  {
    name: 'a concept IRI ending in /. is an error',
    edit: (s) =>
      s.write(
        'data/x.ttl',
        `${PREFIXES}<https://portal.lincsproject.ca/id/term/.> a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Dot"@en, "Point"@fr ; skos:definition "d"@en, "d"@fr .\n`,
      ),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:\.: the IRI must be/,
  },
  {
    name: 'a concept IRI with an extra path segment is an error',
    edit: (s) =>
      s.write(
        'data/x.ttl',
        `${PREFIXES}<https://portal.lincsproject.ca/id/term/a/b> a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "AB"@en, "AB"@fr ; skos:definition "d"@en, "d"@fr .\n`,
      ),
    outcome: 'error',
    message: /error: data\/x\.ttl: <https:\/\/portal\.lincsproject\.ca\/id\/term\/a\/b>: the IRI must be/,
  },
  // 7. language tags
  {
    name: '"…"@fr-CA counts as French: the French page shows it',
    edit: (s) => s.write('data/x.ttl', term('x', '', '"Maple"@en, "Érable canadien"@fr-CA')),
    outcome: 'ok',
    output: async (s) => {
      // the French page's own title and heading, not only the JSON-LD (which holds every literal)
      const html = (await s.page('fr/docs/terms/x/index.html'))!;
      expect(html).toMatch(/<title>Érable canadien/);
      expect(html).toMatch(/<h1[^>]*>Érable canadien<\/h1>/);
    },
  },
  {
    name: '"…"@francais: a warning naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:altLabel "Terme"@francais')),
    outcome: 'warning',
    message: /warning: data\/x\.ttl: term:x skos:altLabel: the language tag "@francais" is not one the site shows/,
  },
  {
    name: 'a French label only in @francais (the shapes let it pass): a warning naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', '', '"Term"@en, "Terme"@francais')),
    outcome: 'warning',
    message: /warning: data\/x\.ttl: term:x skos:prefLabel: the language tag "@francais" is not one the site shows/,
  },
  {
    name: 'a language tag with a subtag longer than 8 is an error with file and line',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:altLabel "Terme"@fr-waytoolongsubtag')),
    outcome: 'error',
    message: /error: data\/x\.ttl:\d+:\d+: Turtle syntax error/,
  },
  {
    name: 'a one-letter language tag (@e) is an error naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:altLabel "Term"@e')),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:altLabel: "e" is not a well-formed language tag/,
  },
  {
    name: 'a language tag with a bare singleton (@en-a) is an error',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:altLabel "Term"@en-a')),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:altLabel: "en-a" is not a well-formed language tag/,
  },
  {
    name: 'a dataset licence written as a string is an error that names the Creative Commons IRI it meant',
    edit: (s) =>
      s.write(
        'data/dataset.ttl',
        `${PREFIXES}facet:active a skos:Concept ; skos:inScheme scheme:glossary ; skos:prefLabel "Active"@en, "Actif"@fr ; skos:definition "In use."@en, "En usage."@fr .
dataset:d a schema:Dataset ; lv:status facet:active ; schema:name "Data"@en, "Données"@fr ; schema:alternateName "D"@en, "D"@fr ; schema:description "A dataset."@en, "Un jeu."@fr ;
    schema:license "CC BY-SA 4.0" .\n`,
      ),
    outcome: 'error',
    message:
      /error: data\/dataset\.ttl:\d+:\d+: dataset:d schema:license: a dataset's licence .*: "CC BY-SA 4\.0" \(did you mean <https:\/\/creativecommons\.org\/licenses\/by-sa\/4\.0\/>\?\)/,
  },
  // 8. impossible dates, redirect loops, duplicate heading ids, broken shapes
  {
    name: 'date: 2022-02-30 is refused with file and line (it shipped as March 2)',
    edit: (s) => s.write('content/blog/2022-02-01-leap.md', page('Leap', 'Text.', 'date: 2022-02-30\n')),
    outcome: 'error',
    message: /error: content\/blog\/2022-02-01-leap\.md:4: "date" 2022-02-30 is not a day of the calendar/,
  },
  {
    name: 'a post named 2022-02-30-….md is refused',
    edit: (s) => s.write('content/blog/2022-02-30-leap.md', page('Leap', 'Text.')),
    outcome: 'error',
    message: /error: content\/blog\/2022-02-30-leap\.md: the date in the file name 2022-02-30 is not a day of the calendar/,
  },
  {
    name: 'date: 2022-13-01 is refused',
    edit: (s) => s.write('content/blog/2022-02-01-month.md', page('Month', 'Text.', 'date: 2022-13-01\n')),
    outcome: 'error',
    message: /error: content\/blog\/2022-02-01-month\.md:4: "date" /,
  },
  {
    name: 'date: 2024-02-29 (a leap day) is fine',
    edit: (s) => s.write('content/blog/2024-02-01-leap.md', page('Leap', 'Text.', 'date: 2024-02-29\n')),
    outcome: 'ok',
    output: async (s) => expect(await s.page('blog/leap/index.html')).toContain('2024-02-29'),
  },
  {
    name: 'a redirect loop (a → b → a) is an error',
    edit: redirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect loop: \/a → \/b → \/a/,
  },
  {
    name: 'a redirect to itself is an error',
    edit: redirects([{ from: '/same', to: '/same' }]),
    outcome: 'error',
    message: /error: content\/redirects\.json: redirect loop: \/same → \/same/,
  },
  {
    name: 'two headings with the same {#id} are an error',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Ids', '## First {#same}\n\nText.\n\n## Second {#same}\n\nMore.')),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/evil\.md: two headings on \/docs\/learn-lod\/evil have the id #same/,
  },
  {
    name: 'a custom {#id} equal to a generated one is an error',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Ids', '## Intro\n\nText.\n\n## Other {#intro}\n\nMore.')),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/evil\.md: two headings on \/docs\/learn-lod\/evil have the id #intro/,
  },
  {
    name: 'a truncated shapes.ttl is ONE error naming shapes.ttl',
    edit: async (s) => {
      const shapes = await s.read('data/shapes.ttl');
      await s.write('data/shapes.ttl', shapes.slice(0, Math.floor(shapes.length / 2)));
    },
    outcome: 'error',
    errorCount: 1,
    message: /^error: data\/shapes\.ttl(:\d+(:\d+)?)?: /,
  },
  {
    name: 'a shapes.ttl with a misspelt SHACL prefix is ONE error naming shapes.ttl',
    edit: async (s) => {
      const shapes = await s.read('data/shapes.ttl');
      await s.write('data/shapes.ttl', shapes.replace('http://www.w3.org/ns/shacl#', 'http://www.w3.org/ns/shackle#'));
    },
    outcome: 'error',
    errorCount: 1,
    message: /^error: data\/shapes\.ttl(:\d+(:\d+)?)?: /,
  },
  {
    name: 'a shapes.ttl with a misspelt property (skos:preflabel) is ONE error naming shapes.ttl, not one per entity',
    edit: async (s) => {
      const shapes = await s.read('data/shapes.ttl');
      await s.write('data/shapes.ttl', shapes.replaceAll('skos:prefLabel', 'skos:preflabel'));
    },
    outcome: 'error',
    errorCount: 1,
    message: /^error: data\/shapes\.ttl: the shapes require skos:preflabel, which no data file uses/,
  },
  {
    name: 'a shapes.ttl whose prefix line is missing is ONE error naming shapes.ttl',
    edit: async (s) => {
      const shapes = await s.read('data/shapes.ttl');
      await s.write('data/shapes.ttl', shapes.replace(/^@prefix sh: .*$/m, ''));
    },
    outcome: 'error',
    errorCount: 1,
    message: /^error: data\/shapes\.ttl(:\d+(:\d+)?)?: /,
  },
  // from the earlier bad-input tests
  {
    name: 'Turtle with an unknown prefix',
    edit: (s) => s.write('data/x.ttl', 'nope:a nope:b nope:c .\n'),
    outcome: 'error',
    message:
      /^error: data\/x\.ttl:1:1: Turtle syntax error: the prefix "nope:" is not declared in this file: declare it at the top of the file/,
  },
  {
    name: 'a literal with the wrong datatype',
    edit: (s) =>
      s.write(
        'data/events.ttl',
        PREFIXES + 'event:e a schema:Event ; schema:name "E"@en, "É"@fr ; schema:startDate "2023-13-45"^^xsd:date .\n',
      ),
    outcome: 'error',
    message: /error: data\/events\.ttl:\d+:\d+: event:e schema:startDate/,
  },
  {
    name: 'the same term declared twice',
    edit: (s) => s.write('data/dup.ttl', term('triple', '', '"Triple (again)"@en, "Triplet (encore)"@fr')),
    outcome: 'error',
    message: /error: data\/dup\.ttl:\d+:\d+: term:triple skos:prefLabel: more than one value in English \(is the entity declared twice\?\)/,
  },
  {
    name: 'Markdown with broken front matter',
    edit: (s) => s.write(`${DOC}/bad.md`, '---\ntitle: Bad\ndescription: [not closed\n---\nBody\n'),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/bad\.md:\d+(:\d+)?: front matter is not valid YAML/,
  },
  {
    name: 'an empty Markdown file',
    edit: (s) => s.write(`${DOC}/empty.md`, ''),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/empty\.md: the file is empty/,
  },
  {
    name: 'a file in a wrong encoding',
    edit: (s) => s.write(`${DOC}/latin1.md`, Buffer.from('---\ntitle: Caf\xe9\n---\n', 'latin1')),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/latin1\.md: the file is not valid UTF-8 text/,
  },
  {
    name: 'a link to a missing page',
    edit: (s) => s.append(`${DOC}/basics.md`, '\n[gone](/docs/gone)\n'),
    outcome: 'error',
    message: /error: content\/docs\/learn-lod\/basics\.md:\d+:\d+: broken link to \/docs\/gone in \/docs\/learn-lod\/basics/,
  },
  {
    name: 'a link to a missing anchor is a warning',
    edit: (s) => s.append(`${DOC}/basics.md`, '\n[nowhere](/docs/learn-lod/second#no-such-heading)\n'),
    outcome: 'warning',
    message: /warning: content\/docs\/learn-lod\/basics\.md:\d+: link to a missing anchor #no-such-heading on \/docs\/learn-lod\/second/,
  },
  {
    name: 'an empty Turtle file is a warning',
    edit: (s) => s.write('data/empty.ttl', ''),
    outcome: 'warning',
    message: /warning: data\/empty\.ttl: the file holds no triples/,
  },
  {
    name: 'a literal with </script> and markup is shown as text',
    edit: (s) => s.write('data/x.ttl', term('x', '', '"Evil </script><script>alert(1)</script>"@en, "Méchant <b>gras</b>"@fr')),
    outcome: 'ok',
    output: async (s) => {
      const html = (await s.page('docs/terms/x/index.html'))!;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // the JSON-LD stays valid and holds the literal as it is
      expect(JSON.stringify(jsonLdOf(html))).toContain('Evil </script><script>alert(1)</script>');
      expect(await s.page('fr/docs/terms/x/index.html')).toContain('Méchant &lt;b&gt;gras&lt;/b&gt;');
    },
  },
];

export const CRASHES: BuildRow[] = [
  // 9. crashes that must become positioned errors
  {
    name: 'a NUL in a Turtle literal: an error naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', '', '"A\\u0000b"@en, "B"@fr')),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:prefLabel: the text holds a control character \(U\+0000\)/,
  },
  {
    name: 'a bell character in a Turtle literal: an error naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', 'skos:altLabel "ring\\u0007"@en')),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x skos:altLabel: the text holds a control character \(U\+0007\)/,
  },
  {
    name: 'a NUL in a page title: an error with file and line',
    edit: (s) => s.write(`${DOC}/evil.md`, '---\ntitle: "X\\0y"\ndescription: d\n---\nBody\n'),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/evil\.md:2: front-matter field "title" holds a control character \(U\+0000\)/,
  },
  {
    name: 'a control character in a description: an error with file and line',
    edit: (s) => s.write(`${DOC}/evil.md`, '---\ntitle: X\ndescription: "a\\x01b"\n---\nBody\n'),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/evil\.md:3: front-matter field "description" holds a control character \(U\+0001\)/,
  },
  {
    name: 'a predicate IRI ending in a digit: an error naming entity, property and file',
    edit: (s) => s.write('data/x.ttl', term('x', '<https://example.org/vocab/2024> "x"')),
    outcome: 'error',
    message: /error: data\/x\.ttl: term:x <https:\/\/example\.org\/vocab\/2024>: a property IRI must end with a name/,
  },
  {
    name: 'a post with date: "not a date": an error with file and line',
    edit: (s) => s.write('content/blog/2024-01-01-when.md', page('When', 'Text.', 'date: "not a date"\n')),
    outcome: 'error',
    message: /^error: content\/blog\/2024-01-01-when\.md:4: "date" should be a date written YYYY-MM-DD, not "not a date"/,
  },
  {
    name: 'a doc with date: "not a date": the same error',
    edit: (s) => s.write(`${DOC}/evil.md`, page('When', 'Text.', 'date: "not a date"\n')),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/evil\.md:4: "date" should be a date written YYYY-MM-DD/,
  },
  {
    name: '2,000 nested > in Markdown: an error with file and line',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Deep', 'Text.\n\n' + '>'.repeat(2000) + ' deep')),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/evil\.md:7: quotes nested 2000 deep/,
  },
  {
    name: '2,000 nested > with spaces: the same error',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Deep', '> '.repeat(2000) + 'deep')),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/evil\.md:5: quotes nested 2000 deep/,
  },
  {
    name: '20 nested > build fine',
    edit: (s) => s.write(`${DOC}/evil.md`, page('Deep', '>'.repeat(20) + ' deep enough')),
    outcome: 'ok',
    output: async (s) => expect(await s.page('docs/learn-lod/evil/index.html')).toContain('deep enough'),
  },
];

export const LIMITS: BuildRow[] = [
  // 10. a page above the documented size limit is refused, not hung on
  {
    name: 'a Markdown page above the size limit (17 MB) is refused with a clear error',
    edit: (s) =>
      s.write(
        `${DOC}/huge.md`,
        page('Huge', ('Linked open data connects records across collections. '.repeat(20) + '\n\n').repeat(16_000)),
      ),
    outcome: 'error',
    message: /^error: content\/docs\/learn-lod\/huge\.md: the page is 1\d\.\d MB; a Markdown page may hold at most 16 MB/,
    timeoutMs: 60_000,
  },
  {
    name: 'a 5 MB Markdown page builds',
    edit: (s) => {
      const paragraph = 'Linked open data connects records about people, places and works across collections. ';
      return s.write(
        `${DOC}/huge.md`,
        page('Huge', Array.from({ length: 640 }, (_, i) => `## Section ${i}\n\n${paragraph.repeat(95)}\n`).join('\n')),
      );
    },
    outcome: 'ok',
    output: async (s) => expect(await s.page('docs/learn-lod/huge/index.html')).toContain('id="section-639"'),
    timeoutMs: 60_000,
  },
  // 11. leftovers of killed builds
  {
    name: 'a stale out.tmp-* folder of a killed build is removed by the next build',
    edit: async (s) => {
      await s.write('out.tmp-999999-1/junk.html', 'left by a killed build');
      await s.write('out.old-999998-1/junk.html', 'left by a killed build');
    },
    outcome: 'ok',
    output: async (s) => {
      await expect(fs.stat(path.join(s.dir, 'out.tmp-999999-1'))).rejects.toThrow();
      await expect(fs.stat(path.join(s.dir, 'out.old-999998-1'))).rejects.toThrow();
    },
  },
  {
    name: 'a temporary folder of a build still running (live PID) is left alone',
    edit: (s) => s.write(`out.tmp-${process.ppid}-1/page.html`, 'a running build'),
    outcome: 'ok',
    output: async (s) => expect((await fs.stat(path.join(s.dir, `out.tmp-${process.ppid}-1`))).isDirectory()).toBe(true),
  },
];
