// The outputs stage in dev. Feeds, the term-of-the-day lists and the client
// bundle are cheap and made on every save (pipeline/outputs.ts siteFiles, in
// site.ts); the outputs registered in extensions.ts (linked data, dumps,
// sitemap, search index) are made only when a request asks for one of their
// files after a change, so a save does not wait for them.
import { filesOf, pageForOutputs, type OutputInput } from '../extensions.ts';
import { outputs } from '../features.ts';
import { wholeContent } from '../write/index.ts';

/** The extension outputs of the latest build, made on first use. */
export function lazyOutputs() {
  let input: (Omit<OutputInput, 'pages'> & { pages: OutputInput['pages'] }) | undefined;
  let made: Promise<Map<string, string | Uint8Array>> | undefined;
  return {
    stale(next: OutputInput) {
      input = { ...next, pages: next.pages.map(pageForOutputs) };
      made = undefined;
    },
    files(): Promise<Map<string, string | Uint8Array>> {
      if (!input) return Promise.resolve(new Map());
      const from = input;
      made ??= (async () => {
        const files = new Map<string, string | Uint8Array>();
        for (const output of outputs) for await (const f of filesOf(output, from)) files.set(f.path, wholeContent(f.content));
        return files;
      })();
      return made;
    },
  };
}
