/**
 * The shop-wide calls: initial data, localized URLs, customer data and the newsletter's double
 * opt-in. Feature flags have their own file (`feature-flags.ts`).
 */
import { z } from 'zod';
import { CHANNELS } from '../locale/channels.ts';
import { LOCALES } from '../locale/locales.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../customer/email.ts';

/** Header data per channel and locale, read from its `payload`; fields the shop does not read may come and go. */
export const initialDataSchema = z.object({
  payload: z
    .object({
      channel: z.enum(CHANNELS),
      locale: z.enum(LOCALES),
      serviceHotline: z.string(),
      serviceHours: z.string(),
      freeShippingThreshold: z.number().nonnegative(),
    })
    .partial()
    .passthrough(),
});
export type InitialDataAnswer = z.infer<typeof initialDataSchema>;

/** A page path below the language prefix, e.g. `/` or `/poster`. */
/** The visitor as the customer account sees them: a guest (isLoggedIn false, names null) or a logged-in customer. */
export const customerDataSchema = z.object({
  emailHash: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** First and last name, only when logged in. */
  fullName: z.string().nullable().optional(),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  number: z.union([z.string(), z.number()]).nullable(),
  order: z.object({ cartArticlesAmount: z.number().int().nonnegative(), isWhitelabelOrder: z.boolean() }),
  type: z.number().int(),
});

export const newsletterSubscribeRequestSchema = z.object({
  // The shop's one email rule, so the backend never stores what the forms would refuse.
  email: z.string().trim().max(EMAIL_MAX_LENGTH).refine(isValidEmail, 'invalid email address'),
  uniqueIdentifier: z.string().max(200).optional(),
  reCaptchaToken: z.string().max(4000).optional(),
  /** Origin and language prefix the visitor subscribed on: the start of the mail's confirm link. */
  linkBase: z.string().optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;
export const newsletterSubscribeSchema = z.object({ status: z.enum(['pending', 'already-confirmed']) });

export const newsletterConfirmRequestSchema = z.object({ token: z.string().min(1).max(200) });
/** 404 `unknown-token` and 410 `expired-token` are the refusals; see `errorSchema`. */
export const newsletterConfirmSchema = z.object({ status: z.literal('confirmed') });
