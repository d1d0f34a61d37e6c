// Facts about the entity a page describes, read from the graph: the model
// gives them per kind (tool, dataset, event), this lays them out with their
// labels from src/i18n.
import type { EntityPanel, Locale } from '../shared/model/types.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { safeHref } from '../shared/safe-url.ts';

type Fact = { label: MessageKey; values: { text: string; href?: string }[] };
type Action = { label: MessageKey; href: string };

// an account requirement the project has not published is said to be so, never shown as yes or no
const ACCOUNT = { true: 'panel.accountYes', false: 'panel.accountNo', undefined: 'panel.accountUnknown' } as const;

const texts = (...values: (string | undefined)[]) => values.filter((v): v is string => !!v).map((text) => ({ text }));

/** The rows and buttons of a panel; a fact with no value is left out. */
function factsOf(panel: EntityPanel, locale: Locale): { facts: Fact[]; actions: Action[] } {
  switch (panel.kind) {
    case 'tool': {
      const account = t(locale, ACCOUNT[String(panel.requiresAccount) as keyof typeof ACCOUNT]);
      const facts: Fact[] = [
        { label: 'panel.functions', values: texts(...panel.functions) },
        { label: 'panel.level', values: texts(panel.level) },
        { label: 'panel.origin', values: texts(panel.origin) },
        { label: 'panel.account', values: texts(account) },
      ];
      return { facts, actions: panel.url ? [{ label: 'panel.visit', href: panel.url }] : [] };
    }
    case 'dataset': {
      // what a researcher cites with is always shown: said to be unpublished rather than left out
      const unpublished = t(locale, 'panel.notPublished');
      const facts: Fact[] = [
        { label: 'panel.status', values: texts(panel.status) },
        { label: 'panel.leads', values: texts(...(panel.leads.length ? panel.leads : [unpublished])) },
        { label: 'panel.published', values: texts(panel.published ?? unpublished) },
        { label: 'panel.size', values: texts(panel.size ?? unpublished) },
        { label: 'panel.keywords', values: texts(...panel.keywords) },
        { label: 'panel.source', values: panel.source ? [panel.source] : [] },
        { label: 'panel.licence', values: panel.licence ? [panel.licence] : [] },
      ];
      const actions: Action[] = [];
      if (panel.exploreUrl) actions.push({ label: 'panel.explore', href: panel.exploreUrl });
      if (panel.profileHref) actions.push({ label: 'panel.profile', href: panel.profileHref });
      return { facts, actions };
    }
    case 'event':
      return {
        facts: [
          { label: 'panel.dates', values: texts(panel.dates) },
          { label: 'panel.location', values: texts(panel.location) },
          { label: 'panel.kind', values: texts(panel.eventKind) },
        ],
        actions: [],
      };
  }
}

export function EntityPanelView({ panel, locale }: { panel: EntityPanel; locale: Locale }) {
  const { facts, actions } = factsOf(panel, locale);
  const shown = facts.filter((f) => f.values.some((v) => v.text));
  const image = panel.kind === 'dataset' ? panel.image : undefined;
  return (
    <section className={`entity-panel entity-${panel.kind}`} data-entity={panel.iri}>
      {image && safeHref(image.src) ? (
        <figure className="entity-image">
          <img src={image.src} alt={image.alt} width="400" height="240" />
          {image.credit ? <figcaption>{image.credit}</figcaption> : null}
        </figure>
      ) : null}
      {panel.summary ? <p className="entity-summary">{panel.summary}</p> : null}
      {shown.length > 0 ? (
        <dl className="entity-facts">
          {shown.map((f) => (
            <div key={f.label}>
              <dt>{t(locale, f.label)}</dt>
              <dd>
                {f.values.map((v, i) => (
                  <span key={i}>
                    {i > 0 ? ', ' : null}
                    {safeHref(v.href) ? <a href={v.href}>{v.text}</a> : v.text}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions.length > 0 ? (
        <p className="entity-actions">
          {actions
            .filter((a) => safeHref(a.href))
            .map((a) => (
              <a key={a.href} className="button" href={a.href}>
                {t(locale, a.label)}
              </a>
            ))}
        </p>
      ) : null}
    </section>
  );
}
