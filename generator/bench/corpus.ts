// A deterministic synthetic corpus for the benchmark: the same work as the
// Docusaurus anchor's (shared/bench/anchor-docusaurus/gen-site.mjs), in this
// project's own formats. At scale 1: 300 docs in the six sections (about-lincs
// 60, create-lod 20, explore-lod 45, learn-lod 10, terms 120, tools 45), 35
// posts by 6 authors with 9 tags, French for ~60% of docs and ~40% of posts,
// 3–6 headings a page with two paragraphs of 40–100 words under each, Turtle
// and SPARQL blocks, tables and internal links at the anchor's rates.
//
// Where the anchor has Markdown, this corpus puts what the portal keeps in the
// graph into Turtle: the 120 terms are SKOS concepts (labels, definitions,
// examples, related and broader links in both languages), tool and dataset
// pages name a schema.org entity, and people, groups, organisations and
// events feed the listing pages — so the query stage does its real work. The
// anchor's term pages also carry a Markdown body; that body is kept here as
// the term's prose (content/docs/terms/{slug}.md), so both generators render
// the same amount of text.
//
// Pure: makeCorpus returns the files; writeCorpus puts them in a folder.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface CorpusOptions {
  /** 1 = the anchor's size; counts are multiplied by it (fractions allowed, for tests) */
  scale: number;
  /** the pseudo-random sequence; same scale and seed give byte-identical files */
  seed?: number;
}

export interface CorpusFile {
  /** relative to the corpus folder: data/… or content/… */
  path: string;
  content: string;
}

export interface CorpusStats {
  docs: Record<string, number>;
  docsTotal: number;
  docsFrench: number;
  posts: number;
  postsFrench: number;
  authors: number;
  tags: number;
  terms: number;
  tools: number;
  datasets: number;
  people: number;
  organizations: number;
  events: number;
  links: number;
  codeBlocks: number;
  tables: number;
  headings: number;
  /** a French-translated doc page with nothing but prose (no listing, no entity): the page the bench weighs */
  sampleDoc: string;
}

export interface Corpus {
  files: CorpusFile[];
  stats: CorpusStats;
}

export const DEFAULT_SEED = 7;

/** A corpus's size in one line, as the benchmark prints it before building it. */
export function describeCorpus(s: CorpusStats): string {
  return (
    `${s.docsTotal} docs (${s.docsFrench} in French), ${s.posts} posts (${s.postsFrench} in French), ` +
    `${s.terms} terms, ${s.tools} tools, ${s.datasets} datasets, ${s.people} people, ${s.events} events`
  );
}

/** Docs per section at scale 1, as in the anchor. */
export const SECTION_SIZES = { 'about-lincs': 60, 'create-lod': 20, 'explore-lod': 45, 'learn-lod': 10, terms: 120, tools: 45 } as const;
export type Section = keyof typeof SECTION_SIZES;
export const POSTS_AT_SCALE_1 = 35;
export const DOC_FRENCH_RATE = 0.6;
export const POST_FRENCH_RATE = 0.4;
/** the blog tags declared in data/vocab.ttl (the anchor uses the same nine) */
export const BLOG_TAGS = [
  'cwrc',
  'digital-humanities',
  'linked-open-data',
  'metadata',
  'ontologies',
  'research',
  'semantic-web',
  'technical',
  'ux',
];
export const AUTHORS = 6;

const FUNCTIONS = [
  'cleaning',
  'reconciling',
  'converting',
  'transforming',
  'browsing',
  'searching',
  'visualizing',
  'exploration-platform',
  'review-platform',
];
const LEVELS = ['beginner', 'intermediate', 'expert'];
const ORIGINS = ['made-by-lincs', 'adopted', 'enhanced-by-lincs', 'partner'];
const STATUSES = ['published', 'converting-status', 'in-review', 'planned'];
const ROLES = ['funding-partner', 'infrastructure-partner', 'collaborator', 'dataset-partner', 'ecosystem'];
const EVENT_KINDS = ['conference', 'workshop', 'webinar', 'call-for-proposals'];

// Word pools in each language, close to the anchor's mix of domain words.
const WORDS = {
  en: (
    'linked open data ontology graph triple entity vocabulary query schema identifier archive corpus metadata ' +
    'transformation reconciliation publication research collection heritage culture digital humanities knowledge ' +
    'matching mapping workflow researchers dataset application profile statement literal property class resource ' +
    'annotation provenance authority record source edition'
  ).split(' '),
  fr: (
    'données liées ontologie graphe triplet entité vocabulaire requête schéma identifiant archive corpus métadonnées ' +
    'transformation réconciliation publication recherche collection patrimoine culture humanités numérique ' +
    'connaissances appariement correspondance chercheurs profil application énoncé littéral propriété classe ' +
    'ressource annotation provenance autorité notice source édition'
  ).split(' '),
};

type Lang = 'en' | 'fr';

/** mulberry32: a small, exact (32-bit integer) generator, so runs agree on every machine. */
function makeRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(a: readonly T[]): T => a[int(a.length)];
  return { next, int, pick };
}

const count = (n: number, scale: number) => Math.max(1, Math.round(n * scale));
/** Item i is translated when the running share crosses the rate: an exact ratio at every size, spread evenly. */
const translated = (i: number, rate: number) => Math.floor((i + 1) * rate) > Math.floor(i * rate);
const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
/** A Turtle string literal (the words have no quotes, but escape anyway). */
const lit = (s: string, lang?: Lang) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"${lang ? '@' + lang : ''}`;
/** YAML needs quotes around a title that could read as another type; ours are words and digits. */
const yaml = (s: string) => JSON.stringify(s);

const PREFIXES = `@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix schema: <https://schema.org/> .
@prefix dcat: <http://www.w3.org/ns/dcat#> .
@prefix dct: <http://purl.org/dc/terms/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix lv: <https://portal.lincsproject.ca/vocab#> .
@prefix scheme: <https://portal.lincsproject.ca/id/scheme/> .
@prefix facet: <https://portal.lincsproject.ca/id/facet/> .
@prefix term: <https://portal.lincsproject.ca/id/term/> .
@prefix tool: <https://portal.lincsproject.ca/id/tool/> .
@prefix dataset: <https://portal.lincsproject.ca/id/dataset/> .
@prefix event: <https://portal.lincsproject.ca/id/event/> .
@prefix person: <https://portal.lincsproject.ca/id/person/> .
@prefix org: <https://portal.lincsproject.ca/id/organization/> .
@prefix group: <https://portal.lincsproject.ca/id/group/> .
`;

/** A doc page of the corpus: where its file goes, its route, and the entity or listing it shows. */
interface DocSpec {
  section: Section;
  file: string;
  key: string;
  entity?: string;
  listing?: string;
}

/**
 * What every part of the corpus is written with. All parts draw from one random sequence, so the order in
 * which makeCorpus() calls them is part of the output: a new part goes at the end, or every corpus changes.
 */
interface Writer {
  rnd: ReturnType<typeof makeRandom>;
  stats: CorpusStats;
  files: CorpusFile[];
  words: (n: number, lang: Lang) => string;
  para: (lang: Lang) => string;
  sentence: (lang: Lang) => string;
}

function emptyStats(): CorpusStats {
  return {
    docs: {},
    docsTotal: 0,
    docsFrench: 0,
    posts: 0,
    postsFrench: 0,
    authors: AUTHORS,
    tags: BLOG_TAGS.length,
    terms: 0,
    tools: 0,
    datasets: 0,
    people: 0,
    organizations: 0,
    events: 0,
    links: 0,
    codeBlocks: 0,
    tables: 0,
    headings: 0,
    sampleDoc: '',
  };
}

/** Every doc page of the corpus, by section, planned before any is written so bodies can link to any of them. */
function planDocs(n: Record<Section, number>, nDatasets: number, nTools: number): DocSpec[] {
  const docs: DocSpec[] = [];
  const add = (section: Section, rel: string, extra: Partial<DocSpec> = {}) => {
    const key = `/docs/${section}/${rel}`.replace(/\/index$/, '');
    docs.push({ section, file: `content/docs/${section}/${rel}`, key, ...extra });
  };
  const ABOUT_LISTINGS = ['team', 'committees', 'funding-partners', 'collaborators', 'events'];
  for (let i = 0; i < n['about-lincs']; i++)
    add('about-lincs', `page-${i}`, i < ABOUT_LISTINGS.length ? { listing: ABOUT_LISTINGS[i] } : {});
  for (let i = 0; i < n['create-lod']; i++) add('create-lod', `page-${i}`);
  add('explore-lod', 'index', { listing: 'datasets' });
  for (let i = 0; i < nDatasets; i++) add('explore-lod', `project-datasets/dataset-${i}`, { entity: `dataset/dataset-${i}` });
  for (let i = nDatasets + 1; i < n['explore-lod']; i++) add('explore-lod', `page-${i}`);
  for (let i = 0; i < n['learn-lod']; i++) add('learn-lod', `page-${i}`);
  for (let i = 0; i < n.terms; i++) add('terms', `term-${i}`);
  add('tools', 'index', { listing: 'tools' });
  for (let i = 0; i < nTools; i++) add('tools', `tool-${i}`, { entity: `tool/tool-${i}` });
  return docs;
}

/** The Markdown body of a doc or post: headed sections with, now and then, code, a table and a link to another doc. */
function makeBody(w: Writer, linkTargets: string[]): (lang: Lang) => string {
  const { rnd, stats, words, para } = w;
  return (lang) => {
    let s = '';
    const h = 3 + rnd.int(4);
    stats.headings += h;
    for (let k = 0; k < h; k++) {
      s += `\n${'#'.repeat(2 + (k % 3))} ${capital(words(3, lang))} ${k}\n\n${para(lang)}\n\n${para(lang)}\n`;
      if (rnd.next() < 0.3) {
        stats.codeBlocks++;
        s +=
          '\n```turtle\n@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n' +
          '<https://example.org/t> a skos:Concept ; skos:prefLabel "x"@' +
          lang +
          ' .\n```\n';
      }
      if (rnd.next() < 0.2) {
        stats.codeBlocks++;
        s += '\n```sparql\nSELECT ?s WHERE { ?s a ?o } LIMIT 10\n```\n';
      }
      if (rnd.next() < 0.2) {
        stats.tables++;
        s += '\n| a | b |\n|---|---|\n| 1 | 2 |\n';
      }
      if (rnd.next() < 0.5) {
        stats.links++;
        s += `\n${lang === 'fr' ? 'Voir' : 'See'} [${lang === 'fr' ? 'une page liée' : 'a related page'}](${rnd.pick(linkTargets)}).\n`;
      }
    }
    return s;
  };
}

function writeDocs(w: Writer, docs: DocSpec[], body: (lang: Lang) => string): void {
  const { files, stats, words, sentence } = w;
  docs.forEach((d, i) => {
    const titles = { en: `${capital(words(3, 'en'))} ${i}`, fr: `${capital(words(3, 'fr'))} ${i}` };
    const fm = (lang: Lang) =>
      [
        '---',
        `title: ${yaml(titles[lang])}`,
        `description: ${yaml(sentence(lang))}`,
        `sidebar_position: ${i}`,
        ...(d.entity ? [`entity: ${d.entity}`] : []),
        ...(d.listing ? [`listing: ${d.listing}`] : []),
        '---',
        '',
      ].join('\n');
    files.push({ path: `${d.file}.md`, content: fm('en') + body('en') });
    stats.docs[d.section] = (stats.docs[d.section] ?? 0) + 1;
    stats.docsTotal++;
    if (translated(i, DOC_FRENCH_RATE)) {
      files.push({ path: `${d.file}.fr.md`, content: fm('fr') + body('fr') });
      stats.docsFrench++;
      if (!stats.sampleDoc && !d.entity && !d.listing) stats.sampleDoc = d.key;
    }
  });
}

/** The SKOS glossary: a tree of broader links, related links that respect it, labels and definitions in both languages. */
function writeGlossary(w: Writer, nTerms: number): void {
  const { rnd, words, para, sentence } = w;
  w.stats.terms = nTerms;
  // broader links first: a related link may not join a concept to one of its
  // ancestors or descendants (SKOS integrity condition S27, checked by the build)
  const broader = Array.from({ length: nTerms }, (_, i) => (i > 0 && rnd.next() < 0.2 ? rnd.int(i) : -1));
  const ancestors = (i: number) => {
    const up = new Set<number>();
    for (let j = broader[i]; j >= 0; j = broader[j]) up.add(j);
    return up;
  };
  const tops = broader.flatMap((b, i) => (b < 0 ? [i] : []));
  let glossary =
    `${PREFIXES}\nscheme:glossary a skos:ConceptScheme ;\n` +
    '    skos:prefLabel "Synthetic glossary"@en, "Glossaire synthétique"@fr ;\n' +
    `    skos:hasTopConcept ${tops.map((i) => `term:term-${i}`).join(', ')} .\n`;
  for (let i = 0; i < nTerms; i++) {
    const label = (lang: Lang) => `${capital(words(2, lang))} ${i}`;
    const up = ancestors(i);
    const related = [...new Set(Array.from({ length: 1 + rnd.int(4) }, () => rnd.int(nTerms)))].filter(
      (j) => j !== i && !up.has(j) && !ancestors(j).has(i),
    );
    const lines = [
      `term:term-${i} a skos:Concept ;`,
      broader[i] < 0 ? '    skos:inScheme scheme:glossary ; skos:topConceptOf scheme:glossary ;' : '    skos:inScheme scheme:glossary ;',
      `    skos:prefLabel ${lit(label('en'), 'en')}, ${lit(label('fr'), 'fr')} ;`,
    ];
    if (rnd.next() < 0.3) lines.push(`    skos:altLabel ${lit(words(2, 'en'), 'en')}, ${lit(words(2, 'fr'), 'fr')} ;`);
    lines.push(`    skos:definition ${lit(para('en'), 'en')},\n        ${lit(para('fr'), 'fr')} ;`);
    if (rnd.next() < 0.5) lines.push(`    skos:example ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;`);
    if (broader[i] >= 0) lines.push(`    skos:broader term:term-${broader[i]} ;`);
    if (related.length) lines.push(`    skos:related ${related.map((j) => `term:term-${j}`).join(', ')} ;`);
    lines.push(`    rdfs:seeAlso <https://example.org/reading/${i}> .`);
    glossary += '\n' + lines.join('\n') + '\n';
  }
  w.files.push({ path: 'data/glossary.ttl', content: glossary });
}

function writeTools(w: Writer, nTools: number): void {
  const { rnd, words, para, sentence } = w;
  w.stats.tools = nTools;
  let tools = PREFIXES;
  for (let i = 0; i < nTools; i++) {
    const fns = [...new Set([rnd.pick(FUNCTIONS), rnd.pick(FUNCTIONS)])];
    tools += `
tool:tool-${i} a schema:SoftwareApplication ;
    schema:name ${lit(`${capital(words(2, 'en'))} ${i}`)} ;
    schema:abstract ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:description ${lit(para('en'), 'en')},
        ${lit(para('fr'), 'fr')} ;
    schema:url <https://example.org/tools/${i}> ;
    schema:applicationCategory ${fns.map((f) => `facet:${f}`).join(', ')} ;
    schema:educationalLevel facet:${rnd.pick(LEVELS)} ;
    lv:origin facet:${rnd.pick(ORIGINS)} ;
    lv:requiresAccount ${rnd.next() < 0.3} ;
    schema:keywords ${lit(words(1, 'en'), 'en')}, ${lit(words(1, 'en'), 'en')}, ${lit(words(1, 'fr'), 'fr')}, ${lit(words(1, 'fr'), 'fr')} .
`;
  }
  w.files.push({ path: 'data/tools.ttl', content: tools });
}

function writeDatasets(w: Writer, nDatasets: number): void {
  const { rnd, words, para, sentence } = w;
  w.stats.datasets = nDatasets;
  let datasets = PREFIXES;
  for (let i = 0; i < nDatasets; i++) {
    const short = (lang: Lang) => `${capital(words(1, lang))} ${i}`;
    datasets += `
dataset:dataset-${i} a schema:Dataset, dcat:Dataset ;
    schema:alternateName ${lit(short('en'), 'en')}, ${lit(short('fr'), 'fr')} ;
    schema:name ${lit(`${capital(words(5, 'en'))} ${i}`, 'en')}, ${lit(`${capital(words(5, 'fr'))} ${i}`, 'fr')} ;
    schema:abstract ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:description ${lit(para('en'), 'en')},
        ${lit(para('fr'), 'fr')} ;
    lv:status facet:${rnd.pick(STATUSES)} ;
    schema:keywords ${lit(words(1, 'en'), 'en')}, ${lit(words(1, 'fr'), 'fr')} ;
    dct:source ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    lv:exploreUrl <https://example.org/explore/${i}> ;
    schema:license <https://creativecommons.org/licenses/by/4.0/> .
`;
  }
  w.files.push({ path: 'data/datasets.ttl', content: datasets });
}

/** LINCS itself, its teams and committees, the blog's authors, staff who belong to groups, and partner organisations. */
function writePeople(w: Writer, scale: number): void {
  const { rnd, words, sentence } = w;
  const nTeams = count(4, scale);
  const nCommittees = count(2, scale);
  const nStaff = count(24, scale);
  const nOrgs = count(15, scale);
  const groups = [
    ...Array.from({ length: nTeams }, (_, i) => ({ id: `team-${i}`, kind: 'team' })),
    ...Array.from({ length: nCommittees }, (_, i) => ({ id: `committee-${i}`, kind: 'committee' })),
  ];
  let people =
    PREFIXES +
    `
org:lincs a schema:Organization ;
    schema:name "LINCS" ;
    schema:description ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} .
`;
  for (const g of groups) {
    people += `
group:${g.id} a schema:Organization ;
    lv:groupKind facet:${g.kind} ;
    schema:name ${lit(`${capital(words(2, 'en'))} ${g.id}`, 'en')}, ${lit(`${capital(words(2, 'fr'))} ${g.id}`, 'fr')} ;
    schema:description ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:parentOrganization org:lincs .
`;
  }
  const person = (slug: string, name: string) => {
    const memberOf = [...new Set([rnd.pick(groups).id, rnd.pick(groups).id])];
    return `
person:${slug} a schema:Person ;
    schema:name ${lit(name)} ;
    schema:jobTitle ${lit(capital(words(2, 'en')), 'en')}, ${lit(capital(words(2, 'fr')), 'fr')} ;
    schema:description ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:memberOf ${memberOf.map((g) => `group:${g}`).join(', ')} .
`;
  };
  for (let i = 1; i <= AUTHORS; i++) people += person(`author-${i}`, `Author ${i}`);
  for (let i = 0; i < nStaff; i++) people += person(`person-${i}`, `Person ${i}`);
  for (let i = 0; i < nOrgs; i++) {
    people += `
org:org-${i} a schema:Organization ;
    schema:name ${lit(`${capital(words(3, 'en'))} ${i}`, 'en')}, ${lit(`${capital(words(3, 'fr'))} ${i}`, 'fr')} ;
    schema:description ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:url <https://example.org/partners/${i}> ;
    lv:partnerRole facet:${rnd.pick(ROLES)} .
`;
  }
  w.stats.people = AUTHORS + nStaff;
  w.stats.organizations = 1 + groups.length + nOrgs;
  w.files.push({ path: 'data/people.ttl', content: people });
}

function writeEvents(w: Writer, scale: number): void {
  const { rnd, words, sentence } = w;
  const nEvents = count(12, scale);
  w.stats.events = nEvents;
  let events = PREFIXES;
  for (let i = 0; i < nEvents; i++) {
    const start = new Date(Date.UTC(2019, 0, 1) + rnd.int(10 * 365) * 86400000);
    const end = new Date(start.getTime() + rnd.int(3) * 86400000);
    events += `
event:event-${i} a schema:Event ;
    schema:name ${lit(`${capital(words(3, 'en'))} ${i}`, 'en')}, ${lit(`${capital(words(3, 'fr'))} ${i}`, 'fr')} ;
    schema:description ${lit(sentence('en'), 'en')}, ${lit(sentence('fr'), 'fr')} ;
    schema:startDate "${start.toISOString().slice(0, 10)}"^^xsd:date ;
    schema:endDate "${end.toISOString().slice(0, 10)}"^^xsd:date ;
    schema:location ${lit(capital(words(2, 'en')), 'en')}, ${lit(capital(words(2, 'fr')), 'fr')} ;
    lv:eventKind facet:${rnd.pick(EVENT_KINDS)} ;
    schema:organizer org:lincs .
`;
  }
  w.files.push({ path: 'data/events.ttl', content: events });
}

/** Blog posts twenty days apart, each by one author with one or two tags, some translated. */
function writePosts(w: Writer, scale: number, body: (lang: Lang) => string): void {
  const { rnd, files, stats, words, para, sentence } = w;
  const nPosts = count(POSTS_AT_SCALE_1, scale);
  stats.posts = nPosts;
  for (let i = 0; i < nPosts; i++) {
    const date = new Date(Date.UTC(2021, 0, 1) + i * 86400000 * 20).toISOString().slice(0, 10);
    const author = `author-${1 + rnd.int(AUTHORS)}`;
    const tags = [...new Set([rnd.pick(BLOG_TAGS), rnd.pick(BLOG_TAGS)])];
    const post = (lang: Lang) =>
      `---\ntitle: ${yaml(capital(words(4, lang)))}\ndescription: ${yaml(sentence(lang))}\n` +
      `authors: [${author}]\ntags: [${tags.join(', ')}]\n---\n\n${para(lang)}\n\n<!-- truncate -->\n` +
      body(lang);
    files.push({ path: `content/blog/${date}-post-${i}.md`, content: post('en') });
    if (translated(i, POST_FRENCH_RATE)) {
      files.push({ path: `content/blog/${date}-post-${i}.fr.md`, content: post('fr') });
      stats.postsFrench++;
    }
  }
}

export function makeCorpus(options: CorpusOptions): Corpus {
  const { scale } = options;
  if (!(scale > 0)) throw new Error(`scale must be a positive number, not ${scale}`);
  const rnd = makeRandom(options.seed ?? DEFAULT_SEED);
  const words = (n: number, lang: Lang) => Array.from({ length: n }, () => rnd.pick(WORDS[lang])).join(' ');
  const w: Writer = {
    rnd,
    stats: emptyStats(),
    files: [],
    words,
    para: (lang) => capital(words(40 + rnd.int(60), lang)) + '.',
    sentence: (lang) => capital(words(12 + rnd.int(8), lang)) + '.',
  };
  const n = Object.fromEntries(Object.entries(SECTION_SIZES).map(([s, k]) => [s, count(k, scale)])) as Record<Section, number>;
  const nDatasets = Math.max(1, Math.floor(n['explore-lod'] / 3));
  const nTools = n.tools - 1; // the section's index page is the tool catalogue
  const docs = planDocs(n, nDatasets, nTools);
  const body = makeBody(
    w,
    docs.map((d) => d.key),
  );
  // the order of these calls is the order in which they draw random numbers (Writer)
  writeDocs(w, docs, body);
  writeGlossary(w, n.terms);
  writeTools(w, nTools);
  writeDatasets(w, nDatasets);
  writePeople(w, scale);
  writeEvents(w, scale);
  writePosts(w, scale, body);
  return { files: w.files, stats: w.stats };
}

/**
 * Writes the corpus into `dir` (data/ and content/), with the project's real
 * shapes.ttl and vocab.ttl beside the synthetic data so SHACL checks it the
 * same way and the facets and blog tags exist.
 */
export async function writeCorpus(
  dir: string,
  options: CorpusOptions,
  projectRoot: string,
): Promise<{ dataDir: string; contentDir: string; stats: CorpusStats }> {
  const corpus = makeCorpus(options);
  await fs.rm(path.join(dir, 'data'), { recursive: true, force: true });
  await fs.rm(path.join(dir, 'content'), { recursive: true, force: true });
  const dirs = new Set(corpus.files.map((f) => path.dirname(path.join(dir, f.path))));
  for (const d of dirs) await fs.mkdir(d, { recursive: true });
  await Promise.all(corpus.files.map((f) => fs.writeFile(path.join(dir, f.path), f.content)));
  for (const f of ['shapes.ttl', 'vocab.ttl']) await fs.copyFile(path.join(projectRoot, 'data', f), path.join(dir, 'data', f));
  return { dataDir: path.join(dir, 'data'), contentDir: path.join(dir, 'content'), stats: corpus.stats };
}
