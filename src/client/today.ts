// What depends on the visitor's date, decided in the browser so it changes
// without a rebuild: the term of the day and the home page's events.
import { localDateKey, termIndexForDate } from '../shared/term-of-the-day.ts';

/**
 * Term of the day: picked from the visitor's date, so it changes without a rebuild. On the day the
 * server picked for, its card is already right: no list to fetch, nothing drawn again (a card drawn
 * again was painted anew, late: the glossary's largest paint came after the list had arrived).
 */
export async function setupTermOfTheDay() {
  const card = document.querySelector<HTMLElement>('[data-term-of-the-day]');
  if (!card || card.dataset.termDate === localDateKey(new Date())) return;
  try {
    const res = await fetch(`${card.dataset.termOfTheDay}.json`);
    if (!res.ok) return;
    const terms = (await res.json()) as { slug: string; label: string; definition: string; href: string }[];
    const term = terms[termIndexForDate(localDateKey(new Date()), terms.length)];
    if (!term) return;
    const link = card.querySelector<HTMLAnchorElement>('.totd-term a');
    const def = card.querySelector<HTMLElement>('.totd-definition');
    if (link?.getAttribute('href') === term.href) return;
    if (link) {
      link.textContent = term.label;
      link.href = term.href;
    }
    if (def) def.textContent = term.definition;
  } catch {
    /* the server-rendered term stays */
  }
}

/** Ongoing and upcoming events are decided from today's date in the browser. */
export function setupEvents(today: Date) {
  const key = localDateKey(today);
  for (const li of document.querySelectorAll<HTMLElement>('.home-events [data-start]')) {
    const start = li.dataset.start!;
    const end = li.dataset.end ?? start;
    const status = key < start ? 'upcoming' : key <= end ? 'ongoing' : 'past';
    li.dataset.status = status;
    li.hidden = status === 'past';
    const label = li.querySelector<HTMLElement>('.event-status');
    if (label && status !== 'past')
      label.textContent = label.dataset[status === 'ongoing' ? 'statusLabelOngoing' : 'statusLabelUpcoming'] ?? status;
  }
  // the list, or the "nothing announced" line, whichever applies today
  const list = document.querySelector<HTMLElement>('.home-events .event-list');
  const none = document.querySelector<HTMLElement>('.home-events .no-events');
  const any = [...document.querySelectorAll<HTMLElement>('.home-events [data-start]')].some((li) => !li.hidden);
  if (list) list.hidden = !any;
  if (none) none.hidden = any;
}
