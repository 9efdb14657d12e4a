import { describe, expect, it } from 'vitest';
import { pickForwardedAddress, pickForwardedProto } from './client-address.ts';

describe('pickForwardedAddress', () => {
  it('takes the address the trusted proxy added, not the one the client wrote', () => {
    // The probe's bypass: the client prepends a different address to every request.
    for (let i = 1; i <= 15; i++) {
      expect(pickForwardedAddress(`198.51.100.${i}, 203.0.113.7`, 1, '10.0.0.2')).toBe('203.0.113.7');
    }
  });

  it('counts hops from the right when several proxies stand in front', () => {
    expect(pickForwardedAddress('1.1.1.1, 203.0.113.7, 10.0.0.5', 2, '10.0.0.2')).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header is missing, too short or not an address', () => {
    expect(pickForwardedAddress(undefined, 1, '10.0.0.2')).toBe('10.0.0.2');
    expect(pickForwardedAddress('203.0.113.7', 2, '10.0.0.2')).toBe('10.0.0.2');
    expect(pickForwardedAddress('<script>', 1, '10.0.0.2')).toBe('10.0.0.2');
    expect(pickForwardedAddress(' , ', 1, undefined)).toBe('unknown');
  });

  it('ignores the header entirely without trusted proxies', () => {
    expect(pickForwardedAddress('203.0.113.7', 0, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('keeps IPv6 addresses', () => {
    expect(pickForwardedAddress('2001:db8::1', 1, '::1')).toBe('2001:db8::1');
  });
});

describe('pickForwardedProto', () => {
  it('reads https from the trusted proxy only', () => {
    expect(pickForwardedProto('https', 1)).toBe('https');
    expect(pickForwardedProto('http, https', 1)).toBe('https');
    expect(pickForwardedProto('https', 0)).toBeNull();
    expect(pickForwardedProto('gopher', 1)).toBeNull();
  });
});
