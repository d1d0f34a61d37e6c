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
  /** whether every recorded answer is still today's */
  sameAnswers(asked: Iterable<[string, boolean]>): boolean {
    for (const [p, answer] of asked) if (super.has(p) !== answer) return false;
    return true;
  }
}
