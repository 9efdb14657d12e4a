import { getLanguage, type Channel, type Locale } from '../shop/locales.ts';

export type OutgoingEmail = { to: string; subject: string; body: string; confirmPath: string };

const BRAND: Record<Channel, string> = { card: 'Carta & Co.', poster: 'Posterly' };

const TEXTS: Record<string, { subject: string; greeting: string; action: string }> = {
  de: { subject: 'Bitte bestätige deine Newsletter-Anmeldung', greeting: 'Hallo,', action: 'Bitte bestätige deine Anmeldung mit diesem Link:' },
  en: { subject: 'Please confirm your newsletter subscription', greeting: 'Hello,', action: 'Please confirm your subscription with this link:' },
  fr: { subject: 'Merci de confirmer ton inscription à la newsletter', greeting: 'Bonjour,', action: 'Confirme ton inscription avec ce lien :' },
  es: { subject: 'Confirma tu suscripción al boletín', greeting: 'Hola:', action: 'Confirma tu suscripción con este enlace:' },
  it: { subject: 'Conferma la tua iscrizione alla newsletter', greeting: 'Ciao,', action: 'Conferma la tua iscrizione con questo link:' },
  nl: { subject: 'Bevestig je aanmelding voor de nieuwsbrief', greeting: 'Hallo,', action: 'Bevestig je aanmelding via deze link:' },
};

export function buildConfirmPath(token: string): string {
  return `/newsletter-confirm?token=${encodeURIComponent(token)}`;
}

/** The double-opt-in mail; the link is a shop path because the shop's host differs per country. */
export function buildConfirmationEmail(to: string, token: string, channel: Channel, locale: Locale): OutgoingEmail {
  const texts = TEXTS[getLanguage(locale)] ?? TEXTS['en']!;
  const confirmPath = buildConfirmPath(token);
  return {
    to,
    subject: `${BRAND[channel]}: ${texts.subject}`,
    body: `${texts.greeting}\n\n${texts.action}\n${confirmPath}\n\n${BRAND[channel]}`,
    confirmPath,
  };
}
