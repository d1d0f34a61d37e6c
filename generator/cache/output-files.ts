// The linked-data files (one set per entity, the whole-graph dumps) from the
// build cache: they are made from the graph and the pages (blog posts and
// pages are in the site graph) and dated with the build date, so they are
// kept under a hash of the graph's key (cache/graph-results.ts), the pages as
// outputs see them, the date and the contact address. A hit yields the same
// files, byte for byte, without building the site graph or serialising it.
// Each file, or piece of one, is written to the entry as it passes to the
// writer, so none is held for the cache (holding them until the output was
// done was ~40 MB of the peak at bench scale 20). An entry that passes
// MAX_BYTES is dropped: a hit reads its entry whole.
import crypto from 'node:crypto';
import type { OutputFiles, OutputInput } from '../extensions.ts';
import { buildDate } from '../linked-data/provenance.ts';
import { isPieces, type OutputFile } from '../write/index.ts';
import { openContentCache, sha256, sortedKeys, type CacheStage } from './content-cache.ts';
import { graphResultsKey } from './graph-results.ts';
import { cacheMark, type StageTiming } from '../pipeline/timer.ts';

const MAX_BYTES = 64 * 1024 * 1024;

/** this thread's cache outcomes not yet reported (an output has no timer of its own: see takeCacheMarks) */
const pendingMarks: StageTiming[] = [];

/** The outcomes since the last call, as stage marks (Timer.add counts them). */
export function takeCacheMarks(): StageTiming[] {
  return pendingMarks.splice(0);
}

const digests = new WeakMap<OutputInput['pages'], string>();

/**
 * What of a page the linked data does not read: its words, there for the
 * search index (the site graph has a page's title and description, not its
 * text). Left out of the key, an edit to a page's prose keeps the entity files
 * and dumps, and the key costs no pass over the text (~165 MB at bench scale 20).
 */
const WORDS = new Set(['text', 'headings', 'toc']);

/**
 * A hash of the pages as the linked data sees them, page by page (serialising
 * them all at once would hold a second copy of them at the build's peak). Both
 * cached outputs get the same pages, so it is worked out once.
 */
export function pagesDigest(pages: OutputInput['pages']): string {
  let digest = digests.get(pages);
  if (digest === undefined) {
    const h = crypto.createHash('sha256');
    for (const page of pages) {
      const kept = Object.fromEntries(
        Object.keys(page)
          .filter((k) => !WORDS.has(k))
          .map((k) => [k, page[k as keyof typeof page]]),
      );
      h.update(JSON.stringify(kept, sortedKeys));
    }
    digests.set(pages, (digest = h.digest('hex')));
  }
  return digest;
}

/** `run`, answered from the build cache when it can be. */
export function cachedOutput(stage: CacheStage, run: (input: OutputInput) => OutputFiles): (input: OutputInput) => OutputFiles {
  return (input) => cachedFiles(stage, input, run);
}

async function* cachedFiles(stage: CacheStage, input: OutputInput, run: (input: OutputInput) => OutputFiles): AsyncGenerator<OutputFile> {
  const cache = openContentCache(input.config, (s, hit) => {
    // a dev session runs outputs on its main thread and never takes them: keep the list bounded
    if (pendingMarks.length < 100) pendingMarks.push(cacheMark(s, hit));
  });
  const graphKey = cache && (await graphResultsKey(input.config, cache));
  if (!cache || !graphKey) {
    yield* await run(input);
    return;
  }
  const key = sha256(stage, graphKey, buildDate(), input.config.contactEmail ?? '', pagesDigest(input.pages));
  const kept = cache.getValues<Kept>(stage, key);
  if (kept) {
    yield* keptFiles(kept);
    return;
  }
  let entry = cache.stream(stage, key);
  const drop = () => {
    entry?.abort();
    entry = undefined;
  };
  // each file, or each piece of one, goes to the entry as it passes to the writer, while the entry stays under MAX_BYTES
  const keep = (value: Kept) => {
    entry?.add(value);
    if (entry && entry.bytes > MAX_BYTES) drop();
  };
  // a file's pieces are kept only if the writer reads them all before the next file
  let unread = false;
  try {
    for await (const f of await run(input)) {
      if (unread) drop();
      const { path, content } = f;
      if (!isPieces(content)) {
        keep({ path, content });
        yield f;
        continue;
      }
      keep({ path, pieces: true });
      unread = true;
      yield {
        path,
        content: (function* () {
          for (const piece of content) {
            keep({ piece });
            yield piece;
          }
          unread = false;
        })(),
      };
    }
    if (!unread) {
      entry?.commit();
      entry = undefined;
    }
  } finally {
    // an output that failed, or was not read to its end, leaves no entry
    drop();
  }
}

/** What an entry holds, in order: a whole file, or the start of a file in pieces and then its pieces. */
type Kept = { path: string; content: string | Uint8Array } | { path: string; pieces: true } | { piece: string };

/** The files of an entry, those in pieces as their pieces. */
function* keptFiles(kept: Kept[]): Generator<OutputFile> {
  let inPieces: { path: string; content: string[] } | undefined;
  for (const value of kept) {
    if ('piece' in value) {
      inPieces!.content.push(value.piece);
      continue;
    }
    if (inPieces) yield inPieces;
    inPieces = 'pieces' in value ? { path: value.path, content: [] } : undefined;
    if ('content' in value) yield value;
  }
  if (inPieces) yield inPieces;
}
