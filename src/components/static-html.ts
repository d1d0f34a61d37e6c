// Parts of the page that are the same on page after page (the footer, the
// navbar's links, each sidebar entry), rendered once and reused. React
// renders a page whole every time; at bench scale 1 the navbar, footer and
// sidebars were ~30 % of the render (1,030 ms against 734 ms without them),
// most of it markup that differs from page to page in one attribute or not
// at all. The build provides the memo (generator/render/index.ts) through
// this context; without it (a component rendered on its own), everything is
// rendered as usual. The markup stays in the components: the memo only keeps
// what React made of them.
import { Fragment, createContext, createElement, useContext, type ReactNode } from 'react';

export interface StaticHtml {
  /**
   * The HTML of `render()`, made on the first call for this `owner` (an
   * object of the render context, such as the navbar's data or one sidebar
   * entry) and `variant` (what else the markup depends on), then kept: it
   * must depend on nothing else.
   */
  memo(owner: object, variant: string, render: () => ReactNode): string;
  /** The HTML of `render()`, made now and not kept (the one entry that differs on this page). */
  html(render: () => ReactNode): string;
}

export const StaticHtmlContext = createContext<StaticHtml | undefined>(undefined);

export function useStaticHtml(): StaticHtml | undefined {
  return useContext(StaticHtmlContext);
}

/**
 * A host element whose children are `render()`: with a memo, made once per
 * `owner` and `variant` and set as its inner HTML; without one, rendered.
 */
export function StaticChildren({
  tag,
  props,
  owner,
  variant = '',
  render,
}: {
  tag: string;
  props: Record<string, unknown>;
  owner: object;
  variant?: string;
  render: () => ReactNode;
}) {
  const memo = useStaticHtml();
  if (!memo) return createElement(tag, props, render());
  return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: memo.memo(owner, variant, render) } });
}

/** One entry of a StaticList: kept under `owner` and `variant`, or, with no variant, made afresh on this page. */
export interface StaticEntry {
  key: string;
  owner: object;
  variant?: string;
  render: () => ReactNode;
}

/**
 * A host element whose children are entries (a sidebar's, a blog year's):
 * with a memo, each entry's markup is kept as StaticChildren keeps a part,
 * and the host's inner HTML is theirs joined; without one, rendered.
 */
export function StaticList({ tag, props, entries }: { tag: string; props: Record<string, unknown>; entries: StaticEntry[] }) {
  const memo = useStaticHtml();
  if (!memo) return createElement(tag, props, ...entries.map((e) => createElement(Fragment, { key: e.key }, e.render())));
  const html = entries.map((e) => (e.variant === undefined ? memo.html(e.render) : memo.memo(e.owner, e.variant, e.render)));
  return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html.join('') } });
}
