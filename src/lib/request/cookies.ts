/**
 * Cookie names and values may only contain permitted characters. Names are RFC 6265
 * tokens; values are cookie-octets. Anything else is refused rather than escaped, so a cookie never
 * carries something its reader did not expect.
 */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

export function isValidCookieName(name: string): boolean {
  return COOKIE_NAME.test(name);
}

export function isValidCookieValue(value: string): boolean {
  return COOKIE_VALUE.test(value);
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (isValidCookieName(name) && isValidCookieValue(value) && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export type CookieOptions = {
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
};

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!isValidCookieName(name)) throw new Error(`Invalid cookie name: ${name}`);
  if (!isValidCookieValue(value)) throw new Error(`Invalid cookie value for ${name}`);
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}
