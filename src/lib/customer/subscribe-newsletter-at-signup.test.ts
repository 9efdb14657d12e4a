import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getServerConfig } from '../config/server-config.ts';
import * as log from '../log/logger.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { answerContract } from '../../../tests/mocks/shop-api-contract.ts';
import { subscribeNewsletterAtSignup } from './subscribe-newsletter-at-signup.ts';

const posted: { body: Record<string, unknown>; locale: string | null }[] = [];
let failing = false;
const server = setupServer(
  http.post(new URL(SHOP_API.newsletterSubscribe.path, getServerConfig().shopApiUrl).toString(), async ({ request }) => {
    if (failing) return HttpResponse.json({ error: 'down' }, { status: 503 });
    // Spec 2: a form post, not JSON.
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const body: Record<string, unknown> = Object.fromEntries(new URLSearchParams(await request.text()));
    SHOP_API.newsletterSubscribe.body.parse(body);
    posted.push({ body, locale: request.headers.get('x-locale') });
    return answerContract('newsletterSubscribe', { status: 'pending' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  posted.length = 0;
  failing = false;
  server.resetHandlers();
});
afterAll(() => server.close());

const scope = { channel: 'poster', locale: 'de-AT' } as const;

describe('subscribeNewsletterAtSignup', () => {
  it('starts the double opt-in with the host\'s link base when the box is ticked', async () => {
    expect(await subscribeNewsletterAtSignup(scope, { email: 'neu@example.at', ticked: true, linkBase: 'https://at.poster.localhost' })).toBe('pending');
    expect(posted).toEqual([{ body: expect.objectContaining({ email: 'neu@example.at', linkBase: 'https://at.poster.localhost' }), locale: 'de-AT' }]);
  });

  it('subscribes nobody when the box is not ticked', async () => {
    expect(await subscribeNewsletterAtSignup(scope, { email: 'neu@example.at', ticked: false, linkBase: 'https://at.poster.localhost' })).toBe('not-ticked');
    expect(posted).toEqual([]);
  });

  it('logs a failed call and answers failed instead of throwing', async () => {
    failing = true;
    const errors = vi.spyOn(log, 'logEvent');
    expect(await subscribeNewsletterAtSignup(scope, { email: 'neu@example.at', ticked: true, linkBase: undefined })).toBe('failed');
    expect(errors).toHaveBeenCalledWith('error', 'newsletter-subscribe-error', expect.objectContaining({ form: 'sign-up' }));
  });
});
