import type { SubmissionResult } from '@conform-to/react';

/**
 * What the contact form's action answers and the form shows, without the schema: the form in the
 * browser loads the schema (and zod) only once it is on screen.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form's fields as the schema (contact-form-schema.ts) reads them. */
export type ContactFormValues = {
  name: string;
  email: string;
  subject?: string;
  message: string;
  contactPerson?: string;
  page?: string;
  website?: string;
};

export type ContactFormOutcome = 'idle' | 'invalid' | 'rate-limited' | 'error';

/** What the action answers when the form stays on the page; success redirects instead. */
export type ContactFormState = {
  outcome: ContactFormOutcome;
  /** Translated form-level message (rate limit, upstream failure). */
  message: string | null;
  submission: SubmissionResult<string[]> | null;
};

export const INITIAL_CONTACT_FORM_STATE: ContactFormState = { outcome: 'idle', message: null, submission: null };

/** The query value of the thank-you state the action redirects to. */
export const CONTACT_SENT_QUERY = { name: 'contact', value: 'sent' } as const;
