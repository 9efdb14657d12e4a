'use client';

import { useActionState } from 'react';
import type { CustomerFormState } from '../../../lib/customer/customer-forms.ts';
import { INITIAL_CUSTOMER_FORM_STATE } from '../../../lib/customer/customer-forms.ts';
import { HoneypotField } from '../../ui/honeypot-field.tsx';

export type CustomerField = { name: string; label: string; type: 'text' | 'email' | 'password' | 'checkbox'; autoComplete?: string; hint?: string };

type Action = (previous: CustomerFormState, formData: FormData) => Promise<CustomerFormState>;

/**
 * One customer form (log-in, sign-up, reset, confirm): a real form posting to its server action.
 * Without JavaScript the page comes back with the action's answer (messages, typed values, never a
 * password); with it only this form updates. Validation is the server's (shared contract).
 */
export function CustomerForm({
  id,
  action,
  fields,
  hidden,
  submit,
  submitting,
  honeypotLabel,
}: {
  id: string;
  action: Action;
  fields: CustomerField[];
  hidden: Record<string, string>;
  submit: string;
  submitting: string;
  honeypotLabel?: string;
}) {
  const [state, formAction, pending] = useActionState<CustomerFormState, FormData>(action, INITIAL_CUSTOMER_FORM_STATE);
  const success = state.outcome === 'sent';
  return (
    <form className="customer-form" action={formAction} noValidate aria-describedby={state.message ? `${id}-message` : undefined}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {honeypotLabel ? (
        <HoneypotField label={honeypotLabel} />
      ) : null}
      {state.message ? (
        <p id={`${id}-message`} className={success ? 'form-success' : 'form-error'} role={success ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
      {fields.map((field) => {
        const error = state.fieldErrors[field.name];
        const inputId = `${id}-${field.name}`;
        const described = [error ? `${inputId}-error` : null, field.hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
        if (field.type === 'checkbox') {
          return (
            <div key={field.name} className="customer-form__check">
              <input id={inputId} type="checkbox" name={field.name} defaultChecked={state.values[field.name] === 'on'} key={`${state.outcome}${state.values[field.name]}`} />
              <label htmlFor={inputId}>{field.label}</label>
            </div>
          );
        }
        return (
          <div key={field.name} className="customer-form__field">
            <label htmlFor={inputId}>{field.label}</label>
            <input
              id={inputId}
              key={`${state.outcome}${state.values[field.name] ?? ''}`}
              type={field.type}
              name={field.name}
              autoComplete={field.autoComplete}
              defaultValue={field.type === 'password' ? '' : (state.values[field.name] ?? '')}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
            {field.hint ? (
              <p id={`${inputId}-hint`} className="customer-form__hint">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${inputId}-error`} className="form-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={pending}>
        {pending ? submitting : submit}
      </button>
    </form>
  );
}
