// The SPARQL page's content: what the graph is, the editor island with its
// props as JSON beside it (read back by the browser to hydrate), the example
// queries, and the downloads of the whole graph.
import type { Locale } from '../../shared/model/types.ts';
import type { SparqlPageContent } from '../../shared/sparql.ts';
import { t } from '../../i18n/index.ts';
import { SparqlApp } from './SparqlApp.tsx';
import { Island } from '../Island.tsx';

function Downloads({ content, locale }: { content: SparqlPageContent; locale: Locale }) {
  return (
    <>
      <h2 id="downloads">{t(locale, 'sparql.downloads')}</h2>
      <p>{t(locale, 'sparql.downloadsIntro')}</p>
      <ul className="sparql-downloads">
        {content.downloads.map((d) => (
          <li key={d.path}>
            <a href={d.path} type={d.mediaType} download="">
              {d.title}
            </a>{' '}
            <code>{d.path}</code>
          </li>
        ))}
        <li>
          <a href={content.voidPath} type="text/turtle">
            {t(locale, 'sparql.voidLabel')}
          </a>{' '}
          <code>{content.voidPath}</code>
        </li>
      </ul>
      <p>
        {t(locale, 'sparql.browse')} <a href="/id/">/id/</a> · <a href={content.vocabPath}>{content.vocabPath}</a>
      </p>
      {content.siteGraphHref ? (
        <p>
          {t(locale, 'sparql.more')} <a href={content.siteGraphHref}>{t(locale, 'sparql.siteGraph')}</a>.
        </p>
      ) : null}
    </>
  );
}

export function SparqlPage({ content }: { content: SparqlPageContent }) {
  const { config } = content;
  const locale = config.locale;
  return (
    <div className="markdown">
      <p>{t(locale, 'sparql.intro')}</p>
      <p>
        {t(locale, 'sparql.endpoint')} <code>{config.endpoint}</code>.
      </p>
      <Island name="sparql" component={SparqlApp} props={{ config }} />
      <Downloads content={content} locale={locale} />
      <Note locale={locale} profilesHref={content.profilesHref} />
    </div>
  );
}

/** The closing note; its {profiles} placeholder is the link to the application profiles, when there is a page for them. */
function Note({ locale, profilesHref }: { locale: Locale; profilesHref?: string }) {
  const [before, after = ''] = t(locale, 'sparql.note').split('{profiles}');
  const profiles = t(locale, 'sparql.profiles');
  return (
    <p>
      {before}
      {profilesHref ? <a href={profilesHref}>{profiles}</a> : profiles}
      {after}
    </p>
  );
}
