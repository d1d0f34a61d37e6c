// schema.org as search engines read it, in the JSON-LD of pages: an event's
// place is a Place (or a VirtualLocation when it is online) rather than a bare
// string. The data keeps its plain-text location (what editors write in
// data/events.ttl); only what pages embed is reshaped, so the dumps stay
// exactly the data.
import { DataFactory, type Quad } from 'n3';
import { RDF, SCHEMA } from '../ns.ts';

const { namedNode, quad, defaultGraph } = DataFactory;

/** An English location that says the event happens online (or by online submission). */
const ONLINE = /^online\b/i;

export function shapeForSearchEngines(quads: Quad[]): Quad[] {
  const events = new Set(
    quads.filter((q) => q.predicate.value === RDF + 'type' && q.object.value === SCHEMA + 'Event').map((q) => q.subject.value),
  );
  if (!events.size) return quads;
  const out: Quad[] = [];
  const places = new Map<string, Quad[]>();
  for (const q of quads) {
    if (events.has(q.subject.value) && q.predicate.value === SCHEMA + 'location' && q.object.termType === 'Literal') {
      const list = places.get(q.subject.value) ?? [];
      list.push(q);
      places.set(q.subject.value, list);
    } else out.push(q);
  }
  for (const [event, literals] of places) {
    const english = literals.find((q) => (q.object as { language?: string }).language === 'en') ?? literals[0];
    const online = ONLINE.test(english.object.value);
    const place = namedNode(`${event}#location`);
    out.push(quad(namedNode(event), namedNode(SCHEMA + 'location'), place, defaultGraph()));
    out.push(quad(place, namedNode(RDF + 'type'), namedNode(SCHEMA + (online ? 'VirtualLocation' : 'Place')), defaultGraph()));
    for (const l of literals) out.push(quad(place, namedNode(SCHEMA + 'name'), l.object, defaultGraph()));
  }
  return out;
}
