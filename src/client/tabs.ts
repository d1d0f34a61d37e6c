// Docusaurus tabs (src/components/markdown/Tabs.tsx) in the browser: a click
// or the arrow keys select a tab; tabs sharing a groupId change together and
// the choice is remembered (under Docusaurus's own storage key, so a reader's
// choice carries over); a tab container with a queryString is selected by
// that URL parameter and writes it back when the reader chooses.
import { load, save } from './storage.ts';

const storageKey = (group: string) => `docusaurus.tab.${group}`;

function select(container: HTMLElement, value: string): boolean {
  const tabs = [...container.querySelectorAll<HTMLButtonElement>(':scope > [role=tablist] > [role=tab]')];
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) panel.hidden = panel.dataset.value !== value;
  return true;
}

function choose(container: HTMLElement, value: string) {
  const group = container.dataset.groupId;
  if (group) {
    save(storageKey(group), value);
    for (const other of document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(group)}"]`)) select(other, value);
  } else select(container, value);
  const query = container.dataset.queryString;
  if (query) {
    const url = new URL(location.href);
    url.searchParams.set(query, value);
    history.replaceState(history.state, '', url);
  }
}

export function setupTabs() {
  const params = new URLSearchParams(location.search);
  for (const container of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const query = container.dataset.queryString;
    const fromUrl = query ? params.get(query) : null;
    const group = container.dataset.groupId;
    if (!(fromUrl && select(container, fromUrl)) && group) {
      const kept = load(storageKey(group));
      if (kept) select(container, kept);
    }
    const list = container.querySelector<HTMLElement>(':scope > [role=tablist]');
    list?.addEventListener('click', (e) => {
      const tab = (e.target as HTMLElement).closest<HTMLButtonElement>('[role=tab]');
      if (tab?.dataset.value) choose(container, tab.dataset.value);
    });
    list?.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role=tab]')];
      const i = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (i < 0) return;
      const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
      next.focus();
      if (next.dataset.value) choose(container, next.dataset.value);
    });
  }
}
