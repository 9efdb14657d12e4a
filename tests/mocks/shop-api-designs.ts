import { http, HttpResponse, type HttpHandler } from 'msw';
import { FILTER_TYPES } from '../../domain/catalog/vocabulary.ts';
import { SHOP_API, type CalculatorReferenceAnswer, type ThemeDetailAnswer, type ThemeItemAnswer, type ThemesAnswer } from '../../domain/shop-api-contract/index.ts';
import { answerContract, findShopApiEndpoint } from './shop-api-contract.ts';

/**
 * msw handlers that answer like the shop API's design and product-data endpoints
 * (docs/shop-api-catalog.md), for unit tests of the listing, the themes page and the product
 * blocks. Usage:
 *
 *   const shopApi = createShopApiDesignsMock({ baseUrl: getServerConfig().shopApiUrl });
 *   server.use(...shopApi.handlers);
 *   shopApi.failWith(500);          // every following request answers 500
 *   shopApi.requests                // what the shop asked, in order (path, query, headers)
 */

/** A design as the listing answers it; with `id` and `createdAt` as the mock always sends them. */
export type MockDesign = ThemeItemAnswer & { id: string; colors: string[] };
/** A design as the themes page answers it. */
export type MockTheme = ThemeDetailAnswer & MockDesign;

export type RecordedShopRequest = { path: string; query: URLSearchParams; channel: string | null; locale: string | null };

export type ShopApiDesignsMock = {
  handlers: HttpHandler[];
  requests: RecordedShopRequest[];
  designs: MockTheme[];
  /** Every following request answers this status (0: a network error); `null` heals. */
  failWith(status: number | null): void;
};

const FILTER_KEYS = FILTER_TYPES;
const CATEGORIES = ['wedding', 'birth', 'birthday', 'christmas'];
const COLORS = ['red', 'blue', 'green', 'gold'];
const STYLES = ['classic', 'modern'];

/** Deterministic designs: varied enough that every filter and both sorts change the result. */
export function buildMockDesigns(count = 30, assetsBaseUrl = 'https://backend.test/a'): MockTheme[] {
  return Array.from({ length: count }, (_, index): MockTheme => {
    const number = index + 1;
    const product = index % 3 === 0 ? 'calendar' : 'card';
    return {
      id: `design-${number}`,
      name: `Design ${number}`,
      product,
      image: `${assetsBaseUrl}/${product}.jpg`,
      aspectRatio: index % 2 === 0 ? '3:4' : '1:1',
      colors: [COLORS[index % COLORS.length]!, COLORS[(index + 1) % COLORS.length]!],
      category: CATEGORIES[index % CATEGORIES.length]!,
      style: STYLES[index % STYLES.length]!,
      ...(index % 5 === 0 ? { label: 'new' } : {}),
      ...(product === 'card' ? { punching: index % 4 === 1 ? 'round' : 'none' } : {}),
      createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      // Popularity runs against creation order, so the two sorts differ on every page.
      popularity: 1000 - index * 7,
      priceFrom: 1.5 + index,
      currency: 'eur',
      designerParams:
        product === 'card'
          ? { designId: 100 + number, themeId: `design-${number}`, occasion: 'hochzeit', category: 3 }
          : { designId: 100 + number, designGroupId: 7, calendarType: 'wandkalender', formatType: 'a4-hoch' },
      description: `The ${number}th design, described.`,
      formats: [
        { value: '148x105', priceCurrent: 1.5 + index, priceOriginal: 1.5 + index },
        { value: '210x148', priceCurrent: 2.5 + index, priceOriginal: 3.5 + index },
      ],
    };
  });
}

function valuesOf(query: URLSearchParams, key: string): string[] {
  return [...query.getAll(key), ...query.getAll(`${key}[]`)];
}

function designValues(design: MockDesign, key: (typeof FILTER_KEYS)[number]): string[] {
  if (key === 'color') return design.colors;
  const value = design[key];
  return value === undefined ? [] : [value];
}

function matches(design: MockDesign, filters: Map<string, string[]>, except?: string): boolean {
  for (const [key, wanted] of filters) {
    if (key === except) continue;
    const values = designValues(design, key as (typeof FILTER_KEYS)[number]);
    if (!wanted.some((value) => values.includes(value))) return false;
  }
  return true;
}

/** Counts per value over the designs matching every other filter, as faceted search does. */
function buildFacets(designs: MockDesign[], filters: Map<string, string[]>): ThemesAnswer['facets'] {
  const facets = {} as ThemesAnswer['facets'];
  for (const key of FILTER_KEYS) {
    const counts = new Map<string, number>();
    for (const design of designs.filter((entry) => matches(entry, filters, key))) {
      for (const value of designValues(design, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[key] = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
  }
  return facets;
}

function toListItem({ description: _description, formats: _formats, ...design }: MockTheme): MockDesign {
  return design;
}

export function createShopApiDesignsMock({ baseUrl, designs = buildMockDesigns() }: { baseUrl: string; designs?: MockTheme[] }): ShopApiDesignsMock {
  const requests: RecordedShopRequest[] = [];
  let failure: number | null = null;

  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, query: url.searchParams, channel: request.headers.get('x-channel'), locale: request.headers.get('x-locale') });
    if (failure === 0) return HttpResponse.error();
    if (failure !== null) return HttpResponse.json({ error: 'upstream failure' }, { status: failure });
    if (!request.headers.get('x-channel') || !request.headers.get('x-locale')) {
      return HttpResponse.json({ error: 'missing X-Channel or X-Locale' }, { status: 400 });
    }
    return null;
  };

  const list = http.get(`${baseUrl}${SHOP_API.themes.path}`, ({ request }) => {
    const refused = record(request);
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    const perPage = Number(query.get('perPage') ?? 12);
    if (perPage !== 12 && perPage !== 48) return HttpResponse.json({ error: 'perPage must be 12 or 48' }, { status: 400 });
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const filters = new Map<string, string[]>();
    for (const key of FILTER_KEYS) {
      const values = valuesOf(query, key);
      if (values.length > 0) filters.set(key, values);
    }
    const sort = query.get('sort') ?? 'popularity';
    const matching = designs
      .filter((design) => matches(design, filters))
      .sort((a, b) => (sort === 'created' ? b.createdAt.localeCompare(a.createdAt) : b.popularity - a.popularity));
    return answerContract('themes', {
      total: matching.length,
      page,
      perPage,
      facets: buildFacets(designs, filters),
      items: matching.slice((page - 1) * perPage, page * perPage).map(toListItem),
    });
  });

  const detail = http.get(`${baseUrl}${SHOP_API.theme.path}`, ({ request, params }) => {
    const refused = record(request);
    if (refused) return refused;
    const theme = designs.find((design) => design.id === params.id);
    return theme ? answerContract('theme', theme) : HttpResponse.json({ error: 'theme not found' }, { status: 404 });
  });

  // Design groups (decision 0032): the same designs, grouped by product and collage type.
  const calendarGroup = http.get(`${baseUrl}${SHOP_API.calendarDesignGroup.path}`, ({ request }) => {
    const refused = record(request);
    if (refused) return refused;
    const calendarType = new URL(request.url).searchParams.get('calendarType');
    return answerContract('calendarDesignGroup', { name: calendarType ?? 'all', designs: designs.filter((design) => design.product === 'calendar').map(toListItem) });
  });
  const collageGroups = http.get(`${baseUrl}${SHOP_API.collageDesignGroups.path}`, ({ request }) => {
    const refused = record(request);
    if (refused) return refused;
    const names = new URL(request.url).searchParams.getAll('name[]');
    const groups = names.map((name) => ({ name, designs: designs.filter((design) => design.product === 'collage' && design.designerParams.materialType === name).map(toListItem) }));
    return answerContract('collageDesignGroups', { groups });
  });

  return {
    handlers: [list, detail, calendarGroup, collageGroups],
    requests,
    designs,
    failWith(status) {
      failure = status;
    },
  };
}

/**
 * One handler per product-data endpoint that answers a fixed body (or a status), recording the
 * queries it got. A 200 body must follow the contract (checked on every answer); `unchecked`
 * sends any body, for tests of how the shop copes with an answer that breaks it.
 */
export function answerShopApi(
  baseUrl: string,
  path: string,
  body: unknown,
  { status = 200, requests, unchecked = false }: { status?: number; requests?: URLSearchParams[]; unchecked?: boolean } = {},
): HttpHandler {
  const endpoint = findShopApiEndpoint(path);
  return http.get(`${baseUrl}${path}`, ({ request }) => {
    requests?.push(new URL(request.url).searchParams);
    if (status === 200 && !unchecked) {
      if (!endpoint) throw new Error(`${path} is not a call of the shop API contract`);
      return answerContract(endpoint, body as never);
    }
    return HttpResponse.json(body as Record<string, unknown>, { status });
  });
}

export const CALCULATOR_REFERENCE_FRAMED: CalculatorReferenceAnswer = {
  product: 'framed',
  currency: 'eur',
  isCollage: false,
  selectedValue: 'poster',
  formatLimit: { maxWidth: 1500, maxHeight: 1000, minWidth: 100, minHeight: 100 },
  labels: [{ index: 0, text: 'top-deal', backgroundColor: '#e3663b', textColor: '#ffffff' }],
  materials: [
    {
      value: 'poster',
      labelTranslationKey: 'material.poster-gerahmt',
      group: 'paper',
      set: 'standard',
      initiallySelectedFormat: '300x400',
      context: { materialType: 'poster', frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'weiss' },
      formats: [
        { value: '300x400', priceCurrent: 39.95, priceOriginal: 49.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '400x600', priceCurrent: 59.95, priceOriginal: 59.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '600x900', priceCurrent: 89.95, priceOriginal: 89.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
      ],
      moreFormats: [
        { value: '500x500', priceCurrent: 69.95, priceOriginal: 69.95, context: { formatType: 'square' }, labelTranslationKey: 'format.square' },
      ],
      tags: ['top-deal'],
    },
    {
      value: 'leinwand',
      labelTranslationKey: 'material.leinwand-gerahmt',
      set: 'standard',
      initiallySelectedFormat: '600x400',
      context: { materialType: 'leinwand', frameType: 'schattenfuge-leinwand-schwarz', matSize: 0, matType: 'ohne' },
      formats: [
        { value: '600x400', priceCurrent: 79.95, priceOriginal: 79.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '900x600', priceCurrent: 109.95, priceOriginal: 109.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '1200x800', priceCurrent: 149.95, priceOriginal: 149.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
      ],
      moreFormats: [],
      tags: [],
    },
  ],
};

export const CALCULATOR_REFERENCE_COLLAGE: CalculatorReferenceAnswer = {
  product: 'collage',
  currency: 'eur',
  isCollage: true,
  selectedValue: 'poster',
  formatLimit: { maxWidth: 1500, maxHeight: 1000, minWidth: 100, minHeight: 100 },
  labels: [],
  materials: [
    {
      value: 'framedPoster',
      labelTranslationKey: 'material.poster-gerahmt',
      set: 'collage',
      initiallySelectedFormat: '500x700',
      context: { materialType: 'poster', frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'weiss' },
      formats: [
        { value: '500x700', priceCurrent: 59.95, priceOriginal: 69.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '300x400', priceCurrent: 44.95, priceOriginal: 44.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
        { value: '600x800', priceCurrent: 74.95, priceOriginal: 74.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' },
      ],
      moreFormats: [{ value: '700x1000', priceCurrent: 89.95, priceOriginal: 89.95, context: { formatType: 'din' }, labelTranslationKey: 'format.din' }],
      tags: [],
    },
  ],
};
