import { describe, expect, it } from 'vitest';
import { assetSchema, burgerNavigationSchema, linkSchema, optionalColor, optionalRichText, shopNavigationItemSchema } from './content-schemas.ts';

describe('content schemas', () => {
  it('treats empty link fields as not set', () => {
    expect(linkSchema.parse({ linktype: 'url', url: '/gut', cached_url: '', email: null, target: '' })).toEqual({ linktype: 'url', url: '/gut' });
  });

  it('keeps a story link\'s anchor, so a hero button can lead to the calculator on its page', () => {
    expect(linkSchema.parse({ linktype: 'story', cached_url: 'poster/de-de/leinwanddruck', anchor: 'calculator' })).toEqual({
      linktype: 'story',
      cached_url: 'poster/de-de/leinwanddruck',
      anchor: 'calculator',
    });
  });

  it('trims asset alt texts and leaves blank ones out', () => {
    expect(assetSchema.parse({ filename: 'https://assets.test/a.jpg', alt: '  Ein Bild  ', focus: '' })).toEqual({ filename: 'https://assets.test/a.jpg', alt: 'Ein Bild' });
    expect(assetSchema.parse({ filename: 'https://assets.test/a.jpg', alt: '   ' })).toEqual({ filename: 'https://assets.test/a.jpg' });
  });

  it('accepts only hex colours, plain or from the colour plugin', () => {
    expect(optionalColor.parse('#abc')).toBe('#abc');
    expect(optionalColor.parse({ color: '#a1b2c3' })).toBe('#a1b2c3');
    for (const refused of ['red', 'url(https://evil.test/x)', '#abcd', '#123456;color:red', 42, null]) {
      expect(optionalColor.parse(refused)).toBeUndefined();
    }
  });

  it('reads a rich-text field that is not a document as absent', () => {
    expect(optionalRichText.parse('<p>html</p>')).toBeUndefined();
    expect(optionalRichText.parse({ type: 'doc', content: [] })).toEqual({ type: 'doc', content: [] });
  });

  describe('burger navigation', () => {
    const link = { linktype: 'url', url: '/fotobuch' };
    const leaf = (text: string) => ({ _uid: text, text, url: link, subItems: [{ _uid: 'too-deep', text: 'Vierte Ebene', url: link }] });

    it('reads three levels and works out which entries open a further level', () => {
      const burger = burgerNavigationSchema.parse({
        mainNavigationItems: [
          { _uid: 'a', text: 'Fotobücher', url: link, hasSubItems: false, subItems: [{ _uid: 'b', text: 'Kategorien', url: link, subItems: [leaf('Hochzeit')] }] },
          { _uid: 'c', text: 'Über uns', url: link, hasSubItems: true },
        ],
      });
      const [photobooks, about] = burger.mainNavigationItems;
      expect(photobooks?.hasSubItems).toBe(true);
      expect(photobooks?.subItems[0]?.hasSubItems).toBe(true);
      expect(photobooks?.subItems[0]?.subItems[0]).toMatchObject({ text: 'Hochzeit', hasSubItems: false, subItems: [] });
      expect(about).toMatchObject({ hasSubItems: false, subItems: [] });
      expect(burger.extraMenu).toEqual([]);
    });

    it('leaves out entries without text or link and keeps the rest', () => {
      const burger = burgerNavigationSchema.parse({
        mainNavigationItems: [{ _uid: 'a', text: '', url: link }, { _uid: 'b', text: 'Fotobücher', url: link }, 'kaputt'],
        footer: [{ _uid: 'f', text: 'Impressum' }],
        serviceHotline: '  ',
      });
      expect(burger.mainNavigationItems.map((item) => item.text)).toEqual(['Fotobücher']);
      expect(burger.footer).toEqual([]);
      expect(burger.serviceHotline).toBeUndefined();
    });
  });

  it('keeps a shop navigation item whose colour is not a hex colour, without the colour', () => {
    expect(shopNavigationItemSchema.parse({ _uid: 's', text: 'Alle Designs', link: { linktype: 'url', url: '/products' }, color: 'red;x:y' })).toEqual({
      _uid: 's',
      text: 'Alle Designs',
      link: { linktype: 'url', url: '/products' },
      color: undefined,
      icon: undefined,
    });
  });
});
