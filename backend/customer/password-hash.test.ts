import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './customer-store.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const parametersOf = (stored: string) => stored.split('$').slice(0, 4);

describe('password hashes', () => {
  it('verify the password they were made from and refuse another', async () => {
    const stored = await hashPassword('Kiefernweg 12!');
    expect(await verifyPassword('Kiefernweg 12!', stored)).toBe(true);
    expect(await verifyPassword('Kiefernweg 13!', stored)).toBe(false);
    expect(await verifyPassword('Kiefernweg 12!', stored.replace(/^scrypt/, 'md5'))).toBe(false);
  });

  it('at a lower cost store that cost with the hash, and verify as the default ones do', async () => {
    const stored = await hashPassword('Kiefernweg 12!', 10);
    expect(parametersOf(stored)).toEqual(['scrypt', '1024', '8', '1']);
    expect(parametersOf(await hashPassword('Kiefernweg 12!'))).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('Kiefernweg 12!', stored)).toBe(true);
    expect(await verifyPassword('Kiefernweg 13!', stored)).toBe(false);
  });

  it('the demo accounts seed with a hash of the demo password under the current parameters', async () => {
    expect(parametersOf(DEMO_PASSWORD_HASH)).toEqual(parametersOf(await hashPassword('anything')));
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });
});
