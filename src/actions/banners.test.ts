import { describe, expect, it } from 'vitest';
import { RedirectError } from '../../tests/support/waku-router-server-stub.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { APP_BANNER_DISMISS_SECONDS } from '../lib/banners/dismissal.ts';
import { runWithRequestContext, type RequestContext } from '../lib/request/request-context.ts';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../lib/request/shop-cookies.ts';
import { dismissActionBarAction, dismissAppBannerAction } from './banners.ts';

async function post(action: (formData: FormData) => Promise<void>, fields: Record<string, string>, url = 'http://fr.poster.localhost/fr/impression-sur-toile') {
  const context: RequestContext = buildTestRequestContext(url, { languagePrefix: '/fr', locale: 'fr-CH', country: 'ch' });
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const error = await runWithRequestContext(context, () => action(formData)).catch((thrown: unknown) => thrown);
  if (!(error instanceof RedirectError)) throw new Error(`expected a redirect, got ${String(error)}`);
  return { location: error.location, status: error.status, cookies: context.response.setCookies, requestCookies: context.cookies };
}

describe('dismiss actions', () => {
  it('closes one action bar by id and returns to the page (303)', async () => {
    const outcome = await post(dismissActionBarAction, { id: 'poster-wall-art-sale', returnTo: '/fr/impression-sur-toile?x=1' });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe('/fr/impression-sur-toile?x=1');
    expect(outcome.cookies).toEqual([expect.stringMatching(new RegExp(`^${ACTION_BAR_DISMISSED_PREFIX}poster-wall-art-sale=1; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`))]);
    // The page rendered into the action's own response (JavaScript on) already sees it closed.
    expect(outcome.requestCookies.get(`${ACTION_BAR_DISMISSED_PREFIX}poster-wall-art-sale`)).toBe('1');
  });

  it('sets no cookie for an id that could not be a bar’s, and never leaves the host', async () => {
    const outcome = await post(dismissActionBarAction, { id: 'x; Domain=evil.example', returnTo: 'https://evil.example/' });
    expect(outcome.cookies).toEqual([]);
    expect(outcome.location).toBe('/fr');
  });

  it('closes the app banner for three base periods', async () => {
    const outcome = await post(dismissAppBannerAction, { returnTo: '/fr' });
    expect(outcome.location).toBe('/fr');
    expect(outcome.cookies).toEqual([`${SHOP_COOKIES.appBannerDismissed.name}=1; Path=/; Max-Age=${APP_BANNER_DISMISS_SECONDS}; HttpOnly; SameSite=Lax`]);
  });
});
