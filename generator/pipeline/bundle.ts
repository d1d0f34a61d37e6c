// The client bundle, made by esbuild in its own process from the start of
// the build.
import { bundleClient } from '../bundle.ts';
import type { SiteConfig } from '../config.ts';
import type { Timer } from './timer.ts';

export type Bundle = Awaited<ReturnType<typeof bundleClient>>;

/** Starts the bundle; the function returned waits for it and times the wait. */
export function startBundle(config: SiteConfig, timer: Timer): () => Promise<Bundle> {
  const started = performance.now();
  let ms = 0;
  const bundling = bundleClient({ withClient: config.bundleClient, staticDir: config.staticDir, cacheDir: config.toolCacheDir }).then(
    (b) => {
      ms = performance.now() - started;
      return b;
    },
  );
  bundling.catch(() => undefined); // awaited after the route stage
  return async () => {
    const bundle = await bundling;
    timer.lap('wait: bundle');
    if (ms) timer.add({ stage: 'bundle', ms });
    return bundle;
  };
}
