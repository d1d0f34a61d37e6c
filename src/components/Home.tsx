// The home page: hero, what the data describes, ways in, the dataset
// carousel, the term of the day, events and the latest posts. The carousel
// and the events list keep the classes and data attributes that
// src/client/carousel.ts and src/client/today.ts read.
import { Fragment } from 'react';
import type { HomeContent, HomeLink, Locale } from '../shared/model/types.ts';
import { safeHref } from '../shared/safe-url.ts';
import { TermOfTheDayCard } from './TermOfTheDay.tsx';

/** `about` completes a short label ("Learn more") for screen readers and link lists: it says about what. */
function Link({ link, about }: { link: HomeLink; about?: string }) {
  const href = safeHref(link.href);
  if (!href) return <>{link.label}</>;
  return (
    <a href={href} className={link.className} rel={/^https?:/.test(href) ? 'noopener' : undefined}>
      {link.label}
      {about ? <span className="visually-hidden">{` – ${about}`}</span> : null}
    </a>
  );
}

function Hero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section className="hero">
      <div className="hero-inner">
        <h1>{hero.title}</h1>
        <p className="hero-lead">{hero.lead}</p>
        <p>
          {hero.actions.map((a, i) => (
            <Fragment key={a.label}>
              {i > 0 ? ' ' : null}
              <Link link={a} />
            </Fragment>
          ))}
        </p>
      </div>
    </section>
  );
}

function Tiles({ entities }: { entities: HomeContent['entities'] }) {
  return (
    <section className="home-section" aria-labelledby="entities">
      <h2 id="entities">{entities.heading}</h2>
      <ul className="tiles">
        {entities.tiles.map((tile) => (
          <li key={tile.slug} className={`tile tile-${tile.slug}`}>
            <h3>
              <Link link={tile.link} />
            </h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Expand({ sections }: { sections: HomeContent['sections'] }) {
  return (
    <section className="home-section home-expand">
      {sections.map((s, i) => (
        <details key={s.title} open={i === 0}>
          <summary>
            <h2 className="expand-title">{s.title}</h2>
          </summary>
          <p>{s.text}</p>
          <ul>
            {s.links.map((l) => (
              <li key={l.label}>
                <Link link={l} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

function Datasets({ datasets }: { datasets: HomeContent['datasets'] }) {
  return (
    <section className="home-section" aria-labelledby="datasets">
      <h2 id="datasets">{datasets.heading}</h2>
      <section
        className="carousel"
        data-carousel=""
        aria-roledescription="carousel"
        aria-label={datasets.labels.carousel}
        data-label-prev={datasets.labels.prev}
        data-label-next={datasets.labels.next}
        data-label-pause={datasets.labels.pause}
        data-label-play={datasets.labels.play}>
        <ul className="carousel-track">
          {datasets.slides.map((d) => (
            <li key={d.title} className="carousel-slide" aria-roledescription="slide">
              {safeHref(d.image) ? <img src={d.image} alt="" width={400} height={240} loading="lazy" /> : null}
              <h3>{d.title}</h3>
              <p>{d.abstract}</p>
              <p>
                <Link link={d.link} about={d.title} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

function Events({ events }: { events: HomeContent['events'] }) {
  return (
    <section className="home-events" aria-labelledby="events" data-events={JSON.stringify(events.all)}>
      <h2 id="events">{events.heading}</h2>
      {/* every event is in the list, past ones hidden: the browser re-decides from its own date and may show one */}
      <ul className="event-list" hidden={!events.items.some((e) => e.status !== 'past')}>
        {events.items.map((e) => (
          <li
            key={e.slug}
            className="event"
            data-event={e.slug}
            data-start={e.start}
            data-end={e.end}
            data-status={e.status}
            hidden={e.status === 'past'}>
            <span
              className="event-status"
              data-status-label-ongoing={events.labels.ongoing}
              data-status-label-upcoming={events.labels.upcoming}>
              {events.labels[e.status]}
            </span>{' '}
            <time dateTime={e.datetime}>{e.dateLabel}</time> — <Link link={e.name} />
            {e.location ? (
              <>
                {' '}
                <span className="event-location">({e.location})</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="no-events" hidden={events.items.some((e) => e.status !== 'past')}>
        {events.labels.none}
      </p>
      <p>
        <Link link={events.more} />
      </p>
    </section>
  );
}

function Latest({ latest }: { latest: HomeContent['latest'] }) {
  return (
    <section className="home-section" aria-labelledby="latest">
      <h2 id="latest">{latest.heading}</h2>
      <ul className="cards">
        {latest.posts.map((p) => (
          <li key={p.link.label + p.date} className="card">
            <h3>
              <Link link={p.link} />
            </h3>
            <p className="card-meta">
              <time dateTime={p.date}>{p.dateLabel}</time>
            </p>
            <p>{p.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link link={latest.more} />
      </p>
    </section>
  );
}

export function Home({ home, locale }: { home: HomeContent; locale: Locale }) {
  const { hero, entities, sections, datasets, events, latest } = home;
  return (
    <main id="main" tabIndex={-1} className="html-page">
      <div className="markdown">
        <Hero hero={hero} />
        <Tiles entities={entities} />
        <Expand sections={sections} />
        <Datasets datasets={datasets} />
        <div className="home-columns">
          <div>{home.termOfTheDay ? <TermOfTheDayCard term={home.termOfTheDay} locale={locale} /> : null}</div>
          <Events events={events} />
        </div>
        <Latest latest={latest} />
      </div>
    </main>
  );
}
