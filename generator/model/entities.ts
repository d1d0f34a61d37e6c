// Pages about graph entities: a doc with `entity: tool/openrefine` shows the
// entity's facts above its prose and names it as the page's main entity; a doc
// with `listing: NAME` gets a list drawn from the graph after its prose.
import type { Concept, EntityPanel, Locale, Page, Records } from '../../src/shared/model/types.ts';
import { escapeHtml } from '../../src/shared/escape.ts';
import { safeHref } from '../../src/shared/safe-url.ts';
import { localizePath } from '../../src/shared/paths.ts';
import type { Problem } from '../errors.ts';
import { firstDayKey, formatDateRange, lastDayKey } from './dates.ts';
import { eventStatus } from './home.ts';

const L10N = {
  en: { level: 'User level', origin: 'Origin', functions: 'Functions', account: 'Account', accountYes: 'Requires a LINCS account', accountNo: 'No account needed', website: 'Website', visit: 'Open the tool', documentation: 'Documentation', status: 'Status', keywords: 'Keywords', source: 'Source project', explore: 'Explore', learnMore: 'Learn more', profile: 'Application profile', dates: 'Dates', location: 'Location', kind: 'Kind', licence: 'Licence', members: 'Members', past: 'Past events', upcoming: 'Upcoming events', ongoing: 'Ongoing', leads: 'Leadership', noUpcoming: 'No upcoming event has been announced.', seePast: 'See past events.' },
  fr: { level: 'Niveau', origin: 'Origine', functions: 'Fonctions', account: 'Compte', accountYes: 'Nécessite un compte LINCS', accountNo: 'Aucun compte nécessaire', website: 'Site Web', visit: 'Ouvrir l’outil', documentation: 'Documentation', status: 'Statut', keywords: 'Mots-clés', source: 'Projet source', explore: 'Explorer', learnMore: 'En savoir plus', profile: 'Profil d’application', dates: 'Dates', location: 'Lieu', kind: 'Type', licence: 'Licence', members: 'Membres', past: 'Événements passés', upcoming: 'Événements à venir', ongoing: 'En cours', leads: 'Direction du projet', noUpcoming: 'Aucun événement à venir n’a été annoncé.', seePast: 'Voir les événements passés.' },
};

const local = (href: string | undefined, siteUrl: string) => (href && href.startsWith(siteUrl) ? href.slice(siteUrl.length) || '/' : href);

export interface ContactSettings {
  /** where the form posts; a form service or the institution's endpoint */
  action?: string;
  /** without an action, the form opens the visitor's mail program addressed here */
  email?: string;
  /** with neither, where visitors can reach the project (a public page) */
  website?: string;
}

export function attachEntities(pages: Page[], records: Records, siteUrl = 'https://portal.lincsproject.ca', today = new Date(), contact: ContactSettings = {}): Problem[] {
  const problems: Problem[] = [];
  const facets = new Map<string, Concept>(records.concepts.map((c) => [c.slug, c]));
  const label = (slug: string | undefined, locale: Locale) => (slug ? facets.get(slug)?.label[locale] ?? slug : '');
  const byId = new Map<string, { iri: string }>();
  for (const list of [records.tools, records.datasets, records.events, records.people, records.organizations, records.concepts] as { id: string; iri: string }[][]) for (const e of list) byId.set(e.id, e);
  const todayKey = today.toISOString().slice(0, 10);

  for (const page of pages) {
    if (page.body.kind !== 'doc') continue;
    const locale = page.locale;
    const tx = L10N[locale];
    if (page.entityRef) {
      const entity = byId.get(page.entityRef);
      if (!entity) {
        if (locale === 'en') problems.push({ severity: 'error', stage: 'model', message: `entity "${page.entityRef}" named in front matter is not in the graph`, position: { file: page.source ?? page.path } });
        continue;
      }
      page.entityIri = entity.iri;
      const [kind, slug] = page.entityRef.split('/');
      let panel: EntityPanel | undefined;
      if (kind === 'tool') {
        const tool = records.tools.find((x) => x.slug === slug)!;
        panel = {
          kind, iri: tool.iri, summary: tool.description[locale],
          facts: [
            { label: tx.functions, values: tool.functions.map((f) => ({ text: label(f, locale) })) },
            { label: tx.level, values: [{ text: label(tool.level, locale) }] },
            { label: tx.origin, values: [{ text: label(tool.origin, locale) }] },
            { label: tx.account, values: [{ text: tool.requiresAccount ? tx.accountYes : tx.accountNo }] },
          ].filter((f) => f.values.some((v) => v.text)),
          actions: [
            ...(tool.url ? [{ label: tx.visit, href: tool.url }] : []),
          ],
        };
      } else if (kind === 'dataset') {
        const d = records.datasets.find((x) => x.slug === slug)!;
        const profile = pages.find((p) => p.locale === locale && p.key.startsWith(`/docs/explore-lod/project-datasets/${slug}/`) && p.key.endsWith('application-profile'));
        panel = {
          kind, iri: d.iri, summary: d.description[locale],
          image: d.image ? { src: local(d.image, siteUrl)!, alt: '', credit: d.credit?.[locale] } : undefined,
          facts: [
            { label: tx.status, values: [{ text: label(d.status, locale) }] },
            { label: tx.keywords, values: d.keywords[locale].map((k) => ({ text: k })) },
            { label: tx.source, values: d.source ? [{ text: d.source[locale], href: d.basedOn }] : [] },
            { label: tx.licence, values: d.license ? [{ text: d.license.includes('/by/4.0') ? 'CC BY 4.0' : d.license, href: d.license }] : [] },
          ].filter((f) => f.values.length && f.values.some((v) => v.text)),
          actions: [
            ...(d.exploreUrl ? [{ label: tx.explore, href: d.exploreUrl }] : []),
            ...(profile ? [{ label: tx.profile, href: profile.path }] : []),
          ],
        };
      } else if (kind === 'event') {
        const e = records.events.find((x) => x.slug === slug)!;
        panel = {
          kind, iri: e.iri, summary: e.description[locale],
          facts: [
            { label: tx.dates, values: [{ text: formatDateRange(e.startDate, e.endDate, locale) }] },
            { label: tx.location, values: e.location ? [{ text: e.location[locale] }] : [] },
            { label: tx.kind, values: [{ text: label(e.kind, locale) }] },
          ].filter((f) => f.values.some((v) => v.text)),
          actions: [],
        };
      }
      if (panel) page.body = { ...page.body, entity: panel };
    }
    if (page.listing) {
      const html = page.listing === 'contact-form' ? contactFormHtml(locale, contact) : listingHtml(page.listing, locale, records, label, todayKey, siteUrl, pages);
      if (html === undefined) {
        if (locale === 'en') problems.push({ severity: 'error', stage: 'model', message: `unknown listing "${page.listing}"`, position: { file: page.source ?? page.path } });
      } else {
        page.body = { ...page.body, listingHtml: html };
        page.listedEntities = [...new Set([...html.matchAll(/data-entity="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))];
        for (const m of html.matchAll(/href="(\/[^"#]*)"/g)) page.links.push({ href: m[1] === '/fr/' ? '/' : m[1].replace(/^\/fr\//, '/') });
      }
    }
  }
  return problems;
}

const FILTER_TEXT = {
  en: { apply: 'Filter', search: 'Search', placeholder: 'Search names, keywords and descriptions', reset: 'Reset filters', filters: 'Filters', shown: 'Showing {n} of {total}', noscript: 'Filtering needs JavaScript: every entry is listed below.', functions: 'Function', level: 'User level', origin: 'Origin', status: 'Status', keywords: 'Keyword' },
  fr: { apply: 'Filtrer', search: 'Rechercher', placeholder: 'Rechercher dans les noms, mots-clés et descriptions', reset: 'Réinitialiser les filtres', filters: 'Filtres', shown: '{n} sur {total} affichés', noscript: 'Le filtrage demande JavaScript\u00a0: toutes les entrées sont listées ci-dessous.', functions: 'Fonction', level: 'Niveau', origin: 'Origine', status: 'Statut', keywords: 'Mot-clé' },
};

/** The filter header of a catalogue: facet checkboxes whose labels come from the graph. Shown by the client only. */
function filterForm(catalogue: string, locale: Locale, facets: { name: string; legend: string; options: { value: string; label: string }[] }[], total: number): string {
  const tx = FILTER_TEXT[locale];
  const e = escapeHtml;
  return `<form class="catalogue-filters" data-catalogue-filters="${catalogue}" role="search" aria-label="${e(tx.filters)}">
<noscript><p class="catalogue-noscript">${e(tx.noscript)}</p></noscript><p class="catalogue-search"><label for="${catalogue}-q">${e(tx.search)}</label> <input id="${catalogue}-q" name="q" type="search" placeholder="${e(tx.placeholder)}" autocomplete="off"></p>
<div class="facet-groups">${facets
    .map((f) => `<fieldset class="facet-group" data-facet="${f.name}"><legend>${e(f.legend)}</legend>${f.options.map((o) => `<label class="facet-option"><input type="checkbox" name="${f.name}" value="${e(o.value)}"> ${e(o.label)}</label>`).join('')}</fieldset>`)
    .join('')}</div>
<p class="catalogue-actions"><button type="submit" class="button">${e(tx.apply)}</button> <button type="reset" class="button button-secondary">${e(tx.reset)}</button> <span class="catalogue-count" aria-live="polite" data-template="${e(tx.shown)}" data-total="${total}">${e(tx.shown.replace('{n}', String(total)).replace('{total}', String(total)))}</span></p>
</form>`;
}

function listingHtml(name: string, locale: Locale, records: Records, label: (s: string | undefined, l: Locale) => string, todayKey: string, siteUrl: string, pages: Page[]): string | undefined {
  const tx = L10N[locale];
  const L = (k: string) => localizePath(k, locale);
  const e = escapeHtml;
  const pageFor = (key: string) => pages.some((p) => p.locale === locale && p.key === key);
  const orgs = (role: string) => {
    const list = records.organizations.filter((o) => o.roles.includes(role)).sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
    return `<ul class="org-list" data-listing="${e(role)}">${list.map((o) => `<li class="org" data-entity="${e(o.iri)}"><strong>${safeHref(o.url) ? `<a href="${e(o.url!)}" rel="noopener">${e(o.name[locale])}</a>` : e(o.name[locale])}</strong>${o.description ? `<br><span>${e(o.description[locale])}</span>` : ''}</li>`).join('')}</ul>`;
  };
  const personItem = (m: Records['people'][number]) => `<li class="person" data-entity="${e(m.iri)}"><strong>${e(m.name)}</strong>${m.jobTitle[locale] ? `, ${e(m.jobTitle[locale])}` : ''}${m.description ? ` — ${e(m.description[locale])}` : ''}</li>`;
  /** real people recorded as members of the infrastructure itself, with their public role */
  const leads = () => {
    const list = records.people.filter((p) => !p.persona && p.memberOf.includes('organization/lincs'));
    return list.length ? `<section class="group"><h2 id="project-lead">${e(tx.leads)}</h2><ul class="people-list">${list.map(personItem).join('')}</ul></section>` : '';
  };
  const groups = (kind: string) => {
    const list = records.organizations.filter((o) => o.groupKind === kind);
    return list
      .map((g) => {
        // writing personas are never shown as members of a real body
        const members = records.people.filter((p) => !p.persona && p.memberOf.includes(g.id));
        return `<section class="group" data-entity="${e(g.iri)}"><h2 id="group-${e(g.slug)}">${e(g.name[locale])}</h2>${g.description ? `<p>${e(g.description[locale])}</p>` : ''}${members.length ? `<ul class="people-list">${members.map((m) => personItem(m)).join('')}</ul>` : ''}</section>`;
      })
      .join('');
  };
  switch (name) {
    case 'funding-partners':
    case 'infrastructure-partners':
    case 'dataset-partners':
      return orgs(name.replace(/s$/, ''));
    case 'collaborators':
      return orgs('collaborator');
    case 'ecosystem':
      return orgs('ecosystem');
    case 'team':
      return leads() + groups('team');
    case 'committees':
      return groups('committee');
    case 'events': {
      const sorted = [...records.events].sort((a, b) => (firstDayKey(a.startDate) < firstDayKey(b.startDate) ? 1 : -1));
      const item = (ev: (typeof sorted)[number]) => {
        const href = ev.url?.startsWith(siteUrl) ? ev.url.slice(siteUrl.length) : undefined;
        const link = href && pageFor(href) ? `<a href="${e(L(href))}">${e(ev.name[locale])}</a>` : e(ev.name[locale]);
        return `<li class="event" data-start="${firstDayKey(ev.startDate)}" data-end="${lastDayKey(ev.endDate ?? ev.startDate)}"><time datetime="${e(ev.startDate)}">${e(formatDateRange(ev.startDate, ev.endDate, locale))}</time> — ${link}${ev.location ? ` (${e(ev.location[locale])})` : ''} · <span class="event-kind">${e(label(ev.kind, locale))}</span><br><span>${e(ev.description[locale])}</span></li>`;
      };
      const upcoming = sorted.filter((ev) => eventStatus(ev.startDate, ev.endDate, todayKey) !== 'past').reverse();
      const past = sorted.filter((ev) => eventStatus(ev.startDate, ev.endDate, todayKey) === 'past');
      // with no announced event, say so and point to the past ones rather than show an empty list
      const upcomingHtml = upcoming.length ? `<ul class="event-list">${upcoming.map(item).join('')}</ul>` : `<p class="no-events">${e(tx.noUpcoming)} <a href="#past-events">${e(tx.seePast)}</a></p>`;
      return `<h2 id="upcoming-events">${tx.upcoming}</h2>${upcomingHtml}<h2 id="past-events">${tx.past}</h2><ul class="event-list">${past.map(item).join('')}</ul>`;
    }
    // an entry whose page is missing is shown without a link: validate/entities.ts
    // reports the missing page against the entity, not this catalogue
    case 'tools': {
      const used = (pick: (t: (typeof records.tools)[number]) => (string | undefined)[]) => [...new Set(records.tools.flatMap(pick).filter((x): x is string => !!x))];
      const opts = (slugs: string[]) => slugs.map((v) => ({ value: v, label: label(v, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
      const ftx = FILTER_TEXT[locale];
      const form = filterForm('tools', locale, [
        { name: 'function', legend: ftx.functions, options: opts(used((t) => t.functions)) },
        { name: 'level', legend: ftx.level, options: ['beginner', 'intermediate', 'expert'].filter((l) => used((t) => [t.level]).includes(l)).map((v) => ({ value: v, label: label(v, locale) })) },
        { name: 'origin', legend: ftx.origin, options: opts(used((t) => [t.origin])) },
      ], records.tools.length);
      // the card says the tool's name in the page's language: the graph's name is English only,
      // so a translated tool page's own title stands for it in French (proper names stay as they are)
      const nameOf = (tool: (typeof records.tools)[number]) => {
        if (locale === 'en') return tool.name;
        const own = pages.find((p) => p.locale === locale && p.key === `/docs/tools/${tool.slug}`);
        return own && !own.untranslated ? own.title : tool.name;
      };
      return form + `<ul class="catalogue" data-catalogue="tools">${records.tools
        .map((tool) => ({ tool, name: nameOf(tool) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
        .map(({ tool, name }) => `<li class="catalogue-item" data-function="${e(tool.functions.join(' '))}" data-level="${e(tool.level ?? '')}" data-origin="${e(tool.origin ?? '')}" data-title="${e([...new Set([name, tool.name, tool.alternateName ?? ''])].join(' | '))}" data-keywords="${e(tool.keywords[locale].join(' | '))}" data-text="${e(`${tool.abstract[locale]} ${tool.description[locale]}`)}"><h3>${pageFor(`/docs/tools/${tool.slug}`) ? `<a href="${e(L(`/docs/tools/${tool.slug}`))}">${e(name)}</a>` : e(name)}</h3><p>${e(tool.abstract[locale])}</p><p class="facets">${[...tool.functions.map((f) => label(f, locale)), label(tool.level, locale), label(tool.origin, locale)].filter(Boolean).map((x) => `<span class="facet">${e(x)}</span>`).join(' ')}</p></li>`)
        .join('')}</ul>`;
    }
    case 'datasets': {
      const ftx = FILTER_TEXT[locale];
      const statuses = [...new Set(records.datasets.map((d) => d.status).filter((x): x is string => !!x))];
      const keywords = [...new Set(records.datasets.flatMap((d) => d.keywords[locale]))].sort((a, b) => a.localeCompare(b, locale));
      const form = filterForm('datasets', locale, [
        { name: 'status', legend: ftx.status, options: statuses.map((v) => ({ value: v, label: label(v, locale) })) },
        { name: 'keyword', legend: ftx.keywords, options: keywords.map((k) => ({ value: k, label: k })) },
      ], records.datasets.length);
      return form + `<ul class="catalogue" data-catalogue="datasets">${records.datasets
        .slice()
        .sort((a, b) => a.shortTitle[locale].localeCompare(b.shortTitle[locale], locale))
        .map((d) => `<li class="catalogue-item dataset-block" data-status="${e(d.status ?? '')}" data-keyword="${e(d.keywords[locale].join('|'))}" data-title="${e(`${d.shortTitle[locale]} ${d.title[locale]}`)}" data-keywords="${e(d.keywords[locale].join(' | '))}" data-text="${e(`${d.abstract[locale]} ${d.description[locale]}`)}">${safeHref(d.image) ? `<img src="${e(d.image!.replace(/^https?:\/\/[^/]+/, ''))}" alt="" width="400" height="240" loading="lazy">` : ''}<h3>${e(d.shortTitle[locale])}</h3><p class="dataset-title">${e(d.title[locale])}</p><p>${e(d.abstract[locale])}</p><p class="facets"><span class="facet">${e(label(d.status, locale))}</span> ${d.keywords[locale].map((k) => `<span class="facet">${e(k)}</span>`).join(' ')}</p><p>${safeHref(d.exploreUrl) ? `<a class="button" href="${e(d.exploreUrl!)}" rel="noopener">${tx.explore}</a> ` : ''}${pageFor(`/docs/explore-lod/project-datasets/${d.slug}`) ? `<a class="button button-secondary" href="${e(L(`/docs/explore-lod/project-datasets/${d.slug}`))}">${tx.learnMore}</a>` : ''}</p></li>`)
        .join('')}</ul>`;
    }
    default:
      return undefined;
  }
}

const CONTACT_TEXT = {
  en: { legend: 'Write to the team', name: 'Your name', email: 'Your email address', subject: 'Subject', message: 'Your message', send: 'Send', mailto: 'Or write directly to', off: 'This copy of the site has no contact form or email address configured, so messages cannot be sent from here.', where: 'To reach the team, write through the project’s public website:', owner: 'Running this site? Put your form service or email address in site.config.json (contact.formAction or contact.email).' },
  fr: { legend: 'Écrire à l’équipe', name: 'Votre nom', email: 'Votre adresse courriel', subject: 'Objet', message: 'Votre message', send: 'Envoyer', mailto: 'Ou écrivez directement à', off: 'Aucun formulaire ni aucune adresse courriel n’est configuré sur cette copie du site\u00a0: les messages ne peuvent pas être envoyés d’ici.', where: 'Pour joindre l’équipe, écrivez-lui par le site Web public du projet\u00a0:', owner: 'Vous administrez ce site\u202f? Indiquez votre service de formulaires ou votre adresse courriel dans site.config.json (contact.formAction ou contact.email).' },
};

/**
 * The contact form of a static site: it posts to a configured address (a form
 * service), or opens the visitor's mail program when only an email is set,
 * and is switched off when neither is configured. No script is involved.
 */
export function contactFormHtml(locale: Locale, contact: ContactSettings): string {
  const tx = CONTACT_TEXT[locale];
  const e = escapeHtml;
  const action = contact.action ?? (contact.email ? `mailto:${contact.email}` : undefined);
  // nothing to send to: no switched-off form, but plain words on where to write
  if (!action) {
    return `<div class="contact-fallback" role="note"><p>${e(tx.off)}</p>${contact.website ? `<p>${e(tx.where)} <a href="${e(contact.website)}" rel="noopener">${e(contact.website.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</a></p>` : ''}<p class="contact-owner">${e(tx.owner)}</p></div>`;
  }
  const attrs = contact.action ? `method="post" action="${e(contact.action)}"` : action ? `method="post" enctype="text/plain" action="${e(action)}"` : '';
  const field = (id: string, label: string, input: string) => `<p class="form-field"><label for="contact-${id}">${e(label)}</label>${input}</p>`;
  return `<form class="contact-form" ${attrs}><fieldset><legend>${e(tx.legend)}</legend>
${field('name', tx.name, '<input id="contact-name" name="name" type="text" autocomplete="name" required>')}
${field('email', tx.email, '<input id="contact-email" name="email" type="email" autocomplete="email" required>')}
${field('subject', tx.subject, '<input id="contact-subject" name="subject" type="text" required>')}
${field('message', tx.message, '<textarea id="contact-message" name="message" rows="8" required></textarea>')}
<p><button type="submit" class="button">${e(tx.send)}</button></p></fieldset></form>${contact.email ? `<p>${e(tx.mailto)} <a href="mailto:${e(contact.email)}">${e(contact.email)}</a>.</p>` : ''}`;
}
