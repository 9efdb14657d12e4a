import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../src/lib/i18n/get-translator.ts';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * The pages the design group calls feed (decision 0045): the calendar landing page
 * (`/alle-fotokalender`, one `calendar-design-group` call per calendar type) and the photobook
 * strip (`photobook-design-group-set`), over HTTP on the shared stack.
 */
const stack = useSharedStack();
const get = (host: string, path: string) => send(stack.shopPort, { path, headers: { host } });
const pageOf = (body: string) => parseDocument(body).document;
const fileOf = (src: string | null) => /[\w-]+\.(?:jpg|svg|png)/.exec(decodeURIComponent(src ?? ''))?.[0];

describe('/alle-fotokalender', () => {
  it('lists every calendar design by type; each links its themes page with the same name and picture', async () => {
    const page = await get('de.poster.localhost', '/alle-fotokalender');
    expect(page.status).toBe(200);
    const document = pageOf(page.body);
    const screen = within(document.body);
    const t = getTranslator('de-DE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('calendarLanding.title'));
    const sections = screen.getAllByRole('region').filter((region) => region.classList.contains('calendar-landing__type'));
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'].map((type) => t(`calendarLanding.type.${type}`)),
    );
    const tiles = sections.flatMap((section) => within(section).getAllByRole('link'));
    // The catalogue's twelve calendar designs, each once.
    expect(new Set(tiles.map((tile) => tile.getAttribute('href'))).size).toBe(12);
    expect(tiles.every((tile) => /^\/themes\/\d+$/.test(tile.getAttribute('href')!) && /\d,\d\d\s€/.test(tile.textContent!))).toBe(true);
    for (const tile of [tiles[0]!, tiles.at(-1)!]) {
      const theme = await get('de.poster.localhost', tile.getAttribute('href')!);
      expect(theme.status).toBe(200);
      const themeDocument = pageOf(theme.body);
      const name = tile.querySelector('.design-card__name')!.textContent!;
      expect(within(themeDocument.body).getAllByRole('heading').map((heading) => heading.textContent)).toContain(name);
      expect([...themeDocument.querySelectorAll('main img')].map((image) => fileOf(image.getAttribute('src')))).toContain(fileOf(tile.querySelector('img')!.getAttribute('src')));
    }
    expect(screen.getByRole('link', { name: t('blocks.feed.all.calendar') }).getAttribute('href')).toBe('/filters/calendar');
    expect((await get('de.poster.localhost', '/filters/calendar')).status).toBe(200);
    // Indexable, in every language of the channel under the same path.
    expect(document.querySelector('link[rel="alternate"][hreflang="fr-CH"]')?.getAttribute('href')).toMatch(/^http:\/\/ch\.poster\.localhost(:\d+)?\/fr\/alle-fotokalender$/);
  });

  it('speaks the host’s language and currency; the card channel shows no prices', async () => {
    const swiss = await get('ch.poster.localhost', '/fr/alle-fotokalender');
    expect(swiss.status).toBe(200);
    const screen = within(pageOf(swiss.body).body);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(getTranslator('fr-CH')('calendarLanding.title'));
    const prices = [...pageOf(swiss.body).querySelectorAll('.calendar-landing .design-card__price')].map((price) => price.textContent);
    expect(prices.length).toBe(12);
    expect(prices.every((price) => /CHF/.test(price!))).toBe(true);

    const card = await get('com.card.localhost', '/alle-fotokalender/');
    expect(card.status).toBe(200);
    const cardDocument = pageOf(card.body);
    expect(within(cardDocument.body).getByRole('heading', { level: 1 }).textContent).toBe(getTranslator('en-US')('calendarLanding.title'));
    expect(cardDocument.querySelectorAll('.calendar-landing .design-card').length).toBe(12);
    expect(cardDocument.querySelectorAll('.calendar-landing .design-card__price').length).toBe(0);
  });

  it('is linked under the calendar strip of the calendar page', async () => {
    const page = await get('de.poster.localhost', '/fotokalender');
    expect(page.status).toBe(200);
    const links = within(pageOf(page.body).body).getAllByRole('link', { name: getTranslator('de-DE')('calendarLanding.title') });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.getAttribute('href') === '/alle-fotokalender')).toBe(true);
  });
});

describe('photobook design group sets', () => {
  it('the photobook wrapper shows the newest designs of the sets, each a themes page that answers', async () => {
    const page = await get('de.card.localhost', '/fotobuch/');
    expect(page.status).toBe(200);
    const screen = within(pageOf(page.body).body);
    const wrapper = screen.getByRole('heading', { level: 2, name: 'Fotobuch A4 quer im Digitaldruck' });
    const strip = wrapper.closest('section')!.querySelector('.block-detail__designs') as HTMLElement;
    expect(within(strip).getByRole('heading', { level: 3 }).textContent).toBe(getTranslator('de-DE')('blocks.feed.title.photobook'));
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) expect((await get('de.card.localhost', link.getAttribute('href')!)).status).toBe(200);

    const poster = await get('de.poster.localhost', '/fotobuch');
    expect(poster.status).toBe(200);
    expect(pageOf(poster.body).querySelectorAll('.block-detail--photobook .block-detail__designs .design-card')).toHaveLength(4);
  });
});
