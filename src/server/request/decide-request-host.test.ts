import { describe, expect, it } from 'vitest';
import { decideRequestHost } from './decide-request-host.ts';

describe('decideRequestHost', () => {
  it('leaves an origin-form target alone: Host is the only host named', () => {
    expect(decideRequestHost('/?p=1', 'de.poster.localhost:3000')).toEqual({ ok: true, target: '/?p=1' });
    expect(decideRequestHost('/RSC/R/_.txt', undefined)).toEqual({ ok: true, target: '/RSC/R/_.txt' });
  });

  it('refuses a request line naming another shop than Host (the page store poisoning of issue 19)', () => {
    expect(decideRequestHost('http://de.poster.localhost:3000/?p=1', 'com.card.localhost:3000')).toEqual({
      ok: false,
      reason: 'host-mismatch',
      requestLineHost: 'de.poster.localhost:3000',
    });
    expect(decideRequestHost('http://attacker.example/customer/password-reset', 'de.poster.localhost')).toMatchObject({ ok: false, reason: 'host-mismatch' });
  });

  it('refuses another port, or a port against none', () => {
    expect(decideRequestHost('http://de.poster.localhost:3001/', 'de.poster.localhost:3000')).toMatchObject({ ok: false, reason: 'host-mismatch' });
    expect(decideRequestHost('http://de.poster.localhost/', 'de.poster.localhost:3000')).toMatchObject({ ok: false, reason: 'host-mismatch' });
    expect(decideRequestHost('http://de.poster.localhost:443/', 'de.poster.localhost')).toMatchObject({ ok: false, reason: 'host-mismatch' });
  });

  it('serves an absolute-form target naming the Host header, as origin form', () => {
    expect(decideRequestHost('http://de.poster.localhost:3000/ueber-uns?a=1#x', 'de.poster.localhost:3000')).toEqual({ ok: true, target: '/ueber-uns?a=1' });
    expect(decideRequestHost('http://de.poster.localhost:3000', 'de.poster.localhost:3000')).toEqual({ ok: true, target: '/' });
  });

  it('compares case-insensitively and takes a default port as none', () => {
    expect(decideRequestHost('HTTP://DE.Poster.LOCALHOST:3000/x', 'de.poster.localhost:3000')).toEqual({ ok: true, target: '/x' });
    expect(decideRequestHost('http://de.poster.localhost/x', 'De.Poster.Localhost:80')).toEqual({ ok: true, target: '/x' });
    expect(decideRequestHost('https://de.poster.localhost:443/x', 'de.poster.localhost')).toEqual({ ok: true, target: '/x' });
    expect(decideRequestHost('http://[::1]:3000/', '[::1]:3000')).toEqual({ ok: true, target: '/' });
  });

  it('never takes the scheme from the request line: only the path and query are kept', () => {
    const decision = decideRequestHost('https://de.poster.localhost/konto', 'de.poster.localhost');
    expect(decision).toEqual({ ok: true, target: '/konto' });
  });

  it('refuses an absolute-form target without a Host header, or with one that is no host', () => {
    expect(decideRequestHost('http://de.poster.localhost/', undefined)).toMatchObject({ ok: false, reason: 'missing-host' });
    expect(decideRequestHost('http://de.poster.localhost/', '  ')).toMatchObject({ ok: false, reason: 'missing-host' });
    for (const host of ['de.poster.localhost/x', 'evil@de.poster.localhost', 'de.poster.localhost:abc', 'a b', 'de.poster.localhost:3000:1']) {
      expect(decideRequestHost('http://de.poster.localhost/', host), host).toMatchObject({ ok: false, reason: 'invalid-host' });
    }
  });

  it('refuses credentials and targets that do not parse', () => {
    expect(decideRequestHost('http://user:pw@de.poster.localhost/', 'de.poster.localhost')).toMatchObject({ ok: false, reason: 'invalid-target' });
    expect(decideRequestHost('http://de.poster.localhost:99999/', 'de.poster.localhost')).toMatchObject({ ok: false, reason: 'invalid-target' });
    expect(decideRequestHost('http://[zz]/', 'de.poster.localhost')).toMatchObject({ ok: false, reason: 'invalid-target' });
  });
});
