// The query editor of the SPARQL page: an island. The server renders it inert,
// in its place, so nothing moves when it starts (the stylesheet shows it only
// to a browser running scripts, and the no-JavaScript hint only to one that
// does not); the browser hydrates the same component with a runner
// (src/client/sparql/island.tsx) and it comes alive. Its props travel in the
// page as JSON (SparqlAppConfig), so both renders match.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../browser-state.ts';
import type { SparqlAppConfig, SparqlProblem, SparqlRunner } from '../../shared/sparql.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { SparqlResults } from './SparqlResults.tsx';
import { useQueryRun, type RunState, type RunTarget } from './useQueryRun.ts';

function ProblemView({ problem, locale }: { problem: SparqlProblem; locale: SparqlAppConfig['locale'] }) {
  return (
    <>
      <p>
        <strong>{problem.title}</strong>
      </p>
      {problem.excerpt ? <pre className="sparql-excerpt">{problem.excerpt}</pre> : null}
      {problem.detail ? <p className="sparql-error-detail">{problem.detail}</p> : null}
      {/* the engine's or the endpoint's own words, in their language, behind a summary in the page's */}
      {problem.raw ? (
        <details className="sparql-error-raw">
          <summary>{t(locale, 'sparql.msg.rawMessage')}</summary>
          <p className={problem.detail ? 'sparql-error-raw' : 'sparql-error-detail'} lang="en">
            {problem.raw}
          </p>
        </details>
      ) : null}
    </>
  );
}

/** The example queries, each with a button that opens it in the editor (inert until the editor works). */
function Examples({ config, mounted, onOpen }: { config: SparqlAppConfig; mounted: boolean; onOpen: (id: string) => void }) {
  return (
    <>
      <h2 id="examples">{t(config.locale, 'sparql.examples')}</h2>
      {config.examples.map((x) => (
        <div key={x.id}>
          <h3 id={x.id}>{x.title}</h3>
          <div className="example-query" data-example-query={x.id} dangerouslySetInnerHTML={{ __html: x.html }} />
          <button type="button" className="button button-secondary sparql-open-example" inert={!mounted} onClick={() => onOpen(x.id)}>
            {t(config.locale, 'sparql.msg.openExample')}
          </button>
        </div>
      ))}
    </>
  );
}

function SourceFields(props: { locale: SparqlAppConfig['locale']; target: RunTarget; setTarget: (t: RunTarget) => void }) {
  const { locale, target, setTarget } = props;
  const L = (k: MessageKey) => t(locale, k);
  return (
    <fieldset className="sparql-source">
      <legend>{L('sparql.source')}</legend>
      {(['local', 'remote'] as const).map((source) => (
        <label key={source}>
          <input
            type="radio"
            name="sparql-source"
            value={source}
            checked={target.source === source}
            onChange={() => setTarget({ ...target, source })}
          />{' '}
          {L(source === 'local' ? 'sparql.local' : 'sparql.remote')}
        </label>
      ))}
      <input
        type="url"
        className="sparql-endpoint"
        data-sparql-endpoint=""
        aria-label={L('sparql.endpointUrl')}
        value={target.endpoint}
        inputMode="url"
        spellCheck={false}
        disabled={target.source !== 'remote'}
        onChange={(e) => setTarget({ ...target, endpoint: e.target.value })}
      />
    </fieldset>
  );
}

/** The list of examples above the editor: picking one puts its query in the editor. */
function ExamplePicker({ config, value, onPick }: { config: SparqlAppConfig; value: string; onPick: (id: string) => void }) {
  return (
    <div className="sparql-row">
      <label htmlFor="sparql-example">{t(config.locale, 'sparql.example')}</label>{' '}
      <select id="sparql-example" data-sparql-examples="" value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">{t(config.locale, 'sparql.pick')}</option>
        {config.examples.map((x) => (
          <option key={x.id} value={x.id}>
            {x.title}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ActionsProps {
  locale: SparqlAppConfig['locale'];
  state: RunState;
  timeLimit: string;
  setTimeLimit: (v: string) => void;
  start: () => void;
  cancel: () => void;
  download: (kind: 'csv' | 'json') => void;
}

/** Run, Cancel, the time limit and the downloads. */
function Actions({ locale, state, timeLimit, setTimeLimit, start, cancel, download }: ActionsProps) {
  const L = (k: MessageKey) => t(locale, k);
  return (
    <div className="sparql-row sparql-actions">
      <button type="button" className="button" data-sparql-run="" disabled={state.running} onClick={start}>
        {L('sparql.run')}
      </button>
      <button type="button" className="button button-secondary" data-sparql-cancel="" disabled={!state.running} onClick={cancel}>
        {L('sparql.msg.cancel')}
      </button>
      <span className="sparql-hint">{L('sparql.shortcut')}</span>
      <label className="sparql-time-limit">
        {L('sparql.msg.timeLimit')}{' '}
        <input
          type="number"
          data-sparql-time-limit=""
          min={1}
          max={3600}
          step={1}
          value={timeLimit}
          inputMode="numeric"
          onChange={(e) => setTimeLimit(e.target.value)}
        />
      </label>
      {(['csv', 'json'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button-secondary"
          data-sparql-download={kind}
          disabled={state.running || !state.result}
          onClick={() => download(kind)}>
          {L(kind === 'csv' ? 'sparql.csv' : 'sparql.json')}
        </button>
      ))}
    </div>
  );
}

/** The editor's text, the example it came from, and where an error points in it. */
function useEditor(config: SparqlAppConfig) {
  const [query, setQuery] = useState(config.examples[0]?.query ?? '');
  const [example, setExample] = useState('');
  const editor = useRef<HTMLTextAreaElement>(null);
  // point at the spot in the editor; its text is left exactly as it was
  const onProblem = useCallback((p: SparqlProblem) => {
    if (!p.select || !editor.current) return;
    editor.current.focus();
    editor.current.setSelectionRange(p.select[0], Math.min(p.select[1], editor.current.value.length));
  }, []);
  const pick = (id: string) => {
    setExample(id);
    const x = config.examples.find((e) => e.id === id);
    if (x) setQuery(x.query);
  };
  const open = (id: string) => {
    pick(id);
    editor.current?.scrollIntoView({ block: 'center' });
    editor.current?.focus();
  };
  return { editor, query, setQuery, example, pick, open, onProblem };
}

export function SparqlApp({ config, runner }: { config: SparqlAppConfig; runner?: SparqlRunner }) {
  const { locale } = config;
  const L = (k: MessageKey) => t(locale, k);
  // the editor is inert until hydrated: before, its buttons would do nothing
  const mounted = useHydrated();
  const { editor, query, setQuery, example, pick, open, onProblem } = useEditor(config);
  const [target, setTarget] = useState<RunTarget>({ source: 'local', endpoint: config.endpoint });
  const [timeLimit, setTimeLimit] = useState(String(config.timeLimit));
  const { state, table, run, cancel } = useQueryRun(locale, runner, onProblem);
  const seconds = () => (Number(timeLimit) > 0 ? Number(timeLimit) : config.timeLimit);
  const start = () => void run(query, target, seconds());
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      start();
    }
    if (event.key === 'Escape' && state.running) cancel();
  };
  return (
    <>
      <p className="sparql-nojs" hidden={mounted}>
        {L('sparql.nojs')}{' '}
        <a href={config.graph} type="text/turtle">
          Turtle
        </a>
        .
      </p>
      <section
        className="sparql-app"
        data-sparql-app=""
        aria-label={L('sparql.editor')}
        inert={!mounted}
        data-mounted={mounted ? 'true' : undefined}
        data-result-count={state.count}
        data-stopped={state.stopped}>
        <ExamplePicker config={config} value={example} onPick={pick} />
        <label className="sparql-label" htmlFor="sparql-query">
          {L('sparql.query')}
        </label>
        <textarea
          id="sparql-query"
          ref={editor}
          className="sparql-editor"
          data-sparql-editor=""
          rows={14}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKey}
        />
        <SourceFields locale={locale} target={target} setTarget={setTarget} />
        <Actions
          locale={locale}
          state={state}
          timeLimit={timeLimit}
          setTimeLimit={setTimeLimit}
          start={start}
          cancel={cancel}
          download={(kind) => state.result && runner?.download(kind, state.result)}
        />
        <p className="sparql-status" data-sparql-status="" role="status" aria-live="polite">
          {state.status}
        </p>
        <div className="sparql-error" data-sparql-error="" role="alert" hidden={!state.problem}>
          {state.problem ? <ProblemView problem={state.problem} locale={locale} /> : null}
        </div>
        <div className="sparql-results" data-sparql-results="">
          <SparqlResults table={table} siteUrl={config.siteUrl} locale={locale} />
        </div>
      </section>
      <Examples config={config} mounted={mounted} onOpen={open} />
    </>
  );
}
