import { describe, expect, it } from 'vitest';
import { parseInlineCopy, parseRichCopy } from './parse-rich-copy.ts';

const resolvePath = (target: string) =>
  target.startsWith('page:') ? { href: `poster/de-de/${target.slice(5)}`, linktype: 'story' as const } : { href: target, linktype: 'url' as const };

describe('parseInlineCopy', () => {
  it('splits bold runs and links out of plain text', () => {
    expect(parseInlineCopy('Mit **Rahmen** oder als [Leinwand](page:canvas).', resolvePath)).toEqual([
      { type: 'text', text: 'Mit ' },
      { type: 'text', text: 'Rahmen', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' oder als ' },
      { type: 'text', text: 'Leinwand', marks: [{ type: 'link', attrs: { href: 'poster/de-de/canvas', linktype: 'story', target: '_self' } }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('passes shop paths through unchanged', () => {
    expect(parseInlineCopy('[Designs](/products)', resolvePath)[0]?.marks).toEqual([
      { type: 'link', attrs: { href: '/products', linktype: 'url', target: '_self' } },
    ]);
  });

  it('accepts the shared service and legal pages as targets', () => {
    const resolveShared = (target: string) => ({ href: `poster/fr-fr/${target.slice('shared:'.length)}`, linktype: 'story' as const });
    expect(parseInlineCopy('[service client](shared:service)', resolveShared)[0]?.marks).toEqual([
      { type: 'link', attrs: { href: 'poster/fr-fr/service', linktype: 'story', target: '_self' } },
    ]);
  });

  it('rejects markup that would show up verbatim', () => {
    expect(() => parseInlineCopy('ein **halber Fettdruck', resolvePath)).toThrow(/Unbalanced/);
    expect(() => parseInlineCopy('[Link](https://example.com)', resolvePath)).toThrow(/Unknown link target/);
  });
});

describe('parseRichCopy', () => {
  it('turns strings into paragraphs and lists into bullet lists', () => {
    const doc = parseRichCopy(['Erster Absatz', { list: ['eins', '**zwei**'] }], resolvePath);
    expect(doc.type).toBe('doc');
    expect(doc.content.map((node) => node.type)).toEqual(['paragraph', 'bullet_list']);
    expect(doc.content[1]?.content?.map((item) => item.content?.[0]?.content?.[0])).toEqual([
      { type: 'text', text: 'eins' },
      { type: 'text', text: 'zwei', marks: [{ type: 'bold' }] },
    ]);
  });
});
