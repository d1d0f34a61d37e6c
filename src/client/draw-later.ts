// Blocks far below the first screen (class "draw-later": the glossary's letters, the catalogues' cards, the
// footer) are laid out only once near the viewport (content-visibility: auto in site.css), which keeps that
// work out of the first paint (issue 42). Until then each has a guessed height, so a place scrolled to over it,
// or kept in the history, would show other content once it is laid out. So, from the visitor's first scroll,
// they are laid out for good (data-drawn), one at a time in the browser's idle moments; and all at once before a
// jump over them (scroll-memory.ts). Not earlier: in idle moments after the load, as tried first, that work
// still counted in Lighthouse's blocking time.
// Measured (trace thread time of a load, 412 px phone, medians of 5 alternated): layout 62 -> 31 ms on the English
// glossary, 87 -> 38 ms on the French one, 39 -> 26-28 ms on the tools catalogue. The switch: the one
// `.draw-later:not([data-drawn])` rule in site.css; without it every block is laid out at once and this only marks them.

const PENDING = '.draw-later:not([data-drawn])';
/** Each idle task stops past this much work: Lighthouse counts a task as blocking past 50 ms on a phone 4× slower. */
const TASK_MS = 8;

/** Lays out every block now. */
export function drawAll() {
  for (const block of document.querySelectorAll<HTMLElement>(PENDING)) block.dataset.drawn = '';
}

const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50));

/** From the first scroll, lays out the blocks one after another in short tasks while the browser is idle. */
export function drawFromFirstScroll() {
  if (document.querySelector(PENDING)) window.addEventListener('scroll', () => whenIdle(step), { once: true, passive: true });
}

function step() {
  const start = performance.now();
  let block: HTMLElement | null;
  while (performance.now() - start < TASK_MS && (block = document.querySelector<HTMLElement>(PENDING))) {
    block.dataset.drawn = '';
    void block.offsetHeight; // its layout now, in this short task, rather than all of them in the next frame's
  }
  if (document.querySelector(PENDING)) whenIdle(step);
}
