// The query editor of the SPARQL page, over markup the server rendered
// (hidden until this runs). Loaded by the client runtime only on a page with
// [data-sparql-app]; the engine and the graph load on the first local query.
// Everything shown from a result or an error is set as text, never as HTML.
import { describeQueryError } from './errors.ts';
import type { FromWorker, ToWorker } from './protocol.ts';
import { EndpointError, runRemote } from './remote.ts';
import { rowCount, toCsv, toJson, type ResultRow, type ResultSet, type ResultTerm } from './results.ts';

/** The worker script's hashed address, set by the bundler (generator/bundle.ts). */
declare const __SPARQL_WORKER__: string;

interface AppConfig {
  siteUrl: string;
  graph: string;
  strings: Record<string, string>;
  examples: { id: string; title: string; query: string }[];
  /** seconds a query may run before it is stopped (the page's field can change it) */
  timeLimit: number;
}

/** Rows drawn in the table at first, and added by each "Show more"; the downloads always hold every row. */
export const MAX_TABLE_ROWS = 500;

function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string } = {}, children: Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const c of children) node.append(c);
  return node;
}

function termCell(term: ResultTerm | undefined, siteUrl: string): HTMLTableCellElement {
  const td = el('td');
  if (!term) return td;
  if (term.type === 'uri') {
    if (/^https?:\/\//.test(term.value)) {
      const a = el('a', { text: term.value });
      // the site's own IRIs open here (the entity pages), whatever host serves the build
      a.href = term.value.startsWith(`${siteUrl}/`) ? term.value.slice(siteUrl.length) : term.value;
      if (!term.value.startsWith(`${siteUrl}/`)) a.rel = 'noopener';
      td.append(a);
    } else td.textContent = term.value;
  } else if (term.type === 'literal') {
    const value = el('span', { text: term.value });
    td.append(value);
    if (term['xml:lang']) {
      value.lang = term['xml:lang'];
      td.append(' ', el('span', { className: 'sparql-term-tag', text: `@${term['xml:lang']}` }));
    } else if (term.datatype) {
      td.append(' ', el('span', { className: 'sparql-term-tag', text: `^^${term.datatype.replace('http://www.w3.org/2001/XMLSchema#', 'xsd:')}` }));
    }
  } else td.textContent = term.type === 'bnode' ? `_:${term.value}` : term.value;
  return td;
}

/**
 * The results table, filled as rows arrive: rows are drawn in animation
 * frames, at most a cap at a time, and the rest wait behind "Show more"
 * (the downloads always hold every row received).
 */
class ResultView {
  vars: string[] = [];
  rows: ResultRow[] = [];
  boolean: boolean | undefined;
  private limit = MAX_TABLE_ROWS;
  private drawn = 0;
  private body?: HTMLTableSectionElement;
  private frame = 0;
  private note?: HTMLElement;

  constructor(
    private readonly target: HTMLElement,
    private readonly config: AppConfig,
  ) {
    target.replaceChildren();
  }

  head(vars: string[]) {
    this.vars = vars;
    const head = el('tr', {}, vars.map((v) => el('th', { text: `?${v}` })));
    head.querySelectorAll('th').forEach((th) => th.setAttribute('scope', 'col'));
    this.body = el('tbody');
    const table = el('table', { className: 'sparql-table' }, [el('thead', {}, [head]), this.body]);
    this.target.append(el('div', { className: 'sparql-table-wrap' }, [table]));
  }

  add(rows: ResultRow[]) {
    for (const r of rows) this.rows.push(r);
    this.schedule();
  }

  answer(value: boolean) {
    this.boolean = value;
    this.target.replaceChildren(el('p', { className: 'sparql-ask', text: this.config.strings[value ? 'askTrue' : 'askFalse'] }));
  }

  private schedule() {
    if (!this.frame && this.drawn < Math.min(this.limit, this.rows.length)) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** Rows added to the table per animation frame: each frame's work stays small while rows stream in. */
  private static readonly ROWS_PER_FRAME = 100;

  private draw(all = false) {
    this.frame = 0;
    if (!this.body) return;
    const until = Math.min(this.limit, this.rows.length, all ? Infinity : this.drawn + ResultView.ROWS_PER_FRAME);
    const fragment = document.createDocumentFragment();
    for (; this.drawn < until; this.drawn++) fragment.append(el('tr', {}, this.vars.map((v) => termCell(this.rows[this.drawn][v], this.config.siteUrl))));
    this.body.append(fragment);
    this.body.closest('table')!.dataset.rowCount = String(this.rows.length);
    this.schedule();
  }

  /** Everything received is in; say how much is shown and offer the rest. */
  finish() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.draw(true);
    this.note?.remove();
    this.note = undefined;
    if (this.rows.length <= this.limit) return;
    const s = this.config.strings;
    const more = el('button', { className: 'button button-secondary sparql-more', text: format(s.showMore, { count: Math.min(MAX_TABLE_ROWS, this.rows.length - this.limit) }) });
    more.type = 'button';
    more.dataset.sparqlMore = '';
    more.addEventListener('click', () => {
      this.limit += MAX_TABLE_ROWS;
      this.finish();
    });
    this.note = el('div', { className: 'sparql-note' }, [el('p', { text: format(s.truncated, { shown: this.limit, count: this.rows.length }) }), more]);
    this.target.append(this.note);
  }

  result(): ResultSet | undefined {
    if (this.boolean !== undefined) return { kind: 'boolean', value: this.boolean };
    return this.vars.length ? { kind: 'bindings', vars: this.vars, rows: this.rows } : undefined;
  }
}

/** A query stopped by the visitor or by the time limit. */
class Stopped extends Error {
  constructor(readonly reason: 'cancel' | 'timeout') {
    super(reason);
  }
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function mount(root: HTMLElement) {
  root.dataset.mounted = 'true';
  const config = JSON.parse(root.querySelector('script[data-sparql-config]')?.textContent ?? '{}') as AppConfig;
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const editor = $<HTMLTextAreaElement>('[data-sparql-editor]');
  const examples = $<HTMLSelectElement>('[data-sparql-examples]');
  const endpoint = $<HTMLInputElement>('[data-sparql-endpoint]');
  const runButton = $<HTMLButtonElement>('[data-sparql-run]');
  const cancelButton = $<HTMLButtonElement>('[data-sparql-cancel]');
  const timeLimit = $<HTMLInputElement>('[data-sparql-time-limit]');
  const status = $<HTMLElement>('[data-sparql-status]');
  const errorBox = $<HTMLElement>('[data-sparql-error]');
  const results = $<HTMLElement>('[data-sparql-results]');
  const downloads = [...root.querySelectorAll<HTMLButtonElement>('[data-sparql-download]')];
  const s = config.strings;
  let last: ResultSet | undefined;
  let running = false;
  let worker: Worker | undefined;
  let workerHasGraph = false;
  let runId = 0;
  /** stops the query under way: set while one runs */
  let stop: ((reason: 'cancel' | 'timeout') => void) | undefined;

  const source = () => root.querySelector<HTMLInputElement>('input[name="sparql-source"]:checked')?.value ?? 'local';
  const syncSource = () => {
    endpoint.disabled = source() !== 'remote';
  };

  const showError = (title: string, detail?: string, excerpt?: string, raw?: string) => {
    errorBox.replaceChildren(el('p', {}, [el('strong', { text: title })]));
    if (excerpt) errorBox.append(el('pre', { className: 'sparql-excerpt', text: excerpt }));
    if (detail) errorBox.append(el('p', { className: 'sparql-error-detail', text: detail }));
    // the engine's or the endpoint's own words, in their language, behind a summary in the page's
    if (raw) {
      const text = el('p', { className: detail ? 'sparql-error-raw' : 'sparql-error-detail', text: raw });
      text.lang = 'en';
      errorBox.append(el('details', { className: 'sparql-error-raw' }, [el('summary', { text: s.rawMessage }), text]));
    }
    errorBox.hidden = false;
  };

  const syntaxTitle = (line: number, column?: number) => (column ? format(s.syntaxAt, { line, column }) : format(s.syntaxLine, { line }));

  /** A parser's explanation in the page's language, when we know how to say it. */
  const localDetail = (detail: string): string | undefined => {
    const prefix = /Unknown prefix:?\s*([\w-]*)/i.exec(detail);
    if (prefix) return format(s.unknownPrefix, { prefix: prefix[1] });
    return undefined;
  };

  const fail = (error: unknown, query: string) => {
    if (error instanceof EndpointError) {
      if (error.reason === 'address') return showError(s.badEndpoint);
      if (error.reason === 'policy') return showError(s.policy);
      if (error.reason === 'cors') return showError(s.cors);
      if (error.reason === 'network') return showError(s.network);
      if (error.reason === 'format') return showError(format(s.unsupported, { type: error.contentType ?? '?' }));
      // an endpoint's 400 usually explains a syntax error in its own words
      const problem = describeQueryError(new Error(error.body ?? ''), query);
      if (problem.kind === 'syntax' && problem.line) return showError(syntaxTitle(problem.line, problem.column), undefined, problem.column ? problem.excerpt : undefined, error.body);
      return showError(format(s.http, { status: error.status ?? '?' }), undefined, undefined, error.body);
    }
    // codes, not classes: the errors come from the worker as plain data
    const code = (error as { code?: string } | undefined)?.code;
    if (code === 'graph-load') return showError(s.graphFailed, undefined, undefined, (error as Error).message);
    if (code === 'update-refused') return showError(s.update);
    const problem = describeQueryError(error, query);
    if (problem.kind === 'syntax') {
      const title = problem.line ? syntaxTitle(problem.line, problem.column) : s.syntax;
      const expected = problem.expected ? problem.expected.slice(0, 12).join(', ') + (problem.expected.length > 12 ? ', …' : '') : '';
      const local = problem.expected ? format(problem.found === null ? s.foundEnd : s.found, { found: problem.found ?? '', expected }) : localDetail(problem.detail);
      showError(title, local, problem.excerpt, local ? undefined : problem.detail);
      // point at the spot in the editor; its text is left exactly as it was
      if (problem.offset !== undefined) {
        editor.focus();
        editor.setSelectionRange(problem.offset, Math.min(problem.offset + Math.max(1, problem.found?.length ?? 1), editor.value.length));
      }
      return;
    }
    showError(s.failed, localDetail(problem.detail), undefined, problem.detail);
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
    workerHasGraph = false;
  };

  /** Runs the query in the worker; rows reach the view as the engine finds them. */
  const runLocal = (query: string, view: ResultView) =>
    new Promise<void>((resolve, reject) => {
      worker ??= new Worker(__SPARQL_WORKER__);
      const id = ++runId;
      status.textContent = workerHasGraph ? s.running : s.loadingGraph;
      stop = (reason) => {
        // an engine busy in a join listens to nothing: only ending the worker stops it
        stopWorker();
        reject(new Stopped(reason));
      };
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const m = event.data;
        if (m.id !== id) return;
        if (m.type === 'phase') status.textContent = m.phase === 'loading' && !workerHasGraph ? s.loadingGraph : s.running;
        else if (m.type === 'head') view.head(m.vars);
        else if (m.type === 'rows') {
          // the rows appearing in the table are the progress: the status line (a live
          // region) is not rewritten meanwhile, each change cost the page ~0.2 s of work
          view.add(m.rows);
          worker?.postMessage({ type: 'ack', id } satisfies ToWorker);
        } else if (m.type === 'boolean') view.answer(m.value);
        else if (m.type === 'done') {
          workerHasGraph = true;
          resolve();
        } else if (m.type === 'error') {
          workerHasGraph = m.error.code !== 'graph-load';
          reject(Object.assign(new Error(m.error.message), { code: m.error.code, hash: m.error.hash }));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        stopWorker();
        reject(new Error(event.message || 'worker failed'));
      };
      worker.postMessage({ type: 'run', id, query, graph: config.graph } satisfies ToWorker);
    });

  const runOnEndpoint = async (query: string, view: ResultView) => {
    const controller = new AbortController();
    let stopped: Stopped | undefined;
    stop = (reason) => {
      stopped = new Stopped(reason);
      controller.abort();
    };
    status.textContent = s.running;
    try {
      const result = await runRemote(endpoint.value, query, controller.signal);
      if (result.kind === 'boolean') view.answer(result.value);
      else {
        view.head(result.vars);
        view.add(result.rows);
      }
    } catch (e) {
      throw stopped ?? e;
    }
  };

  const seconds = () => {
    const n = Number(timeLimit.value);
    return Number.isFinite(n) && n > 0 ? n : config.timeLimit;
  };

  const run = async () => {
    if (running) return;
    running = true;
    runButton.disabled = true;
    cancelButton.disabled = false;
    errorBox.hidden = true;
    delete root.dataset.resultCount;
    delete root.dataset.stopped;
    for (const b of downloads) b.disabled = true;
    last = undefined;
    const query = editor.value;
    const started = performance.now();
    const view = new ResultView(results, config);
    const limit = seconds();
    const timer = setTimeout(() => stop?.('timeout'), limit * 1000);
    try {
      if (source() === 'remote') await runOnEndpoint(query, view);
      else await runLocal(query, view);
      view.finish();
      const ms = Math.round(performance.now() - started);
      last = view.result();
      const count = last ? rowCount(last) : 0;
      status.textContent = count === 0 ? format(s.noResults, { ms }) : format(count === 1 ? s.oneResult : s.results, { count, ms });
      root.dataset.resultCount = String(count);
      for (const b of downloads) b.disabled = !last;
    } catch (error) {
      if (error instanceof Stopped) {
        // what arrived before the stop stays, and can be downloaded
        view.finish();
        last = view.result();
        for (const b of downloads) b.disabled = !last;
        root.dataset.stopped = error.reason;
        const count = view.rows.length;
        status.textContent = error.reason === 'timeout' ? format(s.timedOut, { seconds: limit, count }) : format(s.cancelled, { count });
      } else {
        // results of an earlier query would read as the answer to this one
        results.replaceChildren();
        status.textContent = '';
        fail(error, query);
      }
    } finally {
      clearTimeout(timer);
      stop = undefined;
      running = false;
      runButton.disabled = false;
      cancelButton.disabled = true;
    }
  };

  examples.addEventListener('change', () => {
    const ex = config.examples.find((x) => x.id === examples.value);
    if (ex) editor.value = ex.query;
  });
  for (const r of root.querySelectorAll<HTMLInputElement>('input[name="sparql-source"]')) r.addEventListener('change', syncSource);
  runButton.addEventListener('click', () => void run());
  cancelButton.addEventListener('click', () => stop?.('cancel'));
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
    if (event.key === 'Escape' && running) stop?.('cancel');
  });
  for (const b of downloads) {
    b.addEventListener('click', () => {
      if (!last) return;
      if (b.dataset.sparqlDownload === 'csv') download('query-results.csv', 'text/csv;charset=utf-8', toCsv(last));
      else download('query-results.json', 'application/sparql-results+json', toJson(last));
    });
  }
  // each example on the page can be opened in the editor
  for (const block of document.querySelectorAll<HTMLElement>('[data-example-query]')) {
    const ex = config.examples.find((x) => x.id === block.dataset.exampleQuery);
    if (!ex || block.nextElementSibling?.classList.contains('sparql-open-example')) continue;
    const button = el('button', { className: 'button button-secondary sparql-open-example', text: s.openExample });
    button.type = 'button';
    button.addEventListener('click', () => {
      editor.value = ex.query;
      examples.value = ex.id;
      editor.scrollIntoView({ block: 'center' });
      editor.focus();
    });
    block.after(button);
  }
  syncSource();
  for (const hint of document.querySelectorAll<HTMLElement>('.sparql-nojs')) hint.hidden = true;
  root.hidden = false;
}

/** Mounts every editor on the page that is not mounted yet (after client-side navigation too). */
export function mountSparqlApps() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-sparql-app]:not([data-mounted])')) mount(root);
}
