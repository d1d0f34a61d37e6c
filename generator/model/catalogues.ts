// The tool and dataset catalogues as data: facets whose labels come from the
// graph (SKOS concepts in data/vocab.ttl) and one card per entity, with what
// the filter island (src/components/Catalogue.tsx) needs to narrow them.
import { entityPageKey } from '../entity-kinds.ts';
import type { CatalogueData, Tool } from '../../src/shared/model/types.ts';
import { safeHref } from '../../src/shared/safe-url.ts';
import { localizePath } from '../../src/shared/paths.ts';
import { t, type MessageKey } from '../../src/i18n/index.ts';
import type { ListingInput } from './listings.ts';

const LEVELS = ['beginner', 'intermediate', 'expert'];

// Whether a tool needs an account is a yes, a no, or unknown when the project has not published it:
// filtering on "no account needed" must not list a tool nobody has said that of.
const ACCOUNT: Record<'not-required' | 'required' | 'unknown', MessageKey> = {
  'not-required': 'panel.accountNo',
  required: 'panel.accountYes',
  unknown: 'catalogue.accountUnknown',
};
const accountOf = (tool: Tool): keyof typeof ACCOUNT =>
  tool.requiresAccount === undefined ? 'unknown' : tool.requiresAccount ? 'required' : 'not-required';

const hasPage = ({ pages, locale }: ListingInput, key: string) => pages.some((p) => p.locale === locale && p.key === key);

export function toolCatalogue(input: ListingInput): CatalogueData {
  const { records, locale, label, pages } = input;
  const used = (pick: (t: Tool) => (string | undefined)[]) => [...new Set(records.tools.flatMap(pick).filter((x): x is string => !!x))];
  const option = (v: string) => ({ value: v, label: label(v, locale) });
  const sorted = (slugs: string[]) => slugs.map(option).sort((a, b) => a.label.localeCompare(b.label, locale));
  const levels = used((t) => [t.level]);
  // the card says the tool's name in the page's language: the graph's name is English only,
  // so a translated tool page's own title stands for it in French (proper names stay as they are)
  const nameOf = (tool: Tool) => {
    if (locale === 'en') return tool.name;
    const own = pages.find((p) => p.locale === locale && p.key === entityPageKey('tools', tool.slug));
    return own && !own.untranslated ? own.title : tool.name;
  };
  const items = records.tools
    .map((tool) => ({ tool, name: nameOf(tool) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ tool, name }) => ({
      key: tool.slug,
      title: name,
      href: hasPage(input, entityPageKey('tools', tool.slug)) ? localizePath(entityPageKey('tools', tool.slug), locale) : undefined,
      abstract: tool.abstract[locale],
      values: {
        function: tool.functions,
        level: tool.level ? [tool.level] : [],
        origin: tool.origin ? [tool.origin] : [],
        account: [accountOf(tool)],
      },
      chips: [
        ...tool.functions.map((f) => label(f, locale)),
        label(tool.level, locale),
        label(tool.origin, locale),
        t(locale, ACCOUNT[accountOf(tool)]),
      ].filter(Boolean),
      searchText: [
        [...new Set([name, tool.name, tool.alternateName ?? ''])].join(' | '),
        tool.keywords[locale].join(' | '),
        `${tool.abstract[locale]} ${tool.description[locale]}`,
      ].join(' | '),
    }));
  return {
    name: 'tools',
    locale,
    items,
    facets: [
      { name: 'function', options: sorted(used((t) => t.functions)) },
      { name: 'level', options: LEVELS.filter((l) => levels.includes(l)).map(option) },
      { name: 'origin', options: sorted(used((t) => [t.origin])) },
      {
        name: 'account',
        options: Object.entries(ACCOUNT)
          .filter(([value]) => records.tools.some((tool) => accountOf(tool) === value))
          .map(([value, key]) => ({ value, label: t(locale, key) })),
      },
    ],
  };
}

export function datasetCatalogue(input: ListingInput): CatalogueData {
  const { records, locale, label } = input;
  const statuses = [...new Set(records.datasets.map((d) => d.status).filter((x): x is string => !!x))];
  const keywords = [...new Set(records.datasets.flatMap((d) => d.keywords[locale]))].sort((a, b) => a.localeCompare(b, locale));
  const items = records.datasets
    .slice()
    .sort((a, b) => a.shortTitle[locale].localeCompare(b.shortTitle[locale], locale))
    .map((d) => {
      const page = entityPageKey('datasets', d.slug);
      return {
        key: d.slug,
        title: d.shortTitle[locale],
        subtitle: d.title[locale],
        abstract: d.abstract[locale],
        image: safeHref(d.image) ? d.image!.replace(/^https?:\/\/[^/]+/, '') : undefined,
        values: { status: d.status ? [d.status] : [], keyword: d.keywords[locale] },
        chips: [label(d.status, locale), ...d.keywords[locale]],
        searchText: [
          `${d.shortTitle[locale]} ${d.title[locale]}`,
          d.keywords[locale].join(' | '),
          `${d.abstract[locale]} ${d.description[locale]}`,
        ].join(' | '),
        exploreUrl: safeHref(d.exploreUrl),
        learnMoreHref: hasPage(input, page) ? localizePath(page, locale) : undefined,
      };
    });
  return {
    name: 'datasets',
    locale,
    items,
    facets: [
      { name: 'status', options: statuses.map((v) => ({ value: v, label: label(v, locale) })) },
      { name: 'keyword', options: keywords.map((k) => ({ value: k, label: k })) },
    ],
  };
}
