// Fetching the files of a locale's search index, for the engine (./engine.ts)
// and for the search page's early start (./early.ts), which has no FlexSearch
// and no React: a file asked for twice while on its way or once fetched is
// fetched once, so the engine finds what the early start began.
/** Fetches and parses one JSON file of the index; rejects when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.json();
};

const started = new Map<string, Promise<unknown>>();

/**
 * `fetchJson`, once per address for the visit, as the engine keeps what it fetched; a failed fetch is
 * forgotten, so the next query tries again.
 */
export const fetchIndexFile: FetchJson = (url) => {
  let p = started.get(url);
  if (!p) {
    p = fetchJson(url);
    started.set(url, p);
    p.catch(() => started.delete(url));
  }
  return p;
};
