import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as log from '../lib/log/logger.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { INITIAL_NEWSLETTER_STATE } from '../lib/newsletter/newsletter-form-state.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { SHOP_API } from '../../domain/shop-api-contract/index.ts';
import { answerContract } from '../../tests/mocks/shop-api-contract.ts';
import { subscribeToNewsletterAction } from './newsletter.ts';

const posted: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(new URL(SHOP_API.newsletterSubscribe.path, getServerConfig().shopApiUrl).toString(), async ({ request }) => {
    // Spec 2: a form post, not JSON.
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const body: Record<string, unknown> = Object.fromEntries(new URLSearchParams(await request.text()));
    // What the shop posts must be a request the contract describes.
    SHOP_API.newsletterSubscribe.body.parse(body);
    posted.push(body);
    return answerContract('newsletterSubscribe', { status: 'pending' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  posted.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

let nextClient = 0;

/** Each test posts from its own address, so the action's per-address limit starts afresh. */
function poster(pageUrl = 'http://de.poster.localhost:4400/leinwanddruck', location = {}) {
  const clientAddress = `10.0.0.${++nextClient}`;
  return (fields: Record<string, string>) => {
    const context = { ...buildTestRequestContext(pageUrl, location), clientAddress };
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return runWithRequestContext(context, () => subscribeToNewsletterAction(INITIAL_NEWSLETTER_STATE, data));
  };
}

const limit = getServerConfig().newsletterRateLimit;

describe('the newsletter action', () => {
  it('answers every filled honeypot with the ordinary success, subscribes nobody and counts none of them', async () => {
    const post = poster();
    const person = await post({ email: 'person@example.de' });
    const answers = [];
    for (let index = 0; index < limit + 3; index++) answers.push(await post({ email: 'bot@example.de', website: 'https://spam.example' }));
    // A bot that also sends rubbish learns nothing either.
    answers.push(await post({ email: '<script>alert(1)</script>@x.de', website: 'x' }));
    for (const answer of answers) {
      expect(answer.outcome).toBe(person.outcome);
      expect(answer.fieldErrors).toEqual({});
      expect(answer.message).toContain('Bitte bestätigen Sie');
    }
    expect(posted.map((body) => body.email)).toEqual(['person@example.de']);
    // The bot's posts did not use up the address's allowance.
    for (let index = 1; index < limit; index++) expect((await post({ email: `p${index}@example.de` })).outcome).toBe('pending');
    expect((await post({ email: 'one-too-many@example.de' })).outcome).toBe('rate-limited');
    // And once people are limited, the bot still gets its success.
    expect((await post({ email: 'bot@example.de', website: 'x' })).outcome).toBe('pending');
  });

  it('refuses an address the shared rule refuses, without calling the shop API', async () => {
    const post = poster();
    for (const email of ['<script>alert(1)</script>@x.de', '\\u0000@x.de', '\u0000@x.de']) {
      const answer = await post({ email });
      expect(answer.outcome).toBe('invalid');
      expect(answer.fieldErrors.email).toBeTruthy();
    }
    expect(posted).toEqual([]);
  });

  it('sends the origin and language prefix the visitor subscribed on, for the mail link', async () => {
    await poster('http://ch.poster.localhost:4400/fr/leinwanddruck', { country: 'ch', locale: 'fr-CH', languagePrefix: '/fr' })({ email: 'lea@example.ch' });
    await poster('http://de.card.localhost:4400/', { channel: 'card' })({ email: 'max@example.de' });
    expect(posted.map((body) => body.linkBase)).toEqual(['http://ch.poster.localhost:4400/fr', 'http://de.card.localhost:4400']);
  });

  it('logs a missing or empty reCAPTCHA token as newsletter-no-recaptcha-token and a failed fetch as newsletter-recaptcha-error', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    const post = poster();
    const loggedFor = async (fields: Record<string, string>) => {
      logEvent.mockClear();
      await post({ email: 'reader@example.de', ...fields });
      return logEvent.mock.calls.map(([, event]) => event).filter((event) => event.startsWith('newsletter-'));
    };
    expect(await loggedFor({})).toEqual(['newsletter-no-recaptcha-token']);
    // reCAPTCHA answered, but with an empty token: no error of the script, just no token.
    expect(await loggedFor({ reCaptchaError: 'empty-token' })).toEqual(['newsletter-no-recaptcha-token']);
    expect(await loggedFor({ reCaptchaError: 'timeout' })).toEqual(['newsletter-recaptcha-error']);
    expect(await loggedFor({ reCaptchaToken: 'token-123' })).toEqual([]);
    logEvent.mockRestore();
  });
});
