import { getLanguage, type Channel, type Locale } from '../shop/locales.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  body: string;
  /** The confirm page's path and query, as before the shop sent its link base. */
  confirmPath: string;
  /** The link in the mail: absolute when the shop named its origin and language, else the path. */
  confirmUrl: string;
};

const BRAND: Record<Channel, string> = { card: 'Carta & Co.', poster: 'Posterly' };

/**
 * One register per language, the site's: formal (Sie, vous, usted, Lei, u). Keep these in step
 * with locales/*.json; tests/copy/register.test.ts checks both.
 */
export const CONFIRMATION_TEXTS: Record<string, { subject: string; greeting: string; action: string }> = {
  de: { subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', greeting: 'Guten Tag,', action: 'bitte bestätigen Sie Ihre Anmeldung mit diesem Link:' },
  en: { subject: 'Please confirm your newsletter subscription', greeting: 'Hello,', action: 'Please confirm your subscription with this link:' },
  fr: { subject: 'Merci de confirmer votre inscription à la newsletter', greeting: 'Bonjour,', action: 'Veuillez confirmer votre inscription avec ce lien :' },
  es: { subject: 'Confirme su suscripción a la newsletter', greeting: 'Buenos días:', action: 'Confirme su suscripción con este enlace:' },
  it: { subject: 'Confermi la Sua iscrizione alla newsletter', greeting: 'Buongiorno,', action: 'La preghiamo di confermare la Sua iscrizione con questo link:' },
  nl: { subject: 'Bevestig uw aanmelding voor de nieuwsbrief', greeting: 'Beste lezer,', action: 'Bevestig uw aanmelding via deze link:' },
};

/**
 * What the shop may send as the base of the mail link: its origin (scheme, lower-case host name,
 * optional port) and optional two-letter language prefix, nothing else. It only ever becomes the
 * start of the link in the mail; a path, query, credentials or markup are refused.
 */
const LINK_BASE = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?(?:\/[a-z]{2})?$/;
export const MAX_LINK_BASE_LENGTH = 200;

export function isValidLinkBase(value: string): boolean {
  return value.length <= MAX_LINK_BASE_LENGTH && LINK_BASE.test(value);
}

export function buildConfirmPath(token: string): string {
  return `/newsletter-confirm?token=${encodeURIComponent(token)}`;
}

/**
 * The double-opt-in mail. The shop's host differs per country and channel, so the shop says where
 * the visitor subscribed (`linkBase`, e.g. `https://ch.posterly.example/fr`); without it the mail
 * carries the path alone.
 */
export function buildConfirmationEmail(to: string, token: string, channel: Channel, locale: Locale, linkBase?: string): OutgoingEmail {
  const texts = CONFIRMATION_TEXTS[getLanguage(locale)] ?? CONFIRMATION_TEXTS['en']!;
  const confirmPath = buildConfirmPath(token);
  const confirmUrl = linkBase && isValidLinkBase(linkBase) ? `${linkBase}${confirmPath}` : confirmPath;
  return {
    to,
    subject: `${BRAND[channel]}: ${texts.subject}`,
    body: `${texts.greeting}\n\n${texts.action}\n${confirmUrl}\n\n${BRAND[channel]}`,
    confirmPath,
    confirmUrl,
  };
}
