// A React island on the server: the component rendered with renderToString
// (the markup hydrateRoot expects: text nodes kept apart, the same useId
// values) inside a container marked `data-island="NAME"`, followed by its
// props as JSON in <script type="application/json" data-island-props> — data,
// never run, so the page keeps a strict CSP; `<` and `&` are escaped so no
// literal can close the element. src/client/islands.ts hydrates it.
// Server only: the client imports the island's component, never this file.
import { createElement, useContext, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonForScript } from '../shared/escape.ts';
import type { IslandName } from '../shared/island-sources.ts';
import { PreloadContext } from './preload-context.ts';

export function Island<P extends object>({
  name,
  component,
  props,
  className,
  hydrate,
}: {
  name: IslandName;
  component: FunctionComponent<P>;
  props: P;
  className?: string;
  /** "use": hydrated on the visitor's first use of it, not at load (src/client/island-on-use.ts) */
  hydrate?: 'use';
}) {
  // the island's chunks, for the runtime to ask for at once (src/client/islands.ts)
  const preload = useContext(PreloadContext);
  const chunks = preload?.islands[name] ?? [];
  // those of the module that draws its first screen without React, if it has one
  const firstChunks = preload?.firstDraw?.[name] ?? [];
  return (
    <>
      <div
        className={className}
        data-island={name}
        data-island-chunks={chunks.length ? chunks.join(' ') : undefined}
        data-island-first-chunks={firstChunks.length ? firstChunks.join(' ') : undefined}
        data-island-hydrate={hydrate}
        dangerouslySetInnerHTML={{ __html: renderToString(createElement(component, props)) }}
      />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
    </>
  );
}
