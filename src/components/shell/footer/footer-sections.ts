import type { Treatment } from '../../../lib/flags/get-treatment.ts';

/** The footer's sections in the shop's order (docs/content-model.md, Footer). */
export const FOOTER_SECTIONS = [
  'reviews',
  'linkBoxes',
  'newsletter',
  'communication',
  'seoText',
  'breadcrumb',
  'payment',
  'boxes',
  'copyright',
] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

/** The flag whose treatment places the customer opinions. */
export const REVIEWS_ORDER_FLAG = 'footer-customer-opinions-order';

/**
 * The order of the sections for a treatment of REVIEWS_ORDER_FLAG: 'on' moves the customer
 * opinions after the link boxes; 'control' and 'off' (also what a failed evaluation gives) keep
 * them first.
 */
export function orderFooterSections(treatment: Treatment): FooterSection[] {
  if (treatment !== 'on') return [...FOOTER_SECTIONS];
  const rest: FooterSection[] = FOOTER_SECTIONS.filter((section) => section !== 'reviews');
  rest.splice(rest.indexOf('linkBoxes') + 1, 0, 'reviews');
  return rest;
}
