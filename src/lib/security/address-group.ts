import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts under. One IPv6 subscriber gets a whole /64 (often more),
 * so counting each address would give one attacker 2^64 budgets: IPv6 addresses count by their
 * /64 prefix. IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4) counts
 * as the IPv4 address it carries. Brackets, a port or a zone id are dropped first. Anything that
 * is no address is kept as given (lower-cased), so it still has a budget of its own.
 */
export function toAddressGroup(address: string): string {
  const bare = stripDecoration(address.trim());
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address.trim().toLowerCase();
  const groups = expandIPv6(bare);
  if (isIPv4Mapped(groups)) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `fe80::1%eth0` → `fe80::1`, `192.0.2.1:8080` → `192.0.2.1`. */
function stripDecoration(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const inner = bracketed ? bracketed[1]! : value;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(inner);
  if (withPort) return withPort[1]!;
  const zone = inner.indexOf('%');
  return zone === -1 ? inner : inner.slice(0, zone);
}

/** Eight 16-bit groups of a valid IPv6 address (checked by `isIPv6` before). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail fills the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

function isIPv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}
