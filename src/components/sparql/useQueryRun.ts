// Running a query from the editor: the state of one run (status line, error,
// why it stopped) and the actions on it. The rows go to the table's drawing
// (tableDrawing.ts), which draws them in slices of a few milliseconds, so a
// large answer never holds the page. The runner (workers, network) comes from
// the browser; on the server there is none and nothing runs.
import { useCallback, useRef, useState } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { ResultSet, SparqlProblem, SparqlRunner, StopReason } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';
import { TableDrawing } from './tableDrawing.ts';

export interface RunTarget {
  source: 'local' | 'remote';
  endpoint: string;
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
  const [table] = useState(() => new TableDrawing());
  const [state, setState] = useState<RunState>({ running: false, status: '' });
  const busy = useRef(false);
  const stopRef = useRef<((reason: StopReason) => void) | undefined>(undefined);

  const run = useCallback(
    async (query: string, target: RunTarget, seconds: number) => {
      if (busy.current || !runner) return;
      busy.current = true;
      table.reset();
      setState({ running: true, status: t(locale, 'sparql.msg.running') });
      const started = performance.now();
      let stopReason: StopReason | undefined;
      const handle = runner.run(query, target, {
        phase: (p) => setState((s) => ({ ...s, status: t(locale, p === 'loading' ? 'sparql.msg.loadingGraph' : 'sparql.msg.running') })),
        head: table.head,
        rows: table.receive,
        boolean: table.boolean,
      });
      stopRef.current = (reason) => {
        stopReason ??= reason;
        handle.stop();
      };
      const timer = setTimeout(() => stopRef.current?.('timeout'), seconds * 1000);
      try {
        let outcome: 'done' | 'stopped' | 'failed' = 'done';
        try {
          await handle.done;
        } catch (error) {
          outcome = stopReason ? 'stopped' : 'failed';
          if (!stopReason) {
            // results of an earlier query would read as the answer to this one
            table.reset();
            const problem = runner.describe(error, query);
            setState({ running: false, status: '', problem });
            onProblem(problem);
          }
        }
        // the query has ended: neither the time limit nor Cancel has anything left to stop
        clearTimeout(timer);
        stopRef.current = undefined;
        if (outcome !== 'failed') {
          const ms = Math.round(performance.now() - started);
          // what arrived before a stop stays, and can be downloaded; the status comes once the table is drawn
          await table.finish();
          const result = table.result();
          setState(stopReason ? stopped(locale, stopReason, result, table.received, seconds) : finished(locale, result, ms));
        }
      } finally {
        clearTimeout(timer);
        stopRef.current = undefined;
        busy.current = false;
      }
    },
    [locale, runner, table, onProblem],
  );

  const cancel = useCallback(() => stopRef.current?.('cancel'), []);
  return { state, table, run, cancel };
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
