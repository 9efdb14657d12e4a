'use client';

import { startTransition, useActionState, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { subscribeToNewsletterAction } from '../../actions/newsletter.ts';
import type { NewsletterFormState } from '../../lib/newsletter/newsletter-form-state.ts';
import { INITIAL_NEWSLETTER_STATE } from '../../lib/newsletter/newsletter-form-state.ts';
import { isValidEmail } from '../../../domain/customer/email.ts';
import { fetchRecaptchaToken } from '../../lib/recaptcha/fetch-recaptcha-token.ts';
import { HoneypotField } from '../ui/honeypot-field.tsx';

export type NewsletterFormLabels = {
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  honeypot: string;
  invalidEmail: string;
  required: string;
};

/**
 * Posts to the server action: without JavaScript the browser submits the form and the page comes
 * back with the result; with it, only this form updates. The client-side check only saves a round
 * trip; the server validates again.
 */
export function NewsletterForm({
  labels,
  uniqueIdentifier,
  recaptchaSiteKey,
}: {
  labels: NewsletterFormLabels;
  uniqueIdentifier: string;
  /** With a key, a reCAPTCHA token is fetched first; failing that, the form is sent without. */
  recaptchaSiteKey?: string;
}) {
  const [state, formAction, pending] = useActionState<NewsletterFormState, FormData>(
    subscribeToNewsletterAction,
    INITIAL_NEWSLETTER_STATE,
  );
  const [clientError, setClientError] = useState<string | null>(null);
  // Marks the moment submissions are handled here; before it, a submission is an ordinary post.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const emailError = clientError ?? state.fieldErrors.email ?? null;
  const succeeded = state.outcome === 'pending' || state.outcome === 'already-confirmed';

  function checkBeforeSubmit(event: FormEvent<HTMLFormElement>) {
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const error = email === '' ? labels.required : isValidEmail(email) ? null : labels.invalidEmail;
    setClientError(error);
    if (error) {
      event.preventDefault();
      return;
    }
    if (!recaptchaSiteKey) return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    void fetchRecaptchaToken(recaptchaSiteKey).then((outcome) => {
      if (outcome.ok) formData.set('reCaptchaToken', outcome.value);
      else formData.set('reCaptchaError', outcome.error.reason);
      startTransition(() => formAction(formData));
    });
  }

  return (
    <form
      className="newsletter-form"
      action={formAction}
      onSubmit={checkBeforeSubmit}
      noValidate
      data-outcome={state.outcome}
      data-enhanced={enhanced ? '' : undefined}
    >
      <input type="hidden" name="uniqueIdentifier" value={uniqueIdentifier} />
      <input type="hidden" name="reCaptchaToken" value="" />
      <HoneypotField label={labels.honeypot} />
      <label className="newsletter-form__label" htmlFor="newsletter-email">
        {labels.emailLabel}
      </label>
      <div className="newsletter-form__row">
        <input
          id="newsletter-email"
          key={state.outcome + state.email}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          defaultValue={state.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'newsletter-email-error' : undefined}
          onInput={() => setClientError(null)}
        />
        <button type="submit" disabled={pending}>
          {pending ? labels.submitting : labels.submit}
        </button>
      </div>
      {emailError ? (
        <p id="newsletter-email-error" className="form-error" role="alert" tabIndex={-1} autoFocus={!enhanced}>
          {emailError}
        </p>
      ) : null}
      {state.message ? (
        // Without JavaScript the post reloads the page: autofocus scrolls to the answer and
        // announces it, instead of leaving the visitor at the top (issue 20).
        <p className={succeeded ? 'form-success' : 'form-error'} role="status" tabIndex={-1} autoFocus={!enhanced}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
