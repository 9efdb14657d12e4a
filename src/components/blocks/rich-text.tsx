import { getInnerMarks, groupLinkNodes, type StoryblokRichTextNode } from '@storyblok/richtext';
import { Fragment, type ReactNode } from 'react';
import type { ContentLink } from '../../lib/links/resolve-link.ts';
import { logEvent } from '../../lib/log/logger.ts';
import type { BlockContext } from './block-context.ts';
import { resolveLink } from './resolve-block-link.ts';
import { extractPlainText, sanitizeRichTextDoc, type SafeRichTextMark } from './sanitize-rich-text.ts';

type LinkMark = Extract<SafeRichTextMark, { type: 'link' }>;

/**
 * A Storyblok rich-text document as React elements, built on the server. Content never reaches
 * the page as HTML: text is escaped by React, only allow-listed nodes and marks become elements,
 * and links pass the link rules (a refused link keeps its text). A failure is logged and the
 * document degrades to its plain text, so a broken field never takes its block down.
 */
export function RichText({ doc, ctx, className = 'rich-text' }: { doc: unknown; ctx: BlockContext; className?: string }) {
  try {
    const nodes = sanitizeRichTextDoc(doc);
    if (nodes.length === 0) return null;
    return <div className={className}>{renderNodes(nodes, ctx)}</div>;
  } catch (error) {
    logEvent('error', 'richtext-render-error', { error: error instanceof Error ? error.message : String(error) });
    const text = extractPlainText(doc);
    return text ? <div className={className}><p>{text}</p></div> : null;
  }
}

function renderNodes(nodes: StoryblokRichTextNode[], ctx: BlockContext): ReactNode[] {
  // Adjacent text nodes sharing one link (e.g. partly bold) become one anchor, not several.
  return groupLinkNodes(nodes).map(({ nodes: group, linkMark, _key }) =>
    linkMark ? renderLink(linkMark as LinkMark, group, ctx, _key) : renderNode(group[0]!, ctx, _key),
  );
}

function renderLink(mark: LinkMark, group: StoryblokRichTextNode[], ctx: BlockContext, key: string): ReactNode {
  const children = group.map((node, index) =>
    node.type === 'text' ? renderMarkedText(node.text, getInnerMarks(node) as SafeRichTextMark[], String(index)) : null,
  );
  const link = toContentLink(mark.attrs);
  const resolved = link ? resolveLink(link, ctx) : null;
  if (!resolved) return <Fragment key={key}>{children}</Fragment>;
  return (
    <a key={key} href={resolved.href} rel={resolved.rel} target={resolved.target}>
      {children}
    </a>
  );
}

/** Content comes from sanitizeRichTextDoc, so only its allow-listed node types reach this. */
function renderNode(node: StoryblokRichTextNode, ctx: BlockContext, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return renderMarkedText(node.text, (node.marks ?? []) as SafeRichTextMark[], key);
    case 'paragraph':
      return <p key={key}>{renderNodes(node.content ?? [], ctx)}</p>;
    case 'heading': {
      const Heading = `h${node.attrs.level ?? 2}` as 'h2' | 'h3' | 'h4';
      return <Heading key={key}>{renderNodes(node.content ?? [], ctx)}</Heading>;
    }
    case 'blockquote':
      return <blockquote key={key}>{renderNodes(node.content ?? [], ctx)}</blockquote>;
    case 'bullet_list':
      return <ul key={key}>{renderNodes(node.content ?? [], ctx)}</ul>;
    case 'ordered_list': {
      const start = node.attrs?.order !== undefined && node.attrs.order !== 1 ? node.attrs.order : undefined;
      return <ol key={key} start={start}>{renderNodes(node.content ?? [], ctx)}</ol>;
    }
    case 'list_item':
      return <li key={key}>{renderNodes(node.content ?? [], ctx)}</li>;
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    default:
      return null;
  }
}

const MARK_TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' } as const;

function renderMarkedText(text: string, marks: SafeRichTextMark[], key: string): ReactNode {
  const tags = [...new Set(marks.flatMap((mark) => (mark.type === 'link' ? [] : [MARK_TAGS[mark.type]])))];
  return tags.reduce<ReactNode>(
    (child, Tag, index) => (index === tags.length - 1 ? <Tag key={key}>{child}</Tag> : <Tag>{child}</Tag>),
    text,
  );
}

/** A rich-text link mark in the multilink shape the link rules take. */
function toContentLink(attrs: LinkMark['attrs']): ContentLink | null {
  const href = attrs.href?.trim() ?? '';
  const target = attrs.target ?? undefined;
  switch (attrs.linktype) {
    case 'story':
      return href ? { linktype: 'story', cached_url: href, anchor: attrs.anchor, target } : null;
    case 'email':
      return { linktype: 'email', email: href };
    default: {
      const anchor = attrs.anchor && !href.includes('#') ? `#${attrs.anchor}` : '';
      return href ? { linktype: 'url', url: `${href}${anchor}`, target } : null;
    }
  }
}
