// A quick proof that the data conforms to the shapes, tried before the full
// SHACL engine (shacl.ts). rdf-validate-shacl spends ~0.6 s of CPU on the
// real site's 3,800 triples (its code runs cold once per build, and it builds
// a report for every nested check); this check covers the constraint kinds a
// site's shapes use, with the engine's own semantics, in a few milliseconds.
//
// It only ever answers "conforms" or "don't know": shapes using anything it
// does not cover, and any graph where one constraint fails (at any severity),
// go to the full engine, which writes the report. So a mistake here could
// only make a build slower, never let a violation through unnoticed — as long
// as every constraint it covers is checked at least as strictly as the
// engine does (tests/unit/shacl-fast.test.ts breaks the real data one way at
// a time and requires "don't know" for each).
import type { Quad, Store, Term } from 'n3';
import { validateTerm } from 'rdf-validate-datatype';

const SH = 'http://www.w3.org/ns/shacl#';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const XSD_BOOLEAN = 'http://www.w3.org/2001/XMLSchema#boolean';

/** Statements about a shape that are not constraints. */
const NOT_CONSTRAINTS = new Set([
  RDF + 'type',
  SH + 'targetClass',
  SH + 'property',
  SH + 'path',
  SH + 'message',
  SH + 'name',
  SH + 'description',
  SH + 'severity',
  RDFS + 'label',
  RDFS + 'comment',
]);
/** Constraint parameters this check covers (sh:qualifiedMinCount and sh:qualifiedMaxCount come with sh:qualifiedValueShape). */
const COVERED = new Set(
  [
    'datatype',
    'class',
    'nodeKind',
    'in',
    'languageIn',
    'minCount',
    'maxCount',
    'uniqueLang',
    'equals',
    'or',
    'qualifiedValueShape',
    'qualifiedMinCount',
    'qualifiedMaxCount',
  ].map((n) => SH + n),
);
/** Only meaningful with a path: on a node shape the engine reads them differently, so they are not covered there. */
const PATH_ONLY = new Set(
  ['minCount', 'maxCount', 'uniqueLang', 'equals', 'qualifiedValueShape', 'qualifiedMinCount', 'qualifiedMaxCount'].map((n) => SH + n),
);

type Check = (focus: Term, values: Term[]) => boolean;
interface Shape {
  /** the property's values, or the focus node itself for a node shape */
  values: (focus: Term) => Term[];
  checks: Check[];
  properties: Shape[];
}

class Unsupported extends Error {}

const key = (t: Term) =>
  t.termType === 'Literal'
    ? `L${t.value}@${(t as { language: string }).language}^^${(t as { datatype: Term }).datatype.value}`
    : `${t.termType[0]}${t.value}`;

function distinct(terms: Term[]): Term[] {
  const seen = new Set<string>();
  return terms.filter((t) => !seen.has(key(t)) && !!seen.add(key(t)));
}

/** `cls` and its subclasses (rdfs:subClassOf, any depth) in the data: what isInstanceOf accepts. */
function classAndSubclasses(data: Store, cls: Term): Set<string> {
  const found = new Set<string>([key(cls)]);
  const queue = [cls];
  while (queue.length) {
    for (const sub of data.getSubjects(RDFS + 'subClassOf', queue.pop()!, null)) {
      if (!found.has(key(sub))) {
        found.add(key(sub));
        queue.push(sub);
      }
    }
  }
  return found;
}

/** Reads the shapes graph strictly: a parameter given twice, or a malformed list, is beyond this check. */
function shapeReader(shapes: Store) {
  const one = (s: Term, p: string): Term | undefined => {
    const objects = shapes.getObjects(s, p, null);
    if (objects.length > 1) throw new Unsupported();
    return objects[0];
  };
  const list = (head: Term): Term[] => {
    const items: Term[] = [];
    for (let node: Term | undefined = head; node && node.value !== RDF + 'nil'; node = one(node, RDF + 'rest')) {
      if (items.length > 1000) throw new Unsupported();
      const first = one(node, RDF + 'first');
      if (!first) throw new Unsupported();
      items.push(first);
    }
    return items;
  };
  return { one, list };
}

type ShapeReader = ReturnType<typeof shapeReader>;
/** the one value of a constraint parameter (sh:NAME) of the shape being compiled */
type Param = (name: string) => Term | undefined;

const count = (t: Term | undefined) => (t?.termType === 'Literal' ? Number(t.value) : NaN);
const every =
  (ok: (v: Term) => boolean): Check =>
  (_, vs) =>
    vs.every(ok);

/** Throws Unsupported when a shape says anything this check does not cover: the engine then decides. */
function requireCovered(statements: Quad[]): void {
  for (const q of statements) {
    if (!NOT_CONSTRAINTS.has(q.predicate.value) && !COVERED.has(q.predicate.value)) throw new Unsupported();
    if (q.predicate.value === RDF + 'type' && q.object.value !== SH + 'NodeShape' && q.object.value !== SH + 'PropertyShape')
      throw new Unsupported();
  }
}

/** The value nodes of a shape: the focus node itself, or what its sh:path (a property or its inverse) reaches. */
function valuesOf(path: Term | undefined, reader: ShapeReader, shapes: Store, data: Store): Shape['values'] {
  if (path?.termType === 'NamedNode') return (focus) => distinct(data.getObjects(focus, path, null));
  if (!path) return (focus) => [focus];
  const inverse = reader.one(path, SH + 'inversePath');
  if (!inverse || inverse.termType !== 'NamedNode' || shapes.countQuads(path, null, null, null) !== 1) throw new Unsupported();
  return (focus) => distinct(data.getSubjects(inverse, focus, null));
}

/** Constraints on each value alone: sh:datatype, sh:class, sh:nodeKind, sh:in, sh:languageIn. */
function valueChecks(param: Param, reader: ShapeReader, data: Store): Check[] {
  const checks: Check[] = [];
  const datatype = param('datatype');
  // as the engine: the datatype, and a lexical form valid for it
  if (datatype)
    checks.push(every((v) => v.termType === 'Literal' && (v as { datatype: Term }).datatype.equals(datatype) && validateTerm(v as never)));
  const cls = param('class');
  if (cls) {
    const classes = classAndSubclasses(data, cls);
    checks.push(every((v) => data.getObjects(v, RDF + 'type', null).some((t) => classes.has(key(t)))));
  }
  const nodeKind = param('nodeKind');
  if (nodeKind) {
    const kinds: Record<string, string[]> = {
      BlankNode: ['BlankNode', 'BlankNodeOrIRI', 'BlankNodeOrLiteral'],
      NamedNode: ['IRI', 'BlankNodeOrIRI', 'IRIOrLiteral'],
      Literal: ['Literal', 'BlankNodeOrLiteral', 'IRIOrLiteral'],
    };
    checks.push(every((v) => (kinds[v.termType] ?? []).some((k) => SH + k === nodeKind.value)));
  }
  const inList = param('in');
  if (inList) {
    const allowed = new Set(reader.list(inList).map(key));
    checks.push(every((v) => allowed.has(key(v))));
  }
  const languageIn = param('languageIn');
  if (languageIn) {
    const allowed = reader.list(languageIn).map((t) => t.value);
    checks.push(
      every(
        (v) =>
          v.termType === 'Literal' &&
          !!(v as { language: string }).language &&
          allowed.some((a) => (v as { language: string }).language.startsWith(a)),
      ),
    );
  }
  return checks;
}

/** Constraints on the values together: sh:minCount, sh:maxCount, sh:uniqueLang, sh:equals. */
function setChecks(param: Param, data: Store): Check[] {
  const checks: Check[] = [];
  const minCount = param('minCount');
  if (minCount) checks.push((_, vs) => vs.length >= count(minCount));
  const maxCount = param('maxCount');
  if (maxCount) checks.push((_, vs) => vs.length <= count(maxCount));
  const uniqueLang = param('uniqueLang');
  if (uniqueLang) {
    if (
      uniqueLang.termType !== 'Literal' ||
      uniqueLang.value !== 'true' ||
      (uniqueLang as { datatype: Term }).datatype.value !== XSD_BOOLEAN
    )
      throw new Unsupported();
    checks.push((_, vs) => {
      const langs = vs
        .filter((v) => v.termType === 'Literal' && (v as { language: string }).language)
        .map((v) => (v as { language: string }).language);
      return new Set(langs).size === langs.length;
    });
  }
  const equals = param('equals');
  if (equals) {
    checks.push((focus, vs) => {
      const other = distinct(data.getObjects(focus, equals, null));
      const a = new Set(vs.map(key));
      return other.length === a.size && other.every((t) => a.has(key(t)));
    });
  }
  return checks;
}

/** Constraints through other shapes: sh:or, and sh:qualifiedValueShape with its counts. */
function shapeChecks(param: Param, reader: ShapeReader, compile: (node: Term) => Shape): Check[] {
  const checks: Check[] = [];
  const or = param('or');
  if (or) {
    const options = reader.list(or).map(compile);
    checks.push(every((v) => options.some((s) => conforms(v, s))));
  }
  const qualified = param('qualifiedValueShape');
  if (qualified) {
    const q = compile(qualified);
    const min = param('qualifiedMinCount');
    const max = param('qualifiedMaxCount');
    checks.push((_, vs) => {
      const n = vs.filter((v) => conforms(v, q)).length;
      return (!min || n >= count(min)) && (!max || n <= count(max));
    });
  } else if (param('qualifiedMinCount') || param('qualifiedMaxCount')) throw new Unsupported();
  return checks;
}

/** Compiles the shapes into checks, or throws Unsupported. */
function compiler(shapes: Store, data: Store) {
  const reader = shapeReader(shapes);
  const compiled = new Map<string, Shape>();
  const compiling = new Set<string>();

  const compile = (node: Term): Shape => {
    const k = key(node);
    const done = compiled.get(k);
    if (done) return done;
    // a shape that refers back to itself: the engine's recursion limits decide, not this check
    if (compiling.has(k)) throw new Unsupported();
    compiling.add(k);
    const statements = shapes.getQuads(node, null, null, null);
    requireCovered(statements);
    const path = reader.one(node, SH + 'path');
    const values = valuesOf(path, reader, shapes, data);
    const param: Param = (name) => reader.one(node, SH + name);
    for (const p of new Set(statements.map((q) => q.predicate.value))) if (!path && PATH_ONLY.has(p)) throw new Unsupported();
    const checks = [...valueChecks(param, reader, data), ...setChecks(param, data), ...shapeChecks(param, reader, compile)];
    const properties = shapes.getObjects(node, SH + 'property', null).map(compile);
    compiling.delete(k);
    const shape = { values, checks, properties };
    compiled.set(k, shape);
    return shape;
  };
  return compile;
}

function conforms(node: Term, shape: Shape): boolean {
  const values = shape.values(node);
  if (!shape.checks.every((check) => check(node, values))) return false;
  return shape.properties.every((p) => values.every((v) => conforms(v, p)));
}

/**
 * True only when every focus node of every shape with a target satisfies all
 * its constraints; false when one does not, or the shapes use what this
 * check does not cover (then the full engine decides and reports).
 */
export function conformsQuickly(data: Store, shapes: Store): boolean {
  try {
    // targets other than sh:targetClass, and shapes that are classes themselves (implicit targets): not covered
    for (const p of [
      'targetNode',
      'targetSubjectsOf',
      'targetObjectsOf',
      'target',
      'deactivated',
      'qualifiedValueShapesDisjoint',
      'closed',
    ]) {
      if (shapes.countQuads(null, SH + p, null, null)) return false;
    }
    if (
      shapes.countQuads(null, RDFS + 'subClassOf', null, null) ||
      shapes.getQuads(null, RDF + 'type', null, null).some((q) => q.object.value === RDFS + 'Class' || q.object.value.endsWith('#Class'))
    )
      return false;
    const compile = compiler(shapes, data);
    for (const q of shapes.getQuads(null, SH + 'targetClass', null, null)) {
      const shape = compile(q.subject);
      const classes = classAndSubclasses(data, q.object);
      const focus = distinct(
        data
          .getQuads(null, RDF + 'type', null, null)
          .filter((t) => classes.has(key(t.object)))
          .map((t) => t.subject),
      );
      if (!focus.every((f) => conforms(f, shape))) return false;
    }
    return true;
  } catch (e) {
    if (e instanceof Unsupported) return false;
    throw e;
  }
}
