import { z } from 'zod';

import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../domain/customer/email.ts';

/**
 * The newsletter form contract, shared by the action (parsing) and the form (field names).
 * Messages are translation keys; the action translates them for the visitor's locale.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'newsletter.required' })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: 'newsletter.invalidEmail' })
    .refine(isValidEmail, { error: 'newsletter.invalidEmail' }),
  uniqueIdentifier: z.string().max(200).default(''),
  reCaptchaToken: z.string().max(4000).default(''),
  /** Set by the enhancer when fetching a token failed, so the server can log it. */
  reCaptchaError: z.string().max(200).optional(),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(200).optional(),
});
