// What counts as a character of a word, answered fast: a letter or a digit
// of any script (Unicode L and N). The search encoder splits on everything
// else (search/encoding.ts) and the build report counts words with it
// (generator/french-share.ts); a Unicode-property regex run over whole texts
// cost ~50 ns a character; this is a range test for ASCII and a memo for the rest.
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
// what WORD_CHAR said of each code point above ASCII met so far (a text uses a few dozen)
const seen = new Map<number, boolean>();

/** Whether the code point (from String.prototype.codePointAt) is a letter or a digit. */
export function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  let word = seen.get(code);
  if (word === undefined) {
    word = WORD_CHAR.test(String.fromCodePoint(code));
    seen.set(code, word);
  }
  return word;
}
