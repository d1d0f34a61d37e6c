// Facts about the entity a page describes, read from the graph.
import type { EntityPanel, Locale } from '../shared/model/types.ts';
import { safeHref } from '../shared/safe-url.ts';

export function EntityPanelView({ panel }: { panel: EntityPanel; locale: Locale }) {
  return (
    <section className={`entity-panel entity-${panel.kind}`} data-entity={panel.iri}>
      {panel.image && safeHref(panel.image.src) ? (
        <figure className="entity-image">
          <img src={panel.image.src} alt={panel.image.alt} width="400" height="240" />
          {panel.image.credit ? <figcaption>{panel.image.credit}</figcaption> : null}
        </figure>
      ) : null}
      {panel.summary ? <p className="entity-summary">{panel.summary}</p> : null}
      {panel.facts.length > 0 ? (
        <dl className="entity-facts">
          {panel.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
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
      {panel.actions.length > 0 ? (
        <p className="entity-actions">
          {panel.actions.filter((a) => safeHref(a.href)).map((a) => (
            <a key={a.href} className="button" href={a.href}>
              {a.label}
            </a>
          ))}
        </p>
      ) : null}
    </section>
  );
}
