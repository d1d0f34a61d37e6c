// schema.org as search engines read it, in the JSON-LD of pages: an event's
// place is a Place (or a VirtualLocation when it is online) rather than a bare
// string, with the attendance mode that place says; a dataset's url is the
// page about it. The data keeps its plain-text location (what editors write in
// data/events.ttl); only what pages embed is reshaped, so the dumps stay
// exactly the data. Nothing is guessed: a property the data does not support
// (an event's status, a tool's price or operating system) is left out.
import { DataFactory, type Quad } from 'n3';
import { RDF, SCHEMA } from '../ns.ts';

const { namedNode, quad, defaultGraph } = DataFactory;

/** An English location that says the event happens online (or by online submission). */
const ONLINE = /^online\b/i;

export function shapeForSearchEngines(quads: Quad[]): Quad[] {
  return datasetUrls(eventPlaces(quads));
}

/** A dataset without a schema:url of its own is at the page whose main entity it is. */
function datasetUrls(quads: Quad[]): Quad[] {
  const typed = (type: string) =>
    new Set(quads.filter((q) => q.predicate.value === RDF + 'type' && q.object.value === SCHEMA + type).map((q) => q.subject.value));
  const datasets = typed('Dataset');
  if (!datasets.size) return quads;
  const withUrl = new Set(quads.filter((q) => q.predicate.value === SCHEMA + 'url').map((q) => q.subject.value));
  const out = [...quads];
  for (const q of quads) {
    if (q.predicate.value !== SCHEMA + 'mainEntity' || !datasets.has(q.object.value) || withUrl.has(q.object.value)) continue;
    const page = quads.find((p) => p.subject.equals(q.subject) && p.predicate.value === SCHEMA + 'url');
    if (!page) continue;
    out.push(quad(namedNode(q.object.value), namedNode(SCHEMA + 'url'), page.object, defaultGraph()));
    withUrl.add(q.object.value);
  }
  return out;
}

function eventPlaces(quads: Quad[]): Quad[] {
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
    const mode = online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode';
    out.push(quad(namedNode(event), namedNode(SCHEMA + 'eventAttendanceMode'), namedNode(SCHEMA + mode), defaultGraph()));
    for (const l of literals) out.push(quad(place, namedNode(SCHEMA + 'name'), l.object, defaultGraph()));
  }
  return out;
}
