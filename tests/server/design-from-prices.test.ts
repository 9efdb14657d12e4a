import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../src/lib/i18n/get-translator.ts';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * A design's "from" price is a price its calculator sells (issue 20, decisions 0023 and 0045):
 * the tile of a product page's design strip, the design's own page and the lowest size on that
 * page say the same amount, and a photo book's is the calculator's price of its printing and size.
 */
const stack = useSharedStack();
const t = getTranslator('de-DE');
const get = (host: string, path: string) => send(stack.shopPort, { path, headers: { host } });

/** The product pages with a design strip on both channels (the card channel's collage page has none). */
const PRODUCT_PAGES = [
  { host: 'de.poster.localhost', path: '/fotobuch' },
  { host: 'de.poster.localhost', path: '/fotokalender' },
  { host: 'de.poster.localhost', path: '/fotocollage' },
  { host: 'de.card.localhost', path: '/fotobuch/' },
  { host: 'de.card.localhost', path: '/fotokalender/' },
];

/** "ab 22,95 €" and "22,95 €" as a number of euros. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d\d)\s€/g)].map((match) => Number(match[1]!.replaceAll('.', '').replace(',', '.')));
}
const fromPattern = new RegExp(t('products.priceFrom', { price: '(\\d[\\d.]*,\\d\\d\\s€)' }));

type CalculatorFormat = { priceCurrent: number; context: Record<string, unknown> };
type CalculatorReference = { materials: Array<{ value: string; formats: CalculatorFormat[]; moreFormats: CalculatorFormat[] }> };
type ThemeDetail = { priceFrom: number; formats: Array<string | { priceCurrent: number }>; designerParams: Record<string, unknown> };

async function fromBackend<T>(path: string, channel: string): Promise<T> {
  const response = await send(stack.backendPort, { path, headers: { 'x-channel': channel, 'x-locale': 'de-DE' } });
  expect(response.status, path).toBe(200);
  return JSON.parse(response.body) as T;
}

describe('design "from" prices', () => {
  it.each(PRODUCT_PAGES)('$host $path: every strip tile and its design page show the lowest price of the design’s own sizes', async ({ host, path }) => {
    const channel = host.includes('.poster.') ? 'poster' : 'card';
    const page = await get(host, path);
    expect(page.status).toBe(200);
    const tiles = within(parseDocument(page.body).document.body)
      .queryAllByRole('link')
      .filter((link) => /^\/themes\/\d+\/?$/.test(link.getAttribute('href') ?? ''));
    expect(tiles.length).toBeGreaterThan(0);
    const calculator = path.startsWith('/fotobuch') ? await fromBackend<CalculatorReference>('/web-api/calculator/reference?product=photobook', channel) : null;
    for (const [index, tile] of tiles.entries()) {
      const id = /\d+/.exec(tile.getAttribute('href')!)![0];
      const design = await fromBackend<ThemeDetail>(`/web-api/themes/${id}`, channel);
      const cheapestSize = Math.min(...design.formats.map((format) => (typeof format === 'string' ? Infinity : format.priceCurrent)));
      // The card channel's tiles show no price (spec 9.4); the poster channel's say the design's cheapest size.
      expect(amountsIn(tile.textContent!), `tile ${id} on ${host}${path}`).toEqual(channel === 'poster' ? [cheapestSize] : []);
      if (calculator) {
        const material = calculator.materials.find((entry) => entry.value === design.designerParams['photobookPrinting']);
        const size = [...(material?.formats ?? []), ...(material?.moreFormats ?? [])].find((format) => format.context['photobookFormat'] === design.designerParams['photobookFormat']);
        expect(size?.priceCurrent, `design ${id}: the calculator's ${JSON.stringify(design.designerParams)}`).toBe(cheapestSize);
        // The page's own price may be another printing's: a priced tile says which printing its price is for.
        if (channel === 'poster') expect(tile.textContent, `tile ${id}`).toContain(t(`material.photobook-${String(design.designerParams['photobookPrinting'])}.short`));
      }
      // One design page per strip (each is a render): its "from" and its size table agree.
      if (index > 0) continue;
      const theme = await get(host, tile.getAttribute('href')!);
      expect(theme.status).toBe(200);
      const sizes = within(parseDocument(theme.body).document.body).getByRole('table', { name: t('themes.chooseSize') });
      const section = sizes.closest('section')!;
      const sizePrices = within(sizes).getAllByRole('cell').flatMap((cell) => amountsIn(cell.textContent!));
      // Each size opens the designer in that size, so its price is the one the designer asks.
      const sizeLinks = within(sizes).getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(new Set(sizeLinks).size, `design page ${id}: ${sizeLinks.join(' ')}`).toBe(sizePrices.length);
      expect(Math.min(...sizePrices), `design page ${id}`).toBe(cheapestSize);
      expect(amountsIn(within(section).getByText(fromPattern).textContent!), `design page ${id}`).toEqual([cheapestSize]);
    }
  });
});
