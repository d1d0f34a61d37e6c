// The untranslated French paths (render/site.ts untranslated), recording each
// question a render asks of them. A page depends on the answers it got, not
// on the whole set: a new English page without a twin adds one French
// fallback, which only its neighbours link to. Both caches of rendered pages
// (the dev server's, dev/page-renders.ts, and the build's, render/page-cache.ts)
// keep the answers with the page and compare them before reusing it.
export class RecordingSet extends Set<string> {
  asked = new Map<string, boolean>();
  override has(value: string): boolean {
    const answer = super.has(value);
    // `asked` is not there yet while Set's constructor runs
    this.asked?.set(value, answer);
    return answer;
  }
  /** the answer, not recorded (checking a kept page) */
  answer(value: string): boolean {
    return super.has(value);
  }
  /** whether every recorded answer is still today's (`asked` as answersText wrote it) */
  sameAnswers(asked: string): boolean {
    for (let at = 0; at < asked.length;) {
      const end = asked.indexOf('\0', at);
      if (super.has(asked.slice(at + 1, end)) !== (asked[at] === '1')) return false;
      at = end + 1;
    }
    return true;
  }
}

/**
 * Recorded answers as one string, each its answer ('1' or '0') then its path and a NUL (no path holds one):
 * what the build cache and the dev server keep per page. As [path, answer] pairs, the pages of bench scale 20 (a sidebar of
 * hundreds of links asked about on every page) took a 30 MB pack and some hundreds of MB once read.
 */
export function answersText(asked: Map<string, boolean>): string {
  let text = '';
  for (const [p, answer] of asked) text += `${answer ? '1' : '0'}${p}\0`;
  return text;
}
