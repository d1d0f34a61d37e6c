// Lists drawn from the graph after (or, for catalogues, before) a doc page's
// prose: organisations, teams and committees, events, a catalogue (an island:
// src/components/Catalogue.tsx) and the contact form.
import { unreachable } from '../shared/unreachable.ts';
import type { EventItem, GroupItem, Listing, Locale, OrganizationItem, PersonItem } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';
import { LISTING_HEADING_IDS, groupHeadingId } from '../shared/model/listing-headings.ts';
import { safeHref } from '../shared/safe-url.ts';
import { Island } from './Island.tsx';
import { Catalogue } from './Catalogue.tsx';
import { ContactForm } from './ContactForm.tsx';

function Organizations({ role, items }: { role: string; items: OrganizationItem[] }) {
  return (
    <ul className="org-list" data-listing={role}>
      {items.map((o) => (
        <li key={o.iri} className="org" data-entity={o.iri}>
          <strong>
            {safeHref(o.url) ? (
              <a href={o.url} rel="noopener">
                {o.name}
              </a>
            ) : (
              o.name
            )}
          </strong>
          {o.description ? (
            <>
              <br />
              <span>{o.description}</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function People({ people }: { people: PersonItem[] }) {
  return (
    <ul className="people-list">
      {people.map((p) => (
        <li key={p.iri} className="person" data-entity={p.iri}>
          <strong>{p.name}</strong>
          {p.jobTitle ? `, ${p.jobTitle}` : null}
          {p.description ? ` — ${p.description}` : null}
        </li>
      ))}
    </ul>
  );
}

function Groups({ leads, groups, locale }: { leads: PersonItem[]; groups: GroupItem[]; locale: Locale }) {
  return (
    <>
      {leads.length ? (
        <section className="group">
          <h2 id={LISTING_HEADING_IDS.leads}>{t(locale, 'listing.leads')}</h2>
          <People people={leads} />
        </section>
      ) : null}
      {groups.map((g) => (
        <section key={g.iri} className="group" data-entity={g.iri}>
          <h2 id={groupHeadingId(g.slug)}>{g.name}</h2>
          {g.description ? <p>{g.description}</p> : null}
          {g.members.length ? <People people={g.members} /> : null}
        </section>
      ))}
    </>
  );
}

function EventList({ events }: { events: EventItem[] }) {
  return (
    <ul className="event-list">
      {events.map((ev) => (
        <li key={`${ev.start}-${ev.name}`} className="event" data-start={ev.start} data-end={ev.end}>
          <time dateTime={ev.datetime}>{ev.dateLabel}</time> — {safeHref(ev.href) ? <a href={ev.href}>{ev.name}</a> : ev.name}
          {ev.location ? ` (${ev.location})` : null} · <span className="event-kind">{ev.kind}</span>
          <br />
          <span>{ev.description}</span>
        </li>
      ))}
    </ul>
  );
}

function Events({ upcoming, past, locale }: { upcoming: EventItem[]; past: EventItem[]; locale: Locale }) {
  return (
    <>
      <h2 id={LISTING_HEADING_IDS.upcoming}>{t(locale, 'listing.upcoming')}</h2>
      {/* with no announced event, say so and point to the past ones rather than show an empty list */}
      {upcoming.length ? (
        <EventList events={upcoming} />
      ) : (
        <p className="no-events">
          {t(locale, 'listing.noUpcoming')} <a href={`#${LISTING_HEADING_IDS.past}`}>{t(locale, 'listing.seePast')}</a>
        </p>
      )}
      <h2 id={LISTING_HEADING_IDS.past}>{t(locale, 'listing.past')}</h2>
      <EventList events={past} />
    </>
  );
}

export function ListingView({ listing, locale }: { listing: Listing; locale: Locale }) {
  switch (listing.kind) {
    case 'catalogue':
      return <Island name="catalogue" className="markdown" component={Catalogue} props={listing.catalogue} hydrate="use" />;
    case 'organizations':
      return (
        <div className="markdown">
          <Organizations role={listing.role} items={listing.items} />
        </div>
      );
    case 'groups':
      return (
        <div className="markdown">
          <Groups leads={listing.leads} groups={listing.groups} locale={locale} />
        </div>
      );
    case 'events':
      return (
        <div className="markdown">
          <Events upcoming={listing.upcoming} past={listing.past} locale={locale} />
        </div>
      );
    case 'contact':
      return (
        <div className="markdown">
          <ContactForm contact={listing.contact} locale={locale} />
        </div>
      );
    default:
      return unreachable(listing);
  }
}
