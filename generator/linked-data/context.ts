// The JSON-LD context shipped with the site: schema.org as the default
// vocabulary plus the prefixes of the other vocabularies the graph uses.
// It is inlined in pages and written to /context.jsonld; nothing is fetched.
import { DCAT, DCT, OWL, RDFS, SKOS, VOID, XSD, FOAF, PROV } from '../ns.ts';

export function jsonLdContext(siteUrl: string): Record<string, unknown> {
  return {
    '@vocab': 'https://schema.org/',
    schema: 'https://schema.org/',
    skos: SKOS,
    dct: DCT,
    dcat: DCAT,
    rdfs: RDFS,
    owl: OWL,
    xsd: XSD,
    void: VOID,
    foaf: FOAF,
    prov: PROV,
    lv: `${siteUrl}/vocab#`,
  };
}
