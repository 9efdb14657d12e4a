import { describe, expect, it } from 'vitest';
import { buildCopyLink, parseInlineCopy, parseRichCopy } from './rich-copy.ts';

const pages: Record<string, string> = { canvas: 'leinwand', service: 'service', home: 'home', products: 'products' };
const pageSlugOf = (key: string) => (pages[key] ? `poster/de-de/${pages[key]}` : undefined);

describe('parseInlineCopy', () => {
  it('splits bold runs and links out of plain text', () => {
    expect(parseInlineCopy('Mit **Rahmen** oder als [Leinwand](@canvas).', pageSlugOf)).toEqual([
      { type: 'text', text: 'Mit ' },
      { type: 'text', text: 'Rahmen', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' oder als ' },
      { type: 'text', text: 'Leinwand', marks: [{ type: 'link', attrs: { href: 'poster/de-de/leinwand', linktype: 'story', target: '_self' } }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('links the home page and the design listing as stories, other shop routes as paths', () => {
    expect(parseInlineCopy('[Start](/) [Designs](/products) [Gestalten](/configurator-card/)', pageSlugOf).flatMap((node) => node.marks ?? [])).toEqual([
      { type: 'link', attrs: { href: 'poster/de-de/home', linktype: 'story', target: '_self' } },
      { type: 'link', attrs: { href: 'poster/de-de/products', linktype: 'story', target: '_self' } },
      { type: 'link', attrs: { href: '/configurator-card/', linktype: 'url', target: '_self' } },
    ]);
  });

  it('links mail addresses as email links', () => {
    expect(parseInlineCopy('[schreiben](mailto:service@posterly.example)', pageSlugOf)[0]?.marks).toEqual([
      { type: 'link', attrs: { href: 'service@posterly.example', linktype: 'email' } },
    ]);
  });

  it('rejects markup that would show up verbatim and targets that lead nowhere', () => {
    expect(() => parseInlineCopy('ein **halber Fettdruck', pageSlugOf)).toThrow(/Unbalanced/);
    expect(() => parseInlineCopy('[Link](https://example.com)', pageSlugOf)).toThrow(/Unknown link target/);
    expect(() => parseInlineCopy('[Link](/configurator-card)', pageSlugOf)).toThrow(/Unknown link target/);
    expect(() => parseInlineCopy('[Link](@nowhere)', pageSlugOf)).toThrow(/No page "nowhere"/);
  });
});

describe('buildCopyLink', () => {
  it('builds the multilink the same way as the rich-text link', () => {
    expect(buildCopyLink('@canvas', pageSlugOf)).toEqual({ linktype: 'story', cached_url: 'poster/de-de/leinwand' });
    expect(buildCopyLink('/cart', pageSlugOf)).toEqual({ linktype: 'url', url: '/cart' });
  });
});

describe('parseRichCopy', () => {
  it('turns strings into paragraphs and lists into bullet lists', () => {
    const doc = parseRichCopy(['Erster Absatz', { list: ['eins', '**zwei**'] }], pageSlugOf);
    expect(doc.type).toBe('doc');
    expect(doc.content.map((node) => node.type)).toEqual(['paragraph', 'bullet_list']);
    expect(doc.content[1]?.content?.map((item) => item.content?.[0]?.content?.[0])).toEqual([
      { type: 'text', text: 'eins' },
      { type: 'text', text: 'zwei', marks: [{ type: 'bold' }] },
    ]);
  });
});
