// A failed query as a message a person can act on, in the page's language:
// what went wrong with the endpoint, or where a syntax error is and what the
// parser expected there.
import type { Locale } from '../../shared/model/types.ts';
import type { SparqlProblem } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';
import { describeQueryError } from './errors.ts';
import { EndpointError } from './remote.ts';

function syntaxTitle(locale: Locale, line: number, column?: number): string {
  return column ? t(locale, 'sparql.msg.syntaxAt', { line, column }) : t(locale, 'sparql.msg.syntaxLine', { line });
}

/** A parser's explanation in the page's language, when we know how to say it. */
function localDetail(locale: Locale, detail: string): string | undefined {
  const prefix = /Unknown prefix:?\s*([\w-]*)/i.exec(detail);
  return prefix ? t(locale, 'sparql.msg.unknownPrefix', { prefix: `${prefix[1]}:` }) : undefined;
}

function endpointProblem(error: EndpointError, query: string, locale: Locale, allowed: string[]): SparqlProblem {
  const L = (k: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(locale, k, vars);
  if (error.reason === 'address') return { title: L('sparql.msg.badEndpoint') };
  if (error.reason === 'policy') return { title: L('sparql.msg.policy', { allowed: allowed.join(', ') }) };
  if (error.reason === 'cors') return { title: L('sparql.msg.cors') };
  if (error.reason === 'network') return { title: L('sparql.msg.network') };
  if (error.reason === 'format') return { title: L('sparql.msg.unsupported', { type: error.contentType ?? '?' }) };
  // an endpoint's 400 usually explains a syntax error in its own words
  const problem = describeQueryError(new Error(error.body ?? ''), query);
  if (problem.kind === 'syntax' && problem.line) {
    const excerpt = problem.column ? problem.excerpt : undefined;
    return { title: syntaxTitle(locale, problem.line, problem.column), excerpt, raw: error.body };
  }
  return { title: L('sparql.msg.http', { status: error.status ?? '?' }), raw: error.body };
}

export function describeFailure(error: unknown, query: string, locale: Locale, allowed: string[]): SparqlProblem {
  if (error instanceof EndpointError) return endpointProblem(error, query, locale, allowed);
  // codes, not classes: the errors come from the worker as plain data
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'graph-load') return { title: t(locale, 'sparql.msg.graphFailed'), raw: (error as Error).message };
  if (code === 'update-refused') return { title: t(locale, 'sparql.msg.update') };
  const problem = describeQueryError(error, query);
  if (problem.kind !== 'syntax') {
    return { title: t(locale, 'sparql.msg.failed'), detail: localDetail(locale, problem.detail), raw: problem.detail };
  }
  const title = problem.line ? syntaxTitle(locale, problem.line, problem.column) : t(locale, 'sparql.msg.syntax');
  const list = problem.expected ?? [];
  const expected = list.slice(0, 12).join(', ') + (list.length > 12 ? ', …' : '');
  const found =
    problem.found === null
      ? t(locale, 'sparql.msg.foundEnd', { expected })
      : t(locale, 'sparql.msg.found', { found: problem.found ?? '', expected });
  const local = problem.expected ? found : localDetail(locale, problem.detail);
  const select: [number, number] | undefined =
    problem.offset === undefined ? undefined : [problem.offset, problem.offset + Math.max(1, problem.found?.length ?? 1)];
  return { title, detail: local, excerpt: problem.excerpt, raw: local ? undefined : problem.detail, select };
}
