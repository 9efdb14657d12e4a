import { describe, expect, it } from 'vitest';
import { parseQuery } from '../links/query.ts';
import { buildThemeDesignerLink } from './build-theme-designer-link.ts';

const context = { locale: 'fr-CH' as const, now: () => new Date(2025, 10, 20) };
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

  it('keeps a locale the design names itself', () => {
    expect(read(buildThemeDesignerLink({ product: 'card', designerParams: { locale: 'de-CH' } }, context, ORIGIN)).query.locale).toBe('de-CH');
  });

  it.each(['photoprint', 'poster', 'constructor', ''])('has no designer for %j', (product) => {
    expect(buildThemeDesignerLink({ product, designerParams: {} }, context, ORIGIN)).toBeNull();
  });
});
