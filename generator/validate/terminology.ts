// One French term per concept. The glossary says which: a concept's French
// skos:prefLabel is the site's word for it, and its lv:avoidLabel values are
// the other names the site does not use (the French–English lexicon, built
// from the same data, lists both). This check warns where a French page or a
// French literal of the data still says a name to avoid, at its line and
// column, with the preferred term as the "did you mean".
//
// Only prose is searched (code, link targets, URLs and HTML are skipped, as
// the typography check skips them). A name set in italics on its own
// (*triplestore*) or quoted whole (« entrepôt de triplets ») is mentioned,
// not used: a page may say which word it does not use.
import path from 'node:path';
import type { Concept } from '../../src/shared/model/types.ts';
import type { Problem } from '../errors.ts';
import type { SourceDocument } from '../load/markdown.ts';
import { frenchLiterals, lineColumn, proseOnly } from './french-typography.ts';

export interface TermRule {
  /** the name to avoid, as the data writes it */
  avoid: string;
  /** the concept's French preferred label, as it reads inside a sentence */
  preferred: string;
  /** the concept, for the message: `term/triplestore` */
  concept: string;
  pattern: RegExp;
}

export interface TermUse {
  line: number;
  column: number;
  found: string;
  rule: TermRule;
}

/** A label as it reads inside a sentence: lower case first, unless it is an acronym or a name (two capitals at the start). */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase('fr') + label.slice(1) : label;
}

/** `’` and `'` are the same apostrophe here; the first word may be plural; an acronym keeps its case. */
function formPattern(avoid: string): RegExp {
  const words = avoid.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[’']/g, "[’']"));
  if (!/[sx]$/.test(words[0])) words[0] += 's?';
  const acronym = avoid === avoid.toLocaleUpperCase('fr');
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${words.join('\\s+')}(?![\\p{L}\\p{N}_-])`, acronym ? 'gu' : 'giu');
}

/** The French rules of the glossary: one per name to avoid. */
export function terminologyRules(concepts: Concept[]): TermRule[] {
  return concepts.flatMap((c) =>
    c.avoidLabels.fr.map((avoid) => ({ avoid, preferred: inSentence(c.label.fr), concept: c.id, pattern: formPattern(avoid) })),
  );
}

const OPENS_QUOTE = /«[\s\u00A0\u202F]*$/u;
const CLOSES_QUOTE = /^[\s\u00A0\u202F]*»/u;

/** Where the text (a French Markdown page, or a French literal: `markdown` false) uses a name to avoid. */
export function findAvoidedTerms(text: string, rules: TermRule[], markdown: boolean): TermUse[] {
  const prose = proseOnly(text, markdown);
  const uses: TermUse[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (const m of prose.matchAll(rule.pattern)) {
      const at = m.index!;
      const before = prose[at - 1];
      const after = prose[at + m[0].length];
      // *triplestore* or _triplestore_: the foreign word named, in italics as French typography wants it
      if ((before === '*' || before === '_') && after === before) continue;
      // « entrepôt de triplets » quoted whole: the name itself is what the sentence is about
      if (OPENS_QUOTE.test(prose.slice(Math.max(0, at - 3), at)) && CLOSES_QUOTE.test(prose.slice(at + m[0].length))) continue;
      uses.push({ ...lineColumn(text, at), found: m[0], rule });
    }
  }
  return uses.sort((a, b) => a.line - b.line || a.column - b.column);
}

export function terminologyMessage(use: TermUse): string {
  const { rule } = use;
  const why = '(the glossary’s preferred label; see the French–English lexicon)';
  return `« ${use.found} » is not the site’s French term for ${rule.concept}: did you mean « ${rule.preferred} »? ${why}`;
}

const warning = (use: TermUse, file: string, line = use.line, column = use.column): Problem => ({
  severity: 'warning',
  stage: 'terminology',
  message: terminologyMessage(use),
  position: { file, line, column },
});

/**
 * What a dev session keeps of the check between saves: each file's warnings, with the text and the rules
 * they were found with. A save checks again only the files whose text changed (every file after a change
 * of the rules: a French label, or a name to avoid). Measured on the real site, in process: 27 ms a run
 * checking every file, of which reading the files is 4 ms; the dev loop was 30-50 ms slower than before
 * the check existed (issue 40). Without it (`kept` not passed, as in a build), every file is checked.
 */
export interface TerminologyKept {
  rules?: string;
  files: Map<string, { text: string; problems: Problem[] }>;
}

/**
 * Warnings for the French pages and the French literals of the data.
 * `readText` reads a project-relative file; `dataFiles` are the Turtle files, project-relative.
 */
export function checkTerminology(input: {
  concepts: Concept[];
  documents: Pick<SourceDocument, 'file' | 'locale'>[];
  dataFiles: string[];
  readText: (file: string) => string | undefined;
  kept?: TerminologyKept;
}): Problem[] {
  const rules = terminologyRules(input.concepts);
  if (!rules.length) return [];
  // Most pages, files and literals name none of the terms to avoid: one search for any of them (in any case)
  // skips them before their prose is worked out and searched rule by rule. The real site's check went from
  // 102-140 to 50-64 ms of CPU (medians of 9, alternated with the previous code, at load ~10), run on every build and dev rebuild.
  const any = new RegExp(rules.map((r) => r.pattern.source).join('|'), 'iu');
  const avoided = new Set(rules.map((r) => r.avoid.toLocaleLowerCase('fr')));
  const inPage = (file: string, text: string) =>
    any.test(text) ? findAvoidedTerms(text, rules, true).map((use) => warning(use, file)) : [];
  const inData = (file: string, text: string) => {
    const found: Problem[] = [];
    if (!any.test(text)) return found;
    for (const literal of frenchLiterals(text)) {
      // a literal that is the name itself is a label (the lv:avoidLabel that lists it, a keyword), not prose
      if (!any.test(literal.text) || avoided.has(literal.text.toLocaleLowerCase('fr'))) continue;
      for (const use of findAvoidedTerms(literal.text, rules, false)) {
        const line = literal.line + use.line - 1;
        found.push(warning(use, file, line, use.line === 1 ? literal.column + use.column - 1 : use.column));
      }
    }
    return found;
  };
  const { kept } = input;
  // what a warning says comes from these alone (a concept's other labels change none)
  const rulesKey = JSON.stringify(rules.map((r) => [r.avoid, r.preferred, r.concept]));
  const before = kept?.rules === rulesKey ? kept.files : undefined;
  const files = new Map<string, { text: string; problems: Problem[] }>();
  const checked = (file: string, check: (file: string, text: string) => Problem[]) => {
    const text = input.readText(file);
    if (text === undefined) return [];
    const known = before?.get(file);
    const problems = known?.text === text ? known.problems : check(file, text);
    files.set(file, { text, problems });
    return problems;
  };
  const problems = [
    ...input.documents.filter((d) => d.locale === 'fr').flatMap((d) => checked(d.file, inPage)),
    ...input.dataFiles.filter((f) => path.extname(f) === '.ttl').flatMap((f) => checked(f, inData)),
  ];
  if (kept) Object.assign(kept, { rules: rulesKey, files });
  return problems;
}
