// The container of an island: a part of a static page the browser hydrates
// with the same component. Pages are rendered with renderToStaticMarkup, which
// leaves out what hydration relies on (the <!-- --> markers between adjacent
// text nodes), so the island's own markup is rendered with renderToString:
// hydrating it then finds exactly the nodes React would have made.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** `name` marks the container (`data-{name}-island`), where the browser finds it. */
export function Island({ name, children, className }: { name: string; children: ReactElement; className?: string }) {
  const mark = { [`data-${name}-island`]: '' };
  return <div className={className} {...mark} dangerouslySetInnerHTML={{ __html: renderToString(children) }} />;
}
