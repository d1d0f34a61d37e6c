// Turtle syntax errors, all of them: n3 stops at the first error of a file,
// which made an editor fix one mistake per run. Here the statement holding
// the error is cut short (or blanked out) and the file is read again, so the
// next error is found too, and the rest of the file still reaches the graph:
// later stages can then report their own problems in the same run. Line
// numbers never move, because only characters inside the damaged statement
// are replaced (by spaces).
import { Parser, type Quad } from 'n3';
import type { Problem } from '../errors.ts';
import { nearestName } from '../validate/suggest.ts';

/** A file holds at most this many syntax errors before the rest is given up on. */
const MAX_ERRORS = 20;

export interface N3ErrorContext {
  line?: number;
  token?: { line: number; start: number; type?: string; prefix?: string };
  previousToken?: { line: number; end: number };
}

export interface SyntaxProblem extends Problem {
  /** lines (1-based, inclusive) of the statement the error made unreadable: problems found there later are its echoes */
  unreadable: { from: number; to: number };
}

export interface RecoveredTurtle {
  quads: Quad[];
  prefixes: Record<string, string>;
  problems: SyntaxProblem[];
}

/** Parses a Turtle text, reporting every syntax error it holds and keeping every statement it can read. */
export function parseTurtleRecovering(text: string, shownAs: string, baseIri?: string): RecoveredTurtle {
  const problems: SyntaxProblem[] = [];
  let current = text;
  for (;;) {
    const prefixes: Record<string, string> = {};
    const parser = new Parser({ format: 'text/turtle', baseIRI: baseIri });
    try {
      const quads = parser.parse(current, null, (prefix, iri) => {
        prefixes[prefix] = typeof iri === 'string' ? iri : iri.value;
      });
      return { quads, prefixes, problems };
    } catch (e) {
      const err = e as Error & { context?: N3ErrorContext };
      const repair = repairAt(current, err.context ?? {}, baseIri);
      problems.push(syntaxProblem(err, shownAs, current, repair.unreadable));
      // no progress (or too many errors): the rest of the file is given up on
      if (repair.text === current || problems.length >= MAX_ERRORS) return { quads: [], prefixes, problems };
      current = repair.text;
    }
  }
}

/** Line offsets of a text: offsets[i] is where line i + 1 starts. */
function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/** A line that starts a statement: text at column 0 that is not a comment or a directive. */
function startsStatement(line: string | undefined): boolean {
  return line !== undefined && /^[^\s#]/.test(line) && !/^(@prefix|@base|prefix\s|base\s)/i.test(line);
}

/** Offset just past the last value written before `offset` (comments and blank space skipped): where punctuation was due. */
function endOfPreviousValue(text: string, offset: number): number {
  let i = offset;
  for (;;) {
    while (i > 0 && /\s/.test(text[i - 1])) i--;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    // a comment after the value: "#" after blank space, with no quote or ">" after it
    const comment = /\s#[^"'<>]*$|^\s*#.*$/.exec(text.slice(lineStart, i));
    if (!comment || i === 0) return i;
    i = lineStart + comment.index;
  }
}

/** Does this statement (with the file's prefix declarations) read as Turtle on its own? */
function readsAlone(directives: string, statement: string, baseIri?: string): boolean {
  try {
    new Parser({ format: 'text/turtle', baseIRI: baseIri }).parse(`${directives}\n${statement}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text with the statement holding the error made harmless, lines kept
 * in place: the statement is kept up to the error and closed with " ." when
 * that reads (a forgotten ";" or "." keeps the entity and what was said of it
 * before), otherwise it is blanked out up to the next statement.
 */
function repairAt(text: string, ctx: N3ErrorContext, baseIri?: string): { text: string; unreadable: { from: number; to: number } } {
  const lines = text.split('\n');
  const starts = lineStarts(text);
  const errorLine = Math.min(ctx.token?.line ?? ctx.line ?? ctx.previousToken?.line ?? lines.length, lines.length);
  const errorOffset = ctx.token ? starts[errorLine - 1] + ctx.token.start : text.length;
  // a statement starting where punctuation was expected: the previous one is the broken one
  const newStatement = ctx.token !== undefined && ctx.token.start === 0 && startsStatement(lines[errorLine - 1]);
  let from = newStatement ? errorLine - 1 : errorLine;
  while (from > 1 && !startsStatement(lines[from - 1])) from--;
  let to = newStatement ? errorLine - 1 : errorLine;
  while (!newStatement && to < lines.length && !startsStatement(lines[to])) to++;
  const begin = starts[from - 1];
  const end = newStatement ? errorOffset : to < lines.length ? starts[to] : text.length;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const cut = endOfPreviousValue(text, errorOffset);
  if (cut > begin) {
    const directives = lines.filter((l) => /^\s*(@prefix|@base|prefix\s|base\s)/i.test(l)).join('\n');
    const kept = `${text.slice(begin, cut)} .`;
    if (readsAlone(directives, kept, baseIri)) {
      // " ." takes the place of two blanked characters, or sits at the end of its line
      const rest = blank(text.slice(cut, end));
      const closed = rest.startsWith('  ') ? ` .${rest.slice(2)}` : ` .${rest}`;
      return { text: text.slice(0, cut) + closed + text.slice(end), unreadable: { from, to } };
    }
  }
  return { text: text.slice(0, begin) + blank(text.slice(begin, end)) + text.slice(end), unreadable: { from, to } };
}

/**
 * Line and column (1-based) of an n3 error. A parser error names its token;
 * a lexer error (a malformed IRI, a bad escape, "_::a") names only its line and
 * the text it stopped at, which is looked for on that line, after the last
 * token read.
 */
export function errorPosition(err: Error & { context?: N3ErrorContext }, text: string): { line?: number; column?: number } {
  const ctx = err.context ?? {};
  const line = ctx.token?.line ?? ctx.line ?? ctx.previousToken?.line;
  // n3 reports token offsets within the line, 0-based
  if (ctx.token) return { line, column: ctx.token.start + 1 };
  if (line === undefined) return {};
  const lineText = text.split('\n')[line - 1] ?? '';
  const after = ctx.previousToken?.line === line ? ctx.previousToken.end : 0;
  const unexpected = /^Unexpected "([^\n]*?)(\n[\s\S]*)?" on line/.exec(err.message)?.[1];
  const at = unexpected ? lineText.indexOf(unexpected, after) : -1;
  if (at >= 0) return { line, column: at + 1 };
  if (ctx.previousToken?.line === line) return { line, column: ctx.previousToken.end + 1 };
  // nothing better known: the line's first character that is not blank
  return { line, column: Math.max(0, lineText.search(/\S/)) + 1 };
}

function syntaxProblem(
  err: Error & { context?: N3ErrorContext },
  file: string,
  text: string,
  unreadable: SyntaxProblem['unreadable'],
): SyntaxProblem {
  const ctx = err.context ?? {};
  const raw = err.message.replace(/ on line \d+\.?$/, '');
  let { line, column } = errorPosition(err, text);
  let message = `Turtle syntax error: ${raw}`;
  if (/^Expected punctuation to follow/.test(raw) && ctx.token) {
    // the punctuation is missing right after the value, often at the end of the line before
    const starts = lineStarts(text);
    const due = endOfPreviousValue(text, starts[ctx.token.line - 1] + ctx.token.start);
    line = starts.filter((s) => s <= due).length;
    column = due - starts[line - 1] + 1;
    message += ': after a value comes ";" (another property of the same subject), "," (another value) or "." (the end of the statement)';
  }
  const undefinedPrefix = /^Undefined prefix "([^"]*):"/.exec(raw);
  if (undefinedPrefix) message = prefixMessage(undefinedPrefix[1], text);
  return { severity: 'error', stage: 'load', message, position: { file, line, column }, unreadable };
}

/** An undeclared prefix: say how to declare it, or which declared prefix was meant. */
function prefixMessage(prefix: string, text: string): string {
  const declared = [...text.matchAll(/^\s*@?prefix\s+([\w.-]*):/gim)].map((m) => m[1]);
  const near = nearestName(prefix, declared, 1);
  const hint = near ? `did you mean ${near}:?` : `declare it at the top of the file: @prefix ${prefix}: <…> .`;
  return `Turtle syntax error: the prefix "${prefix}:" is not declared in this file: ${hint}`;
}
