import { z } from 'zod';
import { CONTACT_ERROR_KEYS, CONTACT_SENT_QUERY } from '../../../lib/contact/contact-form-schema.ts';
import { optionalRichText, optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { tryGetRequestContext } from '../../../lib/request/request-context.ts';
import type { BlockContext } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { RichText } from '../rich-text.tsx';
import { ContactForm, type ContactFormLabels } from './contact-form.tsx';
import './contact-form.css';

const contactFormBlockSchema = z.object({
  headline: requiredText,
  text: optionalRichText,
  /** The contact person the messages go to (a key the shop API knows, e.g. `customer-service`). */
  contactPerson: optionalText,
  /** The thank-you shown after sending; a general one when empty. */
  successText: optionalText,
});
export type ContactFormBlockProps = z.output<typeof contactFormBlockSchema> & { ctx: BlockContext };

/** The thank-you state is in the page's query: the action redirects there (303) after sending. */
function isSent(): boolean {
  return tryGetRequestContext()?.pageUrl.searchParams.get(CONTACT_SENT_QUERY.name) === CONTACT_SENT_QUERY.value;
}

function ContactFormBlock({ headline, text, contactPerson, successText, ctx }: ContactFormBlockProps) {
  const t = getTranslator(ctx.locale);
  if (isSent()) {
    return (
      <section id="contact-form" className="block block-contact-form" aria-labelledby="contact-form-headline">
        <h2 id="contact-form-headline">{t('blocks.contactForm.sentTitle')}</h2>
        <p className="form-success" role="status">
          {successText ?? t('blocks.contactForm.sent')}
        </p>
      </section>
    );
  }
  const labels: ContactFormLabels = {
    name: t('blocks.contactForm.name'),
    email: t('blocks.contactForm.email'),
    subject: t('blocks.contactForm.subject'),
    message: t('blocks.contactForm.message'),
    optional: t('blocks.contactForm.optional'),
    submit: t('blocks.contactForm.submit'),
    submitting: t('blocks.contactForm.submitting'),
    honeypot: t('blocks.contactForm.honeypot'),
    errors: Object.fromEntries(CONTACT_ERROR_KEYS.map((key) => [key, t(key)])),
  };
  return (
    <section id="contact-form" className="block block-contact-form" aria-labelledby="contact-form-headline">
      <h2 id="contact-form-headline">{headline}</h2>
      {text ? <RichText doc={text} ctx={ctx} /> : null}
      <ContactForm labels={labels} contactPerson={contactPerson} page={tryGetRequestContext()?.pageUrl.pathname ?? '/'} />
    </section>
  );
}

export const contactFormBlock = defineBlock('contact_form', contactFormBlockSchema, (props, { ctx }) => <ContactFormBlock {...props} ctx={ctx} />);
