import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto, no native add-on): N=2^15, r=8,
 * p=1 needs 32 MiB per hash, which makes guessing on graphics cards expensive, with a random
 * 16-byte salt per password. The parameters are stored with the hash, so raising them later
 * only needs new hashes at the next log-in, not a migration.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/**
 * `PASSWORD_HASH_COST` (log2 of N) may lower it to this for throwaway test stacks, as Django's
 * test settings do: the same code and format, 1 MiB and about 3 ms of CPU a hash instead of
 * about 67-76 ms (with decision 0055's huge pages; decision 0057).
 */
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    // The thread pool does the work: other requests go on while a hash is computed.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const params = { N: 2 ** cost, r: 8, p: 1 };
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
