// Asks the browser for module files ahead of their import (<link rel="modulepreload">):
// fetched and kept, not run. One link per file, however often it is asked for.

/** Adds a modulepreload link to the <head> for each of the space-separated `list` of URLs not asked for yet. */
export function modulepreload(list: string | undefined) {
  for (const href of (list ?? '').split(' ').filter(Boolean)) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
