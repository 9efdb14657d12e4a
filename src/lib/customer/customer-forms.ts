import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../domain/customer/email.ts';
import { checkPassword, PASSWORD_MAX_LENGTH } from '../../../domain/customer/password.ts';

/**
 * One contract per customer form, shared by the actions (parsing) and the forms (field names).
 * Messages are translation keys; the action translates them for the shopper's locale.
 */
const email = z
  .string({ error: 'account.required' })
  .trim()
  .min(1, { error: 'account.required' })
  .max(EMAIL_MAX_LENGTH, { error: 'account.invalidEmail' })
  .refine(isValidEmail, { error: 'account.invalidEmail' });

/** Log-in checks only presence: a rule here would tell an attacker which guesses to skip. */
const anyPassword = z.string({ error: 'account.required' }).min(1, { error: 'account.required' }).max(PASSWORD_MAX_LENGTH * 4, { error: 'account.passwordTooLong' });

const newPassword = z
  .string({ error: 'account.required' })
  .min(1, { error: 'account.required' })
  .superRefine((value, context) => {
    const problem = checkPassword(value);
    if (problem === 'too-short') context.addIssue({ code: 'custom', message: 'account.passwordTooShort' });
    if (problem === 'too-long') context.addIssue({ code: 'custom', message: 'account.passwordTooLong' });
    if (problem === 'too-common') context.addIssue({ code: 'custom', message: 'account.passwordTooCommon' });
  });

const returnTo = z.string().max(2000).optional();
const name = z.string({ error: 'account.required' }).trim().min(1, { error: 'account.required' }).max(100, { error: 'account.nameTooLong' });

export const loginSchema = z.object({ email, password: anyPassword, returnTo });

export const signupSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: newPassword,
  newsletter: z.literal('on').optional(),
  returnTo,
  /** Honeypot: people never see or fill it. */
  website: z.string().max(200).optional(),
});

export const passwordResetSchema = z.object({ email });

export const passwordConfirmSchema = z
  .object({ token: z.string().max(200).default(''), password: newPassword, passwordRepeat: z.string({ error: 'account.required' }) })
  .refine((value) => value.password === value.passwordRepeat, { path: ['passwordRepeat'], error: 'account.passwordsDiffer' });

export type CustomerFormOutcome = 'idle' | 'invalid' | 'refused' | 'rate-limited' | 'error' | 'sent';

/** What a customer action answers; the form renders it with or without JavaScript. */
export type CustomerFormState = {
  outcome: CustomerFormOutcome;
  /** Translated form message (the backend's text, a limit, an outage, or a success). */
  message: string | null;
  /** Translated messages per field. */
  fieldErrors: Record<string, string>;
  /** What was typed, to show again; never a password. */
  values: Record<string, string>;
  submission: SubmissionResult<string[]> | null;
};

export const INITIAL_CUSTOMER_FORM_STATE: CustomerFormState = { outcome: 'idle', message: null, fieldErrors: {}, values: {}, submission: null };
