import { Fragment, type ReactNode } from 'react';
import { loginAction, passwordConfirmAction, passwordResetAction, signupAction } from '../../../actions/customer.ts';
import { checkResetLink } from '../../../lib/customer/check-reset-link.ts';
import type { CustomerDialog } from '../../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { DialogLink } from '../dialog/dialog-link.tsx';
import { CustomerForm, type CustomerField } from './customer-form.tsx';
import './customer.css';

export const CUSTOMER_TITLE_KEYS: Record<CustomerDialog, string> = {
  login: 'account.loginTitle',
  signup: 'account.signupTitle',
  'password-reset': 'account.resetTitle',
  'password-confirm': 'account.confirmTitle',
};

/**
 * The content of a customer dialog or page: its form and the links to the other customer forms.
 * `hrefFor` says where another form lives (a dialog over this page, or its own page).
 */
export async function CustomerPanel({
  kind,
  scope,
  returnTo,
  token,
  hrefFor,
}: {
  kind: CustomerDialog;
  scope: PageScope;
  returnTo: string;
  token?: string;
  hrefFor: (kind: CustomerDialog) => string;
}) {
  const t = getTranslator(scope.locale);
  // A used or expired link says so when opened, not after the new password was typed twice.
  const resetLink = kind === 'password-confirm' ? await checkResetLink(scope, token ?? null) : null;
  const resetLinkWorks = resetLink?.kind === 'valid' || resetLink?.kind === 'unchecked';
  const labels = { submitting: t('account.submitting') };
  const email: CustomerField = { name: 'email', label: t('account.email'), type: 'email', autoComplete: 'email' };
  const id = `customer-${kind}`;
  const newPassword = (name: string, label: string, hint?: string): CustomerField => ({ name, label, type: 'password', autoComplete: 'new-password', hint });
  const forms: Record<CustomerDialog, { intro?: ReactNode; form: ReactNode; links: [CustomerDialog, string][] }> = {
    login: {
      form: (
        <CustomerForm
          id={id}
          action={loginAction}
          hidden={{ returnTo }}
          fields={[email, { name: 'password', label: t('account.password'), type: 'password', autoComplete: 'current-password' }]}
          submit={t('account.loginSubmit')}
          {...labels}
        />
      ),
      links: [
        ['password-reset', 'account.forgotPassword'],
        ['signup', 'account.toSignup'],
      ],
    },
    signup: {
      form: (
        <CustomerForm
          id={id}
          action={signupAction}
          hidden={{ returnTo }}
          honeypotLabel={t('account.honeypot')}
          fields={[
            { name: 'firstName', label: t('account.firstName'), type: 'text', autoComplete: 'given-name' },
            { name: 'lastName', label: t('account.lastName'), type: 'text', autoComplete: 'family-name' },
            email,
            newPassword('password', t('account.password'), t('account.passwordHint')),
            { name: 'newsletter', label: t('account.newsletterOptIn'), type: 'checkbox' },
          ]}
          submit={t('account.signupSubmit')}
          {...labels}
        />
      ),
      links: [['login', 'account.toLogin']],
    },
    'password-reset': {
      intro: <p>{t('account.resetIntro')}</p>,
      form: <CustomerForm id={id} action={passwordResetAction} hidden={{}} fields={[email]} submit={t('account.resetSubmit')} {...labels} />,
      links: [['login', 'account.toLogin']],
    },
    'password-confirm': {
      intro: resetLinkWorks ? null : (
        <p className="form-error" role="status">
          {resetLink?.kind === 'invalid' ? resetLink.message : t('account.missingToken')}
        </p>
      ),
      form: resetLinkWorks ? (
        <CustomerForm
          id={id}
          action={passwordConfirmAction}
          hidden={{ token: token ?? '' }}
          fields={[newPassword('password', t('account.newPassword'), t('account.passwordHint')), newPassword('passwordRepeat', t('account.newPasswordRepeat'))]}
          submit={t('account.confirmSubmit')}
          {...labels}
        />
      ) : null,
      links: [['password-reset', 'account.newLink']],
    },
  };
  const { intro, form, links } = forms[kind];
  // Keyed by form: after a new password the page swaps the confirm form for the log-in form, and
  // a form's action state must never carry over to another action.
  return (
    <>
      {intro}
      <Fragment key={kind}>{form}</Fragment>
      <ul className="customer-links">
        {links.map(([other, key]) => (
          <li key={other}>
            <DialogLink href={hrefFor(other)}>{t(key)}</DialogLink>
          </li>
        ))}
      </ul>
    </>
  );
}
