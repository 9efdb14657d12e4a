import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_PATTERN } from './email-pattern.ts';
import { newsletterSchema } from './newsletter-schema.ts';

describe('newsletter email rule (001 §5: local part, @, domain, dot, at least two letters)', () => {
  it.each([
    ['name@example.de', true],
    ['a.b+shop@mail.example.co.uk', true],
    ['name@example.c', false],
    ['name@example.12', false],
    ['name.example.de', false],
    ['name@exampl e.de', false],
    ['@example.de', false],
  ])('%s -> %s', (email, valid) => {
    expect(NEWSLETTER_EMAIL_PATTERN.test(email)).toBe(valid);
  });

  it('answers translation keys for a missing or invalid address, and trims a valid one', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return parseWithZod(data, { schema: newsletterSchema });
    };
    const emailErrors = (submission: ReturnType<typeof form>) => (submission.status === 'success' ? null : submission.error?.email);
    expect(emailErrors(form({}))).toEqual(['newsletter.required']);
    expect(emailErrors(form({ email: 'kein-at.de' }))).toEqual(['newsletter.invalidEmail']);
    const ok = form({ email: '  name@example.de ' });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value.email).toBe('name@example.de');
  });
});
