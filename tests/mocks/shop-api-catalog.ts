import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  SHOP_API,
  type CalculatorFormatAnswer,
  type CalculatorMaterialAnswer,
  type CalculatorProduct as Product,
  type CalculatorReferenceAnswer,
  type FormatLimit,
  formatOutOfRangeSchema,
  type PriceArticleAnswer,
  type PricesFromAnswer,
} from '../../domain/shop-api-contract/index.ts';
import { getCurrency, parseLocaleCode, type Currency } from '../../domain/locale/locales.ts';
import { answerContract } from './shop-api-contract.ts';

/**
 * msw handlers that answer like the shop API's calculator endpoints (docs/shop-api-catalog.md):
 * `GET /web-api/calculator/reference` and `GET /web-api/product-selection-photo-frame/price-article`,
 * with the contract's shapes, per-currency prices and knobs for fault injection. Usage:
 *
 *   const catalog = createShopApiCatalogMock({ baseUrl: 'https://shop-api.test' });
 *   server.use(...catalog.handlers);
 *   catalog.failWith(503, { times: 1 });          // next request answers 503
 *   catalog.failWith(0);                          // next request is a network error
 *   catalog.answerWith({ product: 'framed' });    // next reference answer is this body (bad shapes)
 *   catalog.setLatency(50);                       // every answer waits 50 ms
 *   catalog.requests                              // what the shop asked, in order
 */

type Context = Record<string, string | number | boolean>;

export type RecordedCatalogRequest = { path: string; query: URLSearchParams; channel: string | null; locale: string | null };

export type CatalogFault = { status: number; times: number; match?: (request: RecordedCatalogRequest) => boolean };

export type ShopApiCatalogMock = {
  handlers: HttpHandler[];
  requests: RecordedCatalogRequest[];
  /** Status for the next `times` matching requests (default 1); 0 is a network error. */
  failWith(status: number, options?: { times?: number; match?: (request: RecordedCatalogRequest) => boolean }): void;
  /** The next reference request answers this body with status 200, whatever its shape. */
  answerWith(body: unknown): void;
  setLatency(ms: number): void;
  reset(): void;
};

/** The currency of the locale the request names, as the backend picks it; EUR for none. */
function currencyOf(request: Request): Currency {
  const locale = parseLocaleCode(request.headers.get('x-locale') ?? '');
  return locale ? getCurrency(locale) : 'eur';
}

const RATES: Record<Currency, number> = { eur: 1, chf: 1.08, gbp: 0.86, usd: 1.09 };
const ENDINGS: Record<Currency, number> = { eur: 0.95, chf: 0.9, gbp: 0.99, usd: 0.99 };

/** One EUR list, converted and rounded to the currency's price ending (not a naive conversion). */
export function convertPrice(eur: number, currency: Currency): number {
  if (currency === 'eur') return eur;
  return Math.floor(eur * RATES[currency]) + ENDINGS[currency];
}

function eurPrice(base: number, format: string): number {
  const [width = 0, height = 0] = format.split('x').map(Number);
  return Math.floor(base + (width * height) / 1500) + 0.95;
}

/** Every fifth format of a material is on offer, about the 20 % the contract describes. */
function buildFormat(value: string, base: number, index: number, currency: Currency, context: CalculatorFormatAnswer['context'], labelKey: string): CalculatorFormatAnswer {
  const original = eurPrice(base, value);
  const discounted = index % 5 === 1;
  const current = discounted ? Math.floor(original * 0.8) + 0.95 : original;
  return {
    value,
    priceCurrent: convertPrice(current, currency),
    priceOriginal: convertPrice(original, currency),
    context,
    labelTranslationKey: labelKey,
  };
}

type MaterialSpec = { value: string; labelKey: string; base: number; context: Context; tags?: string[]; group?: string; initial: string };
type ProductSpec = {
  isCollage: boolean;
  ownFormats: boolean;
  selectedValue: string;
  limit: FormatLimit;
  materials: MaterialSpec[];
  formats: string[];
  moreFormats: string[];
  labels: CalculatorReferenceAnswer['labels'];
  formatContext: (format: string) => CalculatorFormatAnswer['context'];
};

function formatType(format: string): string {
  const [width, height] = format.split('x').map(Number);
  return width === height ? 'square' : 'din';
}

const PHOTOBOOK_FORMAT_IDS: Record<string, string> = {
  '210x297': 'a4-hoch',
  '297x210': 'a4-quer',
  '210x148': 'a5-quer',
  '148x210': 'a5-hoch',
  '200x200': '200-200',
  '300x300': '300-300',
  '420x297': 'a3-quer',
};

const TOP_DEAL_LABEL = { text: 'top-deal', backgroundColor: '#e3663b', textColor: '#ffffff' };

const PRODUCT_SPECS: Record<Product, ProductSpec> = {
  framed: {
    isCollage: false,
    ownFormats: true,
    selectedValue: 'poster',
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 100, minHeight: 100 },
    materials: [
      { value: 'poster', labelKey: 'material.poster-gerahmt', base: 19, group: 'paper', initial: '400x300', context: { materialType: 'poster', frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'weiss' } },
      { value: 'leinwand', labelKey: 'material.leinwand-gerahmt', base: 29, group: 'canvas', tags: ['top-deal'], initial: '600x400', context: { materialType: 'leinwand', frameType: 'schattenfuge-leinwand-schwarz', matSize: 0, matType: 'ohne' } },
      { value: 'acrylglas', labelKey: 'material.acrylglas-gerahmt', base: 49, group: 'boards', tags: ['nudging'], initial: '400x300', context: { materialType: 'acrylglas', frameType: 'schattenfuge-platte-schwarz', matSize: 0, matType: 'ohne' } },
    ],
    formats: ['300x200', '400x300', '600x400', '900x600'],
    moreFormats: ['300x300', '500x500', '1200x800', '1500x1000'],
    labels: [{ index: 1, ...TOP_DEAL_LABEL }],
    formatContext: (format) => ({ formatType: formatType(format) }),
  },
  photoframe: {
    isCollage: false,
    ownFormats: true,
    selectedValue: 'fotorahmen-holz',
    limit: { maxWidth: 700, maxHeight: 500, minWidth: 90, minHeight: 90 },
    materials: [
      { value: 'fotorahmen-alu', labelKey: 'material.fotorahmen-alu', base: 14, initial: '150x100', context: { materialType: 'poster', frameType: 'alurahmen-schwarz', matSize: 30, matType: 'weiss' } },
      { value: 'fotorahmen-holz', labelKey: 'material.fotorahmen-holz', base: 12, tags: ['top-deal'], initial: '180x130', context: { materialType: 'poster', frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'weiss' } },
      { value: 'fotorahmen-kunststoff', labelKey: 'material.fotorahmen-kunststoff', base: 9, initial: '150x100', context: { materialType: 'poster', frameType: 'kunststoffrahmen-schwarz', matSize: 0, matType: 'ohne' } },
    ],
    formats: ['130x90', '150x100', '180x130', '300x200'],
    moreFormats: ['100x100', '400x300', '500x400'],
    labels: [{ index: 1, ...TOP_DEAL_LABEL }],
    formatContext: (format) => ({ formatType: formatType(format) }),
  },
  photobox: {
    isCollage: false,
    ownFormats: false,
    selectedValue: 'small',
    limit: { maxWidth: 300, maxHeight: 200, minWidth: 100, minHeight: 100 },
    materials: [
      { value: 'small', labelKey: 'material.photobox', base: 24, initial: '150x100', context: { photoboxType: 'small' } },
      { value: 'photoprint', labelKey: 'material.photobox-max', base: 34, initial: '180x130', context: { photoboxType: 'photoprint' } },
    ],
    formats: ['130x90', '150x100', '180x130'],
    moreFormats: ['100x100'],
    labels: [],
    formatContext: (format) => ({ formatType: formatType(format), quantityMax: format === '180x130' ? 50 : 100 }),
  },
  photoprint: {
    isCollage: false,
    ownFormats: true,
    selectedValue: 'glossy',
    limit: { maxWidth: 300, maxHeight: 200, minWidth: 90, minHeight: 90 },
    materials: [
      { value: 'glossy', labelKey: 'material.photoprint-glossy', base: 0, initial: '150x100', context: { finish: 'glossy' } },
      { value: 'matt', labelKey: 'material.photoprint-matt', base: 0, initial: '150x100', context: { finish: 'matt' } },
    ],
    formats: ['100x100', '130x90', '150x100', '180x130'],
    moreFormats: ['100x120', '300x200'],
    labels: [],
    formatContext: (format) => ({ formatType: formatType(format) }),
  },
  collage: {
    isCollage: true,
    ownFormats: true,
    selectedValue: 'leinwand',
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 200, minHeight: 200 },
    materials: [
      { value: 'leinwand', labelKey: 'material.leinwand', base: 29, initial: '600x400', context: { materialType: 'leinwand' } },
      { value: 'poster', labelKey: 'material.poster', base: 15, initial: '600x400', context: { materialType: 'poster' } },
      { value: 'framedPoster', labelKey: 'material.poster-gerahmt', base: 39, initial: '600x400', context: { materialType: 'poster', frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'weiss' } },
      { value: 'mixed', labelKey: 'material.mixed', base: 49, initial: '900x600', context: {} },
    ],
    formats: ['400x300', '600x400', '900x600'],
    moreFormats: ['500x500', '1200x800'],
    labels: [],
    formatContext: (format) => ({ formatType: formatType(format) }),
  },
  photobook: {
    isCollage: false,
    ownFormats: false,
    selectedValue: 'digitalfotobuch',
    limit: { maxWidth: 420, maxHeight: 297, minWidth: 148, minHeight: 148 },
    materials: [
      { value: 'digitalfotobuch', labelKey: 'material.photobook-digitalfotobuch', base: 19, initial: '210x148', context: { photobookPrinting: 'digitalfotobuch', photobookBinding: 'pur', photobookCover: 'hard', photobookPaper: 'standard', photobookPageCount: 24 } },
      { value: 'echtfotobuch', labelKey: 'material.photobook-echtfotobuch', base: 39, initial: '297x210', context: { photobookPrinting: 'echtfotobuch', photobookBinding: 'layflat', photobookCover: 'hard', photobookPaper: 'glaenzend', photobookPageCount: 24 } },
      { value: 'fotoheft', labelKey: 'material.photobook-fotoheft', base: 9, initial: '210x148', context: { photobookPrinting: 'fotoheft', photobookBinding: 'heftbindung', photobookCover: 'soft', photobookPaper: 'standard', photobookPageCount: 24 } },
    ],
    formats: ['210x148', '210x297', '200x200'],
    moreFormats: ['297x210', '300x300', '420x297'],
    labels: [],
    formatContext: (format) => ({ formatType: formatType(format), photobookFormat: PHOTOBOOK_FORMAT_IDS[format] ?? format }),
  },
};

/** A reference answer with the contract's shape for one product, priced in one currency. */
export function buildCalculatorReference(product: Product, currency: Currency = 'eur'): CalculatorReferenceAnswer {
  const spec = PRODUCT_SPECS[product];
  const materials = spec.materials.map((material): CalculatorMaterialAnswer => {
    const format = (value: string, index: number) =>
      buildFormat(value, material.base, index, currency, spec.formatContext(value), `format.${formatType(value)}`);
    return {
      value: material.value,
      labelTranslationKey: material.labelKey,
      ...(material.group ? { group: material.group } : {}),
      set: 'standard',
      initiallySelectedFormat: material.initial,
      context: material.context,
      formats: spec.formats.map(format),
      moreFormats: spec.moreFormats.map((value, index) => format(value, spec.formats.length + index)),
      tags: material.tags ?? [],
      formatLimit: spec.limit,
      ownFormats: spec.ownFormats,
    };
  });
  return {
    product,
    currency,
    isCollage: spec.isCollage,
    selectedValue: spec.selectedValue,
    formatLimit: spec.limit,
    labels: spec.labels,
    materials,
  };
}

/** The own-format price the backend computes from the same EUR list. */
/** Every material's cheapest format, from the same reference data the calculator mock answers. */
export function buildPricesFrom(currency: Currency): PricesFromAnswer {
  const products = Object.keys(PRODUCT_SPECS) as Product[];
  const prices = products.flatMap((product) =>
    buildCalculatorReference(product, currency).materials.map((material) => {
      const cheapest = [...material.formats, ...material.moreFormats].sort((a, b) => a.priceCurrent - b.priceCurrent)[0]!;
      return { product, material: material.value, format: cheapest.value, priceCurrent: cheapest.priceCurrent, priceOriginal: cheapest.priceOriginal };
    }),
  );
  return { currency, prices };
}

export function buildOwnFormatPrice(product: Product, material: string, width: number, height: number, currency: Currency): PriceArticleAnswer {
  const base = PRODUCT_SPECS[product].materials.find((entry) => entry.value === material)?.base ?? 0;
  const price = convertPrice(eurPrice(base, `${width}x${height}`), currency);
  return { currency, priceCurrent: price, priceOriginal: price, format: `${width}x${height}` };
}

function isProduct(value: string | null): value is Product {
  return value !== null && Object.hasOwn(PRODUCT_SPECS, value);
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** As the backend checks limits: either way round, long side against the long limit. */
function fitsLimit(width: number, height: number, limit: FormatLimit): boolean {
  const [long, short] = width >= height ? [width, height] : [height, width];
  return (
    long <= Math.max(limit.maxWidth, limit.maxHeight) &&
    short <= Math.min(limit.maxWidth, limit.maxHeight) &&
    long >= Math.max(limit.minWidth, limit.minHeight) &&
    short >= Math.min(limit.minWidth, limit.minHeight)
  );
}

export function createShopApiCatalogMock({ baseUrl }: { baseUrl: string }): ShopApiCatalogMock {
  const requests: RecordedCatalogRequest[] = [];
  let faults: CatalogFault[] = [];
  let nextBodies: unknown[] = [];
  let latencyMs = 0;

  /** Records the request and answers a fault or a header error, or null to go on. */
  async function intercept(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    const recorded = { path: url.pathname, query: url.searchParams, channel: request.headers.get('x-channel'), locale: request.headers.get('x-locale') };
    requests.push(recorded);
    if (latencyMs > 0) await delay(latencyMs);
    const fault = faults.find((entry) => entry.times > 0 && (!entry.match || entry.match(recorded)));
    if (fault) {
      fault.times -= 1;
      faults = faults.filter((entry) => entry.times > 0);
      return fault.status === 0 ? HttpResponse.error() : HttpResponse.json({ error: 'injected failure' }, { status: fault.status });
    }
    if (!recorded.channel || !['card', 'poster'].includes(recorded.channel) || !recorded.locale) {
      return HttpResponse.json({ error: 'missing or invalid X-Channel / X-Locale' }, { status: 400 });
    }
    return null;
  }

  async function answerReference(request: Request, product: string | null) {
    const refused = await intercept(request);
    if (refused) return refused;
    if (nextBodies.length > 0) {
      const [body, ...rest] = nextBodies;
      nextBodies = rest;
      return HttpResponse.json(body as Record<string, unknown>);
    }
    if (!isProduct(product)) return HttpResponse.json({ error: 'invalid product' }, { status: 400 });
    return answerContract('calculatorReference', buildCalculatorReference(product, currencyOf(request)));
  }
  const reference = http.get(`${baseUrl}${SHOP_API.calculatorReference.path}`, ({ request }) =>
    answerReference(request, new URL(request.url).searchParams.get('product')),
  );
  // The frame product's selection is the photoframe reference under its own path.
  const photoFrameData = http.get(`${baseUrl}${SHOP_API.photoFrameSelectionData.path}`, ({ request }) => answerReference(request, 'photoframe'));

  const priceArticle = http.get(`${baseUrl}${SHOP_API.priceArticle.path}`, async ({ request }) => {
    const refused = await intercept(request);
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    const product = query.get('product');
    const material = query.get('material') ?? '';
    const width = query.get('width') ?? '';
    const height = query.get('height') ?? '';
    if (!isProduct(product) || !material || !POSITIVE_INTEGER.test(width) || !POSITIVE_INTEGER.test(height)) {
      return HttpResponse.json({ error: 'invalid query' }, { status: 400 });
    }
    const spec = PRODUCT_SPECS[product];
    const [w, h] = [Number(width), Number(height)];
    if (!spec.ownFormats) {
      const formats = [...spec.formats, ...spec.moreFormats];
      if (!formats.includes(`${w}x${h}`)) return HttpResponse.json({ error: 'format-not-available', formats }, { status: 400 });
    } else if (!fitsLimit(w, h, spec.limit)) {
      return HttpResponse.json(formatOutOfRangeSchema.parse({ error: 'format-out-of-range', ...spec.limit }), { status: 400 });
    }
    return answerContract('priceArticle', buildOwnFormatPrice(product, material, w, h, currencyOf(request)));
  });

  const pricesFrom = http.get(`${baseUrl}${SHOP_API.pricesFrom.path}`, async ({ request }) => {
    const refused = await intercept(request);
    if (refused) return refused;
    return answerContract('pricesFrom', buildPricesFrom(currencyOf(request)));
  });

  return {
    handlers: [reference, photoFrameData, priceArticle, pricesFrom],
    requests,
    failWith(status, { times = 1, match } = {}) {
      faults.push({ status, times, match });
    },
    answerWith(body) {
      nextBodies.push(body);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    reset() {
      requests.length = 0;
      faults = [];
      nextBodies = [];
      latencyMs = 0;
    },
  };
}
