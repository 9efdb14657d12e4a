import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema.ts';

describe('newsletter schema', () => {
  it('answers translation keys for a missing or invalid address, and trims a valid one', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return parseWithZod(data, { schema: newsletterSchema });
    };
    const emailErrors = (submission: ReturnType<typeof form>) => (submission.status === 'success' ? null : submission.error?.email);
    expect(emailErrors(form({}))).toEqual(['newsletter.required']);
    expect(emailErrors(form({ email: 'kein-at.de' }))).toEqual(['newsletter.invalidEmail']);
    // The shared rule (domain/customer/email.ts), not a looser pattern of its own.
    expect(emailErrors(form({ email: '<script>alert(1)</script>@x.de' }))).toEqual(['newsletter.invalidEmail']);
    expect(emailErrors(form({ email: '\\u0000@x.de' }))).toEqual(['newsletter.invalidEmail']);
    const ok = form({ email: '  name@example.de ' });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value.email).toBe('name@example.de');
  });
});
