import { load, save } from './storage.ts';

const KEY = 'announcement-dismissed';

/** Hides the bar when its id was dismissed; a new id shows it again. */
export function setupAnnouncement() {
  const bar = document.querySelector<HTMLElement>('.announcement');
  if (!bar) return;
  const id = bar.dataset.announcementId ?? '';
  if (load(KEY) === id) {
    bar.hidden = true;
    return;
  }
  const close = bar.querySelector<HTMLButtonElement>('.announcement-close');
  if (!close) return;
  close.addEventListener('click', () => {
    save(KEY, id);
    const hadFocus = document.activeElement === close;
    bar.hidden = true;
    // focus would fall to <body>: give it to the navbar's first control on screen, where Tab would have led
    if (hadFocus) nextControl()?.focus();
  });
}

function nextControl(): HTMLElement | undefined {
  const controls = document.querySelectorAll<HTMLElement>('#navbar a[href], #navbar summary, #navbar button');
  return [...controls].find((el) => el.checkVisibility());
}
