// Typed literals must be well formed: "2023-13-45"^^xsd:date is not a date.
// SHACL's sh:datatype only compares the datatype IRI, so the lexical form is
// checked here, for the datatypes the site's graph uses.
import type { Store } from 'n3';
import type { Position, Problem } from '../errors.ts';
import { XSD } from '../ns.ts';
import { compactIri } from './iri.ts';
import { locate, type ReadText } from './entities.ts';

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

const CHECKS: Record<string, (v: string) => boolean> = {
  [XSD + 'date']: (v) => {
    const m = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(v);
    return !!m && validDate(+m[1], +m[2], +m[3]);
  },
  [XSD + 'dateTime']: (v) => {
    const m = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(v);
    return !!m && validDate(+m[1], +m[2], +m[3]) && +m[4] < 24 && +m[5] < 60 && +m[6] < 61;
  },
  [XSD + 'gYearMonth']: (v) => {
    const m = /^(-?\d{4,})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(v);
    return !!m && +m[2] >= 1 && +m[2] <= 12;
  },
  [XSD + 'gYear']: (v) => /^-?\d{4,}(Z|[+-]\d{2}:\d{2})?$/.test(v),
  [XSD + 'integer']: (v) => /^[+-]?\d+$/.test(v),
  [XSD + 'decimal']: (v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v),
  [XSD + 'boolean']: (v) => /^(true|false|1|0)$/.test(v),
};

/** Where a literal is written: the first `"value"` at or after its subject's line, else the subject. */
function literalPosition(file: string, readText: ReadText, prefixes: Record<string, string>, subject: string, value: string): Position {
  const at = locate(file, readText, prefixes, subject);
  const text = readText(file);
  if (!text || !at.line) return at;
  const lines = text.split('\n');
  for (let i = at.line - 1; i < lines.length; i++) {
    const column = lines[i].indexOf(JSON.stringify(value));
    if (column >= 0) return { file, line: i + 1, column: column + 1 };
  }
  return at;
}

/** `readText` reads a project file, to give each problem its line and column. */
export function validateDatatypes(
  store: Store,
  sourceFiles: Map<string, string>,
  prefixes: Record<string, string>,
  readText?: ReadText,
): Problem[] {
  const problems: Problem[] = [];
  for (const q of store.getQuads(null, null, null, null)) {
    if (q.object.termType !== 'Literal') continue;
    const datatype = (q.object as { datatype: { value: string } }).datatype.value;
    const check = CHECKS[datatype];
    if (!check || check(q.object.value)) continue;
    const file = sourceFiles.get(q.graph.value) ?? q.graph.value;
    problems.push({
      severity: 'error',
      stage: 'validate',
      message:
        `${compactIri(q.subject.value, prefixes)} ${compactIri(q.predicate.value, prefixes)}: ` +
        `"${q.object.value}" is not a valid ${compactIri(datatype, { xsd: XSD })}`,
      position: readText ? literalPosition(file, readText, prefixes, q.subject.value, q.object.value) : { file },
    });
  }
  return problems;
}
