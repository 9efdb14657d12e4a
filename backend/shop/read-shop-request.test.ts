import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseCdnQuery } from '../cdn/parse-cdn-query.ts';
import { readRequestBody } from './read-request-body.ts';
import { readShopHeaders } from './read-shop-headers.ts';

/** The shop-facing readers answer domain/result's shape: the value, or a message as the error. */
describe('readShopHeaders', () => {
  it('answers the checked channel and locale', () => {
    expect(readShopHeaders(' card ', 'de-ch')).toEqual({ ok: true, value: { channel: 'card', locale: 'de-CH' } });
  });

  it('names every missing or unknown header in one message', () => {
    expect(readShopHeaders('shoes', undefined)).toEqual({
      ok: false,
      error: 'X-Channel must be one of card, poster; X-Locale must be a supported locale such as de-DE',
    });
  });
});

describe('readRequestBody', () => {
  const app = new Hono().post('/', async (c) => c.json(await readRequestBody(c)));
  const post = async (body: string, contentType?: string) =>
    (await app.request('/', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })).json();

  it('reads a JSON object and a form', async () => {
    expect(await post('{"email":"a@b.example"}', 'application/json')).toEqual({ ok: true, value: { email: 'a@b.example' } });
    expect(await post('email=a%40b.example', 'application/x-www-form-urlencoded')).toEqual({ ok: true, value: { email: 'a@b.example' } });
  });

  it.each([
    ['[1]', 'application/json', 'expected a JSON object'],
    ['{', 'application/json', 'body is not valid JSON'],
    ['hello', 'text/plain', 'expected a JSON or form body'],
  ])('refuses %j (%s) with a message', async (body, contentType, message) => {
    expect(await post(body, contentType)).toEqual({ ok: false, error: message });
  });
});

describe('parseCdnQuery', () => {
  it('answers the query with its defaults, or the problems as one message', () => {
    const parsed = parseCdnQuery(new URLSearchParams({ token: 't' }));
    expect(parsed).toMatchObject({ ok: true, value: { token: 't', page: 1 } });
    const refused = parseCdnQuery(new URLSearchParams({ token: 't', page: '0' }));
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/^page: /) });
  });
});
