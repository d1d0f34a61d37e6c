// How deep block quotes and list items nest at the start of a line: `> > x`,
// `- - - x`, `1. 1. x`, `> - > - x`, or list items indented two more spaces
// per level. marked recurses once per level, and a 20 KB line of markers
// overflowed its stack; pages deeper than MAX_BLOCK_NESTING (limits.ts) are
// refused before rendering. One pass over the text, linear in its size.
import { MAX_BLOCK_NESTING } from '../limits.ts';

/** A line of the same `-`, `*` or `_` with spaces is a thematic break (a rule), not a list. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** The first line (0-based, in `body`) nested deeper than the limit, with its depth; undefined when none is. */
export function blockNesting(body: string): { line: number; depth: number; lists: boolean } | undefined {
  let line = 0;
  for (let i = 0; i < body.length; line++) {
    let end = body.indexOf('\n', i);
    if (end < 0) end = body.length;
    const found = lineNesting(body, i, end);
    if (found.depth > MAX_BLOCK_NESTING && !THEMATIC_BREAK.test(body.slice(i, end))) return { line, ...found };
    i = end + 1;
  }
  return undefined;
}

const isBlank = (c: number) => c === 32 || c === 9;
const isDigit = (c: number) => c >= 48 && c <= 57;

function lineNesting(text: string, from: number, end: number): { depth: number; lists: boolean } {
  let depth = 0;
  let lists = false;
  let j = from;
  let indent = 0;
  while (j < end && isBlank(text.charCodeAt(j))) {
    indent += text.charCodeAt(j) === 9 ? 4 : 1;
    j++;
  }
  while (j < end) {
    const c = text.charCodeAt(j);
    if (isBlank(c)) j++;
    else if (c === 62 /* > */) {
      depth++;
      j++;
    } else if ((c === 45 || c === 42 || c === 43) /* - * + */ && (j + 1 === end || isBlank(text.charCodeAt(j + 1)))) {
      depth++;
      lists = true;
      j++;
    } else if (isDigit(c)) {
      let k = j;
      while (k < end && k - j < 9 && isDigit(text.charCodeAt(k))) k++;
      const mark = text.charCodeAt(k);
      if (!(mark === 46 || mark === 41) /* . ) */ || !(k + 1 === end || isBlank(text.charCodeAt(k + 1)))) break;
      depth++;
      lists = true;
      j = k + 1;
    } else break;
  }
  // an indented list item sits one level down per two spaces
  if (lists && indent >= 2) depth += Math.floor(indent / 2);
  return { depth, lists };
}
