import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig, SHOP_VARIABLES } from './server-config.ts';

const SHOP_HOSTS = JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }]);

function problemsOf(env: Record<string, string>): string[] {
  try {
    readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('defaults (the README configuration table)', () => {
  const config = readServerConfig({});

  it('talks to the embedded backend on 3001 without upstream URLs', () => {
    expect(config.contentApiUrl).toBe('http://127.0.0.1:3001/v2');
    expect(config.shopApiUrl).toBe('http://127.0.0.1:3001');
    expect(config.imageServiceUrl).toBe('http://127.0.0.1:3001');
    expect(config.designerUrl).toBe('http://127.0.0.1:3001');
    expect(config.cartUrl).toBe('http://127.0.0.1:3001/cart/');
    expect(config.magazineUrl).toBe('http://127.0.0.1:3001/magazin/');
  });

  it('uses the documented numbers and switches', () => {
    expect(config).toMatchObject({
      listen: { port: 3000, host: undefined },
      backendPort: 3001,
      usesEmbeddedBackend: true,
      contentToken: 'embedded-public',
      contentPreviewToken: 'embedded-preview',
      contentSpaceId: '100001',
      contentOauthToken: undefined,
      contentCvRefreshSeconds: 60,
      contentCacheEntries: 500,
      contentTimeoutSeconds: 10,
      contentRateLimit: undefined,
      contentEditorOrigin: 'https://app.storyblok.com',
      recaptchaSiteKey: undefined,
      newsletterRateLimit: 5,
      flagQueryOverrides: true,
      trustProxyHops: 0,
      renderConcurrency: 16,
      renderQueueTimeoutMs: 10_000,
      renderQueue: 64,
      renderRetryAfterSeconds: 2,
      locationWaitMs: 50,
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1024 },
      logLevel: 'info',
      production: false,
    });
    expect(config.hostTable.protocol).toBe('http');
    expect(config.hostTable.entries.some((entry) => entry.host === 'localhost')).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(readServerConfig({ NEWSLETTER_RATE_LIMIT: '', CONTENT_API_URL: '' })).toMatchObject({ newsletterRateLimit: 5, contentApiUrl: 'http://127.0.0.1:3001/v2' });
  });

  it('silences the logs in unit tests unless LOG_LEVEL says otherwise', () => {
    expect(readServerConfig({ VITEST: 'true' }).logLevel).toBe('silent');
    expect(readServerConfig({ VITEST: 'true', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});

describe('every variable is read', () => {
  it('reads the upstream URLs and tokens', () => {
    const config = readServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      BACKEND_PORT: '4000',
      CONTENT_API_URL: 'https://api.storyblok.com/v2',
      CONTENT_TOKEN: 'public',
      CONTENT_PREVIEW_TOKEN: 'preview',
      CONTENT_SPACE_ID: '42',
      CONTENT_OAUTH_TOKEN: 'oauth',
      CONTENT_CV_REFRESH_SECONDS: '30',
      CONTENT_CACHE_ENTRIES: '20',
      CONTENT_RATE_LIMIT: '50',
      CONTENT_EDITOR_ORIGIN: 'https://editor.example/path',
      SHOP_API_URL: 'https://shop-api.example',
      IMAGE_SERVICE_URL: 'https://images.example',
      DESIGNER_URL: 'https://designer.example',
      CART_URL: 'https://checkout.example/cart',
      MAGAZINE_URL: 'https://magazine.example/magazin/',
      RECAPTCHA_SITE_KEY: 'site-key',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      listen: { port: 8080, host: '0.0.0.0' },
      contentApiUrl: 'https://api.storyblok.com/v2',
      contentToken: 'public',
      contentPreviewToken: 'preview',
      contentSpaceId: '42',
      contentOauthToken: 'oauth',
      contentCvRefreshSeconds: 30,
      contentCacheEntries: 20,
      contentRateLimit: 50,
      contentEditorOrigin: 'https://editor.example',
      shopApiUrl: 'https://shop-api.example',
      imageServiceUrl: 'https://images.example',
      designerUrl: 'https://designer.example',
      cartUrl: 'https://checkout.example/cart',
      magazineUrl: 'https://magazine.example/magazin/',
      recaptchaSiteKey: 'site-key',
      logLevel: 'warn',
    });
  });

  it('derives the embedded URLs from BACKEND_PORT', () => {
    expect(readServerConfig({ BACKEND_PORT: '4000' })).toMatchObject({ backendPort: 4000, shopApiUrl: 'http://127.0.0.1:4000' });
  });

  it('runs the embedded backend only without upstream APIs', () => {
    expect(readServerConfig({ SHOP_API_URL: 'https://shop-api.example' }).usesEmbeddedBackend).toBe(false);
    expect(readServerConfig({ CONTENT_API_URL: 'https://api.storyblok.com/v2' }).usesEmbeddedBackend).toBe(false);
  });

  it('reads the limits', () => {
    expect(
      readServerConfig({
        NEWSLETTER_RATE_LIMIT: '12',
        RENDER_CONCURRENCY: '4',
        RENDER_QUEUE: '0',
        RENDER_RETRY_AFTER_SECONDS: '7',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '3000',
        MAX_CONNECTIONS: '16',
      }),
    ).toMatchObject({
      newsletterRateLimit: 12,
      renderConcurrency: 4,
      renderQueue: 0,
      renderRetryAfterSeconds: 7,
      http: { headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 3000, maxConnections: 16 },
    });
  });

  it('reads the host table and its protocol; real hosts mean production', () => {
    const config = readServerConfig({ SHOP_HOSTS });
    expect(config.hostTable.entries).toEqual([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }]);
    expect(config.hostTable.protocol).toBe('https');
    expect(config.production).toBe(true);
    expect(readServerConfig({ SHOP_HOSTS, SHOP_PROTOCOL: 'http' }).hostTable.protocol).toBe('http');
    expect(readServerConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('TRUST_PROXY: a hop count, "true" for one', () => {
    expect(readServerConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: '3' }).trustProxyHops).toBe(3);
    expect(readServerConfig({ TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
  });

  it('FLAG_QUERY_OVERRIDES: allowed with the embedded host table, refused with SHOP_HOSTS unless set', () => {
    expect(readServerConfig({}).flagQueryOverrides).toBe(true);
    expect(readServerConfig({ SHOP_HOSTS }).flagQueryOverrides).toBe(false);
    expect(readServerConfig({ SHOP_HOSTS, FLAG_QUERY_OVERRIDES: '1' }).flagQueryOverrides).toBe(true);
    expect(readServerConfig({ FLAG_QUERY_OVERRIDES: '0' }).flagQueryOverrides).toBe(false);
  });

  it('TAG_MANAGER_ID and TAG_MANAGER_ORIGIN: off unless an id is set; the embedded backend is the tagging host by default', () => {
    expect(readServerConfig({})).toMatchObject({ tagManagerId: undefined, tagManagerOrigin: null });
    expect(readServerConfig({ TAG_MANAGER_ID: 'GTM-AB12' })).toMatchObject({ tagManagerId: 'GTM-AB12', tagManagerOrigin: 'http://127.0.0.1:3001' });
    expect(readServerConfig({ TAG_MANAGER_ID: 'GTM-AB12', TAG_MANAGER_ORIGIN: 'https://sst.example.com/path' }).tagManagerOrigin).toBe('https://sst.example.com');
    // A wrong id is the page's to log with a suggestion; the shop still starts.
    expect(readServerConfig({ TAG_MANAGER_ID: 'gtm-ab12' }).tagManagerId).toBe('gtm-ab12');
  });

  it('TAG_MANAGER_ID with real upstreams needs the tagging host', () => {
    expect(problemsOf({ TAG_MANAGER_ID: 'GTM-AB12', SHOP_API_URL: 'https://api.example.com' }).join('\n')).toMatch(/TAG_MANAGER_ORIGIN/);
  });

  it('ERROR_DETAILS: hidden unless set to 1', () => {
    expect(readServerConfig({}).errorDetails).toBe(false);
    expect(readServerConfig({ ERROR_DETAILS: '1' }).errorDetails).toBe(true);
  });

  it('ignores variables that are not the shop\'s', () => {
    expect(() => readServerConfig({ PATH: '/bin', HOME: 'x' })).not.toThrow();
    expect(SHOP_VARIABLES).toContain('NEWSLETTER_RATE_LIMIT');
  });
});

describe('a wrong value is refused with its name, its value and what is expected', () => {
  it.each([
    ['NEWSLETTER_RATE_LIMIT', 'abc', /whole number above 0/],
    ['NEWSLETTER_RATE_LIMIT', '0', /whole number above 0/],
    ['NEWSLETTER_RATE_LIMIT', '2.5', /whole number above 0/],
    ['CONTENT_CV_REFRESH_SECONDS', '-1', /whole number above 0/],
    ['CONTENT_CACHE_ENTRIES', 'many', /whole number above 0/],
    ['CONTENT_RATE_LIMIT', '0', /whole number above 0/],
    ['LOCATION_WAIT_MS', '-5', /whole number, 0 or more/],
    ['RENDER_CONCURRENCY', '0', /whole number above 0/],
    ['RENDER_QUEUE', '-3', /whole number, 0 or more/],
    ['RENDER_RETRY_AFTER_SECONDS', 'soon', /whole number above 0/],
    ['HTTP_HEADERS_TIMEOUT_MS', '1e3', /whole number above 0/],
    ['HTTP_REQUEST_TIMEOUT_MS', 'x', /whole number above 0/],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', 'x', /whole number above 0/],
    ['MAX_CONNECTIONS', 'lots', /whole number above 0/],
    ['PORT', '70000', /port number/],
    ['BACKEND_PORT', 'abc', /port number/],
    ['TRUST_PROXY', 'yes', /number of your own proxies/],
    ['TRUST_PROXY', '-1', /number of your own proxies/],
    ['CONTENT_API_URL', 'api.storyblok.com/v2', /absolute http\(s\) URL/],
    ['SHOP_API_URL', 'ftp://shop.example', /absolute http\(s\) URL/],
    ['IMAGE_SERVICE_URL', 'nope', /absolute http\(s\) URL/],
    ['DESIGNER_URL', 'nope', /absolute http\(s\) URL/],
    ['CART_URL', 'nope', /absolute http\(s\) URL/],
    ['MAGAZINE_URL', 'nope', /absolute http\(s\) URL/],
    ['CONTENT_EDITOR_ORIGIN', 'storyblok', /absolute http\(s\) URL/],
    ['CONTENT_SPACE_ID', 'space', /numeric id/],
    ['SHOP_PROTOCOL', 'ftp', /"http" or "https"/],
    ['SHOP_HOSTS', '{not json', /JSON array/],
    ['SHOP_HOSTS', '[]', /JSON array/],
    ['FLAG_QUERY_OVERRIDES', 'yes', /"1".*"0"/],
    ['TAG_MANAGER_ORIGIN', 'sst.example.com', /absolute http\(s\) URL/],
    ['ERROR_DETAILS', 'yes', /"1".*"0"/],
    ['LOG_LEVEL', 'loud', /one of fatal, error/],
  ])('%s=%s', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}=${JSON.stringify(value)}`);
    expect(problems[0]).toMatch(expected);
  });

  it('lists every wrong variable at once', () => {
    expect(problemsOf({ NEWSLETTER_RATE_LIMIT: 'abc', MAX_CONNECTIONS: 'x' })).toEqual([
      expect.stringContaining('NEWSLETTER_RATE_LIMIT'),
      expect.stringContaining('MAX_CONNECTIONS'),
    ]);
  });
});

describe('the README documents every variable', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  // VITEST is set by the test runner, not by operators; the README names it beside the table.
  it.each(SHOP_VARIABLES.filter((name) => name !== 'VITEST'))('%s has a row in the configuration table', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
