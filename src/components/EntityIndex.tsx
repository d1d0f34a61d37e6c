// /id/: every entity the site has an IRI for, grouped by kind, each linking to
// the page at its IRI. Bilingual like the pages it lists (IRIs have no
// language); a starting point for people and crawlers following the data.
import { t } from '../i18n/index.ts';
import { HomeLinks } from './Vocab.tsx';

export interface EntityIndexProps {
  groups: {
    kind: string;
    label: { en: string; fr: string };
    entities: { path: string; iri: string; label: { en: string; fr?: string } }[];
  }[];
  vocabPath?: string;
  dumps: { label: string; type: string; href: string }[];
}

// one small inline sheet: this page stands apart from the portal's stylesheet
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}' +
  'a{color:#0b5cad}.count{color:#5a5f66}' +
  '@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#8ab4f8}.count{color:#b0b3b8}}';

export function EntityIndex({ groups, vocabPath, dumps }: EntityIndexProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${t('en', 'ids.title')} · ${t('fr', 'ids.title')} | LINCS`}</title>
        <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
        {dumps.map((d) => (
          <link key={d.href} rel="alternate" type={d.type} href={d.href} />
        ))}
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>
            {t('en', 'ids.title')} <span lang="fr">· {t('fr', 'ids.title')}</span>
          </h1>
          <p>{t('en', 'ids.intro')}</p>
          <p lang="fr">{t('fr', 'ids.intro')}</p>
          <p>
            {dumps.map((d, i) => (
              <span key={d.href}>
                {i ? ' · ' : null}
                <a href={d.href} type={d.type}>
                  {d.label}
                </a>
              </span>
            ))}
            {vocabPath ? (
              <>
                {' '}
                · <a href={vocabPath}>{t('en', 'ids.vocab')}</a> <span lang="fr">({t('fr', 'ids.vocab')})</span>
              </>
            ) : null}
          </p>
          {groups.map((g) => (
            <section key={g.kind} aria-labelledby={`kind-${g.kind}`}>
              <h2 id={`kind-${g.kind}`}>
                {g.label.en} <span lang="fr">· {g.label.fr}</span> <span className="count">({g.entities.length})</span>
              </h2>
              <ul>
                {g.entities.map((e) => (
                  <li key={e.iri}>
                    <a href={e.path}>{e.label.en}</a>
                    {e.label.fr && e.label.fr !== e.label.en ? <span lang="fr"> · {e.label.fr}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <HomeLinks />
        </main>
      </body>
    </html>
  );
}
