// Dataset carousel on the home page: previous/next buttons, arrow keys, a
// pause button, auto-advance only when the visitor has not asked for reduced
// motion, and a pause while it has focus or the pointer. Without JavaScript
// it is a horizontally scrollable list.
const ADVANCE_MS = 7000;

export function setupCarousels() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (root.dataset.ready) continue;
    root.dataset.ready = 'true';
    const track = root.querySelector<HTMLElement>('.carousel-track');
    const slides = [...root.querySelectorAll<HTMLElement>('.carousel-slide')];
    if (!track || slides.length < 2) continue;
    let index = 0;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    let playing = !reduced;
    let timer: number | undefined;
    const status = document.createElement('p');
    status.className = 'visually-hidden';
    status.setAttribute('aria-live', 'polite');

    const button = (cls: string, label: string, text: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `carousel-button ${cls}`;
      b.setAttribute('aria-label', label);
      b.textContent = text;
      return b;
    };
    const prev = button('carousel-prev', root.dataset.labelPrev ?? 'Previous', '‹');
    const next = button('carousel-next', root.dataset.labelNext ?? 'Next', '›');
    const pause = button('carousel-pause', root.dataset.labelPause ?? 'Pause', '❚❚');
    const controls = document.createElement('div');
    controls.className = 'carousel-controls';
    controls.append(prev, pause, next, status);
    root.append(controls);

    const show = (i: number, announce: boolean) => {
      index = (i + slides.length) % slides.length;
      const slide = slides[index];
      track.parentElement!.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
      slides.forEach((s, j) => s.setAttribute('aria-current', j === index ? 'true' : 'false'));
      if (announce) status.textContent = `${index + 1} / ${slides.length}: ${slide.querySelector('h3')?.textContent ?? ''}`;
    };
    const schedule = () => {
      window.clearInterval(timer);
      if (playing) timer = window.setInterval(() => show(index + 1, false), ADVANCE_MS);
    };
    const setPlaying = (p: boolean) => {
      playing = p;
      pause.textContent = p ? '❚❚' : '▶';
      pause.setAttribute('aria-label', (p ? root.dataset.labelPause : root.dataset.labelPlay) ?? (p ? 'Pause' : 'Play'));
      pause.setAttribute('aria-pressed', String(!p));
      schedule();
    };
    prev.addEventListener('click', () => show(index - 1, true));
    next.addEventListener('click', () => show(index + 1, true));
    pause.addEventListener('click', () => setPlaying(!playing));
    root.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        show(index + 1, true);
      }
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        show(index - 1, true);
      }
    });
    // never move under the reader's hand or keyboard focus
    root.addEventListener('focusin', () => window.clearInterval(timer));
    root.addEventListener('focusout', schedule);
    root.addEventListener('mouseenter', () => window.clearInterval(timer));
    root.addEventListener('mouseleave', schedule);
    setPlaying(playing);
    show(0, false);
  }
}
