'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { CONTACT_SENT_QUERY, contactFormSchema, type ContactFormState } from '../lib/contact/contact-form-schema.ts';
import { getTranslator } from '../lib/i18n/get-translator.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { getFormLimiter } from '../lib/security/form-limiter.ts';
import { sendContactForm } from '../lib/shop-api/blocks.ts';
import { CONTACT_PERSON_KEY } from '../../domain/shop-api-contract/index.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { assertFormData } from '../server/bad-request.ts';
import { isRscPath } from '../server/framework/rsc-path.ts';

/** Five messages per address in ten minutes: plenty for a person, little for a script. */
const CONTACT_RATE_LIMIT = { name: 'contact-form', points: 5, windowSeconds: 600 };

/**
 * The page the form is on. A post without JavaScript is addressed to it; a call from the browser's
 * script goes to the action's own path, so the form names its page in a field. Only a path on
 * this host is taken, never another origin (no open redirect).
 */
function formPagePath(formData: FormData): string {
  const { pageUrl } = getRequestContext();
  const named = formData.get('page');
  if (typeof named === 'string' && /^\/(?![/\\])/.test(named) && URL.canParse(named, pageUrl.origin)) {
    const url = new URL(named, pageUrl.origin);
    if (url.origin === pageUrl.origin) return url.pathname;
  }
  return isRscPath(pageUrl.pathname) ? '/' : pageUrl.pathname;
}

/** The form's page with the thank-you state in the query and the form's anchor. */
function thankYouTarget(page: string): string {
  return `${page}?${CONTACT_SENT_QUERY.name}=${CONTACT_SENT_QUERY.value}#contact-form`;
}

/**
 * The contact form block's action. Invalid input comes back with messages and everything typed;
 * a stored message redirects (303) to the page's thank-you state, so a reload never sends twice.
 */
export async function sendContactFormAction(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  assertFormData(formData);
  const request = getRequestContext();
  const scope = { channel: request.location?.channel ?? 'poster', locale: request.location?.locale ?? DEFAULT_LOCALE } as const;
  const t = getTranslator(scope.locale);
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  const page = formPagePath(formData);

  // A bot filled the honeypot: the thank-you people see, nothing stored, nothing counted.
  const honeypot = formData.get('website');
  if (typeof honeypot === 'string' && honeypot !== '') {
    logEvent('info', 'contact-form-honeypot');
    redirectAfterAction(thankYouTarget(page));
  }
  if (submission.status !== 'success') return { outcome: 'invalid', message: null, submission: submission.reply() };

  if (!(await getFormLimiter(CONTACT_RATE_LIMIT).consume(request.clientAddress)).allowed) {
    logEvent('warn', 'rate-limited', { form: 'contact-form' });
    return { outcome: 'rate-limited', message: t('blocks.contactForm.rateLimited'), submission: submission.reply() };
  }

  const { name, email, subject, message, contactPerson } = submission.value;
  const person = contactPerson && CONTACT_PERSON_KEY.test(contactPerson) ? contactPerson : undefined;
  const result = await sendContactForm(scope, { name, email, subject, message, contactPerson: person, page });
  if (!result.ok) {
    logEvent('error', 'contact-form-error', describeShopApiError(result.error));
    return { outcome: 'error', message: t('blocks.contactForm.upstreamError'), submission: submission.reply() };
  }
  // The message is kept either way (the general inbox takes it); the page's content needs fixing.
  if (!result.value.personFound) {
    logEvent('warn', 'contact-form-person-not-found', { contactPerson: contactPerson ?? null, page });
  }
  redirectAfterAction(thankYouTarget(page));
}
