'use client';

import { createElement, type ReactNode } from 'react';
import { STATIC_ISLAND_ATTRIBUTE } from '../../lib/hydration/static-island.ts';

type IslandElement = 'div' | 'ul' | 'section' | 'nav';

export type StaticIslandProps = {
  /** Unique on the page; names the island in the payload and in the DOM (`data-island`). */
  staticIsland: string;
  /** The element the island is; it carries the attributes below. */
  as?: IslandElement;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  tabIndex?: number;
  children?: ReactNode;
};

/** Each island's server HTML, read once from the first document, for a later mount of that payload. */
const serverHtml = new Map<string, string>();

function readServerHtml(name: string): string {
  let html = serverHtml.get(name);
  if (html === undefined) {
    html = document.querySelector(`[${STATIC_ISLAND_ATTRIBUTE}="${CSS.escape(name)}"]`)?.innerHTML ?? '';
    serverHtml.set(name, html);
  }
  return html;
}

/**
 * Server-rendered content that needs no hydration: links, text and images with no client
 * component and no form action inside. The document's inline payload carries an island without
 * its children (the page store drops them, src/server/hydration/), so the HTML is sent once
 * instead of twice; React then keeps the server's DOM as it is. Every later payload (a client
 * navigation, a server action's answer) has the children and renders them as usual.
 *
 * In production React does not touch an element's DOM while hydrating it with
 * `dangerouslySetInnerHTML`, and hydrates none of its children. The two variants have their own
 * keys, so a switch from one to the other replaces the element instead of merging the trees.
 */
export function StaticIsland({ staticIsland: name, as = 'div', children, ...attributes }: StaticIslandProps) {
  const props = { ...attributes, [STATIC_ISLAND_ATTRIBUTE]: name };
  if (children !== undefined || typeof document === 'undefined') return createElement(as, { ...props, key: 'live' }, children);
  return createElement(as, { ...props, key: 'static', dangerouslySetInnerHTML: { __html: readServerHtml(name) }, suppressHydrationWarning: true });
}
