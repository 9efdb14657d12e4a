import type { SubmissionResult } from '@conform-to/react';

export type NewsletterOutcome = 'idle' | 'pending' | 'already-confirmed' | 'invalid' | 'rate-limited' | 'error';

/** What the newsletter action answers; the form renders it with or without JavaScript. */
export type NewsletterFormState = {
  outcome: NewsletterOutcome;
  /** Translated message for the visitor (success or form-level error). */
  message: string | null;
  /** Translated per-field errors. */
  fieldErrors: Partial<Record<'email', string>>;
  /** The value to show again, so nothing typed is lost. */
  email: string;
  submission: SubmissionResult<string[]> | null;
};

export const INITIAL_NEWSLETTER_STATE: NewsletterFormState = {
  outcome: 'idle',
  message: null,
  fieldErrors: {},
  email: '',
  submission: null,
};
