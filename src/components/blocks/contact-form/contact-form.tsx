'use client';

import { getFormProps, getInputProps, getTextareaProps, parse, useForm } from '@conform-to/react';
import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { sendContactFormAction } from '../../../actions/contact-form.ts';
import { INITIAL_CONTACT_FORM_STATE, type ContactField, type ContactFormState, type ContactFormValues } from '../../../lib/contact/contact-form-state.ts';
import { loadContactValidation, type ContactValidation } from './load-contact-validation.ts';
import { HoneypotField } from '../../ui/honeypot-field.tsx';

export type ContactFormLabels = Record<ContactField, string> & {
  optional: string;
  submit: string;
  submitting: string;
  honeypot: string;
  /** The schema's messages (translation keys) in the visitor's language. */
  errors: Record<string, string>;
};

/**
 * The contact form. Without JavaScript the browser posts it and the page comes back with the
 * errors and everything typed (or the thank-you after a 303); with it, conform checks the same
 * contract before sending and only this form updates.
 */
export function ContactForm({ labels, contactPerson, page }: { labels: ContactFormLabels; contactPerson?: string; page: string }) {
  const [state, formAction, pending] = useActionState<ContactFormState, FormData>(sendContactFormAction, INITIAL_CONTACT_FORM_STATE);
  const [validate, setValidate] = useState<ContactValidation | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadContactValidation().then(
      (loaded) => mounted && setValidate(() => loaded),
      // Without the browser check the server's still answers; nothing is lost.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const [form, fields] = useForm<ContactFormValues>({
    id: 'contact-form-fields',
    lastResult: state.submission,
    // Until the contract has loaded, everything passes here and the server checks it.
    onValidate: ({ formData }) => (validate ? validate(formData) : parse(formData, { resolve: (value) => ({ value: value as ContactFormValues }) })),
    // Not on blur: a message appearing as the field loses focus moves the button away from under
    // the pointer that is about to press it. After the first submit, fields re-check as typed.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  // Marks the moment submissions are handled here; before it, a submission is an ordinary post.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const errorOf = (field: ContactField) => {
    const key = fields[field].errors?.[0];
    return key ? (labels.errors[key] ?? key) : undefined;
  };

  // Without JavaScript a post reloads the page: autofocus on the first field in error (or the
  // form's message) scrolls there and reads it out, instead of leaving the visitor at the top.
  const firstInError = enhanced ? undefined : (['name', 'email', 'subject', 'message'] as const).find((field) => errorOf(field));
  const textField = (field: 'name' | 'email' | 'subject', type: 'text' | 'email', autoComplete: string) => {
    const error = errorOf(field);
    const { key, ...inputProps } = getInputProps(fields[field], { type });
    return (
      <div className="contact-form__field">
        <label htmlFor={fields[field].id}>
          {labels[field]}
          {field === 'subject' ? <span className="contact-form__optional"> ({labels.optional})</span> : null}
        </label>
        <input key={key} {...inputProps} autoComplete={autoComplete} autoFocus={firstInError === field} aria-invalid={error ? true : undefined} aria-describedby={error ? fields[field].errorId : undefined} />
        {error ? (
          <p id={fields[field].errorId} className="form-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const messageError = errorOf('message');
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);

  const formProps = getFormProps(form);
  // React resets a form after its action ran, which would empty every field the server sends back
  // with a message; dispatching the action here keeps what was typed. Without JavaScript the
  // browser posts the form and the server renders it back filled in.
  function submit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => formAction(formData));
  }

  return (
    <form {...formProps} onSubmit={submit} className="contact-form" action={formAction} data-outcome={state.outcome} data-enhanced={enhanced ? '' : undefined}>
      <input type="hidden" name="contactPerson" value={contactPerson ?? ''} />
      <input type="hidden" name="page" value={page} />
      <HoneypotField label={labels.honeypot} />
      {textField('name', 'text', 'name')}
      {textField('email', 'email', 'email')}
      {textField('subject', 'text', 'off')}
      <div className="contact-form__field">
        <label htmlFor={fields.message.id}>{labels.message}</label>
        <textarea key={messageKey} {...messageProps} rows={6} autoFocus={firstInError === 'message'} aria-invalid={messageError ? true : undefined} aria-describedby={messageError ? fields.message.errorId : undefined} />
        {messageError ? (
          <p id={fields.message.errorId} className="form-error">
            {messageError}
          </p>
        ) : null}
      </div>
      {state.message ? (
        <p className="form-error" role="alert" tabIndex={-1} autoFocus={!enhanced && !firstInError}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="contact-form__submit" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
