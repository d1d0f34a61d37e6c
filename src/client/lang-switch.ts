// The language switcher keeps what the visitor has on screen (issue 42): the
// search query and catalogue filters (the page's query string) and the
// #anchor go with them to the other language, as Docusaurus keeps query and
// hash; from the not-found page it leads to the same address in the other
// language rather than to its home. The server-rendered links still work
// without JavaScript; this updates them just before they are followed (or
// copied), so a middle-click or a long press gets the same address.
import { localizePath, splitLocale } from '../shared/paths.ts';

function update(a: HTMLAnchorElement) {
  const lang = a.dataset.langSwitch === 'fr' ? 'fr' : 'en';
  const target = new URL(a.getAttribute('data-lang-base') ?? a.href, location.href);
  // remember the server's address: the visitor's query and hash change, the page's twin does not
  if (!a.hasAttribute('data-lang-base')) a.setAttribute('data-lang-base', target.pathname);
  if (document.querySelector('#main.not-found')) target.pathname = localizePath(splitLocale(location.pathname).key, lang);
  target.search = location.search;
  target.hash = location.hash;
  a.href = target.href;
}

export function setupLanguageSwitch() {
  const refresh = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a[data-lang-switch]');
    if (a) update(a as HTMLAnchorElement);
  };
  // capture: before the navigation runtime and before the browser follows the link
  for (const type of ['pointerdown', 'focusin', 'click', 'contextmenu']) document.addEventListener(type, refresh, true);
}
