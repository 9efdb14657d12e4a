import { describe, expect, it } from 'vitest';
import { headingFromTitle, keepOneH1 } from './single-h1.ts';

const h = (level: string, text = level) => ({ _uid: text, component: 'headline', level, text });
const levels = (list: unknown[]) => list.map((block) => (block as { level?: string }).level ?? (block as { component: string }).component);

describe('keepOneH1', () => {
  it('keeps the first level-1 headline and shows later ones as level 2, across teaser and body', () => {
    const { lists, hasH1 } = keepOneH1([[{ component: 'teaser' }, h('h1', 'a')], [h('h2'), h('h1', 'b'), h('h1', 'c')]] as const);
    expect(hasH1).toBe(true);
    expect(lists.map(levels)).toEqual([['teaser', 'h1'], ['h2', 'h2', 'h2']]);
  });

  it('reports a page without any', () => {
    const { lists, hasH1 } = keepOneH1([[h('h2')], []] as const);
    expect(hasH1).toBe(false);
    expect(lists.map(levels)).toEqual([['h2'], []]);
  });

  it('leaves the content objects themselves alone and tolerates a missing list', () => {
    const body = [h('h1', 'a'), h('h1', 'b')];
    keepOneH1([undefined, body] as const);
    expect(levels(body)).toEqual(['h1', 'h1']);
  });
});

describe('headingFromTitle', () => {
  it.each([
    ['Leinwand drucken | Posterly', 'Leinwand drucken'],
    ['Posterly', 'Posterly'],
    [' | Posterly', ' | Posterly'.trim()],
  ])('%s -> %s', (title, expected) => {
    expect(headingFromTitle(title)).toBe(expected);
  });
});
