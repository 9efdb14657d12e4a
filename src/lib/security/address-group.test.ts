import { describe, expect, it } from 'vitest';
import { toAddressGroup } from './address-group.ts';

describe('toAddressGroup', () => {
  it('keeps an IPv4 address as it is, without a port', () => {
    expect(toAddressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressGroup('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(toAddressGroup(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const group = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0DB8:000a:000B:1:2:3:4',
      '[2001:db8:a:b::99]',
      '[2001:db8:a:b::99]:443',
      '2001:db8:a:b:0:0:0:7%eth0',
      '2001:db8:a:b::192.0.2.1',
    ]) {
      expect(toAddressGroup(address), address).toBe(group);
    }
  });

  it('tells neighbouring /64s apart', () => {
    expect(toAddressGroup('2001:db8:a:b::1')).not.toBe(toAddressGroup('2001:db8:a:c::1'));
    expect(toAddressGroup('::1')).toBe('0:0:0:0::/64');
    expect(toAddressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(toAddressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(toAddressGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressGroup('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
  });

  it('keeps what is no address as its own key', () => {
    expect(toAddressGroup('unknown')).toBe('unknown');
    expect(toAddressGroup('1.2.3')).toBe('1.2.3');
    expect(toAddressGroup('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
