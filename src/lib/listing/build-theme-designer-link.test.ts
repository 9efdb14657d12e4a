import { describe, expect, it } from 'vitest';
import { parseQuery } from '../links/query.ts';
import { buildThemeDesignerLink } from './build-theme-designer-link.ts';

const context = { locale: 'fr-CH' as const, channel: 'card' as const, now: () => new Date(2025, 10, 20) };
const ORIGIN = 'https://designer.example';

function read(link: string | null) {
  const url = new URL(link!);
  return { origin: url.origin, path: url.pathname, query: parseQuery(url.search) };
}

describe('buildThemeDesignerLink', () => {
  it('opens the card designer with the design parameters and the page locale', () => {
    const link = buildThemeDesignerLink(
      { product: 'card', designerParams: { designId: 4711, themeId: 'w-1', occasion: 'hochzeit', unknownFlag: 'x' } },
      context,
      ORIGIN,
    );
    expect(read(link)).toEqual({
      origin: ORIGIN,
      path: '/configurator-card/',
      query: { designId: '4711', occasion: 'hochzeit', themeId: 'w-1', locale: 'fr-CH' },
    });
  });

  it('opens the calendar designer with start month and year from the clock', () => {
    const link = buildThemeDesignerLink({ product: 'calendar', designerParams: { designId: 9, calendarType: 'wandkalender' } }, context, ORIGIN);
    expect(read(link)).toMatchObject({
      path: '/configurator-calendar/',
      query: { designId: '9', calendarType: 'wandkalender', startMonth: '11', year: '2025', locale: 'fr-CH' },
    });
  });

  it.each([
    ['collage', '/configurator-collage/'],
    ['photobook', '/configurator-photobook/'],
    ['photoframe', '/configurator-photo-frame/'],
    ['photobox', '/configurator-photobox/'],
  ])('%s -> %s', (product, path) => {
    expect(read(buildThemeDesignerLink({ product, designerParams: {} }, context, ORIGIN)).path).toBe(path);
  });

  it('always passes which design was chosen, also to designers without design parameters', () => {
    const link = buildThemeDesignerLink(
      { product: 'photoframe', designerParams: { productType: 'photoframe', materialType: 'poster', formatType: '300x400', designId: 2001, themeId: 2001 } },
      context,
      ORIGIN,
    );
    expect(read(link)).toMatchObject({
      path: '/configurator-photo-frame/',
      query: { materialType: 'poster', formatType: '300x400', productType: 'photoframe', designId: '2001', themeId: '2001', locale: 'fr-CH' },
    });
    // The card designer has them as its own parameters; they are not added a second time.
    const card = read(buildThemeDesignerLink({ product: 'card', designerParams: { designId: 5, themeId: 5 } }, context, ORIGIN));
    expect(card.query).toMatchObject({ designId: '5', themeId: '5' });
  });

  it('keeps a locale the design names itself', () => {
    expect(read(buildThemeDesignerLink({ product: 'card', designerParams: { locale: 'de-CH' } }, context, ORIGIN)).query.locale).toBe('de-CH');
  });

  it.each(['photoprint', 'poster', 'constructor', ''])('has no designer for %j', (product) => {
    expect(buildThemeDesignerLink({ product, designerParams: {} }, context, ORIGIN)).toBeNull();
  });
});
