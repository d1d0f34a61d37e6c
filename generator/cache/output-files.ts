// The linked-data files (one set per entity, the whole-graph dumps) from the
// build cache: they are made from the graph and the pages (blog posts and
// pages are in the site graph) and dated with the build date, so they are
// kept under a hash of the graph's key (cache/graph-results.ts), the pages as
// outputs see them, the date and the contact address. A hit yields the same
// files, byte for byte, without building the site graph or serialising it.
// An output whose files pass MAX_BYTES is not kept: holding them all to store
// them would undo the streaming that keeps a large build's memory flat.
import crypto from 'node:crypto';
import type { OutputFiles, OutputInput } from '../extensions.ts';
import { buildDate } from '../linked-data/provenance.ts';
import { byteSize, isPieces, type OutputFile } from '../write/index.ts';
import { openContentCache, sha256, type CacheStage } from './content-cache.ts';
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
 * Object keys in order: a page whose Markdown came from the build cache has
 * the same fields as one rendered afresh, but not always in the same order.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

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
      // the words are not even read: on the output thread each text is decoded when read (output-records.ts)
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
  const kept = cache.get<OutputFile[]>(stage, key);
  if (kept) {
    yield* kept;
    return;
  }
  const made: OutputFile[] = [];
  let bytes = 0;
  // counts what is made, and keeps it while the whole stays under MAX_BYTES
  const keep = (text: string | Uint8Array): boolean => {
    if (bytes > MAX_BYTES) return false;
    bytes += byteSize(text);
    // too large to keep: what was held for it goes now, not at the end of the output
    if (bytes > MAX_BYTES) made.length = 0;
    return bytes <= MAX_BYTES;
  };
  for await (const f of await run(input)) {
    const content = f.content;
    if (!isPieces(content)) {
      if (keep(content)) made.push(f);
      yield f;
      continue;
    }
    // a file in pieces is kept as its pieces pass to the writer, joined once it is whole
    const pieces: string[] = [];
    yield {
      path: f.path,
      content: (function* () {
        for (const piece of content) {
          if (keep(piece)) pieces.push(piece);
          else pieces.length = 0;
          yield piece;
        }
      })(),
    };
    if (bytes <= MAX_BYTES) made.push({ path: f.path, content: pieces.join('') });
  }
  if (bytes <= MAX_BYTES) cache.set(stage, key, made);
}
