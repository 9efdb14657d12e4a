import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationSchema } from '../../domain/shop-api-contract/index.ts';
import type { RunningBackend } from '../server.ts';
import { createTempDir, removeDir, startTestBackend } from '../../tests/support/test-backend.ts';
import { locateAddress } from './locate-address.ts';

describe('locateAddress (stand-in lookup)', () => {
  it('maps the documentation networks, gives local addresses the default and others nothing', () => {
    expect(locateAddress('192.0.2.10', null)).toBe('CH');
    expect(locateAddress('::ffff:203.0.113.5', null)).toBe('FR');
    expect(locateAddress('127.0.0.1', 'AT')).toBe('AT');
    expect(locateAddress('::1', 'AT')).toBe('AT');
    expect(locateAddress('10.1.2.3', null)).toBeNull();
    expect(locateAddress('8.8.8.8', 'AT')).toBeNull();
    expect(locateAddress('not an address', 'AT')).toBeNull();
    expect(locateAddress(undefined, 'AT')).toBeNull();
  });
});

describe('GET /api/get-location/', () => {
  const dirs: string[] = [];
  const backends: RunningBackend[] = [];
  let plain: RunningBackend;
  let testing: RunningBackend;
  beforeAll(async () => {
    dirs.push(createTempDir(), createTempDir());
    plain = await startTestBackend({ dataDir: dirs[0]!, locationDefaultCountry: 'CH' });
    testing = await startTestBackend({ dataDir: dirs[1]!, locationTestHeader: true });
    backends.push(plain, testing);
  });
  afterAll(async () => {
    for (const backend of backends) await backend.close();
    for (const dir of dirs) removeDir(dir);
  });

  const ask = async (backend: RunningBackend, headers: Record<string, string>) => locationSchema.parse(await (await fetch(`${backend.url}/api/get-location/`, { headers })).json()).countryCode;

  it('answers from the forwarded client address, loopback getting the configured default', async () => {
    expect(await ask(plain, { 'x-client-address': '127.0.0.1' })).toBe('CH');
    expect(await ask(plain, { 'x-client-address': '198.51.100.7' })).toBe('AT');
    expect(await ask(plain, {})).toBeNull();
  });

  it('honours X-Test-Country only in test mode', async () => {
    expect(await ask(plain, { 'x-client-address': '8.8.8.8', 'x-test-country': 'FR' })).toBeNull();
    expect(await ask(testing, { 'x-client-address': '8.8.8.8', 'x-test-country': 'fr' })).toBe('FR');
    expect(await ask(testing, { 'x-test-country': 'nonsense' })).toBeNull();
  });
});
