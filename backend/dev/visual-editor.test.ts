import { describe, expect, it } from 'vitest';
import type { ContentStore, StoredStory } from '../cdn/content-types.ts';
import { listBlockFields, readStoryEdit } from './visual-editor.ts';

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

describe('readStoryEdit', () => {
  const story = { id: 7 } as StoredStory;
  const store = { byId: new Map([[7, story]]) } as unknown as ContentStore;

  it('finds the story an edit names, with its content when it carries one', () => {
    expect(readStoryEdit({ id: 7, content: { title: 'Neu' } }, store)).toEqual({ ok: true, value: { story, content: { title: 'Neu' } } });
    expect(readStoryEdit({ id: 7 }, store)).toEqual({ ok: true, value: { story, content: undefined } });
  });

  it('refuses an unknown or missing id and content that is no object', () => {
    for (const body of [null, { id: 8 }, { id: '7' }]) expect(readStoryEdit(body, store)).toEqual({ ok: false, error: 'no-story' });
    for (const content of [null, [], 'text']) expect(readStoryEdit({ id: 7, content }, store)).toEqual({ ok: false, error: 'bad-content' });
  });
});
