// The glossary filter's work on the server-rendered A–Z list (GlossaryList.tsx),
// which React does not own: in the browser, from the filter island's handler.
// An entry matches when its folded text — its name, its name in the other
// language, its other names (data-alt-labels) and its definition — holds the
// folded query; a letter with no entry left is hidden with its heading.
import { fold } from '../shared/fold.ts';

/** The folded text of each entry, read once per list (the list does not change). */
const texts = new WeakMap<Element, string>();

function textOf(entry: HTMLElement): string {
  let text = texts.get(entry);
  if (text === undefined) {
    const part = (selector: string) => entry.querySelector(selector)?.textContent ?? '';
    const alt = entry.dataset.altLabels;
    text = fold([part('dt a'), part('.other-label'), ...(alt ? [alt] : []), part('dd')].join(' '));
    texts.set(entry, text);
  }
  return text;
}

/** Shows the entries of the page's glossary list that hold `query` (folded; '' shows all); returns how many. */
export function filterGlossary(from: Element, query: string): number {
  const list = from.ownerDocument.querySelector('[data-glossary-list]');
  let count = 0;
  for (const letter of list?.querySelectorAll<HTMLElement>('.glossary-letter') ?? []) {
    let any = false;
    for (const entry of letter.querySelectorAll<HTMLElement>('.glossary-entry')) {
      const shown = !query || textOf(entry).includes(query);
      entry.hidden = !shown;
      if (shown) count++;
      any ||= shown;
    }
    letter.hidden = !any;
  }
  return count;
}
