import { describe, expect, it } from 'vitest';
import { orderFooterSections } from './footer-sections.ts';

describe('footer section order by the customer-opinions treatment', () => {
  it('keeps the customer opinions first for control and off', () => {
    for (const treatment of ['control', 'off'] as const) {
      expect(orderFooterSections(treatment)).toEqual(['reviews', 'linkBoxes', 'newsletter', 'communication', 'seoText', 'breadcrumb', 'payment', 'boxes', 'copyright']);
    }
  });

  it('moves them right after the link boxes for on, the rest unchanged', () => {
    expect(orderFooterSections('on')).toEqual(['linkBoxes', 'reviews', 'newsletter', 'communication', 'seoText', 'breadcrumb', 'payment', 'boxes', 'copyright']);
  });
});
