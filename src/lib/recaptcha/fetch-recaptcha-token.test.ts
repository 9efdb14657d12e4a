import { describe, expect, it } from 'vitest';
import type { RecaptchaApi } from './fetch-recaptcha-token.ts';
import { fetchRecaptchaToken } from './fetch-recaptcha-token.ts';

const api = (execute: RecaptchaApi['execute']): RecaptchaApi => ({ ready: (callback) => callback(), execute });

describe('fetchRecaptchaToken', () => {
  it('answers the token for the newsletter action', async () => {
    let action = '';
    const outcome = await fetchRecaptchaToken('site-key', {
      load: async () =>
        api(async (_key, options) => {
          action = options.action;
          return 'token-123';
        }),
    });
    expect(outcome).toEqual({ ok: true, value: 'token-123' });
    expect(action).toBe('newsletter');
  });

  it('never throws: a failed load, an empty token and a hang become errors', async () => {
    expect(await fetchRecaptchaToken('k', { load: () => Promise.reject(new Error('blocked')) })).toEqual({ ok: false, error: { kind: 'script-error', reason: 'blocked' } });
    expect(await fetchRecaptchaToken('k', { load: async () => api(async () => '') })).toEqual({ ok: false, error: { kind: 'empty-token', reason: 'empty-token' } });
    expect(await fetchRecaptchaToken('k', { load: () => new Promise(() => {}), timeoutMs: 20 })).toEqual({ ok: false, error: { kind: 'timeout', reason: 'timeout' } });
  });
});
