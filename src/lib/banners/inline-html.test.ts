import { describe, expect, it } from 'vitest';
import { extractPlainText, sanitizeRichTextDoc } from '../../components/blocks/sanitize-rich-text.ts';
import { decodeEntities, inlineHtmlToRichText } from './inline-html.ts';

describe('action bar HTML to rich text', () => {
  it('keeps text with bold, italic and links as marks', () => {
    const doc = inlineHtmlToRichText('<strong>Sale:</strong> 25&nbsp;% with <b>CODE</b> – <a href="/poster">see posters</a>');
    const [paragraph] = sanitizeRichTextDoc(doc);
    expect(paragraph?.type).toBe('paragraph');
    const nodes = paragraph && 'content' in paragraph ? (paragraph.content ?? []) : [];
    expect(nodes.map((node) => (node.type === 'text' ? node.text : node.type))).toEqual(['Sale:', ' 25\u00a0% with ', 'CODE', ' – ', 'see posters']);
    expect(nodes[0]).toMatchObject({ marks: [{ type: 'bold' }] });
    expect(nodes[4]).toMatchObject({ marks: [{ type: 'link', attrs: { href: '/poster' } }] });
  });

  it('drops scripts, handlers and unknown tags, keeping the words of unknown tags', () => {
    const doc = inlineHtmlToRichText('<img src=x onerror=alert(1)><script>alert(2)</script><span style="x">Hi</span> <3');
    expect(extractPlainText(doc)).toBe('Hi <3');
    expect(JSON.stringify(doc)).not.toMatch(/onerror|alert|script|style|img/);
  });

  it('turns br into a line break and ignores stray closing tags', () => {
    const doc = inlineHtmlToRichText('one<br/>two</em>');
    expect(doc.content[0]?.content.map((node) => node.type)).toEqual(['text', 'hard_break', 'text']);
  });

  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#8364; &#x20AC; &unknown;')).toBe('<b> &amp; € € &unknown;');
  });

  it('answers an empty document for empty text', () => {
    expect(inlineHtmlToRichText('').content).toEqual([]);
  });
});
