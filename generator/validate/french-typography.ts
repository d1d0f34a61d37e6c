// French typography: one set of rules, used both to find mistakes (the test
// suite and `npm run check:typography`) and to fix them (`npm run
// fix:typography`), so that what the checker reports is exactly what the
// fixer changes.
//
// The rules apply to French prose only. Everything that is not prose is
// masked first and left byte for byte as it was: front-matter keys (and the
// values of keys that are not prose), fenced code, inline code, link targets,
// URLs, e-mail addresses, HTML tags and comments, entities, {placeholders},
// admonition markers and table separators. Each masked run becomes one
// private-use character (U+E000), which the rules treat as a word, so
// "«[lien](/x)»" is checked as "«lien»" would be.

const P = '\uE000';
export const NNBSP = '\u202F';
export const NBSP = '\u00A0';

export interface TypographyIssue {
  rule: string;
  message: string;
  /** 1-based, in the text given to the checker */
  line: number;
  column: number;
  /** the text as found and as the fixer would write it */
  found: string;
  expected: string;
}

interface Rule {
  id: string;
  message: string;
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** what may stand right before a ; ! ? or : that is missing its space */
const BEFORE = `[\\p{L}\\p{N}${P})\\]»*_’”…]`;
/** a high punctuation mark ends a clause: it is followed by a space, the end, or closing marks */
const AFTER = `(?=[*_)\\]»"”${P}]*(?:\\s|$|[.,;:!?]))`;

/** French units and magnitudes after which a number is a measure, so its decimal point must become a comma */
const FRENCH_UNIT = /(?:millions?|milliards?|km|Mo|Go|Ko|To|ms|heures?|minutes?|secondes?|fois)\b/u;
/** an English decimal point in a percentage or a measure, not inside a version number or a longer dotted figure */
const DECIMAL_POINT = new RegExp(
  String.raw`(?<![\p{N}.,])(\d+)\.(\d+)(?=[ \u00A0\u202F]?%|[ \u00A0\u202F]` + FRENCH_UNIT.source + ')',
  'gu',
);

const RULES: Rule[] = [
  {
    id: 'space-before-punctuation',
    message: 'a narrow no-break space (U+202F) goes before ; ! ?',
    pattern: new RegExp(`(${BEFORE})(?:[ \\t\\u00A0]*)([;!?])${AFTER}`, 'gu'),
    replace: (_m, before, mark) => `${before}${NNBSP}${mark}`,
  },
  {
    id: 'space-before-colon',
    message: 'a no-break space (U+00A0 or U+202F) goes before :',
    pattern: new RegExp(`(${BEFORE})([ \\t\\u00A0\\u202F]*):(?=[*_)\\]]*(?:\\s|$))`, 'gu'),
    replace: (_m, before, space) => `${before}${space === NBSP || space === NNBSP ? space : NBSP}:`,
  },
  {
    id: 'guillemet-open',
    message: 'a narrow no-break space (U+202F) goes after «',
    pattern: /«[ \t\u00A0\u202F]*(?=\S)/gu,
    replace: () => `«${NNBSP}`,
  },
  {
    id: 'guillemet-close',
    message: 'a narrow no-break space (U+202F) goes before »',
    pattern: /(\S)[ \t\u00A0\u202F]*»/gu,
    replace: (_m, before) => (before === '«' ? `${before}»` : `${before}${NNBSP}»`),
  },
  {
    id: 'apostrophe',
    message: "the typographic apostrophe ’ is used in prose, not the straight '",
    // also before a link, emphasis or inline code (l'[outil](…), d'**Orlando**, l'`API`): prose all the same
    pattern: new RegExp(`(\\p{L})'(?=[\\p{L}${P}«[*_\`])`, 'gu'),
    replace: (_m, letter) => `${letter}’`,
  },
  {
    id: 'ordinal-first',
    message: 'the first day of a month is written 1er',
    pattern: new RegExp(`(?<![\\p{N}.,])(?:1(?:ᵉʳ|ᵉ|e|<sup>er</sup>|er)?|[Pp]remier)([ \\u00A0\\u202F]+)(?=(?:${MONTHS})\\b)`, 'gu'),
    replace: (_m, space) => `1er${space}`,
  },
  {
    id: 'thousands-separator',
    message: 'thousands are separated by a narrow no-break space (U+202F): 20 000, not 20,000 or 20 000',
    pattern: /(?<![\p{N}.,])(\d{1,3})((?:[, \u00A0\u202F]\d{3})+)(?![\p{N}]|[.,]\d)/gu,
    replace: (m, first, rest) => {
      // a comma list of small numbers ("1,2,3") or mixed separators is not a number
      const seps = new Set(rest.replace(/\d/g, ''));
      if (seps.size !== 1) return m;
      return `${first}${rest.replace(/[, \u00A0\u202F]/g, NNBSP)}`;
    },
  },
  {
    id: 'decimal-comma',
    message: 'the decimal separator is a comma in French: 3,5 %',
    pattern: DECIMAL_POINT,
    replace: (_m, int, frac) => `${int},${frac}`,
  },
  {
    id: 'percent',
    message: 'a narrow no-break space (U+202F) goes before %',
    pattern: /(\p{N})[ \u00A0\u202F]?%/gu,
    replace: (_m, digit) => `${digit}${NNBSP}%`,
  },
];

// ------------------------------------------------------------------ masking

interface Masked {
  text: string;
  /** the protected runs, in order; each is one P in `text` */
  pieces: string[];
  /** start offsets in the original text of the pieces */
  starts: number[];
}

/** Inline things that are never prose, wherever they appear. */
const INLINE_PROTECT: RegExp[] = [
  /\uE000/g,
  /(`+)(?:(?!\1)[^\n])+?\1/g, // inline code
  /<!--[\s\S]*?-->/g, // HTML comments
  /<\/?[A-Za-z][^<>\n]*>/g, // HTML tags and autolinks
  /\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)/g, // link targets, with the closing bracket of the text
  /\]\[[^\]\n]*\]/g, // reference links
  /\b(?:https?|ftp|mailto|urn|doi):[^\s<>()\]"]+/g, // URLs
  /\bwww\.[^\s<>()\]"]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /&(?:#\d+|#x[\da-f]+|\w+);/gi, // entities
  /\{#?[\w.-]+\}/g, // {placeholders} and {#heading-ids}
  /!(?=\[)/g, // the bang of an image
  /\\./g, // escapes, such as \" in a Turtle or JSON string
];

/** Ranges of the whole text that are not prose, before the inline ones. */
function blockRanges(text: string, markdown: boolean): [number, number][] {
  if (!markdown) return [];
  const ranges: [number, number][] = [];
  let offset = 0;
  let fence: string | undefined;
  let inFrontMatter = text.startsWith('---\n') || text.startsWith('---\r\n');
  let lineNo = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    lineNo++;
    if (inFrontMatter) {
      if (lineNo > 1 && /^---\s*$/.test(line)) {
        inFrontMatter = false;
        ranges.push([start, end]);
        continue;
      }
      const m = /^(\s*(title|description|sidebar_label)\s*:\s*)(.*?)\s*$/.exec(line);
      if (!m || m[3].startsWith("'"))
        ranges.push([start, end]); // not prose, or single-quoted YAML (where '' is an apostrophe)
      else {
        ranges.push([start, start + m[1].length + (m[3].startsWith('"') ? 1 : 0)]);
        if (m[3].startsWith('"')) ranges.push([start + m[1].length + m[3].length - 1, end]);
      }
      continue;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      ranges.push([start, end]);
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1])
        fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      ranges.push([start, end]);
      continue;
    }
    if (/^\s*\[[^\]]+\]:\s*\S/.test(line))
      ranges.push([start, end]); // link reference definition
    else if (/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$/.test(line))
      ranges.push([start, end]); // table separator
    else {
      const adm = /^\s*:::[\w-]*/.exec(line);
      if (adm) ranges.push([start, start + adm[0].length]);
    }
  }
  return ranges;
}

/** The runs of the text that are not prose (code, link targets, URLs, tags…), sorted and merged. */
function nonProseRanges(text: string, markdown: boolean): [number, number][] {
  const ranges = blockRanges(text, markdown);
  const covered = (a: number, b: number) => ranges.some(([s, e]) => a < e && b > s);
  for (const re of INLINE_PROTECT) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const a = m.index!;
      const b = a + m[0].length;
      if (m[0].length && !covered(a, b)) ranges.push([a, b]);
    }
  }
  ranges.sort((x, y) => x[0] - y[0]);
  // merge overlapping or touching ranges so each protected run is one piece
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else if (r[1] > r[0]) merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * The text with everything that is not prose blanked out by spaces (line ends
 * kept), so a search of the prose reports the line and column of the file.
 */
export function proseOnly(text: string, markdown: boolean): string {
  let out = '';
  let at = 0;
  for (const [s, e] of nonProseRanges(text, markdown)) {
    out += text.slice(at, s) + text.slice(s, e).replace(/[^\n]/g, ' ');
    at = e;
  }
  return out + text.slice(at);
}

function mask(text: string, markdown: boolean): Masked {
  const merged = nonProseRanges(text, markdown);
  let out = '';
  let at = 0;
  const pieces: string[] = [];
  const starts: number[] = [];
  for (const [s, e] of merged) {
    out += text.slice(at, s) + P;
    pieces.push(text.slice(s, e));
    starts.push(s);
    at = e;
  }
  out += text.slice(at);
  return { text: out, pieces, starts };
}

function unmask(text: string, pieces: string[]): string {
  let i = 0;
  return text.replace(/\uE000/g, () => pieces[i++]);
}

/** original offset of an offset in the masked text */
function originalOffset(masked: Masked, index: number): number {
  let shift = 0;
  let seen = 0;
  for (let i = 0; i < index; i++) {
    if (masked.text.charCodeAt(i) === 0xe000) {
      shift += masked.pieces[seen].length - 1;
      seen++;
    }
  }
  return index + shift;
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  return positionsIn(text)(offset);
}

/** The line and column of offsets of `text` asked in ascending order, the lines counted once through it. */
function positionsIn(text: string): (offset: number) => { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  return (offset) => {
    for (let i = text.indexOf('\n', lineStart); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, column: offset - lineStart + 1 };
  };
}

// ------------------------------------------------------------------ check and fix

function check(text: string, markdown: boolean): TypographyIssue[] {
  const masked = mask(text, markdown);
  const issues: TypographyIssue[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (const m of masked.text.matchAll(rule.pattern)) {
      const expected = rule.replace(m[0], ...(m.slice(1) as string[]));
      if (expected === m[0]) continue;
      const { line, column } = lineColumn(text, originalOffset(masked, m.index!));
      const pieces = masked.pieces.slice(countP(masked.text, m.index!));
      issues.push({ rule: rule.id, message: rule.message, line, column, found: unmask(m[0], pieces), expected: unmask(expected, pieces) });
    }
  }
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}

function countP(text: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 0xe000) n++;
  return n;
}

function fix(text: string, markdown: boolean): string {
  const masked = mask(text, markdown);
  let out = masked.text;
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    out = out.replace(rule.pattern, (m, ...args) => rule.replace(m, ...(args.slice(0, -2) as string[])));
  }
  const fixed = unmask(out, masked.pieces);
  return markdown ? requoteFrontMatter(text, fixed) : fixed;
}

/**
 * A plain YAML value that now holds ": " (or starts with a character YAML
 * reads as syntax) would no longer parse: such a value is put in double quotes.
 */
function requoteFrontMatter(before: string, after: string): string {
  if (!after.startsWith('---')) return after;
  const end = after.indexOf('\n---', 3);
  if (end < 0) return after;
  const head = after
    .slice(0, end)
    .split('\n')
    .map((line, i) => {
      const m = /^(\s*(?:title|description|sidebar_label)\s*:\s*)(.*?)\s*$/.exec(line);
      if (!m || i === 0 || /^["'[{]/.test(m[2]) || !m[2]) return line;
      const original = before.split('\n')[i];
      if (original === line || !/:\s|\s#|^[-?:,[\]{}#&*!|>%@`]/.test(m[2])) return line;
      return `${m[1]}"${m[2].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    });
  return head.join('\n') + after.slice(end);
}

/** Mistakes in a French string that is prose throughout (an RDF literal, a UI string). */
export function checkFrenchText(text: string): TypographyIssue[] {
  return check(text, false);
}

/** The same string with every mistake `checkFrenchText` finds corrected. */
export function fixFrenchText(text: string): string {
  return fix(text, false);
}

/** Mistakes in the prose of a French Markdown file (front matter, code, links and HTML are skipped). */
export function checkFrenchMarkdown(markdown: string): TypographyIssue[] {
  return check(markdown, true);
}

/** The Markdown file with its prose corrected; everything that is not prose is left exactly as it was. */
export function fixFrenchMarkdown(markdown: string): string {
  return fix(markdown, true);
}

// ------------------------------------------------------------------ Turtle and JSON sources

/** French string literals of a Turtle file, as they are written: `"…"@fr` and `"""…"""@fr`. */
const FR_LITERAL = /("""|")((?:(?!\1)[^\\]|\\[\s\S])*)\1@fr\b/g;

/**
 * The @fr literals of a Turtle file as written (escapes kept), with the line and column where each one's text starts.
 * The lines are counted once through the file, literal after literal: lineColumn for each one would count them from
 * the top every time, which grows with the square of the file (the bench corpus's scale-5 glossary, 1,683 literals:
 * 232 ms before, 98 ms now; the same literals, lines and columns for every Turtle file of the site and the corpus).
 */
export function frenchLiterals(turtle: string): { text: string; line: number; column: number }[] {
  FR_LITERAL.lastIndex = 0;
  const at = positionsIn(turtle);
  return [...stripComments(turtle).matchAll(FR_LITERAL)].map((m) => ({ text: m[2], ...at(m.index! + m[1].length) }));
}

/** Mistakes in the @fr literals of a Turtle file, with their line and column in the file. */
export function checkFrenchTurtle(turtle: string): TypographyIssue[] {
  const issues: TypographyIssue[] = [];
  for (const literal of frenchLiterals(turtle)) {
    const at = literal;
    for (const issue of checkFrenchText(literal.text)) {
      issues.push({ ...issue, line: at.line + issue.line - 1, column: issue.line === 1 ? at.column + issue.column - 1 : issue.column });
    }
  }
  return issues;
}

/** The Turtle file with its @fr literals corrected and nothing else touched. */
export function fixFrenchTurtle(turtle: string): string {
  const blanked = stripComments(turtle);
  let out = '';
  let at = 0;
  FR_LITERAL.lastIndex = 0;
  for (const m of blanked.matchAll(FR_LITERAL)) {
    const contentStart = m.index! + m[1].length;
    const contentEnd = contentStart + m[2].length;
    out += turtle.slice(at, contentStart) + fixFrenchText(turtle.slice(contentStart, contentEnd));
    at = contentEnd;
  }
  return out + turtle.slice(at);
}

/** Comments blanked out (same length), so a quote in a comment does not open a literal. */
function stripComments(turtle: string): string {
  let out = '';
  let inString: string | undefined;
  for (let i = 0; i < turtle.length; i++) {
    const c = turtle[i];
    if (inString) {
      if (c === '\\') {
        out += turtle.slice(i, i + 2);
        i++;
        continue;
      }
      if (turtle.startsWith(inString, i)) {
        out += inString;
        i += inString.length - 1;
        inString = undefined;
        continue;
      }
      out += c;
    } else if (c === '"' || c === "'") {
      inString = turtle.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      out += inString;
      i += inString.length - 1;
    } else if (c === '<') {
      const close = turtle.indexOf('>', i);
      const iri = close > i && !/[\s"]/.test(turtle.slice(i + 1, close)) ? turtle.slice(i, close + 1) : c;
      out += iri;
      i += iri.length - 1;
    } else if (c === '#') {
      const nl = turtle.indexOf('\n', i);
      const end = nl < 0 ? turtle.length : nl;
      out += ' '.repeat(end - i);
      i = end - 1;
    } else out += c;
  }
  return out;
}

/** Mistakes in the string values of a JSON file of UI strings, keyed by their path. */
export function checkFrenchJson(json: string): (TypographyIssue & { key: string })[] {
  const issues: (TypographyIssue & { key: string })[] = [];
  walkStrings(JSON.parse(json), '', (key, value) => {
    for (const issue of checkFrenchText(value)) issues.push({ ...issue, key });
    return value;
  });
  return issues;
}

/** The JSON file with its string values corrected, written back with two-space indentation. */
export function fixFrenchJson(json: string): string {
  const parsed: unknown = JSON.parse(json);
  const data = walkStrings(parsed, '', (_key, value) => fixFrenchText(value));
  // a file with nothing to fix is left as its author formatted it
  if (JSON.stringify(data) === JSON.stringify(parsed)) return json;
  return JSON.stringify(data, null, 2) + (json.endsWith('\n') ? '\n' : '');
}

function walkStrings(value: unknown, key: string, visit: (key: string, value: string) => string): unknown {
  if (typeof value === 'string') return visit(key, value);
  if (Array.isArray(value)) return value.map((v, i) => walkStrings(v, `${key}[${i}]`, visit));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walkStrings(v, key ? `${key}.${k}` : k, visit)]));
  }
  return value;
}

// ------------------------------------------------------------------ rendered pages

/** Elements whose text is not French prose: code, scripts, form fields, and anything marked as another language. */
const NOT_PROSE_ELEMENT = new RegExp(
  String.raw`<(script|style|code|pre|svg|template|textarea|kbd|samp)\b[\s\S]*?<\/\1>` +
    String.raw`|<([a-z][a-z0-9]*)\b[^>]*\blang="(?!fr)[^"]*"[^>]*>[\s\S]*?<\/\2>`,
  'gi',
);
const BLOCKS = 'p|div|li|ul|ol|h[1-6]|td|th|tr|table|nav|section|header|footer|main|aside|dl|dt|dd|button|option|select|label';
/** Elements that end a run of text: what is on either side of them is not one sentence. */
const BLOCK_TAG = new RegExp(String.raw`<\/?(?:${BLOCKS}|figure|figcaption|article|blockquote|br|title|head|body)\b[^>]*>`, 'gi');

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: NBSP };
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec: string, hex: string, name: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return named[name.toLowerCase()] ?? whole;
  });
}

/**
 * Mistakes in the text of a rendered French page: what a reader sees,
 * including the UI strings that components join to each other and to data
 * (« Étiquettes » + ": ", a title built around a tag's name), which the
 * source checks cannot see. Code, other-language elements and attributes
 * are skipped; an element skipped inside a sentence stands for a word. Each
 * issue's `line` is the line of the page's text, given in `context`.
 */
export function checkFrenchHtml(html: string): (TypographyIssue & { context: string })[] {
  const text = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(NOT_PROSE_ELEMENT, P)
      .replace(BLOCK_TAG, '\n')
      .replace(/<[^>]*>/g, ''),
  );
  const lines = text.split('\n');
  return checkFrenchText(text).map((issue) => ({ ...issue, context: lines[issue.line - 1].trim().replace(/\uE000/g, '…') }));
}
