import { describe, expect, it, vi } from 'vitest';
import { assertSafeConfig, describeStartupProblems, findUnsafeSettings } from './assert-safe-config.ts';
import { readServerConfig } from './server-config.ts';

const SHOP_HOSTS = JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }]);

describe('production refuses the public preview token', () => {
  it.each([
    ['NODE_ENV=production, token unset', { NODE_ENV: 'production' }],
    ['SHOP_HOSTS set, token unset', { SHOP_HOSTS }],
    ['production with the default token written out', { NODE_ENV: 'production', CONTENT_PREVIEW_TOKEN: 'embedded-preview' }],
  ])('%s', (_name, env) => {
    expect(findUnsafeSettings(readServerConfig(env))).toEqual([expect.stringContaining('CONTENT_PREVIEW_TOKEN')]);
  });

  it.each([
    ['development with the default', {}],
    ['NODE_ENV=test with the default', { NODE_ENV: 'test' }],
    ['production with an own token', { NODE_ENV: 'production', SHOP_HOSTS, CONTENT_PREVIEW_TOKEN: 'space-preview-secret' }],
  ])('accepts %s', (_name, env) => {
    expect(findUnsafeSettings(readServerConfig(env))).toEqual([]);
  });

  it('stops the process with a message that names the setting', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    assertSafeConfig({ SHOP_HOSTS });
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/Refusing to start in production[\s\S]*CONTENT_PREVIEW_TOKEN/);
    exit.mockRestore();
    error.mockRestore();
  });
});

describe('start-up with a value that does not parse', () => {
  it('stops with exit code 1 and names the variable, its value and what is expected', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    assertSafeConfig({ NEWSLETTER_RATE_LIMIT: 'abc' });
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/NEWSLETTER_RATE_LIMIT="abc".*whole number above 0/);
    exit.mockRestore();
    error.mockRestore();
  });

  it('returns the configuration when everything is fine', () => {
    const result = describeStartupProblems({ NEWSLETTER_RATE_LIMIT: '9' });
    expect(result.message).toBeNull();
    expect(result.config?.newsletterRateLimit).toBe(9);
  });
});
