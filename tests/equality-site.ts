// The site both equality suites edit (tests/dev/incremental-equality.test.ts
// for the dev server, tests/build/incremental-build-equality.test.ts for the
// build) and the one list of edits they apply to it in turn: a copy of the
// fixture site with a tool and its listing, a blog post, a redirect, a
// section landing page and pages its sidebar edits do not move, a static
// folder of its own with a picture a page shows and a stylesheet.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../generator/config.ts';
import { fixtureSite, ROOT } from './helpers.ts';

const TOOL = `@prefix schema: <https://schema.org/> .
@prefix lv: <https://portal.lincsproject.ca/vocab#> .
@prefix facet: <https://portal.lincsproject.ca/id/facet/> .
@prefix tool: <https://portal.lincsproject.ca/id/tool/> .
tool:sample-tool a schema:SoftwareApplication ;
    schema:name "Sample Tool" ;
    schema:abstract "A tool used by the tests."@en, "Un outil utilisé par les tests."@fr ;
    schema:description "A tool that exists only in the equality tests."@en,
        "Un outil qui n’existe que dans les tests d’égalité."@fr ;
    schema:applicationCategory facet:browsing ;
    schema:educationalLevel facet:beginner ;
    lv:origin facet:adopted ;
    lv:requiresAccount false .
`;

/** A Markdown page with a title, a description and a line of text; `extra` is more front matter. */
export const simplePage = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: The page ${title}.\n${extra}---\n\nThe text of ${title}.\n`;

export interface EqualitySite {
  dir: string;
  /** drafts shown (as dev shows them): a draft page's links stay valid */
  config: SiteConfig;
  file: (rel: string) => string;
  /** Changes a file of the site; an edit that changes nothing is a mistake of the test. */
  edit: (rel: string, change: (text: string) => string) => Promise<void>;
}

export async function equalitySite(): Promise<EqualitySite> {
  const fixture = await fixtureSite();
  const dir = fixture.dir;
  const file = (rel: string) => path.join(dir, rel);
  const edit = async (rel: string, change: (text: string) => string) => {
    const text = await fs.readFile(file(rel), 'utf8');
    const next = change(text);
    if (next === text) throw new Error(`the edit of ${rel} changed nothing`);
    await fs.writeFile(file(rel), next);
  };
  await fs.writeFile(file('data/tools.ttl'), TOOL);
  await fs.mkdir(file('content/docs/tools/sample-tool'), { recursive: true });
  await fs.writeFile(file('content/docs/tools/index.md'), simplePage('Tools', 'listing: tools\n'));
  await fs.writeFile(file('content/docs/tools/sample-tool/index.md'), simplePage('Sample Tool', 'entity: tool/sample-tool\n'));
  await fs.mkdir(file('content/blog'), { recursive: true });
  const post = '---\ntitle: First post\ndescription: A post.\n---\nThe first post.\n\n<!-- truncate -->\n\nMore.\n';
  await fs.writeFile(file('content/blog/2024-03-01-first-post.md'), post);
  const redirects = { redirects: [{ from: '/old-basics', to: '/docs/learn-lod/basics' }] };
  await fs.writeFile(file('content/redirects.json'), JSON.stringify(redirects));
  // the section's own landing page: without it the navbar leads to the sidebar's first page, and every page
  // changes with it; pages of the same sidebar that the edits do not move: only their sidebar changes
  await fs.writeFile(file('content/docs/learn-lod/index.md'), simplePage('Learn LOD', 'sidebar_position: 0\n'));
  await fs.writeFile(file('content/docs/learn-lod/later.md'), simplePage('Later', 'sidebar_position: 8\n'));
  await fs.writeFile(file('content/docs/learn-lod/last.md'), simplePage('Last', 'sidebar_position: 9\n'));
  await fs.cp(path.join(ROOT, 'static'), file('static'), { recursive: true });
  await fs.mkdir(file('static/css'), { recursive: true });
  await fs.writeFile(file('static/css/extra.css'), '.extra { color: teal; }\n');
  await edit('content/docs/learn-lod/second.md', (t) => t + '\n![The logo](/img/logo.svg)\n');
  return { dir, config: { ...fixture.config, production: false, staticDir: file('static') }, file, edit };
}

export interface Edit {
  name: string;
  apply: (site: EqualitySite) => Promise<void>;
  /**
   * the build suite only: an edit of the static folder, which the dev server serves from the folder as it is,
   * or of what only the build cache's keys record (an entity's documents)
   */
  buildOnly?: boolean;
}

const SECOND = 'content/docs/learn-lod/second.md';
const lod = (name: string) => `content/docs/learn-lod/${name}`;
const FR_DEFINITION = '"Les choix de modélisation documentés d\'un jeu de données."@fr';

/** The edits, in the order they are made (each builds on those before it). */
export const EDITS: Edit[] = [
  { name: 'a Markdown body edit', apply: ({ edit }) => edit(SECOND, (t) => t + '\nA sentence added by the equality test.\n') },
  { name: 'a title edit', apply: ({ edit }) => edit(lod('basics.md'), (t) => t.replace('title: Basics', 'title: The basics')) },
  {
    name: 'a slug edit (a post)',
    apply: ({ edit }) =>
      edit('content/blog/2024-03-01-first-post.md', (t) => t.replace('title: First post', 'title: First post\nslug: opening-post')),
  },
  { name: 'a sidebar position edit', apply: ({ edit }) => edit(SECOND, (t) => t.replace('sidebar_position: 2', 'sidebar_position: 5')) },
  {
    name: 'a draft flag edit',
    apply: ({ edit }) => edit(SECOND, (t) => t.replace('sidebar_position: 5', 'sidebar_position: 5\ndraft: true')),
  },
  { name: 'a draft flag removed', apply: ({ edit }) => edit(SECOND, (t) => t.replace('draft: true\n', '')) },
  { name: "a term's label edit", apply: ({ edit }) => edit('data/glossary.ttl', (t) => t.replace('"Triple"@en', '"Triple statement"@en')) },
  {
    name: "a term's related link edit",
    apply: ({ edit }) =>
      edit('data/glossary.ttl', (t) => t.replace(`${FR_DEFINITION} .`, `${FR_DEFINITION} ;\n    skos:related term:ontology .`)),
  },
  { name: "a tool's facet edit", apply: ({ edit }) => edit('data/tools.ttl', (t) => t.replace('facet:browsing', 'facet:searching')) },
  {
    // the entity's page stops listing the French page (a draft is not published), and the site graph has neither
    name: "a draft French translation of an entity's page",
    apply: ({ file }) =>
      fs.writeFile(
        file('content/docs/tools/sample-tool/index.fr.md'),
        simplePage('Outil exemple', 'entity: tool/sample-tool\ndraft: true\n'),
      ),
    buildOnly: true,
  },
  {
    // every entity document's Turtle gets the new kind's prefix
    name: 'an entity of a kind the data had none of',
    apply: ({ file }) =>
      fs.writeFile(
        file('data/organizations.ttl'),
        '@prefix schema: <https://schema.org/> .\n' +
          '<https://portal.lincsproject.ca/id/organization/sample-org> a schema:Organization ; schema:name "Sample Org" .\n',
      ),
    buildOnly: true,
  },
  {
    name: 'a new page',
    apply: ({ file }) =>
      fs.writeFile(file(lod('third.md')), '---\ntitle: Third page\ndescription: A new page.\nsidebar_position: 3\n---\nA third page.\n'),
  },
  {
    // the French sidebars keep their entries, labels and links: only the entry's lang="en" goes
    name: 'a new French translation under the English title (only whether the page is untranslated changes)',
    apply: async ({ file }) => {
      const twin = (await fs.readFile(file(lod('third.md')), 'utf8')).replace('A third page.', 'Une troisième page.');
      await fs.writeFile(file(lod('third.fr.md')), twin);
    },
  },
  {
    name: 'a renamed page',
    apply: async ({ file }) => {
      await fs.rename(file(lod('third.md')), file(lod('fourth.md')));
      await fs.rename(file(lod('third.fr.md')), file(lod('fourth.fr.md')));
    },
  },
  {
    name: 'a deleted page',
    apply: async ({ file }) => {
      await fs.rm(file(lod('fourth.md')));
      await fs.rm(file(lod('fourth.fr.md')));
    },
  },
  {
    name: 'a redirect added and one sent elsewhere',
    apply: async ({ file }) => {
      const redirects = [
        { from: '/old-basics', to: '/docs/learn-lod/later' },
        { from: '/old-second', to: '/docs/learn-lod/second' },
      ];
      await fs.writeFile(file('content/redirects.json'), JSON.stringify({ redirects }));
    },
  },
  {
    name: 'a static file edit (a picture a page shows, with new dimensions, of the same size)',
    apply: ({ edit }) => edit('static/img/logo.svg', (t) => t.replace('width="32" height="32"', 'width="64" height="48"')),
    buildOnly: true,
  },
  {
    name: 'a CSS file edit (of the same size: the bytes are compared)',
    apply: ({ edit }) => edit('static/css/extra.css', (t) => t.replace('teal', 'navy')),
    buildOnly: true,
  },
];
