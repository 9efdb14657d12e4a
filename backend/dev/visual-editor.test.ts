import { describe, expect, it } from 'vitest';
import { listBlockFields } from './visual-editor.ts';

describe('the stand-in editor lists', () => {
  it('every text of a global story: its entries without a component by their field, its own fields last', () => {
    const footer = {
      component: 'footer',
      newsletter: { headline: 'Inspiration', ctaText: 'Anmelden' },
      linkBoxes: [{ _uid: 'b1', title: 'Rechtliches', links: [{ _uid: 'l1', text: 'Impressum', link: { linktype: 'url', url: '/impressum' } }] }],
    };
    expect(listBlockFields(footer).map((block) => [block.component, block.uid, block.fields.map((field) => field.name)])).toEqual([
      ['linkBoxes', 'b1', ['title']],
      ['links', 'l1', ['text']],
      ['footer', 'story', ['headline', 'ctaText']],
    ]);
  });

  it('a page\'s blocks before the page\'s own fields', () => {
    const page = { _uid: 'p', component: 'page', title: 'Über uns', body: [{ _uid: 't', component: 'teaser', headline: 'Hallo' }] };
    expect(listBlockFields(page).map((block) => block.uid)).toEqual(['t', 'p']);
  });
});
