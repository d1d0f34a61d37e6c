// Running a query from the editor: the state of one run (status line, error,
// rows as they stream in, why it stopped) and the actions on it. The rows are
// kept outside React state and drawn a hundred per animation frame, so a large
// answer never holds the page for long. The runner (workers, network) comes
// from the browser; on the server there is none and nothing runs.
import { useCallback, useRef, useState } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { ResultRow, ResultSet, SparqlProblem, SparqlRunner, StopReason } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';
import { MAX_TABLE_ROWS, type ResultsView } from './SparqlResults.tsx';

/** Rows added to the table per animation frame: each frame's work stays small while rows stream in. */
const ROWS_PER_FRAME = 100;
const EMPTY: ResultsView = { total: 0, drawn: 0, limit: MAX_TABLE_ROWS, finished: false };

export interface RunTarget {
  source: 'local' | 'remote';
  endpoint: string;
}

interface Received {
  vars?: string[];
  boolean?: boolean;
  rows: ResultRow[];
}

function resultOf(r: Received): ResultSet | undefined {
  if (r.boolean !== undefined) return { kind: 'boolean', value: r.boolean };
  return r.vars ? { kind: 'bindings', vars: r.vars, rows: r.rows } : undefined;
}

/** What the table draws: its view, and the rows received so far up to the ones drawn. */
type TableView = ResultsView & { rows: ResultRow[] };
const EMPTY_TABLE: TableView = { ...EMPTY, rows: [] };

/**
 * The table's drawing: rows arrive in a ref, and a frame scheduled while some are not drawn yet
 * shows the next ones. `shown` mirrors the view for those frames and handlers, which are outside
 * render; render only reads the state.
 */
function useDrawing() {
  const received = useRef<Received>({ rows: [] });
  const frame = useRef(0);
  const shown = useRef<TableView>(EMPTY_TABLE);
  const [view, setView] = useState<TableView>(EMPTY_TABLE);
  const show = useCallback((next: TableView) => {
    shown.current = next;
    setView(next);
  }, []);
  const draw = useCallback(
    // named, so the next frame can call it
    function drawRows(all: boolean) {
      frame.current = 0;
      const v = shown.current;
      const r = received.current;
      const total = r.rows.length;
      const drawn = Math.min(v.limit, total, all ? Infinity : v.drawn + ROWS_PER_FRAME);
      show({ ...v, vars: r.vars, boolean: r.boolean, total, drawn, finished: v.finished || all, rows: r.rows.slice(0, drawn) });
      if (!all && drawn < Math.min(v.limit, total)) frame.current = requestAnimationFrame(() => drawRows(false));
    },
    [show],
  );
  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => draw(false));
  }, [draw]);
  const reset = useCallback(() => {
    if (frame.current) cancelAnimationFrame(frame.current);
    frame.current = 0;
    received.current = { rows: [] };
    show(EMPTY_TABLE);
  }, [show]);
  const finish = useCallback(() => {
    if (frame.current) cancelAnimationFrame(frame.current);
    draw(true);
  }, [draw]);
  const more = useCallback(() => {
    const v = shown.current;
    const limit = v.limit + MAX_TABLE_ROWS;
    const drawn = Math.min(limit, v.total);
    show({ ...v, limit, drawn, rows: received.current.rows.slice(0, drawn) });
  }, [show]);
  return { received, view, schedule, reset, finish, more };
}

export interface RunState {
  running: boolean;
  status: string;
  problem?: SparqlProblem;
  count?: number;
  stopped?: StopReason;
  /** the last complete (or stopped) answer, for the downloads */
  result?: ResultSet;
}

export function useQueryRun(locale: Locale, runner: SparqlRunner | undefined, onProblem: (p: SparqlProblem) => void) {
  const drawing = useDrawing();
  const [state, setState] = useState<RunState>({ running: false, status: '' });
  const busy = useRef(false);
  const stopRef = useRef<((reason: StopReason) => void) | undefined>(undefined);

  const run = useCallback(
    async (query: string, target: RunTarget, seconds: number) => {
      if (busy.current || !runner) return;
      busy.current = true;
      drawing.reset();
      setState({ running: true, status: t(locale, 'sparql.msg.running') });
      const started = performance.now();
      const received = drawing.received.current;
      let stopReason: StopReason | undefined;
      const handle = runner.run(query, target, {
        phase: (p) => setState((s) => ({ ...s, status: t(locale, p === 'loading' ? 'sparql.msg.loadingGraph' : 'sparql.msg.running') })),
        head: (vars) => void (received.vars = vars),
        rows: (rows) => {
          for (const r of rows) received.rows.push(r);
          drawing.schedule();
        },
        boolean: (value) => void (received.boolean = value),
      });
      stopRef.current = (reason) => {
        stopReason ??= reason;
        handle.stop();
      };
      const timer = setTimeout(() => stopRef.current?.('timeout'), seconds * 1000);
      try {
        await handle.done;
        drawing.finish();
        setState(finished(locale, resultOf(received), Math.round(performance.now() - started)));
      } catch (error) {
        if (stopReason) {
          // what arrived before the stop stays, and can be downloaded
          drawing.finish();
          setState(stopped(locale, stopReason, resultOf(received), received.rows.length, seconds));
        } else {
          // results of an earlier query would read as the answer to this one
          drawing.reset();
          const problem = runner.describe(error, query);
          setState({ running: false, status: '', problem });
          onProblem(problem);
        }
      } finally {
        clearTimeout(timer);
        stopRef.current = undefined;
        busy.current = false;
      }
    },
    [locale, runner, drawing, onProblem],
  );

  const cancel = useCallback(() => stopRef.current?.('cancel'), []);
  return { state, view: drawing.view, rows: drawing.view.rows, run, cancel, more: drawing.more };
}

function finished(locale: Locale, result: ResultSet | undefined, ms: number): RunState {
  const count = !result ? 0 : result.kind === 'boolean' ? 1 : result.rows.length;
  const key = count === 0 ? 'sparql.msg.noResults' : count === 1 ? 'sparql.msg.oneResult' : 'sparql.msg.results';
  const status = t(locale, key, { count, ms });
  return { running: false, status, count, result };
}

function stopped(locale: Locale, reason: StopReason, result: ResultSet | undefined, count: number, seconds: number): RunState {
  const status = reason === 'timeout' ? t(locale, 'sparql.msg.timedOut', { seconds, count }) : t(locale, 'sparql.msg.cancelled', { count });
  return { running: false, status, stopped: reason, result };
}
