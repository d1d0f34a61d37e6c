// The linked-data files (one set per entity, the whole-graph dumps) from the
// build cache, kept as the page cache keeps pages (render/page-cache.ts). The
// dumps are made from the graph and the pages (blog posts and pages are in the
// site graph) and dated with the build date, so their entry, under a hash of
// the graph's key (cache/graph-results.ts), the pages as outputs see them, the
// date, the contact address and the output folder, records the files it wrote
// with their size and modification time. The next build with the same key
// keeps those files of the previous output in its own (OutputWriter.keep)
// without reading them, if they are still there as recorded, and makes the
// output again otherwise. An entity's files are kept the same way, each
// entity under a key of its own (writeGroups below). Keeping the files' bytes
// in the entry instead meant reading, checksumming and deserialising them and
// comparing each with the previous output's file, and an entry past 64 MB
// (bench scale 20) was dropped. Measured after a Markdown body edit at bench
// scale 1 (loaded 2-core machine): entities 0.75 s → 0.17-0.28 s, dumps
// 0.32 s → under 0.01 s. Off with the rest of the build cache
// (`build --no-cache`, LOD_BUILD_CACHE=off).
import crypto from 'node:crypto';
import path from 'node:path';
import type { Output, OutputInput } from '../extensions.ts';
import { filesOf, isGroup, itemsOf } from '../extensions.ts';
import { buildDate } from '../linked-data/provenance.ts';
import type { KeptFile, OutputWriter } from '../write/index.ts';
import { sha256, sortedKeys, type CacheStage, type ContentCache } from './content-cache.ts';
import { graphResultsKey } from './graph-results.ts';

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

/** The key of the linked-data outputs' files (see above); undefined when the graph's results are not cached. */
export const linkedDataKey =
  (stage: CacheStage) =>
  async (input: OutputInput, cache: ContentCache): Promise<string | undefined> => {
    const graphKey = await graphResultsKey(input.config, cache);
    return graphKey && sha256(stage, graphKey, buildDate(), input.config.contactEmail ?? '', pagesDigest(input.pages));
  };

/** Writes an output's files, or keeps them from the previous output when its entry (see above) still holds. */
export async function writeOutput(output: Output, input: OutputInput, writer: OutputWriter, cache?: ContentCache): Promise<void> {
  const stage = output.cached?.stage;
  const made = stage && cache && (await output.cached!.key(input, cache));
  if (stage && cache && output.cached!.groups) return writeGroups(output, input, writer, stage, cache, made || undefined);
  const key = made && sha256(made, path.resolve(writer.outDir));
  if (key) {
    const kept = cache!.peek<KeptFile[]>(stage, key);
    const hit = kept !== undefined && writer.keep(kept);
    cache!.count(stage, hit);
    if (hit) return;
  }
  const placed: (KeptFile | undefined)[] = [];
  // each file is written as it is made and dropped: an output never holds all of its files
  for await (const f of filesOf(output, input)) {
    writer.write(f);
    if (key) placed.push(writer.placed(f.path));
    await writer.drain();
  }
  if (key && placed.every((f) => f !== undefined)) cache!.set(stage!, key, placed);
}

/** One group of an output (FileGroup) as a build left it: its key and its files. */
type KeptGroup = [key: string, files: KeptFile[]];

/** The pack's record of the files outside any group, under the whole output's key. */
const WHOLE = 'whole output ';

/**
 * Writes an output group by group (FileGroup): a group whose key the last
 * build of this output folder recorded, with its files still there as
 * recorded, is kept from the previous output, and made otherwise. The
 * records are one entry (a pack) per output folder, as the pages' are
 * (render/page-cache.ts), rewritten only when a group changed. A label edit
 * at bench scale 1 remade every entity's documents when the whole output had
 * one key. That key (`whole`) still comes first: when it is the last build's,
 * every file is kept at once and no group's key is worked out, which a
 * body edit at bench scale 20 would otherwise pay for every entity.
 */
async function writeGroups(
  output: Output,
  input: OutputInput,
  writer: OutputWriter,
  stage: CacheStage,
  cache: ContentCache,
  whole: string | undefined,
): Promise<void> {
  const packKey = sha256(stage, 'groups', path.resolve(writer.outDir));
  const known = new Map(cache.peekValues<KeptGroup>(stage, packKey) ?? []);
  const wholeKey = WHOLE + (whole ?? '');
  if (whole && known.has(wholeKey) && writer.keep([...known.values()].flatMap((files) => files))) {
    for (let i = 1; i < known.size; i++) cache.count(stage, true);
    return;
  }
  const pack = cache.stream(stage, packKey);
  let same = known.has(wholeKey);
  const others: (KeptFile | undefined)[] = [];
  try {
    for await (const item of itemsOf(output, input)) {
      if (!isGroup(item)) {
        writer.write(item);
        others.push(writer.placed(item.path));
        await writer.drain();
        continue;
      }
      const key = item.key();
      let files = known.get(key);
      const hit = files !== undefined && writer.keep(files);
      cache.count(stage, hit);
      if (!hit) {
        same = false;
        const made = await item.files();
        for (const f of made) writer.write(f);
        await writer.drain();
        const placed = made.map((f) => writer.placed(f.path));
        files = placed.every((f) => f !== undefined) ? (placed as KeptFile[]) : undefined;
      }
      if (files) pack?.add([key, files] satisfies KeptGroup);
      else same = false;
    }
  } catch (e) {
    pack?.abort();
    throw e;
  }
  if (others.every((f) => f !== undefined)) pack?.add([wholeKey, others] satisfies KeptGroup);
  else same = false;
  if (same) pack?.abort();
  else pack?.commit();
}
