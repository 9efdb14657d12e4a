import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * The one password rule (NIST SP 800-63B): at least 8 characters, at most 128 (a long passphrase
 * fits, an unbounded one would let anyone make the server hash megabytes), and not one of the
 * passwords people choose most. No composition rules (digits, symbols, cases): they make
 * passwords harder to remember, not harder to guess. Shop forms and the backend share it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set(COMMON_PASSWORDS);

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common';

/** Counts characters as people see them (code points), so é or an emoji counts once. */
export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (COMMON.has(password.toLowerCase())) return 'too-common';
  return null;
}
