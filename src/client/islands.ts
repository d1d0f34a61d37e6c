// Small islands over server-rendered markup.
import { localDateKey, termIndexForDate } from '../shared/term-of-the-day.ts';
import { fold } from '../shared/fold.ts';

/** Glossary: the filter box narrows the list as you type (accents ignored). */
export function setupGlossaryFilter() {
  const box = document.querySelector<HTMLElement>('.glossary-filter');
  const input = box?.querySelector<HTMLInputElement>('input');
  if (!box || !input) return;
  box.hidden = false;
  const entries = [...document.querySelectorAll<HTMLElement>('.glossary-entry')];
  const sections = [...document.querySelectorAll<HTMLElement>('.glossary-letter')];
  const count = box.querySelector<HTMLElement>('.glossary-count');
  const texts = entries.map((e) => fold(e.dataset.filterText ?? e.textContent ?? ''));
  input.addEventListener('input', () => {
    const q = fold(input.value.trim());
    let shown = 0;
    entries.forEach((e, i) => {
      const match = !q || texts[i].includes(q);
      e.hidden = !match;
      if (match) shown++;
    });
    for (const s of sections) s.hidden = !s.querySelector('.glossary-entry:not([hidden])');
    if (count) count.textContent = q ? `${shown} / ${entries.length}` : '';
  });
}

/** Term of the day: picked from the visitor's date, so it changes without a rebuild. */
export async function setupTermOfTheDay() {
  const card = document.querySelector<HTMLElement>('[data-term-of-the-day]');
  if (!card) return;
  try {
    const res = await fetch(`${card.dataset.termOfTheDay}.json`);
    if (!res.ok) return;
    const terms = (await res.json()) as { slug: string; label: string; definition: string; href: string }[];
    const term = terms[termIndexForDate(localDateKey(new Date()), terms.length)];
    if (!term) return;
    const link = card.querySelector<HTMLAnchorElement>('.totd-term a');
    const def = card.querySelector<HTMLElement>('.totd-definition');
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
    if (label && status !== 'past') label.textContent = label.dataset[status === 'ongoing' ? 'statusLabelOngoing' : 'statusLabelUpcoming'] ?? status;
  }
  // the list, or the "nothing announced" line, whichever applies today
  const list = document.querySelector<HTMLElement>('.home-events .event-list');
  const none = document.querySelector<HTMLElement>('.home-events .no-events');
  const any = [...document.querySelectorAll<HTMLElement>('.home-events [data-start]')].some((li) => !li.hidden);
  if (list) list.hidden = !any;
  if (none) none.hidden = any;
}
