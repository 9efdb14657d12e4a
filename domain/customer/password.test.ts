import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

describe('the password rule', () => {
  it('needs at least 8 characters, counted as people see them', () => {
    expect(checkPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('too-short');
    expect(checkPassword('fjord-ök')).toBeNull();
    expect(checkPassword('🐟🐟🐟🐟🐟🐟🐟')).toBe('too-short');
  });

  it('allows at most 128 characters', () => {
    expect(checkPassword('x7'.repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
    expect(checkPassword(`${'x7'.repeat(PASSWORD_MAX_LENGTH / 2)}y`)).toBe('too-long');
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(checkPassword('password')).toBe('too-common');
    expect(checkPassword('Password1')).toBe('too-common');
    expect(checkPassword('QWERTYUIOP')).toBe('too-common');
  });

  it('has no composition rules: a long lower-case phrase passes, so does one with spaces', () => {
    expect(checkPassword('correct horse battery staple')).toBeNull();
    expect(checkPassword('lichtbildner')).toBeNull();
  });
});
