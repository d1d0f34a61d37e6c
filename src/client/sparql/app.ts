// The query editor of the SPARQL page, over markup the server rendered
// (hidden until this runs). Loaded by the client runtime only on a page with
// [data-sparql-app]; the engine and the graph load on the first local query.
// Everything shown from a result or an error is set as text, never as HTML.
import { describeQueryError } from './errors.ts';
import { EndpointError, runRemote } from './remote.ts';
import { rowCount, toCsv, toJson, type ResultSet, type ResultTerm } from './results.ts';

interface AppConfig {
  siteUrl: string;
  graph: string;
  strings: Record<string, string>;
  examples: { id: string; title: string; query: string }[];
}

/** Rows drawn in the table; the downloads always hold every row. */
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

function renderResults(target: HTMLElement, result: ResultSet, config: AppConfig) {
  target.replaceChildren();
  if (result.kind === 'boolean') {
    target.append(el('p', { className: 'sparql-ask', text: config.strings[result.value ? 'askTrue' : 'askFalse'] }));
    return;
  }
  if (!result.rows.length) return;
  const head = el('tr', {}, result.vars.map((v) => el('th', { text: `?${v}` })));
  head.querySelectorAll('th').forEach((th) => th.setAttribute('scope', 'col'));
  const body = el('tbody');
  for (const row of result.rows.slice(0, MAX_TABLE_ROWS)) body.append(el('tr', {}, result.vars.map((v) => termCell(row[v], config.siteUrl))));
  const table = el('table', { className: 'sparql-table' }, [el('thead', {}, [head]), body]);
  table.dataset.rowCount = String(result.rows.length);
  target.append(el('div', { className: 'sparql-table-wrap' }, [table]));
  if (result.rows.length > MAX_TABLE_ROWS) target.append(el('p', { className: 'sparql-note', text: format(config.strings.truncated, { shown: MAX_TABLE_ROWS, count: result.rows.length }) }));
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
  const status = $<HTMLElement>('[data-sparql-status]');
  const errorBox = $<HTMLElement>('[data-sparql-error]');
  const results = $<HTMLElement>('[data-sparql-results]');
  const downloads = [...root.querySelectorAll<HTMLButtonElement>('[data-sparql-download]')];
  const s = config.strings;
  let last: ResultSet | undefined;
  let graphLoaded = false;
  let running = false;

  const source = () => root.querySelector<HTMLInputElement>('input[name="sparql-source"]:checked')?.value ?? 'local';
  const syncSource = () => {
    endpoint.disabled = source() !== 'remote';
  };

  const showError = (title: string, detail?: string, excerpt?: string) => {
    errorBox.replaceChildren(el('p', {}, [el('strong', { text: title })]));
    if (excerpt) errorBox.append(el('pre', { className: 'sparql-excerpt', text: excerpt }));
    if (detail) errorBox.append(el('p', { className: 'sparql-error-detail', text: detail }));
    errorBox.hidden = false;
  };

  const syntaxTitle = (line: number, column?: number) => (column ? format(s.syntaxAt, { line, column }) : format(s.syntaxLine, { line }));

  const fail = (error: unknown, query: string) => {
    status.textContent = '';
    if (error instanceof EndpointError) {
      if (error.reason === 'address') return showError(s.badEndpoint);
      if (error.reason === 'network') return showError(s.network);
      if (error.reason === 'format') return showError(format(s.unsupported, { type: error.contentType ?? '?' }));
      // an endpoint's 400 usually explains a syntax error in its own words
      const problem = describeQueryError(new Error(error.body ?? ''), query);
      if (problem.kind === 'syntax' && problem.line) return showError(syntaxTitle(problem.line, problem.column), error.body, problem.column ? problem.excerpt : undefined);
      return showError(format(s.http, { status: error.status ?? '?' }), error.body);
    }
    // codes, not classes: the error classes live in the lazily loaded engine module
    const code = (error as { code?: string } | undefined)?.code;
    if (code === 'graph-load') return showError(s.graphFailed, (error as Error).message);
    if (code === 'update-refused') return showError(s.update);
    const problem = describeQueryError(error, query);
    if (problem.kind === 'syntax') {
      const title = problem.line ? syntaxTitle(problem.line, problem.column) : s.syntax;
      const expected = problem.expected ? problem.expected.slice(0, 12).join(', ') + (problem.expected.length > 12 ? ', …' : '') : '';
      const detail = problem.expected ? format(problem.found === null ? s.foundEnd : s.found, { found: problem.found ?? '', expected }) : problem.detail;
      showError(title, detail, problem.excerpt);
      // point at the spot in the editor; its text is left exactly as it was
      if (problem.offset !== undefined) {
        editor.focus();
        editor.setSelectionRange(problem.offset, Math.min(problem.offset + Math.max(1, problem.found?.length ?? 1), editor.value.length));
      }
      return;
    }
    showError(s.failed, problem.detail);
  };

  const run = async () => {
    if (running) return;
    running = true;
    runButton.disabled = true;
    errorBox.hidden = true;
    const query = editor.value;
    const started = performance.now();
    try {
      let result: ResultSet;
      if (source() === 'remote') {
        status.textContent = s.running;
        result = await runRemote(endpoint.value, query);
      } else {
        status.textContent = graphLoaded ? s.running : s.loadingGraph;
        const local = await import('./local.ts');
        result = await local.runLocal(query, config.graph);
        graphLoaded = true;
      }
      const ms = Math.round(performance.now() - started);
      last = result;
      renderResults(results, result, config);
      const count = rowCount(result);
      status.textContent = count === 0 ? format(s.noResults, { ms }) : format(count === 1 ? s.oneResult : s.results, { count, ms });
      root.dataset.resultCount = String(count);
      for (const b of downloads) b.disabled = false;
    } catch (error) {
      // results of an earlier query would read as the answer to this one
      last = undefined;
      results.replaceChildren();
      delete root.dataset.resultCount;
      for (const b of downloads) b.disabled = true;
      fail(error, query);
    } finally {
      running = false;
      runButton.disabled = false;
    }
  };

  examples.addEventListener('change', () => {
    const ex = config.examples.find((x) => x.id === examples.value);
    if (ex) editor.value = ex.query;
  });
  for (const r of root.querySelectorAll<HTMLInputElement>('input[name="sparql-source"]')) r.addEventListener('change', syncSource);
  runButton.addEventListener('click', () => void run());
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
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
