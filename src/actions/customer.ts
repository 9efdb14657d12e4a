'use server';

import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { applySessionUpdate, getSessionId } from '../lib/customer/current-customer.ts';
import { admitLoginAttempt, admitSignup, getCustomerLimits, noteLoginSuccess } from '../lib/customer/customer-limits.ts';
import {
  loginSchema,
  passwordConfirmSchema,
  passwordResetSchema,
  signupSchema,
  type CustomerFormState,
} from '../lib/customer/customer-forms.ts';
import { normalizeEmail } from '../../domain/customer/email.ts';
import { getTranslator } from '../lib/i18n/get-translator.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent, type LogEvent } from '../lib/log/logger.ts';
import { toAddressGroup } from '../lib/security/address-group.ts';
import type { RateLimitDecision } from '../lib/security/rate-limit.ts';
import { clearPageTokenCookie, PAGE_TOKEN_COOKIE } from '../lib/request/page-token.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { buildShopPath } from '../lib/routing/build-shop-path.ts';
import { resolveSafeReturnPath } from '../lib/routing/resolve-safe-return-path.ts';
import { getServices } from '../lib/services/services.ts';
import { moveVisitorWishlist } from '../lib/wishlist/move-visitor-wishlist.ts';
import { confirmPasswordReset, leaveWhitelabel, loginCustomer, logoutCustomer, requestPasswordReset, signupCustomer, type CustomerError } from '../lib/shop-api/customer.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { buildLinkBase } from '../lib/routing/build-link-base.ts';
import { subscribeNewsletterAtSignup } from '../lib/customer/subscribe-newsletter-at-signup.ts';
import { assertFormData } from '../server/bad-request.ts';

function getActionScope() {
  const request = getRequestContext();
  const location = request.location;
  const scope = { channel: location?.channel ?? 'poster', locale: location?.locale ?? DEFAULT_LOCALE } as const;
  const pathContext = { channel: scope.channel, languagePrefix: location?.languagePrefix ?? '', platform: location?.platform ?? 'web' } as const;
  return { request, scope, t: getTranslator(scope.locale), home: buildShopPath(pathContext, 'home'), path: (page: string) => buildShopPath(pathContext, page) };
}

/** Mail links start with the configured host and the language the shopper is on (decision 0019). */
function getLinkBase(): string | undefined {
  const request = getRequestContext();
  return buildLinkBase(getServices().config.hostTable, request.url.host, request.location?.languagePrefix ?? '');
}

function typed(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? '').slice(0, 300)]));
}

function translatedFieldErrors(error: Record<string, string[] | null> | null | undefined, t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(error ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, t(messages[0])]] : [])));
}

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

function retryMinutes(decisions: RateLimitDecision[]): number | null {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return null;
  return Math.max(1, Math.ceil(Math.max(...refused.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds))) / 60));
}

/** An answer that is no refusal (outage, timeout, a malformed body): logged under the form's code. */
function upstreamFailure(event: LogEvent, error: CustomerError) {
  logEvent('error', event, error.kind === 'refused' ? { error: 'refused', status: error.status } : describeShopApiError(error));
}

type FailedSubmission = { error?: Record<string, string[] | null> | null; reply: (options?: { hideFields?: string[] }) => SubmissionResult<string[]> };

function invalidState(submission: FailedSubmission, t: (key: string) => string, values: Record<string, string>, hideFields: string[]): CustomerFormState {
  return {
    outcome: 'invalid',
    message: null,
    fieldErrors: translatedFieldErrors(submission.error, t),
    values,
    submission: submission.reply({ hideFields }),
  };
}

/** Log in: 303 back to the page the dialog was opened on. Failures count against the account and the address. */
export async function loginAction(_previous: CustomerFormState, formData: FormData): Promise<CustomerFormState> {
  assertFormData(formData);
  const { request, scope, t, home } = getActionScope();
  const submission = parseWithZod(formData, { schema: loginSchema });
  const values = typed(formData, ['email']);
  if (submission.status !== 'success') return invalidState(submission, t, values, ['password']);
  const { email, password } = submission.value as z.infer<typeof loginSchema>;
  const reply = (state: Omit<CustomerFormState, 'values' | 'submission'>): CustomerFormState => ({ ...state, values, submission: submission.reply({ hideFields: ['password'] }) });

  // Counted before the password is checked (decision 0022): parallel guesses cannot outrun the count.
  const limits = getCustomerLimits(getServices());
  const attempt = { account: `${scope.channel}:${normalizeEmail(email)}`, address: request.clientAddress };
  const blocked = retryMinutes([await admitLoginAttempt(limits, attempt)]);
  if (blocked !== null) {
    logEvent('warn', 'rate-limited', { form: 'login' });
    return reply({ outcome: 'rate-limited', message: t('account.rateLimited', { minutes: String(blocked) }), fieldErrors: {} });
  }

  const result = await loginCustomer(scope, { email, password }, getSessionId());
  if (result.ok) {
    await noteLoginSuccess(limits, attempt);
    applySessionUpdate(result.value.session, result.value.value);
    await moveVisitorWishlist(scope);
    redirectAfterAction(resolveSafeReturnPath(formData.get('returnTo'), home));
  }
  if (result.error.kind === 'refused') {
    if (result.error.status !== 400) upstreamFailure('log-in-error', result.error);
    return reply({ outcome: 'refused', message: result.error.message, fieldErrors: {} });
  }
  upstreamFailure('log-in-error', result.error);
  return reply({ outcome: 'error', message: t('account.upstreamError'), fieldErrors: {} });
}

/** Sign up: errors per field from the form contract or the backend's answer; success logs in and goes back. */
export async function signupAction(_previous: CustomerFormState, formData: FormData): Promise<CustomerFormState> {
  assertFormData(formData);
  const { request, scope, t, home } = getActionScope();
  const submission = parseWithZod(formData, { schema: signupSchema });
  const values = typed(formData, ['firstName', 'lastName', 'email', 'newsletter']);
  const honeypot = formData.get('website');
  if (typeof honeypot === 'string' && honeypot !== '') {
    logEvent('info', 'sign-up-honeypot');
    return { outcome: 'refused', message: t('account.checkEntries'), fieldErrors: {}, values, submission: submission.reply({ hideFields: ['password'] }) };
  }
  if (submission.status !== 'success') return invalidState(submission, t, values, ['password']);
  const value = submission.value as z.infer<typeof signupSchema>;
  // Each sign-up is an account and a mail: counted per address before the backend is asked (decision 0022).
  const blocked = retryMinutes([await admitSignup(getCustomerLimits(getServices()), request.clientAddress)]);
  if (blocked !== null) {
    logEvent('warn', 'rate-limited', { form: 'signup' });
    return { outcome: 'rate-limited', message: t('account.rateLimited', { minutes: String(blocked) }), fieldErrors: {}, values, submission: submission.reply({ hideFields: ['password'] }) };
  }
  const linkBase = getLinkBase();
  const newsletter = value.newsletter === 'on';
  const result = await signupCustomer(
    scope,
    { firstName: value.firstName, lastName: value.lastName, email: value.email, password: value.password, newsletter, linkBase },
    getSessionId(),
  );
  if (result.ok) {
    applySessionUpdate(result.value.session, result.value.value);
    // The ticked box is a subscription like the newsletter form's: the double opt-in mail goes out.
    await subscribeNewsletterAtSignup(scope, { email: value.email, ticked: newsletter, linkBase });
    await moveVisitorWishlist(scope);
    redirectAfterAction(resolveSafeReturnPath(formData.get('returnTo'), home));
  }
  const reply = (state: Omit<CustomerFormState, 'values' | 'submission'>): CustomerFormState => ({ ...state, values, submission: submission.reply({ hideFields: ['password'] }) });
  if (result.error.kind === 'refused') {
    // A 400 is the shopper's input (logged by nobody); any other refusal is ours to look at.
    if (result.error.status !== 400) upstreamFailure('sign-up-error', result.error);
    return reply({ outcome: 'refused', message: result.error.message, fieldErrors: firstMessages(result.error.fieldErrors) });
  }
  upstreamFailure('sign-up-error', result.error);
  return reply({ outcome: 'error', message: t('account.upstreamError'), fieldErrors: {} });
}

/** Password reset: always the same answer, whether or not the address has an account. */
export async function passwordResetAction(_previous: CustomerFormState, formData: FormData): Promise<CustomerFormState> {
  assertFormData(formData);
  const { request, scope, t } = getActionScope();
  const submission = parseWithZod(formData, { schema: passwordResetSchema });
  const values = typed(formData, ['email']);
  if (submission.status !== 'success') return invalidState(submission, t, values, []);
  const { email } = submission.value as z.infer<typeof passwordResetSchema>;
  const limits = getCustomerLimits(getServices());
  const accountKey = `${scope.channel}:${normalizeEmail(email)}`;
  const blocked = retryMinutes(await Promise.all([limits.resetAccount.consume(accountKey), limits.resetAddress.consume(toAddressGroup(request.clientAddress))]));
  if (blocked !== null) {
    logEvent('warn', 'rate-limited', { form: 'password-reset' });
    return { outcome: 'rate-limited', message: t('account.rateLimited', { minutes: String(blocked) }), fieldErrors: {}, values, submission: submission.reply() };
  }
  const result = await requestPasswordReset(scope, { email, linkBase: getLinkBase() });
  if (!result.ok && result.error.kind !== 'refused') {
    upstreamFailure('password-reset-error', result.error);
    return { outcome: 'error', message: t('account.upstreamError'), fieldErrors: {}, values, submission: submission.reply() };
  }
  return { outcome: 'sent', message: t('account.resetSent', { email }), fieldErrors: {}, values: {}, submission: submission.reply({ resetForm: true }) };
}

/** A new password from the mail's link: on success the log-in form, with a note. */
export async function passwordConfirmAction(_previous: CustomerFormState, formData: FormData): Promise<CustomerFormState> {
  assertFormData(formData);
  const { scope, t, path } = getActionScope();
  const submission = parseWithZod(formData, { schema: passwordConfirmSchema });
  const hide = ['password', 'passwordRepeat'];
  const values = typed(formData, ['token']);
  if (submission.status !== 'success') return invalidState(submission, t, values, hide);
  const { token, password } = submission.value as z.infer<typeof passwordConfirmSchema>;
  const result = await confirmPasswordReset(scope, { token, password });
  // The same page, now showing the log-in form with a note (with JavaScript, Waku renders the
  // target in this response, which is sound within one page).
  if (result.ok) {
    forgetPageToken(path('customer/password-confirm'));
    redirectAfterAction(`${path('customer/password-confirm')}?notice=password-changed`);
  }
  const reply = (state: Omit<CustomerFormState, 'values' | 'submission'>): CustomerFormState => ({ ...state, values, submission: submission.reply({ hideFields: hide }) });
  if (result.error.kind === 'refused') {
    return reply({ outcome: 'refused', message: result.error.message, fieldErrors: firstMessages(result.error.fieldErrors) });
  }
  upstreamFailure('password-reset-error', result.error);
  return reply({ outcome: 'error', message: t('account.upstreamError'), fieldErrors: {} });
}

/** A used token's cookie goes (on the reset page, and on the page a reset dialog was opened over). */
function forgetPageToken(page: string) {
  const request = getRequestContext();
  const secure = request.url.protocol === 'https:' || getServices().config.hostTable.protocol === 'https';
  for (const pathname of new Set([page, request.pageUrl.pathname])) {
    const cleared = clearPageTokenCookie(pathname, secure);
    if (cleared) request.response.setCookies.push(cleared);
  }
  request.cookies = new Map([...request.cookies].filter(([name]) => name !== PAGE_TOKEN_COOKIE));
}

/** Log out: a POST (a GET link could be triggered by any page); the server ends the session. */
export async function logoutAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const { scope, home } = getActionScope();
  const sessionId = getSessionId();
  if (sessionId) {
    const result = await logoutCustomer(scope, sessionId);
    if (!result.ok) logEvent('warn', 'shop-api-error', { path: 'customer-logout' });
  }
  applySessionUpdate({ kind: 'cleared' });
  redirectAfterAction(resolveSafeReturnPath(formData.get('returnTo'), home));
}

/**
 * The whitelabel banner's button: leaves whitelabel mode for this session, then back to the page
 * (303). Without a session there is nothing to leave; a failed call leaves the banner up.
 */
export async function leaveWhitelabelAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const { scope, home } = getActionScope();
  const sessionId = getSessionId();
  if (sessionId) {
    const result = await leaveWhitelabel(scope, sessionId);
    if (!result.ok) logEvent('warn', 'shop-api-error', { path: 'whitelabel-switch' });
  }
  redirectAfterAction(resolveSafeReturnPath(formData.get('returnTo'), home));
}
