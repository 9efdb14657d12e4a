import { describe, expect, it } from 'vitest';
import { collectProductMedia } from './collect-product-media.ts';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('the product media of a page', () => {
  it('takes the product pictures once each, in page order, and not other products\u2019 tiles', () => {
    const media = collectProductMedia({
      teaser: [{ _uid: 't', component: 'teaser', image: { filename: '/a/canvas.jpg', alt: 'Canvas' } }],
      body: [
        { _uid: 'r', component: 'reco_sub_teasers', items: [{ _uid: 'i', component: 'sub_teaser', image: { filename: '/a/other.jpg' } }] },
        { _uid: 'p', component: 'photo_block', image: { filename: '/a/living-room.jpg', alt: 'Room' } },
        { _uid: 'd', component: 'photobook_detail_wrapper', image: { filename: '/a/canvas.jpg' } },
        { _uid: 'e', component: 'photo_block', image: { filename: ' ' } },
      ],
    });
    expect(media.images.map((image) => image.filename)).toEqual(['/a/canvas.jpg', '/a/living-room.jpg']);
  });

  it('pairs each headline with the text after it, and leads with the page summary', () => {
    const media = collectProductMedia({
      description: ' Your photo on canvas. ',
      body: [
        { _uid: '1', component: 'text', text: doc('Intro') },
        { _uid: '2', component: 'calculator', product: 'framed' },
        { _uid: '3', component: 'headline', text: 'Quality' },
        { _uid: '4', component: 'text', text: doc('Stretched by hand') },
        { _uid: '5', component: 'headline', text: 'Delivery' },
      ],
    });
    expect(media.description).toEqual({
      lead: 'Your photo on canvas.',
      sections: [{ text: doc('Intro') }, { headline: 'Quality', text: doc('Stretched by hand') }, { headline: 'Delivery' }],
    });
  });

  it('is empty for an empty page', () => {
    expect(collectProductMedia({})).toEqual({ images: [], description: { sections: [] } });
  });
});
