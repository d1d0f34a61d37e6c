// The answer to a query: a table of bindings (drawn progressively and capped,
// with "Show more") or a yes/no line for ASK. Every value is text; an IRI is a
// link only when it is http(s).
//
// The table is built for a frame's cost that does not grow with its length.
// In one HTML table, every row added made the browser lay out and paint all
// the rows drawn before (about 90 ms per frame for 500 rows, 140 ms for 1000,
// at 4× CPU slowdown), so drawing slices or a "Show more" held the page anyway.
// Here each block of rows is a table of its own, in a box the browser skips
// while it is scrolled out of view (content-visibility, which a table box
// itself ignores: size containment does not apply to it), and the head stays on top
// of the scrolled blocks. Every table has the same fixed layout (equal
// columns, from .sparql-table), so the columns line up; for assistive
// technology they are one table: the blocks' <table>s are presentational and
// the rows and cells carry their roles.
import { memo, useSyncExternalStore } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { ResultRow, ResultTerm } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';
import { MAX_TABLE_ROWS, type TableDrawing } from './tableDrawing.ts';

const XSD = 'http://www.w3.org/2001/XMLSchema#';

function TermCell({ term, siteUrl }: { term: ResultTerm | undefined; siteUrl: string }) {
  if (!term) return <td role="cell" />;
  if (term.type === 'uri') {
    if (!/^https?:\/\//.test(term.value)) return <td role="cell">{term.value}</td>;
    // the site's own IRIs open here (the entity pages), whatever host serves the build
    const own = term.value.startsWith(`${siteUrl}/`);
    return (
      <td role="cell">
        <a href={own ? term.value.slice(siteUrl.length) : term.value} rel={own ? undefined : 'noopener'}>
          {term.value}
        </a>
      </td>
    );
  }
  if (term.type !== 'literal') return <td role="cell">{term.type === 'bnode' ? `_:${term.value}` : term.value}</td>;
  const lang = term['xml:lang'];
  const tag = lang ? `@${lang}` : term.datatype ? `^^${term.datatype.replace(XSD, 'xsd:')}` : '';
  return (
    <td role="cell">
      <span lang={lang}>{term.value}</span>
      {tag ? (
        <>
          {' '}
          <span className="sparql-term-tag">{tag}</span>
        </>
      ) : null}
    </td>
  );
}

/** One row; memoized, so adding rows to its block leaves it alone. */
const Row = memo(function Row({ row, vars, siteUrl }: { row: ResultRow; vars: string[]; siteUrl: string }) {
  return (
    <tr role="row">
      {vars.map((v) => (
        <TermCell key={v} term={row[v]} siteUrl={siteUrl} />
      ))}
    </tr>
  );
});

/** A block of rows in its table; a full block never changes, so a slice of the drawing renders only the block it adds to. */
const RowBlock = memo(function RowBlock({ rows, vars, siteUrl }: { rows: readonly ResultRow[]; vars: string[]; siteUrl: string }) {
  return (
    <div className="sparql-block" role="presentation">
      <table className="sparql-table" role="presentation">
        <tbody role="rowgroup">
          {rows.map((r, i) => (
            <Row key={i} row={r} vars={vars} siteUrl={siteUrl} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The table as the drawing (tableDrawing.ts) has it so far: it re-renders with each slice, the editor around it does not. */
export function SparqlResults({ table, siteUrl, locale }: { table: TableDrawing; siteUrl: string; locale: Locale }) {
  const view = useSyncExternalStore(table.subscribe, table.snapshot, table.snapshot);
  if (view.boolean !== undefined) {
    return <p className="sparql-ask">{t(locale, view.boolean ? 'sparql.msg.askTrue' : 'sparql.msg.askFalse')}</p>;
  }
  if (!view.vars) return null;
  const vars = view.vars;
  const more = view.finished && view.total > view.limit;
  return (
    <>
      <div className="sparql-table-wrap" role="table" data-row-count={view.total}>
        <table className="sparql-table sparql-head" role="presentation">
          <thead role="rowgroup">
            <tr role="row">
              {vars.map((v) => (
                <th key={v} role="columnheader" scope="col">{`?${v}`}</th>
              ))}
            </tr>
          </thead>
        </table>
        {view.blocks.map((rows, i) => (
          <RowBlock key={i} rows={rows} vars={vars} siteUrl={siteUrl} />
        ))}
      </div>
      {more ? (
        <div className="sparql-note">
          <p>{t(locale, 'sparql.msg.truncated', { shown: view.limit, count: view.total })}</p>
          <button type="button" className="button button-secondary sparql-more" data-sparql-more="" onClick={table.more}>
            {t(locale, 'sparql.msg.showMore', { count: Math.min(MAX_TABLE_ROWS, view.total - view.limit) })}
          </button>
        </div>
      ) : null}
    </>
  );
}
