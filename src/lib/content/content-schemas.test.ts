import { describe, expect, it } from 'vitest';
import { assetSchema, linkSchema, optionalColor, optionalRichText } from './content-schemas.ts';

describe('content schemas', () => {
  it('treats empty link fields as not set', () => {
    expect(linkSchema.parse({ linktype: 'url', url: '/gut', cached_url: '', email: null, target: '' })).toEqual({ linktype: 'url', url: '/gut' });
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
});
