import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { isValidElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCalculatorSubmission } from '../lib/calculator/calculator-submission.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { useShopApiCatalog } from '../../tests/support/use-shop-api-catalog.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { runWithRequestContext, type RequestContext } from '../lib/request/request-context.ts';

import { RedirectError, wakuRouterStub } from '../../tests/support/waku-router-server-stub.ts';
import { applyCalculatorAction, renderCalculatorAction } from './calculator.ts';
import { parseHtml } from '../../tests/support/parse-html.ts';
import { within } from '@testing-library/dom';

const mocked = useShopApiCatalog(getServerConfig().shopApiUrl);
const { catalog } = mocked;
beforeEach(() => wakuRouterStub.reset());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

type Outcome = { redirect: { location: string; status: number } | null; context: RequestContext };

async function apply(fields: Record<string, string>, context = buildTestRequestContext('https://shop.test/leinwanddruck?calc-material=poster', {}, mocked.services)): Promise<Outcome> {
  try {
    await runWithRequestContext(context, () => applyCalculatorAction(form(fields)));
    return { redirect: null, context };
  } catch (error) {
    if (!(error instanceof RedirectError)) throw error;
    return { redirect: { location: error.location, status: error.status }, context };
  }
}

const designer = getServerConfig().designerUrl;

describe('applyCalculatorAction: valid choices go to the designer (303)', () => {
  it.each([
    [
      { product: 'framed', material: 'leinwand', format: '900x600' },
      '/configurator-photo-frame/?frameType=schattenfuge-leinwand-schwarz&matSize=0&matType=ohne&materialType=leinwand&formatType=900x600&locale=de-DE',
    ],
    [
      { product: 'framed', material: 'poster', format: '700x500' },
      '/configurator-photo-frame/?frameType=holzrahmen-schwarz&matSize=30&matType=weiss&materialType=poster&formatType=700x500&locale=de-DE',
    ],
    [{ product: 'photobox', material: 'small', format: '130x90' }, '/configurator-photobox/?photoboxFormat[width]=130&photoboxFormat[height]=90&photoboxType=small&photoboxQuantityMax=100&locale=de-DE'],
    [
      { product: 'photobook', material: 'fotoheft', format: '210x297' },
      '/configurator-photobook/?photobookBinding=heftbindung&photobookCover=soft&photobookCoverLamination=glossy&photobookFormat=a4-hoch&photobookPageCount=24&photobookPaper=standard&photobookPrinting=fotoheft&locale=de-DE',
    ],
  ])('%j', async (fields, path) => {
    const { redirect, context } = await apply(fields);
    expect(redirect).toEqual({ location: `${designer}${path}`, status: 303 });
    expect(context.response.status).toBeNull();
  });

  it('the reference is asked in the page locale and channel, and the designer gets the locale', async () => {
    const context = buildTestRequestContext('https://shop.test/fr/leinwanddruck', { locale: 'fr-CH', channel: 'card', country: 'ch' }, mocked.services);
    const { redirect } = await apply({ product: 'framed', material: 'poster', format: '600x400' }, context);
    expect(catalog.requests[0]).toMatchObject({ channel: 'card', locale: 'fr-CH' });
    expect(redirect?.location).toMatch(/&locale=fr-CH$/);
  });
});

describe('applyCalculatorAction: refused choices render the calculator again (422)', () => {
  it.each([
    ['no format', { product: 'framed', material: 'poster' }],
    ['a malformed format', { product: 'framed', material: 'poster', format: '600X400' }],
    ['an unknown product', { product: 'calendar', material: 'poster', format: '600x400' }],
    ['an unknown material', { product: 'framed', material: 'gold', format: '600x400' }],
    ['an own format beyond the limit', { product: 'framed', material: 'poster', format: '1600x400' }],
    ['an unlisted format of a fixed-size product', { product: 'photobook', material: 'fotoheft', format: '500x500' }],
  ])('%s', async (_case, fields: Record<string, string>) => {
    const { redirect, context } = await apply(fields);
    expect(redirect).toBeNull();
    expect(context.response.status).toBe(422);
    expect(getCalculatorSubmission(context)?.query).toMatchObject({ material: fields.material, format: fields.format ?? null });
  });

  it('an unreachable reference API refuses too, instead of sending the visitor on unchecked', async () => {
    catalog.failWith(503);
    const { redirect, context } = await apply({ product: 'framed', material: 'poster', format: '600x400' });
    expect(redirect).toBeNull();
    expect(context.response.status).toBe(422);
  });

  it('called from the enhanced page, it re-renders the route the action came from, without an error status', async () => {
    const context = buildTestRequestContext('https://shop.test/RSC/F/abc/applyCalculatorAction.txt', {}, mocked.services);
    wakuRouterStub.setHeaders({ 'x-waku-action-location': '/leinwanddruck?calc-material=leinwand' });
    const { redirect } = await apply({ product: 'framed', material: 'gold', format: '600x400' }, context);
    expect(redirect).toBeNull();
    expect(context.response.status).toBeNull();
    expect(wakuRouterStub.rerenders).toBe(1);
    expect(context.pageUrl.href).toBe('https://shop.test/leinwanddruck?calc-material=leinwand');
  });

  it('the page query comes from the Referer, which follows the enhancer, when it is the same origin', async () => {
    const context = buildTestRequestContext('https://shop.test/RSC/F/abc/applyCalculatorAction.txt', {}, mocked.services);
    wakuRouterStub.setHeaders({ 'x-waku-action-location': '/leinwanddruck', referer: 'https://shop.test/leinwanddruck?calc-material=acrylglas' });
    await apply({ product: 'framed', material: 'gold', format: '600x400' }, context);
    expect(context.pageUrl.href).toBe('https://shop.test/leinwanddruck?calc-material=acrylglas');
    wakuRouterStub.setHeaders({ 'x-waku-action-location': '/leinwanddruck', referer: 'https://evil.example/leinwanddruck?calc-material=acrylglas' });
    await apply({ product: 'framed', material: 'gold', format: '600x400' }, context);
    expect(context.pageUrl.href).toBe('https://shop.test/leinwanddruck');
  });
});

describe('renderCalculatorAction', () => {
  async function render(block: unknown, pageHref: string): Promise<string> {
    const context = buildTestRequestContext('https://shop.test/RSC/F/abc/renderCalculatorAction.txt', {}, mocked.services);
    const node: ReactNode = await runWithRequestContext(context, () => renderCalculatorAction(block, pageHref));
    expect(isValidElement(node)).toBe(true);
    const { prelude } = await prerenderToNodeStream(<>{node}</>);
    return readStream(prelude as Readable);
  }

  it('renders the calculator for the page URL it is given', async () => {
    const html = await render({ product: 'framed' }, '/leinwanddruck?calc-material=acrylglas&dialog=more-formats#calculator');
    const { screen } = parseHtml(html);
    expect(screen.getByRole('region').id).toBe('calculator');
    const pressed = screen.getAllByRole('button', { pressed: true }).map((button) => button.getAttribute('value'));
    expect(pressed).toContain('acrylglas');
    const dialog = screen.getByRole('dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/leinwanddruck?calc-material=acrylglas#calculator');
  });

  it('refuses block props that are not a calculator and page URLs of another origin', async () => {
    await expect(render({ product: 'calendar' }, '/leinwanddruck')).rejects.toThrow();
    await expect(render({ product: 'framed' }, 'https://evil.example/leinwanddruck')).rejects.toThrow(/another origin/);
  });
});
