// The search index's description asked for ahead of the engine that reads it:
// a preload that the engine's own fetch of the same address then takes over
// (same mode and credentials: a fetch() of this origin). Only when a search is
// about to run: a preload left unused is a console warning.
import type { Locale } from '../../shared/model/types.ts';
import { indexBase } from '../../shared/search/format.ts';

export function preloadIndexMeta(locale: Locale) {
  const href = `${indexBase(locale)}meta.json`;
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
  document.head.append(link);
}
