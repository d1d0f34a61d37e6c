// The results table's drawing, cut into slices of a few milliseconds.
//
// Rows arrive from the runner in batches. Drawing a fixed number of rows per
// frame made tasks of 70–350 ms on a loaded machine (and "Show more" drew 500
// rows in one 1.6 s task at 4× CPU slowdown): the cost of a row depends on the
// machine. Here each slice draws only as many rows as fit in SLICE_MS,
// learning the cost of a row from the slices before, commits them, and gives
// the thread back to the browser (a task of its own, so a click, a frame or a
// scroll comes first); the next slice waits for the next frame. What the
// browser then lays out stays small too: see SparqlResults.tsx.
//
// The table reads the drawing as an external store (useSyncExternalStore): a
// slice re-renders the table alone, not the editor around it. Rows are kept in
// blocks; a block that is full never changes, so a slice renders only the
// block it adds rows to, however many rows are drawn already.
import { flushSync } from 'react-dom';
import type { ResultRow, ResultSet } from '../../shared/sparql.ts';

/** Milliseconds of drawing per slice, well under the 50 ms a task may take before input waits for it. */
export const SLICE_MS = 8;
/** Rows drawn in the table at first, and added by each "Show more"; the downloads always hold every row. */
export const MAX_TABLE_ROWS = 500;
/** Rows per block of the table: the unit React re-renders (.sparql-block in src/styles/site.css guesses a block's height from it). */
export const BLOCK_ROWS = 50;
/** At most this many rows per commit, whatever the measured cost says (a commit cannot be cut short). */
const MAX_CHUNK = 25;

/** What the table shows of the rows received so far. */
export interface TableView {
  vars?: string[];
  boolean?: boolean;
  /** rows received */
  total: number;
  /** rows drawn in the table */
  drawn: number;
  /** rows the table may show before "Show more" */
  limit: number;
  /** the query has ended and every row it may show is drawn */
  finished: boolean;
  /** the drawn rows, BLOCK_ROWS to a block; a full block keeps its identity */
  blocks: readonly (readonly ResultRow[])[];
}

export const EMPTY_TABLE: TableView = { total: 0, drawn: 0, limit: MAX_TABLE_ROWS, finished: false, blocks: [] };

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/**
 * Runs `f` in a task of its own, after what the browser has queued (input first): the way React's scheduler
 * yields. One channel serves every call (making a channel per task cost more than the slices themselves).
 */
function nextTask(f: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(f, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(f);
  channel.port2.postMessage(null);
}

/** `blocks` with `rows` added at the end: only the last block is copied. */
function appendRows(blocks: TableView['blocks'], rows: readonly ResultRow[]): TableView['blocks'] {
  const next = blocks.slice();
  let i = 0;
  while (i < rows.length) {
    const last = next.length > 0 && next[next.length - 1].length < BLOCK_ROWS ? next.pop()! : [];
    const take = rows.slice(i, i + BLOCK_ROWS - last.length);
    next.push([...last, ...take]);
    i += take.length;
  }
  return next;
}

export class TableDrawing {
  private rows: ResultRow[] = [];
  private view: TableView = EMPTY_TABLE;
  private readonly listeners = new Set<() => void>();
  /** a slice is queued */
  private queued = false;
  /** received rows, the head or the end not shown yet */
  private dirty = false;
  private ending = false;
  /** a reset makes the slices queued for an earlier run do nothing */
  private run = 0;
  /** what one row costs to draw here, learnt from the slices so far (a first guess for a slow machine) */
  private msPerRow = 1;
  private caughtUp: (() => void)[] = [];

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly snapshot = () => this.view;

  /** Empties the table for a new run. */
  readonly reset = () => {
    this.run++;
    this.queued = false;
    this.dirty = false;
    this.ending = false;
    this.rows = [];
    this.release();
    this.show(EMPTY_TABLE, false);
  };

  readonly head = (vars: string[]) => this.change({ vars });
  readonly boolean = (value: boolean) => this.change({ boolean: value });

  readonly receive = (rows: readonly ResultRow[]) => {
    for (const r of rows) this.rows.push(r);
    this.dirty = true;
    this.queue();
  };

  /** The query has ended: resolves once the rows it may show are drawn and the table says it is complete. */
  readonly finish = (): Promise<void> => {
    this.ending = true;
    this.dirty = true;
    const done = new Promise<void>((resolve) => this.caughtUp.push(resolve));
    this.queue();
    return done;
  };

  /** "Show more": the next rows are drawn, slice by slice like the first ones. */
  readonly more = () => {
    this.view = { ...this.view, limit: this.view.limit + MAX_TABLE_ROWS };
    this.dirty = true;
    this.queue();
  };

  /** Every row received (not only the drawn ones), for the downloads. */
  result(): ResultSet | undefined {
    const { vars, boolean } = this.view;
    if (boolean !== undefined) return { kind: 'boolean', value: boolean };
    return vars ? { kind: 'bindings', vars, rows: this.rows } : undefined;
  }

  get received(): number {
    return this.rows.length;
  }

  private change(part: Partial<TableView>) {
    this.view = { ...this.view, ...part };
    this.dirty = true;
    this.queue();
  }

  /**
   * One slice per frame, run as its own task right after the frame: the browser then lays out and paints
   * only the rows of one slice at a time (several slices between two frames made frames of 80 ms at 4×
   * CPU slowdown). A hidden page draws no frames: there the slices follow one another.
   */
  private queue() {
    if (this.queued) return;
    this.queued = true;
    const run = this.run;
    const slice = () => {
      if (run === this.run) this.slice();
    };
    if (typeof document === 'undefined' || document.hidden) nextTask(slice);
    else requestAnimationFrame(() => nextTask(slice));
  }

  private target(): number {
    return Math.min(this.view.limit, this.rows.length);
  }

  /** One slice: rows drawn until SLICE_MS is spent (at least one commit, so drawing always advances). */
  private slice() {
    this.queued = false;
    const deadline = performance.now() + SLICE_MS;
    let chunk = Math.max(1, Math.floor(SLICE_MS / this.msPerRow));
    do {
      const n = Math.min(chunk, MAX_CHUNK, this.target() - this.view.drawn);
      const started = performance.now();
      this.draw(n);
      const now = performance.now();
      // follows the machine's pace (another tab, a throttled processor): up at once when rows get dearer,
      // down slowly, so one fast commit does not make the next one too large
      if (n > 0) this.msPerRow = Math.max((now - started) / n, this.msPerRow * 0.8, 0.01);
      chunk = Math.floor((deadline - now) / this.msPerRow);
    } while (this.view.drawn < this.target() && chunk >= 1);
    if (this.view.drawn < this.target()) this.queue();
  }

  /** Commits `n` more rows (none: only what changed besides), and the end once everything is drawn. */
  private draw(n: number) {
    const drawn = this.view.drawn + n;
    // once ended, it stays so: "Show more" draws more rows of a complete answer
    const finished = this.view.finished || (this.ending && drawn >= this.target());
    if (n === 0 && !this.dirty && finished === this.view.finished) return;
    this.dirty = false;
    const blocks = n > 0 ? appendRows(this.view.blocks, this.rows.slice(this.view.drawn, drawn)) : this.view.blocks;
    this.show({ ...this.view, total: this.rows.length, drawn, finished, blocks }, true);
    if (this.ending && drawn >= this.target()) this.release();
  }

  private release() {
    const waiting = this.caughtUp;
    this.caughtUp = [];
    for (const resolve of waiting) resolve();
  }

  /** Publishes a view; `now` renders it before returning (a slice measures what its rows cost). */
  private show(view: TableView, now: boolean) {
    this.view = view;
    if (now) flushSync(() => this.listeners.forEach((l) => l()));
    else this.listeners.forEach((l) => l());
  }
}
