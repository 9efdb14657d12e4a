import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedirectError } from '../../tests/support/waku-router-server-stub.ts';
import { createShopApiBlocksMock } from '../../tests/mocks/shop-api-blocks.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { INITIAL_CONTACT_FORM_STATE, type ContactFormState } from '../lib/contact/contact-form-schema.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { logger } from '../lib/log/logger.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import { sendContactFormAction } from './contact-form.ts';

const { shopApiUrl } = getServerConfig();
const mock = createShopApiBlocksMock({ baseUrl: shopApiUrl });
const unknownPersonMock = createShopApiBlocksMock({ baseUrl: shopApiUrl, personFound: false });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
  unknownPersonMock.reset();
});
afterAll(() => server.close());

let nextClient = 0;
const VALID = { name: 'Ada', email: 'ada@example.org', message: 'Wo ist meine Bestellung?', contactPerson: 'customer-service', page: '/service' };

/** Each test posts from its own address, so the per-address limit starts afresh. */
function poster(pageUrl = 'http://de.poster.localhost/RSC/F/abc/sendContactFormAction.txt') {
  const clientAddress = `10.1.0.${++nextClient}`;
  return async (fields: Record<string, string>): Promise<ContactFormState | RedirectError> => {
    // A browser's action call names the page it was sent from (Referer).
    const context = { ...buildTestRequestContext(pageUrl), clientAddress, referrer: 'http://de.poster.localhost/service' };
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    try {
      return await runWithRequestContext(context, () => sendContactFormAction(INITIAL_CONTACT_FORM_STATE, data));
    } catch (error) {
      if (error instanceof RedirectError) return error;
      throw error;
    }
  };
}

function events(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([fields]) => (fields as { event?: string }).event ?? '');
}

describe('the contact form action', () => {
  it('sends a valid message and redirects (303) to the thank-you state of the page it was sent from', async () => {
    const answer = await poster()(VALID);
    expect(answer).toBeInstanceOf(RedirectError);
    expect(answer).toMatchObject({ location: '/service?contact=sent#contact-form', status: 303 });
    expect(mock.contactMessages).toEqual([expect.objectContaining({ name: 'Ada', email: 'ada@example.org', contactPerson: 'customer-service', page: '/service' })]);
  });

  it('never redirects off the shop, whatever page the form names', async () => {
    for (const page of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const answer = await poster('http://de.poster.localhost/service')({ ...VALID, page });
      expect(answer).toMatchObject({ location: '/service?contact=sent#contact-form' });
    }
  });

  it('answers invalid input with the messages and everything typed, and sends nothing', async () => {
    const answer = (await poster()({ name: '', email: 'ada@', message: '' })) as ContactFormState;
    expect(answer.outcome).toBe('invalid');
    expect(answer.submission?.error).toMatchObject({
      name: ['blocks.contactForm.nameRequired'],
      email: ['blocks.contactForm.emailInvalid'],
      message: ['blocks.contactForm.messageRequired'],
    });
    expect(answer.submission?.initialValue).toMatchObject({ email: 'ada@' });
    expect(mock.contactMessages).toEqual([]);
  });

  it('thanks a filled honeypot like a person, and sends nothing', async () => {
    const answer = await poster()({ ...VALID, website: 'https://spam.example' });
    expect(answer).toBeInstanceOf(RedirectError);
    expect(mock.contactMessages).toEqual([]);
  });

  it('limits each address to five messages in ten minutes, keeping what was typed', async () => {
    const post = poster();
    for (let index = 0; index < 5; index++) expect(await post(VALID)).toBeInstanceOf(RedirectError);
    const refused = (await post(VALID)) as ContactFormState;
    expect(refused.outcome).toBe('rate-limited');
    expect(refused.message).toContain('in ein paar Minuten');
    expect(refused.submission?.initialValue).toMatchObject({ message: VALID.message });
    expect(mock.contactMessages).toHaveLength(5);
  });

  it('logs contact-form-person-not-found when the addressed person is unknown or missing, and still delivers', async () => {
    server.use(...unknownPersonMock.handlers);
    const warn = vi.spyOn(logger, 'warn');
    expect(await poster()({ ...VALID, contactPerson: 'nobody' })).toBeInstanceOf(RedirectError);
    expect(await poster()({ ...VALID, contactPerson: '' })).toBeInstanceOf(RedirectError);
    expect(events(warn).filter((event) => event === 'contact-form-person-not-found')).toHaveLength(2);
    expect(unknownPersonMock.contactMessages).toHaveLength(2);
  });

  it('keeps the form and says so when the shop API fails', async () => {
    mock.failWith('contactForm', 503);
    const error = vi.spyOn(logger, 'error');
    const answer = (await poster()(VALID)) as ContactFormState;
    expect(answer.outcome).toBe('error');
    expect(answer.message).toContain('Ihre Eingabe ist noch da');
    expect(events(error)).toContain('contact-form-error');
  });
});
