/**
 * The action bar's text arrives as a short piece of inline HTML. The shop never puts upstream HTML
 * into a page: this turns it into a rich-text document (a paragraph of text nodes with marks),
 * which then goes through the same sanitiser and renderer as content rich text. Only `b`/`strong`,
 * `i`/`em`, `u`, `s` and `a href` become marks, `br` a line break; every other tag is dropped and
 * its text kept (script and style bodies go entirely). Entities are decoded here; React escapes the text again on output.
 */
type Mark = { type: 'bold' | 'italic' | 'underline' | 'strike' } | { type: 'link'; attrs: { href: string; linktype: 'url'; target: '_self' } };
type InlineNode = { type: 'text'; text: string; marks?: Mark[] } | { type: 'hard_break' };
export type InlineDoc = { type: 'doc'; content: { type: 'paragraph'; content: InlineNode[] }[] };

const SIMPLE_MARKS: Record<string, Exclude<Mark['type'], 'link'>> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', u: 'underline', s: 'strike' };
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const TOKEN = /<\s*(\/)?\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|(<)/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

export function inlineHtmlToRichText(html: string): InlineDoc {
  const content: InlineNode[] = [];
  const open: { tag: string; mark: Mark }[] = [];
  // Script and style bodies are code, not words: they go, tags and all.
  for (const match of html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '').matchAll(TOKEN)) {
    const [, closing, rawTag, attributes = '', text, strayBracket] = match;
    if (text !== undefined || strayBracket !== undefined) {
      const value = decodeEntities(text ?? '<');
      const marks = open.map((entry) => entry.mark);
      content.push(marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value });
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === 'br') {
      content.push({ type: 'hard_break' });
      continue;
    }
    if (closing) {
      const index = open.findLastIndex((entry) => entry.tag === tag);
      if (index >= 0) open.splice(index, 1);
      continue;
    }
    const simple = SIMPLE_MARKS[tag];
    if (simple) open.push({ tag, mark: { type: simple } });
    else if (tag === 'a') {
      const href = HREF.exec(attributes);
      const value = href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '').trim() : '';
      // The renderer resolves the link through the shop's link rules, which refuse unsafe schemes.
      if (value) open.push({ tag, mark: { type: 'link', attrs: { href: value, linktype: 'url', target: '_self' } } });
    }
  }
  const merged = content.filter((node) => node.type !== 'text' || node.text !== '');
  return { type: 'doc', content: merged.length > 0 ? [{ type: 'paragraph', content: merged }] : [] };
}
