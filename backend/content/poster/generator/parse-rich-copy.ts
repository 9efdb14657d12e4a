import type { LinkTarget, RichCopy } from './poster-copy.ts';

/** Where a rich-text link goes: a story's full slug, or a shop path served outside the content tree. */
export type LinkAttrs = { href: string; linktype: 'url' | 'story'; target: '_self' };

export type RichTextMark = { type: 'bold' } | { type: 'link'; attrs: LinkAttrs };

export type RichTextNode = {
  type: 'paragraph' | 'text' | 'bullet_list' | 'list_item';
  text?: string;
  marks?: RichTextMark[];
  content?: RichTextNode[];
};

export type RichTextDoc = { type: 'doc'; content: RichTextNode[] };

// Bold runs and markdown-style links are the only inline markup the copy tables use.
const inlineMarkup = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function isLinkTarget(target: string): target is LinkTarget {
  return target.startsWith('/') || target.startsWith('page:') || target.startsWith('shared:');
}

function textNode(text: string, marks?: RichTextMark[]): RichTextNode {
  return marks ? { type: 'text', text, marks } : { type: 'text', text };
}

function assertNoStrayMarkup(text: string, source: string): void {
  // A leftover marker means a typo in the copy, which would otherwise show up verbatim in the shop.
  if (text.includes('**') || text.includes('](')) {
    throw new Error(`Unbalanced rich-text markup in copy: "${source}"`);
  }
}

export function parseInlineCopy(source: string, resolveTarget: (target: LinkTarget) => Omit<LinkAttrs, 'target'>): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let consumedUpTo = 0;
  for (const match of source.matchAll(inlineMarkup)) {
    const plain = source.slice(consumedUpTo, match.index);
    assertNoStrayMarkup(plain, source);
    if (plain) nodes.push(textNode(plain));
    const [, boldText, linkText, target] = match;
    if (boldText !== undefined) {
      nodes.push(textNode(boldText, [{ type: 'bold' }]));
    } else if (linkText !== undefined && target !== undefined) {
      if (!isLinkTarget(target)) throw new Error(`Unknown link target "${target}" in copy: "${source}"`);
      nodes.push(textNode(linkText, [{ type: 'link', attrs: { ...resolveTarget(target), target: '_self' } }]));
    }
    consumedUpTo = match.index + match[0].length;
  }
  const rest = source.slice(consumedUpTo);
  assertNoStrayMarkup(rest, source);
  if (rest) nodes.push(textNode(rest));
  return nodes;
}

export function parseRichCopy(copy: RichCopy, resolveTarget: (target: LinkTarget) => Omit<LinkAttrs, 'target'>): RichTextDoc {
  const paragraph = (source: string): RichTextNode => ({
    type: 'paragraph',
    content: parseInlineCopy(source, resolveTarget),
  });
  return {
    type: 'doc',
    content: copy.map((entry) =>
      typeof entry === 'string'
        ? paragraph(entry)
        : { type: 'bullet_list', content: entry.list.map((item) => ({ type: 'list_item', content: [paragraph(item)] })) },
    ),
  };
}
