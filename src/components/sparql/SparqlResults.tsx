// The answer to a query: a table of bindings (drawn progressively and capped,
// with "Show more") or a yes/no line for ASK. Every value is text; an IRI is a
// link only when it is http(s).
import { memo } from 'react';
import type { Locale } from '../../shared/model/types.ts';
import type { ResultRow, ResultTerm } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';

/** What the table shows of the rows received so far. */
export interface ResultsView {
  vars?: string[];
  boolean?: boolean;
  /** rows received */
  total: number;
  /** rows drawn in the table */
  drawn: number;
  /** rows the table may show before "Show more" */
  limit: number;
  finished: boolean;
}

/** Rows drawn in the table at first, and added by each "Show more"; the downloads always hold every row. */
export const MAX_TABLE_ROWS = 500;

const XSD = 'http://www.w3.org/2001/XMLSchema#';

function TermCell({ term, siteUrl }: { term: ResultTerm | undefined; siteUrl: string }) {
  if (!term) return <td />;
  if (term.type === 'uri') {
    if (!/^https?:\/\//.test(term.value)) return <td>{term.value}</td>;
    // the site's own IRIs open here (the entity pages), whatever host serves the build
    const own = term.value.startsWith(`${siteUrl}/`);
    return (
      <td>
        <a href={own ? term.value.slice(siteUrl.length) : term.value} rel={own ? undefined : 'noopener'}>
          {term.value}
        </a>
      </td>
    );
  }
  if (term.type !== 'literal') return <td>{term.type === 'bnode' ? `_:${term.value}` : term.value}</td>;
  const lang = term['xml:lang'];
  const tag = lang ? `@${lang}` : term.datatype ? `^^${term.datatype.replace(XSD, 'xsd:')}` : '';
  return (
    <td>
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

/** One row; memoized, so drawing the next hundred rows leaves the drawn ones alone. */
const Row = memo(function Row({ row, vars, siteUrl }: { row: ResultRow; vars: string[]; siteUrl: string }) {
  return (
    <tr>
      {vars.map((v) => (
        <TermCell key={v} term={row[v]} siteUrl={siteUrl} />
      ))}
    </tr>
  );
});

export function SparqlResults(props: { view: ResultsView; rows: ResultRow[]; siteUrl: string; locale: Locale; onMore: () => void }) {
  const { view, rows, siteUrl, locale, onMore } = props;
  if (view.boolean !== undefined) {
    return <p className="sparql-ask">{t(locale, view.boolean ? 'sparql.msg.askTrue' : 'sparql.msg.askFalse')}</p>;
  }
  if (!view.vars) return null;
  const vars = view.vars;
  const more = view.finished && view.total > view.limit;
  return (
    <>
      <div className="sparql-table-wrap">
        <table className="sparql-table" data-row-count={view.total}>
          <thead>
            <tr>
              {vars.map((v) => (
                <th key={v} scope="col">{`?${v}`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, view.drawn).map((r, i) => (
              <Row key={i} row={r} vars={vars} siteUrl={siteUrl} />
            ))}
          </tbody>
        </table>
      </div>
      {more ? (
        <div className="sparql-note">
          <p>{t(locale, 'sparql.msg.truncated', { shown: view.limit, count: view.total })}</p>
          <button type="button" className="button button-secondary sparql-more" data-sparql-more="" onClick={onMore}>
            {t(locale, 'sparql.msg.showMore', { count: Math.min(MAX_TABLE_ROWS, view.total - view.limit) })}
          </button>
        </div>
      ) : null}
    </>
  );
}
