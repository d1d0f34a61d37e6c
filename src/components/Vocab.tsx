// The site vocabulary as a page a person can read: what `{site}/vocab#term`
// IRIs resolve to in a browser. The IRIs have no language, so the page shows
// each term's label and comment in English and French side by side; the
// page's own headings are given in both languages too. One component lays
// out the whole vocabulary (/vocab, one section per term, anchored by the
// IRI's fragment) and the page of a single term (/vocab/{term}).
import type { Locale } from '../shared/model/types.ts';
import { t, type MessageKey } from '../i18n/index.ts';

export interface VocabTermView {
  /** the fragment of the term's IRI ('' for the vocabulary itself) */
  id: string;
  iri: string;
  /** 'property', 'class', 'ontology' or 'term' */
  kind: string;
  label: Partial<Record<Locale, string>>;
  comment: Partial<Record<Locale, string>>;
  /** IRIs (and a display name) of the domain and range, when declared */
  domain: { iri: string; name: string; href?: string }[];
  range: { iri: string; name: string; href?: string }[];
  /** where the term's own page is */
  href: string;
}

export interface VocabPageProps {
  title: Partial<Record<Locale, string>>;
  /** the vocabulary's namespace IRI */
  namespace: string;
  terms: VocabTermView[];
  /** one term's page, or the whole vocabulary */
  single?: VocabTermView;
  formats: { label: string; type: string; href: string }[];
  /** JSON-LD of what the page shows, already escaped for <script> */
  jsonLd: string;
}

const LOCALES: Locale[] = ['en', 'fr'];

/** A heading in both languages: English, then French marked as French. */
/** The site's home in both languages: these bilingual pages (at language-free IRIs) belong to neither. */
export function HomeLinks() {
  return (
    <p>
      <a href="/">{t('en', 'vocab.home')}</a> ·{' '}
      <a href="/fr/" lang="fr">
        {t('fr', 'vocab.home')}
      </a>
    </p>
  );
}

function Both({ k }: { k: MessageKey }) {
  return (
    <>
      {t('en', k)} <span lang="fr">· {t('fr', k)}</span>
    </>
  );
}

function TermSection({ term, headingLevel }: { term: VocabTermView; headingLevel: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section className="vocab-term" id={term.id || undefined} aria-labelledby={`${term.id || 'vocab'}-title`}>
      <Heading id={`${term.id || 'vocab'}-title`}>
        {term.label.en ?? term.id} {term.label.fr && term.label.fr !== term.label.en ? <span lang="fr">· {term.label.fr}</span> : null}
      </Heading>
      <p className="vocab-kind">
        <Both k={`vocab.kind.${term.kind}` as MessageKey} /> · <code>{term.iri}</code>
        {headingLevel === 'h2' ? (
          <>
            {' '}
            ·{' '}
            <a href={term.href}>
              <Both k="vocab.termPage" />
            </a>
          </>
        ) : null}
      </p>
      <dl className="vocab-facts">
        {LOCALES.filter((l) => term.comment[l]).map((l) => (
          <div key={l} lang={l}>
            <dt>{t(l, 'vocab.comment')}</dt>
            <dd>{term.comment[l]}</dd>
          </div>
        ))}
        {term.domain.length ? (
          <div>
            <dt>
              <Both k="vocab.domain" />
            </dt>
            <dd>
              {term.domain.map((d, i) => (
                <span key={d.iri}>
                  {i ? ', ' : null}
                  {d.href ? <a href={d.href}>{d.name}</a> : d.name}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {term.range.length ? (
          <div>
            <dt>
              <Both k="vocab.range" />
            </dt>
            <dd>
              {term.range.map((d, i) => (
                <span key={d.iri}>
                  {i ? ', ' : null}
                  {d.href ? <a href={d.href}>{d.name}</a> : d.name}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}' +
  'code{word-break:break-all}.vocab-kind{color:#5a5f66;font-size:.875rem}dt{font-weight:600}dd{margin:0 0 .5rem}' +
  'section{border-top:1px solid #dadde1;margin-top:1.5rem}a{color:#0b5cad}' +
  '@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#8ab4f8}.vocab-kind{color:#b0b3b8}}';

export function VocabPage({ title, namespace, terms, single, formats, jsonLd }: VocabPageProps) {
  const pageTitle = single ? `${single.label.en ?? single.id} · ${title.en}` : `${title.en} · ${title.fr}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${pageTitle} | LINCS`}</title>
        {formats.map((f) => (
          <link key={f.type} rel="alternate" type={f.type} href={f.href} />
        ))}
        <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
        <style>{STYLE}</style>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </head>
      <body>
        <main>
          {single ? (
            <>
              <p className="vocab-kind">
                <a href={`/vocab#${single.id}`}>
                  <Both k="vocab.back" />
                </a>
              </p>
              <TermSection term={single} headingLevel="h1" />
            </>
          ) : (
            <>
              <h1>
                {title.en} <span lang="fr">· {title.fr}</span>
              </h1>
              <p>{t('en', 'vocab.intro')}</p>
              <p lang="fr">{t('fr', 'vocab.intro')}</p>
              <p>
                <code>{namespace}</code>
              </p>
              <nav aria-label={`${t('en', 'vocab.contents')} · ${t('fr', 'vocab.contents')}`}>
                <ul>
                  {terms.map((term) => (
                    <li key={term.id}>
                      <a href={`#${term.id}`}>{term.label.en ?? term.id}</a>
                      {term.label.fr && term.label.fr !== term.label.en ? <span lang="fr"> · {term.label.fr}</span> : null}
                    </li>
                  ))}
                </ul>
              </nav>
              {terms.map((term) => (
                <TermSection key={term.id} term={term} headingLevel="h2" />
              ))}
            </>
          )}
          <h2>
            <Both k="vocab.formats" />
          </h2>
          <ul>
            {formats.map((f) => (
              <li key={f.type}>
                <a href={f.href} type={f.type}>
                  {f.label}
                </a>
              </li>
            ))}
          </ul>
          <HomeLinks />
        </main>
      </body>
    </html>
  );
}
