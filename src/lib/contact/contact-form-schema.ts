import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../domain/customer/email.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '../../../domain/shop-api-contract/blocks.ts';

/**
 * The contact form's contract, the one the server action parses and the browser checks with before
 * sending (both through conform). Messages are translation keys; the form shows them translated.
 */
export const contactFormSchema = z.object({
  name: z
    .string({ error: 'blocks.contactForm.nameRequired' })
    .trim()
    .min(1, { error: 'blocks.contactForm.nameRequired' })
    .max(CONTACT_NAME_MAX_LENGTH, { error: 'blocks.contactForm.nameTooLong' }),
  email: z
    .string({ error: 'blocks.contactForm.emailRequired' })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: 'blocks.contactForm.emailInvalid' })
    .refine(isValidEmail, { error: 'blocks.contactForm.emailInvalid' }),
  subject: z.string().trim().max(CONTACT_SUBJECT_MAX_LENGTH, { error: 'blocks.contactForm.subjectTooLong' }).optional(),
  message: z
    .string({ error: 'blocks.contactForm.messageRequired' })
    .trim()
    .min(1, { error: 'blocks.contactForm.messageRequired' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: 'blocks.contactForm.messageTooLong' }),
  /** Whom the page's form addresses (a content field), passed along as a hidden field. */
  contactPerson: z.string().max(64).optional(),
  /** The path of the page the form is on (the thank-you state is shown there). */
  page: z.string().max(300).optional(),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(200).optional(),
});

/** Every translation key the schema can answer, so the page can hand the form their texts. */
export const CONTACT_ERROR_KEYS = [
  'blocks.contactForm.nameRequired',
  'blocks.contactForm.nameTooLong',
  'blocks.contactForm.emailRequired',
  'blocks.contactForm.emailInvalid',
  'blocks.contactForm.subjectTooLong',
  'blocks.contactForm.messageRequired',
  'blocks.contactForm.messageTooLong',
] as const;

export { CONTACT_SENT_QUERY, INITIAL_CONTACT_FORM_STATE, type ContactField, type ContactFormOutcome, type ContactFormState } from './contact-form-state.ts';
