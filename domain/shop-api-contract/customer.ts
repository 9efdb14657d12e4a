/**
 * Customer access: log in, sign up, log out, password reset and confirm. Every answer is either
 * the customer (the same fields as customer data) or a refusal with `error: true`, the text to
 * show (`data.message.text`) and, for sign-up, messages per field (`data.payload.errors`).
 * The session travels as the `customer_session` cookie between shop and backend; the shop keeps
 * it in its own HttpOnly cookie and never shows it to scripts.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../customer/email.ts';
import { PASSWORD_MAX_LENGTH } from '../customer/password.ts';

/** The backend's session cookie; the shop relays its value under its own name. */
export const CUSTOMER_SESSION_COOKIE = 'customer_session';
/** An opaque id: 32 random bytes, base64url. */
export const CUSTOMER_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** A password reset token in the mail's link: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const email = z.string().trim().min(1).max(EMAIL_MAX_LENGTH);
// Longer than any allowed password by a margin: a too-long one is refused with a message, not a 400.
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH * 4);
const name = z.string().trim().max(100);
/** Origin and language prefix of the page the shopper is on: the start of links in mails. */
const linkBase = z.string().max(200).optional();

export const customerLoginRequestSchema = z.object({ email, password });
export type CustomerLoginRequest = z.infer<typeof customerLoginRequestSchema>;

export const customerSignupRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  newsletter: z.boolean().optional(),
  linkBase,
});
export type CustomerSignupRequest = z.infer<typeof customerSignupRequestSchema>;

export const customerPasswordResetRequestSchema = z.object({ email, linkBase });
export type CustomerPasswordResetRequest = z.infer<typeof customerPasswordResetRequestSchema>;

export const customerPasswordConfirmRequestSchema = z.object({ token: z.string().min(1).max(200), password });
export type CustomerPasswordConfirmRequest = z.infer<typeof customerPasswordConfirmRequestSchema>;

/** Whether a reset link still works, without using it (the page says so before a password is typed). */
export const customerPasswordCheckRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type CustomerPasswordCheckRequest = z.infer<typeof customerPasswordCheckRequestSchema>;

/** Reset and confirm answer the same whether or not an account exists. */
export const customerSuccessSchema = z.object({ success: z.literal(true) });

/** A refusal (400 wrong input or credentials, 429 too many attempts). */
export const customerErrorSchema = z.object({
  error: z.literal(true),
  data: z.object({
    message: z.object({ text: z.string() }),
    payload: z.object({ errors: z.record(z.string(), z.array(z.string())) }).optional(),
  }),
});
export type CustomerErrorAnswer = z.infer<typeof customerErrorSchema>;
