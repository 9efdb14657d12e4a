import { describe, expect, it, vi } from 'vitest';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import * as log from '../lib/log/logger.ts';
import { runWithRequestContext, type RequestContext } from '../lib/request/request-context.ts';
import { saveConsentAction } from './consent.ts';

function post(fields: Record<string, string>, cookies: Record<string, string> = {}) {
  const context: RequestContext = { ...buildTestRequestContext('http://de.poster.localhost/fotobuch?consent=settings'), cookies: new Map(Object.entries(cookies)), method: 'POST' };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  let thrown: unknown;
  return runWithRequestContext(context, async () => {
    try {
      await saveConsentAction(data);
    } catch (error) {
      // Waku's redirect is an error carrying the location.
      thrown = error;
    }
    return { context, thrown };
  });
}

describe('saveConsentAction', () => {
  it('stores accept all, refuse all and a selection, and leads back to the page without the settings', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    const all = await post({ decision: 'all', returnTo: '/fotobuch?consent=settings&_debug' });
    expect(all.context.response.setCookies).toEqual([expect.stringMatching(/^consent=1\.s1\.m1; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)]);
    expect(all.context.pageUrl.pathname + all.context.pageUrl.search).toBe('/fotobuch?_debug=');
    expect(String(all.thrown)).toMatch(/fotobuch/);
    // The page rendered after the redirect in the same request sees the new choice.
    expect(all.context.cookies.get('consent')).toBe('1.s1.m1');
    expect(logEvent).toHaveBeenCalledWith('info', 'consent-saved', { decision: 'all', statistics: true, marketing: true });

    const none = await post({ decision: 'none', statistics: 'on', returnTo: '/fotobuch' });
    expect(none.context.response.setCookies[0]).toMatch(/^consent=1\.s0\.m0;/);
    const selection = await post({ decision: 'selection', statistics: 'on', returnTo: '/fotobuch' });
    expect(selection.context.response.setCookies[0]).toMatch(/^consent=1\.s1\.m0;/);
    logEvent.mockRestore();
  });

  it('deletes the analytics cookies an earlier consent allowed when statistics is refused', async () => {
    const { context } = await post({ decision: 'none', returnTo: '/' }, { _ga: 'GA1.1.1.1', _ga_ABC123: 'x', flag_user_key: 'k' });
    expect(context.response.setCookies.slice(1)).toEqual([expect.stringMatching(/^_ga=; Path=\/; Max-Age=0;/), expect.stringMatching(/^_ga_ABC123=; Path=\/; Max-Age=0;/)]);
  });

  it('never leads to another site', async () => {
    const { context } = await post({ decision: 'all', returnTo: '//evil.example/' });
    expect(context.pageUrl.href).toBe('http://de.poster.localhost/');
  });
});
