import type { Submission } from '@conform-to/react';
import type { ContactFormValues } from '../../../lib/contact/contact-form-state.ts';

export type ContactValidation = (formData: FormData) => Submission<ContactFormValues, string[]>;

/**
 * The contact form's contract for the browser, loaded when the form mounts: zod and conform's zod
 * adapter are a chunk of their own, fetched by the pages that show the form, not by every page.
 */
export async function loadContactValidation(): Promise<ContactValidation> {
  const [{ parseWithZod }, { contactFormSchema }] = await Promise.all([import('@conform-to/zod/v4'), import('../../../lib/contact/contact-form-schema.ts')]);
  return (formData) => parseWithZod(formData, { schema: contactFormSchema }) as Submission<ContactFormValues, string[]>;
}
