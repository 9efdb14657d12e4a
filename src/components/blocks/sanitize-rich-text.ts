import type { StoryblokRichTextMark, StoryblokRichTextNode } from '@storyblok/richtext';

/**
 * Turns an untrusted rich-text document into a tree of the allow-listed node and mark types only
 * (shapes from `@storyblok/richtext`). Nothing from the input survives except text, heading
 * levels, list start numbers and link attributes, which the renderer resolves through the link
 * rules. Unknown nodes become their plain text; unknown marks are dropped.
 */
export type SafeRichTextNode = Extract<
  StoryblokRichTextNode,
  { type: 'text' | 'paragraph' | 'heading' | 'bullet_list' | 'ordered_list' | 'list_item' | 'hard_break' | 'horizontal_rule' | 'blockquote' }
>;
export type SafeRichTextMark = Extract<StoryblokRichTextMark, { type: 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'link' }>;
type LinkAttrs = Extract<StoryblokRichTextMark, { type: 'link' }>['attrs'];

/** Deeper documents are treated as hostile: rendering them would risk the stack. */
export const MAX_RICH_TEXT_DEPTH = 40;

const CONTAINER_TYPES = new Set(['paragraph', 'blockquote', 'bullet_list', 'list_item']);
const SIMPLE_MARKS = new Set(['bold', 'italic', 'underline', 'strike', 'code']);
const LINK_TYPES = new Set(['story', 'url', 'email', 'asset']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isRichTextDoc(value: unknown): value is { type: 'doc'; content?: unknown } {
  return isRecord(value) && value.type === 'doc';
}

/** @throws RangeError when the document nests deeper than MAX_RICH_TEXT_DEPTH. */
export function sanitizeRichTextDoc(doc: unknown): SafeRichTextNode[] {
  return isRichTextDoc(doc) ? sanitizeNodes(doc.content, 0) : [];
}

function sanitizeNodes(value: unknown, depth: number): SafeRichTextNode[] {
  if (!Array.isArray(value)) return [];
  if (depth > MAX_RICH_TEXT_DEPTH) throw new RangeError(`rich text nested deeper than ${MAX_RICH_TEXT_DEPTH}`);
  return value.flatMap((node) => sanitizeNode(node, depth));
}

function sanitizeNode(node: unknown, depth: number): SafeRichTextNode[] {
  if (!isRecord(node)) return [];
  const type = node.type;
  if (type === 'text') {
    return typeof node.text === 'string' && node.text !== '' ? [{ type: 'text', text: node.text, marks: sanitizeMarks(node.marks) }] : [];
  }
  if (type === 'hard_break' || type === 'horizontal_rule') return [{ type }];
  const content = () => sanitizeNodes(node.content, depth + 1);
  if (type === 'heading') {
    return [{ type: 'heading', attrs: { level: clampHeadingLevel(isRecord(node.attrs) ? node.attrs.level : undefined), textAlign: null }, content: content() }];
  }
  if (type === 'ordered_list') {
    const order = isRecord(node.attrs) ? node.attrs.order : undefined;
    return [{ type: 'ordered_list', attrs: Number.isSafeInteger(order) && (order as number) >= 0 ? { order: order as number } : {}, content: content() }];
  }
  if (typeof type === 'string' && CONTAINER_TYPES.has(type)) {
    return [{ type: type as 'paragraph' | 'blockquote' | 'bullet_list' | 'list_item', content: content() }];
  }
  const text = extractPlainText(node);
  return text ? [{ type: 'text', text, marks: [] }] : [];
}

/** Page headings h1 and the block headline own the outline; content headings stay within h2-h4. */
function clampHeadingLevel(level: unknown): 2 | 3 | 4 {
  if (level === 3 || level === 4) return level;
  if (typeof level === 'number' && level > 4) return 4;
  return 2;
}

function sanitizeMarks(marks: unknown): SafeRichTextMark[] {
  if (!Array.isArray(marks)) return [];
  return marks.flatMap((mark): SafeRichTextMark[] => {
    if (!isRecord(mark) || typeof mark.type !== 'string') return [];
    if (SIMPLE_MARKS.has(mark.type)) return [{ type: mark.type as 'bold' | 'italic' | 'underline' | 'strike' | 'code' }];
    if (mark.type === 'link' && isRecord(mark.attrs)) return [{ type: 'link', attrs: sanitizeLinkAttrs(mark.attrs) }];
    return [];
  });
}

function sanitizeLinkAttrs(attrs: Record<string, unknown>): LinkAttrs {
  const linktype = typeof attrs.linktype === 'string' && LINK_TYPES.has(attrs.linktype) ? (attrs.linktype as LinkAttrs['linktype']) : null;
  return {
    href: stringOrNull(attrs.href),
    uuid: stringOrNull(attrs.uuid),
    anchor: stringOrNull(attrs.anchor),
    target: attrs.target === '_blank' ? '_blank' : null,
    linktype,
    custom: null,
  };
}

const BLOCK_SEPARATED = new Set(['paragraph', 'heading', 'blockquote', 'list_item', 'bullet_list', 'ordered_list', 'hard_break', 'tableCell', 'tableHeader', 'tableRow', 'code_block']);

/**
 * All text of a node or document, in order, with block boundaries as spaces. Iterative, so a
 * hostile nesting depth cannot overflow the stack: this is the fallback when rendering fails.
 */
export function extractPlainText(root: unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    if (typeof node.type === 'string' && BLOCK_SEPARATED.has(node.type)) parts.push(' ');
    if (Array.isArray(node.content)) for (let index = node.content.length - 1; index >= 0; index -= 1) stack.push(node.content[index]);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
