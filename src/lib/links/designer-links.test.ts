import { describe, expect, it } from 'vitest';
import {
  DESIGNER_ROUTES,
  buildCalendarDesignerLink,
  buildCardDesignerLink,
  buildCollageDesignerLink,
  buildPhotoFrameDesignerLink,
  buildPhotobookDesignerLink,
  buildPhotoboxDesignerLink,
  resolveCalendarMounting,
  type CalendarDesignerParams,
  type CardDesignerParams,
  type DesignerLinkContext,
  type PhotoboxDesignerParams,
} from './designer-links.ts';
import { parseQuery } from './query.ts';

const context: DesignerLinkContext = { locale: 'de-DE', channel: 'poster', now: () => new Date(2025, 10, 20) };

/** Path and decoded query, so tests read the link the way the designer does. */
function read(link: string) {
  const [path = '', search = ''] = link.split('?');
  return { path, query: parseQuery(search) };
}

describe('designer routes', () => {
  it('all start with /configurator- and end with a slash', () => {
    for (const route of Object.values(DESIGNER_ROUTES)) expect(route).toMatch(/^\/configurator-[a-z-]+\/$/);
  });

  it.each([
    [buildCalendarDesignerLink({}, context), '/configurator-calendar/'],
    [buildCardDesignerLink({}, context), '/configurator-card/'],
    [buildCollageDesignerLink({}, context), '/configurator-collage/'],
    [buildPhotoFrameDesignerLink({}, context), '/configurator-photo-frame/'],
    [buildPhotobookDesignerLink({}, context), '/configurator-photobook/'],
    [buildPhotoboxDesignerLink({}, context), '/configurator-photobox/'],
  ])('%s goes to %s', (link, path) => {
    expect(read(link).path).toBe(path);
  });
});

describe('general parameters', () => {
  it('adds the current locale when the parameters have none', () => {
    expect(read(buildCardDesignerLink({}, context)).query.locale).toBe('de-DE');
    expect(read(buildCardDesignerLink({ locale: 'fr-CH' }, context)).query.locale).toBe('fr-CH');
  });

  it('passes every general parameter, in a fixed order, and drops empty ones', () => {
    const link = buildCollageDesignerLink(
      { gclid: 'abc', s: 'gs', productType: 'collage', tileCount: 6, sku: 'x-1', disableCache: true, color: '' },
      context,
    );
    expect(link).toBe(
      '/configurator-collage/?designId=13&gclid=abc&locale=de-DE&s=gs&productType=collage&tileCount=6&sku=x-1&disableCache=true',
    );
  });
});

describe('buildCalendarDesignerLink', () => {
  it.each<[CalendarDesignerParams, { startMonth: string; year: string; startDate?: string }]>([
    [{}, { startMonth: '11', year: '2025' }],
    [{ startDate: '2026-03-01' }, { startMonth: '3', year: '2026', startDate: '2026-03-01' }],
    [{ startDate: '2027-01' }, { startMonth: '1', year: '2027', startDate: '2027-01' }],
    [{ startDate: '2026-13-01' }, { startMonth: '11', year: '2025' }],
    [{ startDate: 'soon' }, { startMonth: '11', year: '2025' }],
    [{ startDate: '2026-03-01', startMonth: 5 }, { startMonth: '5', year: '2026', startDate: '2026-03-01' }],
    [{ year: 2030 }, { startMonth: '11', year: '2030' }],
  ])('%j starts %j', (params, expected) => {
    const { query } = read(buildCalendarDesignerLink(params, context));
    expect({ startMonth: query.startMonth, year: query.year, startDate: query.startDate }).toEqual(expected);
  });

  it('reads the clock at call time', () => {
    const january = buildCalendarDesignerLink({}, { locale: 'de-DE', channel: 'poster', now: () => new Date(2026, 0, 1) });
    expect(read(january).query).toMatchObject({ startMonth: '1', year: '2026' });
  });

  it('passes the calendar parameters', () => {
    const link = buildCalendarDesignerLink(
      {
        designGroupId: 12, designId: 'd-7', formatType: 'a4-quer', mountingType: 'spirale', paperType: 'matt',
        amount: 2, refinementType: 'gold', calendarType: 'wandkalender',
      },
      context,
    );
    expect(read(link).query).toEqual({
      accessoryTypes: ['ohne'], designGroupId: '12', designId: 'd-7', formatType: 'a4-quer', mountingType: 'spirale',
      paperType: 'matt', amount: '2', refinementType: 'gold', startMonth: '11', year: '2025', calendarType: 'wandkalender',
      locale: 'de-DE',
    });
  });
});

describe('resolveCalendarMounting', () => {
  it.each([
    ['holzblock', undefined, 'ohne', ['holzblock']],
    ['holzfuss', ['holzblock'] as const, 'ohne', ['holzfuss']],
    ['spirale', undefined, 'spirale', ['ohne']],
    ['spirale', ['holzblock'] as const, 'spirale', ['ohne']],
    ['ohne', undefined, 'ohne', ['ohne']],
    [undefined, ['holzfuss'] as const, undefined, ['holzfuss']],
    [undefined, undefined, undefined, undefined],
  ])('mounting %s with accessories %j -> %s / %j', (mountingType, accessoryTypes, mounting, accessories) => {
    expect(resolveCalendarMounting(mountingType, accessoryTypes)).toEqual({
      mountingType: mounting,
      accessoryTypes: accessories,
    });
  });

  it('sends accessories with bracket keys', () => {
    expect(buildCalendarDesignerLink({ mountingType: 'holzblock' }, context)).toContain(
      'accessoryTypes[]=holzblock&mountingType=ohne',
    );
  });
});

describe('buildCardDesignerLink', () => {
  it.each<[CardDesignerParams, { quantity?: string; isSample?: string }]>([
    [{ quantity: 50 }, { quantity: '50' }],
    [{ quantity: 'sample' }, { quantity: '1' }],
    [{ isSample: true, quantity: 100 }, { quantity: '1', isSample: 'true' }],
    [{ s: 'sample' }, { quantity: '1', isSample: 'true' }],
    [{ s: 'gs', quantity: 25 }, { quantity: '25' }],
    [{ isSample: false, quantity: 25 }, { quantity: '25' }],
  ])('%j -> %j', (params, expected) => {
    const { query } = read(buildCardDesignerLink(params, context));
    expect({ quantity: query.quantity, isSample: query.isSample }).toEqual(expected);
  });

  it('passes every card parameter', () => {
    const params = {
      bow: 'bow-1', card: 'klappkarte-148x105-matt', category: 3, designId: 99, occasion: 'weihnachten/privat',
      paper: 'matt', punching: 'round', quantity: 10, refinementType: 'rosegold', ribbon: 'r', ribbonColor: 'red',
      screw: 'sc', standard: 'st', tag: 'tg', themeId: 'th',
    } as const;
    const { query } = read(buildCardDesignerLink(params, context));
    expect(query).toEqual({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), locale: 'de-DE' });
  });
});

describe('photo frame and collage', () => {
  it('sends option types as an array and a mat size of 0', () => {
    const link = buildPhotoFrameDesignerLink(
      { frameType: 'holzrahmen-schwarz', matSize: 0, matType: 'ohne', materialType: 'poster', optionTypes: ['a', 'b'], formatType: '300x400', addToCart: true },
      context,
    );
    expect(link).toBe(
      '/configurator-photo-frame/?addToCart=true&frameType=holzrahmen-schwarz&matSize=0&matType=ohne&materialType=poster' +
        '&optionTypes[]=a&optionTypes[]=b&formatType=300x400&locale=de-DE',
    );
  });

  it('builds collage links with the same parameters', () => {
    expect(read(buildCollageDesignerLink({ materialType: 'leinwand', color: 'black', tileCount: 9 }, context)).query).toEqual({
      materialType: 'leinwand', color: 'black', designId: '13', tileCount: '9', locale: 'de-DE',
    });
  });

  it("opens the channel's default collage when the link names none: 13 on the poster channel, 1 on the card channel (spec 9.4)", () => {
    expect(read(buildCollageDesignerLink({}, context)).query.designId).toBe('13');
    expect(read(buildCollageDesignerLink({}, { ...context, channel: 'card' })).query.designId).toBe('1');
    expect(read(buildCollageDesignerLink({ designId: 77 }, { ...context, channel: 'card' })).query.designId).toBe('77');
  });
});

describe('buildPhotobookDesignerLink', () => {
  it.each([
    ['digitalfotobuch', 'pur'],
    ['echtfotobuch', 'layflat'],
    ['fotoheft', 'heftbindung'],
  ] as const)('derives the binding of %s', (photobookPrinting, binding) => {
    expect(read(buildPhotobookDesignerLink({ photobookPrinting }, context)).query.photobookBinding).toBe(binding);
  });

  it("laminates the cover by the channel's default when the link names none: matt on the card channel, glossy on the poster channel (spec 9.4)", () => {
    expect(read(buildPhotobookDesignerLink({}, { ...context, channel: 'card' })).query.photobookCoverLamination).toBe('matt');
    expect(read(buildPhotobookDesignerLink({}, context)).query.photobookCoverLamination).toBe('glossy');
    expect(read(buildPhotobookDesignerLink({ photobookCoverLamination: 'matt' }, context)).query.photobookCoverLamination).toBe('matt');
  });

  it('keeps an explicit binding and passes all parameters', () => {
    const params = {
      amount: 1, photobookBinding: 'pur', photobookCover: 'hard', photobookCoverLamination: 'matt', designGroupSetId: 5,
      photobookFormat: 'a4-quer', graduationsPageCount: 4, photobookPageCount: 24, photobookPaper: 'glaenzend',
      photobookPrinting: 'echtfotobuch', photobookType: 'classic', quantity: 2, refinementType: 'silver', templateId: 't1',
    } as const;
    const { query } = read(buildPhotobookDesignerLink(params, context));
    expect(query).toEqual({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), locale: 'de-DE' });
  });
});

describe('buildPhotoboxDesignerLink', () => {
  it.each<[PhotoboxDesignerParams, string]>([
    [{ photoboxFormat: '150x100', photoboxType: 'small', photoboxQuantityMax: 50 },
      '/configurator-photobox/?photoboxFormat[width]=150&photoboxFormat[height]=100&photoboxType=small&photoboxQuantityMax=50&locale=de-DE'],
    [{ photoboxFormat: { width: 130, height: 90 } },
      '/configurator-photobox/?photoboxFormat[width]=130&photoboxFormat[height]=90&locale=de-DE'],
    [{ photoboxFormat: '0150x100', photoboxType: 'photoprint' }, '/configurator-photobox/?photoboxType=photoprint&locale=de-DE'],
    [{ photoboxFormat: { width: 100, height: 0 } }, '/configurator-photobox/?locale=de-DE'],
  ])('%j -> %s', (params, expected) => {
    expect(buildPhotoboxDesignerLink(params, context)).toBe(expected);
  });
});
