import { describe, expect, it } from 'vitest';
import { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';

describe('the email rule (local part, @, domain, dot, at least two letters; nothing a mailbox cannot have)', () => {
  it.each([
    'name@example.de',
    'a.b+shop@mail.example.co.uk',
    "o'neil@example.ie",
    'first_last-1@sub-domain.example.com',
    'jürgen@müller.de',
    'x@example.museum',
    `${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}@example.de`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['markup', '<script>alert(1)</script>@x.de'],
    ['an escaped NUL', '\\u0000@x.de'],
    ['a NUL character', '\u0000@x.de'],
    ['a control character in the domain', 'name@exa\u0007mple.de'],
    ['a line break', 'name@example.de\nBcc: x@y.de'],
    ['a space', 'name@exampl e.de'],
    ['quotes', '"a b"@example.de'],
    ['angle brackets', 'Name <name@example.de>'],
    ['a one-letter top-level domain', 'name@example.c'],
    ['a numeric top-level domain', 'name@example.12'],
    ['no @', 'name.example.de'],
    ['no local part', '@example.de'],
    ['no dot in the domain', 'name@localhost'],
    ['two @', 'a@b@example.de'],
    ['a leading dot', '.name@example.de'],
    ['a doubled dot', 'na..me@example.de'],
    ['a trailing dot in the local part', 'name.@example.de'],
    ['an empty domain label', 'name@example..de'],
    ['a hyphen at a label edge', 'name@-example.de'],
    ['an IP literal', 'name@[127.0.0.1]'],
    ['a too long local part', `${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}@example.de`],
    ['a too long address', `${'a'.repeat(60)}@${'b'.repeat(EMAIL_MAX_LENGTH)}.de`],
    ['a too long domain label', `name@${'b'.repeat(64)}.de`],
    ['the empty string', ''],
    ['surrounding whitespace (callers trim first)', ' name@example.de '],
  ])('refuses %s', (_name, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('normalises for comparison and storage', () => {
    expect(normalizeEmail('  Lena@Example.ORG ')).toBe('lena@example.org');
  });
});
