// Highlights the table-of-contents entry of the heading being read.
let observer: IntersectionObserver | undefined;

export function setupTocHighlight() {
  observer?.disconnect();
  const links = new Map<string, HTMLAnchorElement>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')) links.set(a.dataset.tocLink!, a);
  if (links.size === 0 || !('IntersectionObserver' in window)) return;
  const headings = [...links.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
  const visible = new Set<string>();
  const mark = () => {
    // the first heading in view, or the last one scrolled past
    let id = headings.find((h) => visible.has(h.id))?.id;
    if (!id) id = [...headings].reverse().find((h) => h.getBoundingClientRect().top < 80)?.id;
    for (const [key, a] of links) a.classList.toggle('active', key === id);
  };
  observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      mark();
    },
    { rootMargin: '-60px 0px -55% 0px' },
  );
  for (const h of headings) observer.observe(h);
}
