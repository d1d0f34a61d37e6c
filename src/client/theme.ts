import { save } from './storage.ts';

/** The switch flips light/dark and remembers it under `theme`. */
export function setupTheme() {
  const button = document.querySelector<HTMLButtonElement>('.theme-toggle');
  if (!button) return;
  const sync = () => button.setAttribute('aria-pressed', String(document.documentElement.dataset.theme === 'dark'));
  sync();
  button.addEventListener('click', () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    save('theme', next);
    sync();
  });
}
