import { describe, expect, it } from 'vitest';
import { fillFactPlaceholders, fillStoryFacts, storyFactKinds, type ShopFacts } from './fill-shop-facts.ts';

const facts: ShopFacts = { reviews: { totalReviews: 41280, trustScore: 4.7 }, hotline: '+43 1 234 5670' };

describe('fillFactPlaceholders', () => {
  it('formats the review figures per locale', () => {
    expect(fillFactPlaceholders('{reviews:count} Bewertungen, {reviews:rating} Sterne', facts, 'de-DE').text).toBe('41.280 Bewertungen, 4,7 Sterne');
    expect(fillFactPlaceholders('{reviews:count} Bewertungen', facts, 'de-CH').text).toBe(`${new Intl.NumberFormat('de-CH').format(41280)} Bewertungen`);
    expect(fillFactPlaceholders('Rated {reviews:rating} in {reviews:count} reviews', facts, 'en-GB').text).toBe('Rated 4.7 in 41,280 reviews');
  });

  it('fills the hotline as text and as a tel: link', () => {
    expect(fillFactPlaceholders('Telefon: {hotline}', facts, 'de-AT').text).toBe('Telefon: +43 1 234 5670');
    expect(fillFactPlaceholders('tel:{hotline:tel}', facts, 'de-AT').text).toBe('tel:+4312345670');
  });

  it('leaves out a text whose review figures are unknown, only the number of an unknown hotline, and names the fact', () => {
    expect(fillFactPlaceholders('{reviews:count} Bewertungen', { reviews: null, hotline: null }, 'de-DE')).toEqual({ text: '', missing: ['reviews:count'] });
    expect(fillFactPlaceholders('Widerruf an uns (Telefon: {hotline}) richten', { reviews: null, hotline: null }, 'de-DE')).toEqual({ text: 'Widerruf an uns (Telefon: ) richten', missing: ['hotline'] });
    expect(fillFactPlaceholders('Ohne Platzhalter', { reviews: null, hotline: null }, 'de-DE')).toEqual({ text: 'Ohne Platzhalter', missing: [] });
  });
});

describe('fillStoryFacts', () => {
  it('fills every string and keeps untouched objects as they are', () => {
    const untouched = { text: 'plain' };
    const content = { items: [{ text: '{reviews:rating}' }], link: { url: 'tel:{hotline:tel}' }, untouched };
    const filled = fillStoryFacts(content, facts, 'de-DE');
    expect(filled).toEqual({ items: [{ text: '4,7' }], link: { url: 'tel:+4312345670' }, untouched });
    expect(filled.untouched).toBe(untouched);
    expect(fillStoryFacts(untouched, facts, 'de-DE')).toBe(untouched);
  });

  it('tells which facts a story names', () => {
    expect([...storyFactKinds({ a: ['{reviews:count}'], b: { c: '{hotline}' } })].sort()).toEqual(['hotline', 'reviews']);
    expect(storyFactKinds({ a: 'none' }).size).toBe(0);
  });
});
