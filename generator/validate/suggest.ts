// "Did you mean …?": the known name nearest in spelling to one that names
// nothing (a misspelled tag, author, term, prefix, class or page address).
// Plain edit distance: the lists are short (hundreds of names at most).

/** Levenshtein distance, small strings only. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The candidate nearest to `name`, when it is near enough to be a typo of it:
 * at most a `divisor`th of the name's length apart (and at least `floor` edits allowed).
 */
export function nearestName(name: string, candidates: Iterable<string>, floor = 2, divisor = 3): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const c of candidates) {
    if (c === name) continue;
    const d = editDistance(name.toLowerCase(), c.toLowerCase()) + (c.toLowerCase() === name.toLowerCase() ? 0.5 : 0);
    if (!best || d < best.d) best = { name: c, d };
  }
  return best && best.d <= Math.max(floor, Math.floor(name.length / divisor)) ? best.name : undefined;
}

/** `did you mean X?`, or '' when no known name is near. */
export function didYouMean(name: string, candidates: Iterable<string>, show: (s: string) => string = (s) => s): string {
  const near = nearestName(name, candidates);
  return near === undefined ? '' : `did you mean ${show(near)}?`;
}

/**
 * The existing page address nearest to a broken link's: first among the
 * pages of the same folder (a misspelled last part), then among all.
 */
export function nearestRoute(href: string, routes: readonly string[]): string | undefined {
  const cut = href.lastIndexOf('/');
  const folder = href.slice(0, cut + 1);
  const siblings = routes.filter((r) => r.startsWith(folder) && !r.slice(folder.length).includes('/'));
  const last = nearestName(
    href.slice(cut + 1),
    siblings.map((r) => r.slice(folder.length)),
  );
  if (last !== undefined) return folder + last;
  return nearestName(href, routes, 2, 8);
}
