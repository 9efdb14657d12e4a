/**
 * The one light markup every copy table writes rich text in, and its parser. Each entry of a
 * RichCopy is a paragraph or `{ list }` (a bullet list). Inside a line, `**bold**` marks bold
 * text and `[label](target)` a link, where target is a CopyTarget.
 */
import type { Link } from './story-types.ts';

export type RichCopy = ReadonlyArray<string | { readonly list: readonly string[] }>;

/**
 * Where copy links to: `@key` for a page of the same channel and locale (a content page or one of
 * the shared service and legal pages; the shop maps the story link to the visitor's host and
 * prefix), `/` and `/products` for the home page and the design listing (stories too), `/cart` and
 * `/magazine`, any other shop route as a path ending in `/`, or `mailto:address`.
 */
export type CopyTarget = `@${string}` | `/${string}` | `mailto:${string}`;

export type LinkAttrs = { href: string; linktype: 'url' | 'story'; target: '_self' } | { href: string; linktype: 'email' };
export type RichTextMark = { type: 'bold' } | { type: 'link'; attrs: LinkAttrs };
export type RichTextNode = {
  type: 'paragraph' | 'text' | 'bullet_list' | 'list_item';
  text?: string;
  marks?: RichTextMark[];
  content?: RichTextNode[];
};
export type RichTextDoc = { type: 'doc'; content: RichTextNode[] };

/** The full slug of a page key in one channel and locale, or undefined when there is no such page. */
export type PageSlugOf = (key: string) => string | undefined;

/** Shop paths that are stories in every locale. */
const STORY_BACKED_PATHS: Readonly<Record<string, string>> = { '/': 'home', '/products': 'products' };
/** One path in every locale, which the shop's link rules send to the applications serving them. */
const APPLICATION_PATHS: ReadonlySet<string> = new Set(['/cart', '/magazine']);

type ResolvedTarget = { kind: 'story'; slug: string; anchor?: string } | { kind: 'url'; path: string } | { kind: 'email'; address: string };

function resolveTarget(target: string, pageSlugOf: PageSlugOf): ResolvedTarget {
  if (target.startsWith('mailto:')) return { kind: 'email', address: target.slice('mailto:'.length) };
  if (target.startsWith('@')) {
    // `@page#anchor` leads to a part of the page, e.g. its calculator.
    const [key = '', anchor] = target.slice(1).split('#', 2);
    const slug = pageSlugOf(key);
    if (!slug) throw new Error(`No page "${key}" for link target "${target}"`);
    if (anchor !== undefined && !/^[a-z][a-z0-9-]*$/.test(anchor)) throw new Error(`Bad anchor in link target "${target}"`);
    return anchor ? { kind: 'story', slug, anchor } : { kind: 'story', slug };
  }
  const storyPath = STORY_BACKED_PATHS[target];
  if (storyPath) {
    const slug = pageSlugOf(storyPath);
    if (!slug) throw new Error(`No ${storyPath} page for link target "${target}"`);
    return { kind: 'story', slug };
  }
  // Shop routes end with the channel's slash, so the link needs no redirect.
  if ((target.startsWith('/') && target.endsWith('/')) || APPLICATION_PATHS.has(target)) return { kind: 'url', path: target };
  throw new Error(`Unknown link target "${target}": use @page, /path/ or mailto:`);
}

/** A multilink field (teaser buttons, navigation, tiles) for a copy target. */
export function buildCopyLink(target: CopyTarget, pageSlugOf: PageSlugOf): Link {
  const resolved = resolveTarget(target, pageSlugOf);
  if (resolved.kind === 'story') return resolved.anchor ? { linktype: 'story', cached_url: resolved.slug, anchor: resolved.anchor } : { linktype: 'story', cached_url: resolved.slug };
  if (resolved.kind === 'email') return { linktype: 'email', email: resolved.address };
  return { linktype: 'url', url: resolved.path };
}

function linkAttrs(target: string, pageSlugOf: PageSlugOf): LinkAttrs {
  const resolved = resolveTarget(target, pageSlugOf);
  if (resolved.kind === 'email') return { href: resolved.address, linktype: 'email' };
  return resolved.kind === 'story' ? { href: resolved.slug, linktype: 'story', target: '_self' } : { href: resolved.path, linktype: 'url', target: '_self' };
}

const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function textNode(text: string, marks?: RichTextMark[]): RichTextNode {
  return marks ? { type: 'text', text, marks } : { type: 'text', text };
}

function assertNoStrayMarkup(text: string, source: string): void {
  // A leftover marker means a typo in the copy, which would otherwise show up verbatim in the shop.
  if (text.includes('**') || text.includes('](')) throw new Error(`Unbalanced rich-text markup in copy: "${source}"`);
}

export function parseInlineCopy(source: string, pageSlugOf: PageSlugOf): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let consumedUpTo = 0;
  for (const match of source.matchAll(INLINE_MARKUP)) {
    const plain = source.slice(consumedUpTo, match.index);
    assertNoStrayMarkup(plain, source);
    if (plain) nodes.push(textNode(plain));
    const [, boldText, linkText, target] = match;
    if (boldText !== undefined) nodes.push(textNode(boldText, [{ type: 'bold' }]));
    else if (linkText !== undefined && target !== undefined) nodes.push(textNode(linkText, [{ type: 'link', attrs: linkAttrs(target, pageSlugOf) }]));
    consumedUpTo = match.index + match[0].length;
  }
  const rest = source.slice(consumedUpTo);
  assertNoStrayMarkup(rest, source);
  if (rest) nodes.push(textNode(rest));
  return nodes;
}

export function parseRichCopy(copy: RichCopy, pageSlugOf: PageSlugOf): RichTextDoc {
  const paragraph = (source: string): RichTextNode => ({ type: 'paragraph', content: parseInlineCopy(source, pageSlugOf) });
  return {
    type: 'doc',
    content: copy.map((entry) =>
      typeof entry === 'string'
        ? paragraph(entry)
        : { type: 'bullet_list', content: entry.list.map((item) => ({ type: 'list_item', content: [paragraph(item)] })) },
    ),
  };
}
