// A list of jobs two threads take from, one from each end: the output thread
// from the front, the main thread from the back once its render is done
// (pipeline/outputs.ts). Both ends live in one 32-bit word of shared memory
// (front in the low half, back in the high half), so a take from either end
// is one compare-and-swap over both, and no job is ever taken twice, even
// when the two ends meet.

const HALF = 0x10000;
/** the back index stays below the sign bit of the word */
const MAX_JOBS = 0x7fff;

export class TwoEndedList {
  readonly buffer: SharedArrayBuffer;
  private readonly word: Int32Array;

  /** a new list of `count` jobs, or (a buffer) the same list seen from another thread */
  constructor(from: number | SharedArrayBuffer) {
    if (typeof from === 'number') {
      if (!Number.isInteger(from) || from < 0 || from > MAX_JOBS) throw new RangeError(`a two-ended list holds 0 to ${MAX_JOBS} jobs`);
      this.buffer = new SharedArrayBuffer(4);
      this.word = new Int32Array(this.buffer);
      Atomics.store(this.word, 0, from * HALF);
    } else {
      this.buffer = from;
      this.word = new Int32Array(from);
    }
  }

  /** the index of the first job left (now taken), or -1 when none is */
  takeFront(): number {
    return this.take((front) => front, 1);
  }

  /** the index of the last job left, now taken, if `fits` it; otherwise (or when none is left) -1 */
  takeBack(fits: (index: number) => boolean = () => true): number {
    return this.take((_front, back) => (fits(back - 1) ? back - 1 : -1), -HALF);
  }

  private take(pick: (front: number, back: number) => number, step: number): number {
    for (;;) {
      const word = Atomics.load(this.word, 0);
      const front = word & (HALF - 1);
      const back = word >>> 16;
      if (front >= back) return -1;
      const index = pick(front, back);
      if (index < 0) return -1;
      if (Atomics.compareExchange(this.word, 0, word, word + step) === word) return index;
    }
  }
}
