import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAction, passwordResetAction, signupAction } from '../../actions/customer.ts';
import * as log from '../log/logger.ts';
import { getServerConfig } from '../config/server-config.ts';
import { runWithRequestContext } from '../request/request-context.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import { createCustomerMock } from '../../../tests/mocks/shop-api-customer.ts';
import { getCurrentCustomer } from './current-customer.ts';
import { INITIAL_CUSTOMER_FORM_STATE } from './customer-forms.ts';

const SESSION = 'S'.repeat(43);
const customer = createCustomerMock({ baseUrl: getServerConfig().shopApiUrl.replace(/\/$/, ''), sessionId: SESSION });
const server = setupServer(...customer.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => customer.reset());
afterAll(() => server.close());

function request(url = 'http://de.poster.localhost/leinwanddruck?utm_source=mail', cookie: string | null = SESSION) {
  const context = buildTestRequestContext(url);
  context.cookies = new Map(cookie ? [['shop_session', cookie]] : []);
  context.referrer = 'http://de.poster.localhost/';
  return context;
}

describe('customer data, once per request and only with a session', () => {
  it('asks nothing without a session cookie', async () => {
    expect(await runWithRequestContext(request(undefined, null), getCurrentCustomer)).toBeNull();
    expect(customer.requests).toEqual([]);
  });

  it('forwards the session, the query and the referrer, once per request, and marks the page private', async () => {
    const context = request();
    const [first, second] = await runWithRequestContext(context, () => Promise.all([getCurrentCustomer(), getCurrentCustomer()]));
    expect(first?.firstName).toBe('Mara');
    expect(second).toBe(first);
    expect(customer.requests).toEqual([{ path: '/web-api/customer-data', cookie: `customer_session=${SESSION}`, referer: 'http://de.poster.localhost/', search: '?utm_source=mail' }]);
    expect(context.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['down', 'slow', 'malformed'] as const)('an upstream that is %s leaves the shopper logged out, without an error', async (behaviour) => {
    customer.behave(behaviour);
    const started = Date.now();
    expect(await runWithRequestContext(request(), getCurrentCustomer)).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('log-in against a failing upstream', () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  }

  it.each(['down', 'malformed'] as const)('an upstream that is %s gives a form message, not a 500, and keeps the address', async (behaviour) => {
    customer.behave(behaviour);
    const context = { ...request('http://de.poster.localhost/?dialog=login', null), clientAddress: `10.1.0.${behaviour.length}` };
    const state = await runWithRequestContext(context, () => loginAction(INITIAL_CUSTOMER_FORM_STATE, form({ email: 'ada@example.org', password: 'whatever it is' })));
    expect(state.outcome).toBe('error');
    expect(state.message).toBeTruthy();
    expect(state.values).toEqual({ email: 'ada@example.org' });
    expect(JSON.stringify(state)).not.toContain('whatever it is');
  });
});

describe('logged codes of the customer forms', () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  }
  const loggedEvents = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([level]) => level === 'error').map(([, event]) => event);

  it.each([
    ['log-in-error', () => loginAction(INITIAL_CUSTOMER_FORM_STATE, form({ email: 'ada@example.org', password: 'whatever it is' }))],
    ['sign-up-error', () => signupAction(INITIAL_CUSTOMER_FORM_STATE, form({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', password: 'analytical engine 1843' }))],
    ['password-reset-error', () => passwordResetAction(INITIAL_CUSTOMER_FORM_STATE, form({ email: 'ada@example.org' }))],
  ] as const)('an upstream that is down logs %s at error level', async (event, submit) => {
    customer.behave('down');
    const logEvent = vi.spyOn(log, 'logEvent');
    const context = { ...request('http://de.poster.localhost/?dialog=login', null), clientAddress: `10.2.0.${event.length}` };
    const state = await runWithRequestContext(context, submit);
    expect(state.outcome).toBe('error');
    expect(loggedEvents(logEvent)).toContain(event);
    logEvent.mockRestore();
  });
});
