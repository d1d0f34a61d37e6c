// The pieces the search page's first results are drawn from before React is
// there (src/client/search/first-results.ts): rendered once by the server with
// the very components the island renders them with, in a <template> (inert;
// with JavaScript off the page reads as before). The browser clones them and
// puts the answer's text in; the island then hydrates that markup as its own.
// And the index description, asked for with the page: the first results then
// wait for one fetch less after the script (the engine's fetch takes it over).
import type { Locale } from '../../shared/model/types.ts';
import type { SearchHit, TextPart } from '../../shared/search/results.ts';
import { t } from '../../i18n/index.ts';
import { indexBase } from '../../shared/search/format.ts';
import { WithQuery, countText } from './SearchParts.tsx';
import { HitItem, MoreButton } from './SearchPage.tsx';

/** Every optional piece of a result present, each run of text one empty match: the browser fills them or drops them. */
const MATCH: TextPart[] = [{ text: '', hit: true }];
const SAMPLE: SearchHit = { id: 0, href: '', title: MATCH, heading: MATCH, section: 'tools', snippet: MATCH };

export function SearchPageTemplate({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="preload" as="fetch" crossOrigin="anonymous" href={`${indexBase(locale)}meta.json`} />
      <template
        data-search-template=""
        data-count-one={countText(locale, 1)}
        // "{n} results": the browser puts the number in
        data-count-other={t(locale, 'search.count.other')}>
        <p data-part="title">
          <WithQuery locale={locale} messageKey="search.resultsFor" query="" />
        </p>
        <ol data-part="hit">
          <HitItem locale={locale} hit={SAMPLE} />
        </ol>
        <div data-part="more">
          <MoreButton locale={locale} />
        </div>
      </template>
    </>
  );
}
