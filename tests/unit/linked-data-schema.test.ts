// schema.org in the pages' JSON-LD: events have a Place or a VirtualLocation,
// blog posts a headline, an image, a date and Person authors.
import { describe, it, expect } from 'vitest';
import { DataFactory, Store } from 'n3';
import { shapeForSearchEngines } from '../../generator/linked-data/schema-org.ts';
import { postQuads } from '../../generator/linked-data/jsonld.ts';

const { namedNode, literal, quad } = DataFactory;
const S = 'https://schema.org/';
const TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const SITE = 'https://portal.lincsproject.ca';

describe('shapeForSearchEngines', () => {
  it('turns an event’s text location into a Place, or a VirtualLocation when online, named in each language', () => {
    const e1 = namedNode(`${SITE}/id/event/a`);
    const e2 = namedNode(`${SITE}/id/event/b`);
    const out = new Store(
      shapeForSearchEngines([
        quad(e1, namedNode(TYPE), namedNode(S + 'Event')),
        quad(e1, namedNode(S + 'location'), literal('University of Ottawa, Ottawa, Ontario', 'en')),
        quad(e1, namedNode(S + 'location'), literal('Université d’Ottawa, Ottawa (Ontario)', 'fr')),
        quad(e2, namedNode(TYPE), namedNode(S + 'Event')),
        quad(e2, namedNode(S + 'location'), literal('Online', 'en')),
        quad(e2, namedNode(S + 'location'), literal('En ligne', 'fr')),
      ]),
    );
    const place = (e: ReturnType<typeof namedNode>) => out.getObjects(e, namedNode(S + 'location'), null);
    expect(place(e1).map((p) => p.termType)).toEqual(['NamedNode']);
    expect(out.getObjects(place(e1)[0], namedNode(TYPE), null).map((t) => t.value)).toEqual([S + 'Place']);
    expect(
      out
        .getObjects(place(e1)[0], namedNode(S + 'name'), null)
        .map((t) => t.value)
        .sort(),
    ).toEqual(['University of Ottawa, Ottawa, Ontario', 'Université d’Ottawa, Ottawa (Ontario)']);
    expect(out.getObjects(place(e2)[0], namedNode(TYPE), null).map((t) => t.value)).toEqual([S + 'VirtualLocation']);
  });
});

describe('postQuads', () => {
  it('gives a post its headline, image, date, Person authors and tags as keywords', () => {
    const person = namedNode(`${SITE}/id/person/p`);
    const store = new Store([quad(person, namedNode(TYPE), namedNode(S + 'Person')), quad(person, namedNode(S + 'name'), literal('P'))]);
    const url = `${SITE}/blog/x`;
    const out = new Store(
      postQuads(
        url,
        { date: '2024-03-04', title: 'A title', contentLang: 'en', authors: [{ iri: person.value }], tags: [{ label: 'LOD' }] },
        store,
        '/img/x.png',
      ),
    );
    const value = (p: string) => out.getObjects(namedNode(url), namedNode(S + p), null).map((o) => o.value);
    expect(value('headline')).toEqual(['A title']);
    expect(value('image')).toEqual([`${SITE}/img/x.png`]);
    expect(value('datePublished')).toEqual(['2024-03-04']);
    expect(value('keywords')).toEqual(['LOD']);
    expect(out.getObjects(person, namedNode(TYPE), null).map((t) => t.value)).toEqual([S + 'Person']);
    // no image of its own: the site's logo
    expect(
      new Store(postQuads(url, { date: '2024-03-04', authors: [], tags: [] }, store))
        .getObjects(namedNode(url), namedNode(S + 'image'), null)
        .map((o) => o.value),
    ).toEqual([`${SITE}/img/logo.svg`]);
  });
});
