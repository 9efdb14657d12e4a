import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportedNodeVersion } from './check-node-version.ts';
import { BACKEND_VARIABLES, readBackendConfig } from './read-backend-config.ts';

describe('readBackendConfig', () => {
  it('uses the documented defaults', () => {
    const config = readBackendConfig({});
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      publicUrl: undefined,
      previewToken: 'embedded-preview',
      publicToken: 'embedded-public',
      spaceId: 100001,
      rateLimit: 50,
      passwordHashCost: 15,
    });
    expect(path.basename(config.dataDir)).toBe('.data');
  });

  it('reads every variable and strips a trailing slash from the public URL', () => {
    const config = readBackendConfig({
      BACKEND_PORT: '4100',
      BACKEND_HOST: '0.0.0.0',
      BACKEND_DATA_DIR: '/tmp/backend-data',
      BACKEND_PUBLIC_URL: 'https://backend.example.test/',
      CONTENT_PREVIEW_TOKEN: 'p',
      CONTENT_PUBLIC_TOKEN: 'q',
      CONTENT_SPACE_ID: '42',
      BACKEND_RATE_LIMIT: '7',
      BACKEND_LOG_LEVEL: 'debug',
      SHOP_HOSTS: JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }]),
      SHOP_PROTOCOL: 'https',
      LOCATION_DEFAULT_COUNTRY: 'CH',
      LOCATION_TEST_HEADER: '1',
      PASSWORD_HASH_COST: '10',
    });
    expect(config).toEqual({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/tmp/backend-data',
      publicUrl: 'https://backend.example.test',
      previewToken: 'p',
      publicToken: 'q',
      spaceId: 42,
      rateLimit: 7,
      logLevel: 'debug',
      shopHosts: { entries: [{ host: 'www.posterly.example', channel: 'poster', country: 'de' }], protocol: 'https' },
      locationDefaultCountry: 'CH',
      locationTestHeader: true,
      passwordHashCost: 10,
    });
  });

  it('knows the shop\'s hosts as the shop does: the embedded table without SHOP_HOSTS', () => {
    const { shopHosts } = readBackendConfig({});
    expect(shopHosts.protocol).toBe('http');
    expect(shopHosts.entries).toContainEqual({ host: 'com.card.localhost', channel: 'card', country: 'com' });
    expect(() => readBackendConfig({ SHOP_HOSTS: '[]' })).toThrow(/SHOP_HOSTS/);
  });

  it('falls back to the shop\'s CONTENT_TOKEN for the public token', () => {
    expect(readBackendConfig({ CONTENT_TOKEN: 'shared' }).publicToken).toBe('shared');
    expect(readBackendConfig({ CONTENT_TOKEN: 'shared', CONTENT_PUBLIC_TOKEN: 'own' }).publicToken).toBe('own');
  });

  it('treats empty variables as unset', () => {
    expect(readBackendConfig({ BACKEND_PORT: '', BACKEND_PUBLIC_URL: '' }).port).toBe(3001);
  });

  it('names the invalid variables', () => {
    expect(() => readBackendConfig({ BACKEND_PORT: 'abc', BACKEND_RATE_LIMIT: '0' })).toThrow(/BACKEND_PORT[\s\S]*BACKEND_RATE_LIMIT/);
  });

  it.each([
    ['BACKEND_PORT', 'abc', /port number/],
    ['BACKEND_PORT', '70000', /port number/],
    ['BACKEND_RATE_LIMIT', 'fast', /whole number above 0/],
    ['BACKEND_RATE_LIMIT', '0', /whole number above 0/],
    ['CONTENT_SPACE_ID', 'space', /numeric id/],
    ['BACKEND_PUBLIC_URL', 'backend', /absolute URL/],
    ['LOG_LEVEL', 'loud', /one of fatal, error/],
    ['BACKEND_LOG_LEVEL', 'loud', /one of fatal, error/],
    ['PASSWORD_HASH_COST', '9', /whole number from 10 to 20/],
    ['PASSWORD_HASH_COST', '21', /whole number from 10 to 20/],
    ['PASSWORD_HASH_COST', '12.5', /whole number from 10 to 20/],
  ])('refuses %s=%s with its value and what it expects', (name, value, expected) => {
    expect(() => readBackendConfig({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)} is not valid`);
    expect(() => readBackendConfig({ [name]: value })).toThrow(expected);
  });

  it('logs at BACKEND_LOG_LEVEL, else at the shop\'s LOG_LEVEL', () => {
    expect(readBackendConfig({}).logLevel).toBe('info');
    expect(readBackendConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(readBackendConfig({ LOG_LEVEL: 'warn', BACKEND_LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});

describe('isSupportedNodeVersion', () => {
  it.each([
    ['24.21.0', true],
    ['22.15.0', true],
    ['v22.15.1', true],
    ['23.0.0', true],
    ['22.14.9', false],
    ['20.20.2', false],
  ])('%s -> %s', (version, supported) => {
    expect(isSupportedNodeVersion(version)).toBe(supported);
  });
});

describe('the README documents every backend variable', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  it.each(BACKEND_VARIABLES)('%s has a row in the configuration table', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
