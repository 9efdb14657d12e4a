import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config/server-config.ts';
import { getFlagClient } from '../flags/flag-client.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import { runWithRequestContext } from '../request/request-context.ts';
import { createServices, getProcessServices, getServices } from './services.ts';

describe('services', () => {
  it('a request sees its own services, code outside a request the process\'s', () => {
    const own = createServices(readServerConfig({ SHOP_API_URL: 'https://shop-api.test' }), { warmUpContent: false });
    const seen = runWithRequestContext(buildTestRequestContext('http://de.poster.localhost/', {}, own), () => getServices());
    expect(seen).toBe(own);
    expect(seen.config.shopApiUrl).toBe('https://shop-api.test');
    expect(getServices()).toBe(getProcessServices());
  });

  it('two services share no cache and no limiter', async () => {
    const config = readServerConfig({ NEWSLETTER_RATE_LIMIT: '1' });
    const first = createServices(config, { warmUpContent: false });
    const second = createServices(config, { warmUpContent: false });
    expect(first.initialDataCache).not.toBe(second.initialDataCache);
    expect(first.calculatorReferenceCache).not.toBe(second.calculatorReferenceCache);
    expect((await first.newsletterLimiter.consume('203.0.113.7')).allowed).toBe(true);
    expect((await first.newsletterLimiter.consume('203.0.113.7')).allowed).toBe(false);
    expect((await second.newsletterLimiter.consume('203.0.113.7')).allowed).toBe(true);
  });

  it('takes a test\'s own flag client, and the process\'s by default', () => {
    const fake = () => ({ providerName: 'test' }) as ReturnType<typeof getFlagClient>;
    expect(createServices(readServerConfig({}), { warmUpContent: false, flagClient: fake }).flagClient).toBe(fake);
    expect(createServices(readServerConfig({}), { warmUpContent: false }).flagClient).toBe(getFlagClient);
  });

  it('builds the content client on first use, once', () => {
    const services = createServices(readServerConfig({}), { warmUpContent: false });
    expect(services.storyLoader).toBe(services.storyLoader);
  });
});
