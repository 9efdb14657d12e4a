'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { EMAIL_MAX_LENGTH } from '../../domain/customer/email.ts';
import { getTranslator } from '../lib/i18n/get-translator.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import type { NewsletterFormState } from '../lib/newsletter/newsletter-form-state.ts';
import { newsletterSchema } from '../lib/newsletter/newsletter-schema.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { buildLinkBase } from '../lib/routing/build-link-base.ts';
import { getServices } from '../lib/services/services.ts';
import { subscribeToNewsletter } from '../lib/shop-api/newsletter.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { EMPTY_TOKEN_REASON } from '../lib/recaptcha/fetch-recaptcha-token.ts';
import { assertFormData } from '../server/bad-request.ts';

/**
 * The footer newsletter form (docs/shop-rules.md, Newsletter). Invalid input comes back with messages and the
 * typed value; a valid address is posted to the shop API, which sends the double opt-in mail.
 */
export async function subscribeToNewsletterAction(_previous: NewsletterFormState, formData: FormData): Promise<NewsletterFormState> {
  assertFormData(formData);
  const request = getRequestContext();
  const scope = { channel: request.location?.channel ?? 'poster', locale: request.location?.locale ?? DEFAULT_LOCALE };
  const t = getTranslator(scope.locale);
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const typedEmail = String(formData.get('email') ?? '').slice(0, EMAIL_MAX_LENGTH);

  // A bot filled the honeypot: always the success people see (never a validation or rate-limit
  // answer that would tell it it was caught), nobody subscribed, and not counted against the
  // address's limit, so people behind the same address are not locked out by the bot.
  const honeypot = formData.get('website');
  if (typeof honeypot === 'string' && honeypot !== '') {
    logEvent('info', 'newsletter-honeypot');
    return {
      outcome: 'pending',
      message: t('newsletter.success', { email: typedEmail.trim() }),
      fieldErrors: {},
      email: '',
      submission: submission.reply({ resetForm: true }),
    };
  }

  if (submission.status !== 'success') {
    const emailError = submission.error?.email?.[0];
    return {
      outcome: 'invalid',
      message: null,
      fieldErrors: emailError ? { email: t(emailError) } : {},
      email: typedEmail,
      submission: submission.reply(),
    };
  }
  const { email, uniqueIdentifier, reCaptchaToken, reCaptchaError } = submission.value;

  if (!(await getServices().newsletterLimiter.consume(request.clientAddress)).allowed) {
    logEvent('warn', 'rate-limited', { form: 'newsletter' });
    return { outcome: 'rate-limited', message: t('newsletter.rateLimited'), fieldErrors: {}, email, submission: submission.reply() };
  }
  // reCAPTCHA answering with an empty token is no error of the script: the form simply has no token.
  if (reCaptchaError && reCaptchaError !== EMPTY_TOKEN_REASON) logEvent('error', 'newsletter-recaptcha-error', { error: reCaptchaError });
  else if (!reCaptchaToken) logEvent('warn', 'newsletter-no-recaptcha-token', reCaptchaError ? { reason: reCaptchaError } : {});

  // The mail links back to the host and language the visitor is on, as the host table names it.
  const linkBase = buildLinkBase(getServices().config.hostTable, request.url.host, request.location?.languagePrefix ?? '');
  const result = await subscribeToNewsletter(scope, { email, uniqueIdentifier, reCaptchaToken, linkBase });
  if (!result.ok) {
    const failure = describeShopApiError(result.error);
    logEvent('error', 'newsletter-subscribe-error', failure);
    const invalid = failure.status === 400 || failure.status === 422;
    return {
      outcome: invalid ? 'invalid' : 'error',
      message: invalid ? null : t('newsletter.upstreamError'),
      fieldErrors: invalid ? { email: t('newsletter.invalidEmail') } : {},
      email,
      submission: submission.reply(),
    };
  }
  const key = result.value.status === 'already-confirmed' ? 'newsletter.alreadyConfirmed' : 'newsletter.success';
  return {
    outcome: result.value.status,
    message: t(key, { email }),
    fieldErrors: {},
    email: '',
    submission: submission.reply({ resetForm: true }),
  };
}
