import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { within } from '@testing-library/dom';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContentApiMock } from '../../../../tests/mocks/content-api.ts';
import { createActionBarMock } from '../../../../tests/mocks/shop-api-action-bar.ts';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../../tests/support/test-request-context.ts';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../../../lib/request/shop-cookies.ts';
import { logger } from '../../../lib/log/logger.ts';
import { getPageScope } from '../../../lib/request/get-page-scope.ts';
import { runWithRequestContext, type RequestContext } from '../../../lib/request/request-context.ts';
import type { ShopLocation } from '../../../lib/routing/route-pipeline.ts';
import type { ActionBar as ActionBarData } from '../../../../domain/shop-api-contract/index.ts';
import { ActionBar } from './action-bar.tsx';
import { AppBanner } from './app-banner.tsx';
import { BackToTop } from './back-to-top.tsx';
import { MessengerLauncher } from './messenger-launcher.tsx';
import { Snow, SNOW_FLAKES } from './snow.tsx';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const services = buildTestServices(MOCK_UPSTREAMS);
const messengerServices = buildTestServices({ ...MOCK_UPSTREAMS, MESSENGER_SCRIPT_URL: 'https://chat.test/widget.js' });

const SALE: ActionBarData = {
  id: 'sale',
  text: '<strong>Sale:</strong> 25 % with <b>WAND25</b><script>alert(1)</script>',
  color: '#ffffff',
  backgroundColor: '#1f3a5f',
  countdownEndDate: new Date(NOW + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000).toISOString(),
};
const SHIPPING: ActionBarData = { id: 'shipping', text: 'Free shipping', color: '#1b1b1b', backgroundColor: '#ffe7a3', actionBarEndDate: new Date(NOW + 86_400_000).toISOString() };

const bars = createActionBarMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL, bars: { '/': SALE, '/leinwanddruck': SHIPPING } });
const header = (snowEffect: boolean) => ({
  component: 'header',
  items: [{ _uid: 's', type: 'service', text: 'Service', link: { linktype: 'story', cached_url: 'poster/de-de/service' } }],
  snowEffect,
});
const contentApi = createContentApiMock({
  baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL,
  stories: [
    { uuid: 'h1', fullSlug: 'poster/de-de/global/header', published: header(false) },
    { uuid: 'h2', fullSlug: 'card/de-de/global/header', published: header(true) },
  ],
});
const server = setupServer(...bars.handlers, ...contentApi.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  bars.reset();
  contentApi.reset();
  // Each case sets its own bars: none may see the answer an earlier case left in the cache.
  for (const testServices of [services, messengerServices]) testServices.actionBarCache.entries.clear();
});
afterEach(() => vi.restoreAllMocks());

type Options = { path?: string; cookies?: Record<string, string>; location?: Partial<ShopLocation>; saveData?: boolean; host?: string };

function buildContext({ path = '/', cookies = {}, location = {}, saveData = false, host = 'de.poster.localhost' }: Options, testServices = services): RequestContext {
  const context = buildTestRequestContext(`http://${host}${path}`, location, testServices);
  return { ...context, cookies: new Map(Object.entries(cookies)), lightMode: { light: saveData, reason: 'save-data', hintsRead: ['Save-Data'] } };
}

async function render(element: (scope: ReturnType<typeof getPageScope>) => ReactNode | Promise<ReactNode>, options: Options = {}, testServices = services) {
  const html = await runWithRequestContext(buildContext(options, testServices), async () => {
    const { prelude } = await prerenderToNodeStream(<>{await element(getPageScope())}</>);
    return readStream(prelude as Readable);
  });
  return parseHtml(html);
}

describe('action bar', () => {
  it('shows the page’s bar with its text (sanitised), colours, countdown and a close button', async () => {
    const { screen, body } = await render((scope) => ActionBar({ scope, now: NOW }));
    const bar = screen.getByRole('complementary', { name: 'Aktion' });
    expect(bar.textContent).toContain('Sale: 25 % with WAND25');
    expect(body.innerHTML).not.toContain('alert');
    expect(within(bar).getByText('WAND25').tagName).toBe('STRONG');
    expect((bar as HTMLElement).style.backgroundColor).toBeTruthy();
    const time = bar.querySelector('time');
    expect(time?.textContent).toBe('2 Tage 03:04:05');
    expect(time?.getAttribute('datetime')).toBe('P2DT3H4M5S');
    expect(within(bar).getByText('Noch')).toBeTruthy();
    const close = within(bar).getByRole('button', { name: 'Aktionshinweis schließen' });
    const form = close.closest('form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    expect(field('id')).toBe('sale');
    expect(field('returnTo')).toBe('/');
    expect(bars.requests[0]).toEqual({ url: '/', locale: 'de-DE', channel: 'poster' });
  });

  it('stays closed for the dismissed id only', async () => {
    const cookies = { [`${ACTION_BAR_DISMISSED_PREFIX}sale`]: '1' };
    const home = await render((scope) => ActionBar({ scope, now: NOW }), { cookies });
    expect(home.screen.queryByRole('complementary')).toBeNull();
    const product = await render((scope) => ActionBar({ scope, now: NOW }), { cookies, path: '/leinwanddruck' });
    expect(product.screen.getByRole('complementary', { name: 'Aktion' }).textContent).toContain('Free shipping');
  });

  it('makes hard-to-read campaign colours readable', async () => {
    bars.setBars({ '/': { ...SALE, color: '#ffff66', backgroundColor: '#ffffff' } });
    const { screen } = await render((scope) => ActionBar({ scope, now: NOW }));
    const bar = screen.getByRole('complementary') as HTMLElement;
    expect(bar.style.backgroundColor).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    expect(bar.style.color).toMatch(/#000000|rgb\(0, 0, 0\)/);
  });

  it('shows the countdown without its ticker in light mode', async () => {
    const { screen } = await render((scope) => ActionBar({ scope, now: NOW }), { saveData: true });
    const time = screen.getByRole('complementary').querySelector('time');
    expect(time?.textContent).toBe('2 Tage 03:04:05');
    // The ticker marks its state; the static text has none.
    expect(time?.hasAttribute('data-state')).toBe(false);
  });

  it('shows no countdown without a countdown date', async () => {
    const { screen } = await render((scope) => ActionBar({ scope, now: NOW }), { path: '/leinwanddruck' });
    expect(screen.getByRole('complementary').querySelector('time')).toBeNull();
  });

  it('shows nothing on a page without a bar, after the bar’s end date, or when the call fails', async () => {
    expect((await render((scope) => ActionBar({ scope, now: NOW }), { path: '/impressum' })).body.innerHTML).toBe('');
    expect((await render((scope) => ActionBar({ scope, now: NOW + 2 * 86_400_000 }), { path: '/leinwanddruck' })).body.innerHTML).toBe('');
    bars.failWith(503);
    expect((await render((scope) => ActionBar({ scope, now: NOW }))).body.innerHTML).toBe('');
  });

  it('logs countdown-date-in-past at error level and shows the bar without a countdown', async () => {
    const error = vi.spyOn(logger, 'error');
    bars.setBars({ '/': { ...SALE, countdownEndDate: new Date(NOW - 1000).toISOString() } });
    const { screen } = await render((scope) => ActionBar({ scope, now: NOW }));
    expect(screen.getByRole('complementary').querySelector('time')).toBeNull();
    expect(error.mock.calls.map(([fields]) => (fields as { event?: string }).event)).toContain('countdown-date-in-past');
  });
});

describe('app banner', () => {
  it('shows the app with its 4.6 rating, both stores and a close button', async () => {
    const { screen } = await render((scope) => AppBanner({ scope }));
    const banner = screen.getByRole('complementary', { name: 'Posterly-App' });
    expect(banner.textContent).toContain('4,6');
    const links = within(banner).getAllByRole('link').map((link) => new URL(link.getAttribute('href')!).hostname);
    expect(links).toEqual(['apps.apple.com', 'play.google.com']);
    expect(within(banner).getByRole('button', { name: 'App-Hinweis schließen' })).toBeTruthy();
  });

  it('is gone once dismissed, and on the desktop platform', async () => {
    const dismissed = await render((scope) => AppBanner({ scope }), { cookies: { [SHOP_COOKIES.appBannerDismissed.name]: '1' } });
    expect(dismissed.body.innerHTML).toBe('');
    const desktop = await render((scope) => AppBanner({ scope }), { location: { platform: 'desktop' } });
    expect(desktop.body.innerHTML).toBe('');
  });

  it('belongs to the poster channel and is never shown in en-US (spec 9.4)', async () => {
    const card = await render((scope) => AppBanner({ scope }), { host: 'de.card.localhost', location: { channel: 'card' } });
    expect(card.body.innerHTML).toBe('');
    const us = await render((scope) => AppBanner({ scope }), { host: 'com.poster.localhost', location: { country: 'com', locale: 'en-US' } });
    expect(us.body.innerHTML).toBe('');
    const gb = await render((scope) => AppBanner({ scope }), { host: 'gb.poster.localhost', location: { country: 'gb', locale: 'en-GB' } });
    expect(gb.screen.getByRole('complementary', { name: /Posterly/ })).toBeTruthy();
  });
});

describe('back to top', () => {
  it('is a link to the top of the page', async () => {
    const { screen } = await render((scope) => BackToTop({ locale: scope.locale }));
    expect(screen.getByRole('link', { name: /Nach oben/ }).getAttribute('href')).toBe('#top');
  });
});

describe('help messenger launcher', () => {
  it('links the service page when no messenger is configured', async () => {
    const { screen } = await render((scope) => MessengerLauncher({ scope }));
    expect(screen.getByRole('link', { name: 'Hilfe und Kontakt' }).getAttribute('href')).toBe('/service');
  });

  it('renders the launcher as a link to the service page until JavaScript takes over', async () => {
    const { screen, body } = await render((scope) => MessengerLauncher({ scope }), {}, messengerServices);
    expect(screen.getByRole('link', { name: 'Chat mit dem Kundenservice' }).getAttribute('href')).toBe('/service');
    // The script is loaded on a click only, never by the page.
    expect(body.innerHTML).not.toContain('chat.test');
  });

  it('stays a plain link in light mode', async () => {
    const { screen } = await render((scope) => MessengerLauncher({ scope }), { saveData: true }, messengerServices);
    expect(screen.getByRole('link', { name: 'Hilfe und Kontakt' })).toBeTruthy();
  });
});

describe('snow', () => {
  it('falls with 199 flakes, hidden from assistive technology, where content switches it on', async () => {
    const { body } = await render((scope) => Snow({ scope }), { host: 'de.card.localhost', location: { channel: 'card' } });
    const snow = body.querySelector('[data-snow]');
    expect(snow?.getAttribute('aria-hidden')).toBe('true');
    expect(snow?.children.length).toBe(SNOW_FLAKES);
    expect(SNOW_FLAKES).toBe(199);
  });

  it('does not fall where content leaves it off, nor in light mode', async () => {
    expect((await render((scope) => Snow({ scope }))).body.innerHTML).toBe('');
    const light = await render((scope) => Snow({ scope }), { host: 'de.card.localhost', location: { channel: 'card' }, saveData: true });
    expect(light.body.innerHTML).toBe('');
  });
});
