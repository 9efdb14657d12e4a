/**
 * Fuzz (issue 19, items 4 and 8): generated hostile return paths posted to every form that sends
 * the visitor back somewhere (`returnTo` of log-in, sign-up, log-out, consent and the app-banner
 * dismissal; `back` of the light-version switch), and mail-link tokens next to hostile queries.
 * The answer is never a 5xx and its Location never leaves the origin. FUZZ_RUNS per form
 * (default 60; a quarter for log-in and sign-up), FUZZ_SEED to replay.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSharedStack } from './shared-stack.ts';
import type { RawResponse } from './raw-http.ts';
import { send } from './raw-http.ts';
import { findReturnPathForms, isOffOrigin, postReturnPath, type ReturnPathForm } from './return-path-forms.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const stack = useSharedStack();
let forms: ReturnPathForm[] = [];

beforeAll(async () => {
  forms = await findReturnPathForms(stack.shopPort);
});

async function property<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>, numRuns = RUNS) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns, seed: SEED, endOnFailure: true });
}

/** A successful log-in or sign-up hashes a password (scrypt, about a second on a busy machine): a quarter of the runs. */
const SLOW_FORMS = new Set(['log-in', 'sign-up']);

function expectStaysHere(response: RawResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  expect(isOffOrigin(response.headers.location), `${label} -> ${String(response.headers.location)}`).toBe(false);
}

/** Pieces browsers and decoders treat specially, glued together in any order. */
const PIECES = [
  '/', '//', '\\', '/\\', '..', '.', '%2e', '%2E%2E', '.%2e', '%2f', '%2F', '%5c', '%5C', '%25', '%252f', '%252e%252e', '%00', '%0d%0a', '%09',
  'evil.example', 'evil.example:80', '@evil.example', ':', '?', '#', '&', ';', '\t', '\n', '\r', '\u0000', '\u007f', '\u0085', '\u2028', '\ufeff',
  '€', 'é', '\uff0f', '\u3002', 'https:', 'http:', 'javascript:', 'data:', ' ', 'a', 'fotobuch', 'de.poster.localhost',
];
const glued = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join(''));
const returnPath = fc.oneof(
  glued,
  glued.map((rest) => `/${rest}`),
  fc.constantFrom('/..//evil.example/', '/%2e%2e//evil.example', '/\\/evil.example', '/..%252f/evil.example', '\\\\evil.example', '/\t/evil.example', `/${'a'.repeat(3000)}`),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('fuzz: return paths', () => {
  it('finds the forms', () => {
    expect(forms.map((form) => form.name)).toEqual(['log-in', 'sign-up', 'log-out', 'consent', 'app-banner dismissal']);
  });

  it.each(['log-in', 'sign-up', 'log-out', 'consent', 'app-banner dismissal'])('%s: returnTo', async (name) => {
    const form = forms.find((entry) => entry.name === name)!;
    await property(returnPath, async (value) => {
      expectStaysHere(await postReturnPath(stack.shopPort, form, value), `${name} returnTo=${JSON.stringify(value)}`);
    }, SLOW_FORMS.has(name) ? Math.ceil(RUNS / 4) : RUNS);
  });

  it('light-version switch: back', async () => {
    await property(fc.tuple(returnPath, fc.constantFrom('on', 'off')), async ([back, mode]) => {
      const response = await send(stack.shopPort, {
        method: 'POST',
        path: '/light-mode',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://de.poster.localhost' },
        body: new URLSearchParams({ mode, back }).toString(),
      });
      expectStaysHere(response, `light-mode back=${JSON.stringify(back)}`);
      expect(response.status).toBe(303);
    });
  });

  it('mail-link tokens: the handover never leads elsewhere', async () => {
    const page = fc.constantFrom('/customer/password-confirm', '/newsletter-confirm', '/fotobuch', '/d/customer/password-confirm');
    const extra = fc.array(fc.tuple(fc.constantFrom('dialog', 'returnTo', 'x', 'token'), returnPath), { maxLength: 3 });
    await property(fc.tuple(page, returnPath, extra), async ([path, token, pairs]) => {
      const search = new URLSearchParams([['token', token], ...pairs]).toString();
      const response = await send(stack.shopPort, { path: `${path}?${search}` });
      expectStaysHere(response, `GET ${path}?${search}`);
      for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
        if (cookie.startsWith('page_token=')) expect(cookie, cookie).toMatch(/^page_token=[A-Za-z0-9_-]{1,200}; Path=\/[^;\s]*; Max-Age=1800; HttpOnly; SameSite=Lax$/);
      }
    });
  });
});
