// The small page at an entity's IRI (`/id/{kind}/{slug}`): what a browser
// gets when it follows the IRI. Bilingual, because the IRI has no language:
// it names the entity, lists the pages about it in English and French, links
// the RDF descriptions and shows the entity's own statements. The data comes
// shaped from generator/linked-data/entity-page.ts; React escapes every text.
import type { Locale } from '../shared/model/types.ts';
import { strings } from '../i18n/features.ts';
import { SOCIAL_CARD } from '../shared/social-card.ts';

/** A statement's value as the page shows it: a literal (with its language), a link, or plain text. */
export type EntityValue =
  { kind: 'literal'; text: string; lang?: string } | { kind: 'link'; href: string; text: string } | { kind: 'text'; text: string };

export interface EntityPageProps {
  iri: string;
  kind: Record<Locale, string>;
  label: Record<Locale, string>;
  /** what crawlers and link previews read */
  description: string;
  /** the entity's pages in each language, absolute, when it has both (hreflang) */
  twins: { locale: Locale; href: string }[];
  socialImage: string;
  socialAlt: string;
  rdf: { name: string; href: string; type: string }[];
  pages: { locale: Locale; path: string; title: string; untranslated: boolean }[];
  statements: { property: { href?: string; text: string }; value: EntityValue }[];
  /** the entity's JSON-LD, already escaped for a script element */
  jsonLd: string;
}

const TEXT = { en: strings('entityPage', 'en'), fr: strings('entityPage', 'fr') };

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}',
  'h1{margin:.2rem 0}code{word-break:break-all}.kind,.tag{color:#5a5f66;font-size:.875rem}table{border-collapse:collapse;width:100%}',
  'th,td{text-align:left;vertical-align:top;padding:.3rem .5rem;border-top:1px solid #dadde1}th{font-weight:600;white-space:nowrap}',
  'a{color:#0b5cad}@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#8ab4f8}}',
].join('');

type Key = Exclude<keyof (typeof TEXT)['en'], 'kinds'>;

/** A heading in both languages, English first. */
function Both({ k }: { k: Key }) {
  return (
    <>
      {TEXT.en[k]} <span lang="fr">· {TEXT.fr[k]}</span>
    </>
  );
}

function Value({ value }: { value: EntityValue }) {
  if (value.kind === 'link') return <a href={value.href}>{value.text}</a>;
  if (value.kind === 'literal' && value.lang)
    return (
      <>
        <span lang={value.lang}>{value.text}</span> <span className="tag">@{value.lang}</span>
      </>
    );
  return <>{value.text}</>;
}

function Head({ props, title }: { props: EntityPageProps; title: string }) {
  const { iri, description, socialImage, socialAlt } = props;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} | LINCS`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={iri} />
      {props.twins.map((t) => (
        <link key={t.locale} rel="alternate" hrefLang={t.locale} href={t.href} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={iri} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_CA" />
      <meta property="og:locale:alternate" content="fr_CA" />
      <meta property="og:site_name" content="LINCS" />
      <meta property="og:image" content={socialImage} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={socialAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialImage} />
      <meta name="twitter:image:alt" content={socialAlt} />
      {props.rdf.map((r) => (
        <link key={r.type} rel="alternate" type={r.type} href={r.href} />
      ))}
      <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
      <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: props.jsonLd }} />
    </head>
  );
}

function PageList({ pages }: { pages: EntityPageProps['pages'] }) {
  return pages.length ? (
    <ul className="entity-pages">
      {pages.map((p) => (
        <li key={p.path} lang={p.locale}>
          <a href={p.path} hrefLang={p.locale}>
            {p.title}
          </a>{' '}
          <span className="tag">{TEXT[p.locale].language + (p.untranslated ? ` · ${TEXT[p.locale].untranslated}` : '')}</span>
        </li>
      ))}
    </ul>
  ) : (
    <p>
      {TEXT.en.noPages} <span lang="fr">{TEXT.fr.noPages}</span>
    </p>
  );
}

function Statements({ statements }: { statements: EntityPageProps['statements'] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            <Both k="property" />
          </th>
          <th scope="col">
            <Both k="value" />
          </th>
        </tr>
      </thead>
      <tbody>
        {statements.map((s, i) => (
          <tr key={i}>
            <th scope="row">{s.property.href ? <a href={s.property.href}>{s.property.text}</a> : s.property.text}</th>
            <td>
              <Value value={s.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EntityPage(props: EntityPageProps) {
  const { iri, kind, label, pages, rdf, statements } = props;
  const title = `${label.en} · ${kind.en}`;
  return (
    <html lang="en">
      <Head props={props} title={title} />
      <body>
        <main>
          <p className="kind">
            {kind.en} <span lang="fr">· {kind.fr}</span>
          </p>
          <h1>{label.en}</h1>
          {label.fr !== label.en ? (
            <p lang="fr">
              <strong>{label.fr}</strong>
            </p>
          ) : null}
          <p>
            <code>{iri}</code>
          </p>
          <h2>
            <Both k="pages" />
          </h2>
          <PageList pages={pages} />
          <h2>
            <Both k="rdf" />
          </h2>
          <ul className="entity-rdf">
            {rdf.map((r) => (
              <li key={r.type}>
                <a href={r.href} type={r.type}>
                  {r.name}
                </a>
              </li>
            ))}
          </ul>
          <h2>
            <Both k="statements" />
          </h2>
          <Statements statements={statements} />
          <p>
            <a href="/">{TEXT.en.home}</a> ·{' '}
            <a href="/fr/" lang="fr">
              {TEXT.fr.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
