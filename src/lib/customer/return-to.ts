/**
 * Where a log-in or sign-up sends the shopper back to: a path of this shop, never another site.
 * Only a single leading slash followed by something other than a slash or backslash passes;
 * browsers read `//host`, `/\host` and `\\host` as another host, and `https:host` or
 * `javascript:` have a scheme. Checked after decoding once more, so an encoded variant
 * (`/%2F%2Fevil.example`) cannot turn into one later. Control characters are refused too.
 */
export function isSafeReturnTo(value: string): boolean {
  if (value.length === 0 || value.length > 2000) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return false;
    if (candidate[1] === '/' || candidate[1] === '\\') return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return false;
  }
  // The URL parser must agree that it stays on the same origin.
  const base = 'http://shop.invalid';
  return new URL(value, base).origin === base;
}

export function safeReturnTo(value: unknown, fallback: string): string {
  return typeof value === 'string' && isSafeReturnTo(value) ? value : fallback;
}
