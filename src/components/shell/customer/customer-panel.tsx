import { loginAction, passwordConfirmAction, passwordResetAction, signupAction } from '../../../actions/customer.ts';
import type { CustomerDialog } from '../../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
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
export function CustomerPanel({
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
  const labels = { submitting: t('account.submitting') };
  const email: CustomerField = { name: 'email', label: t('account.email'), type: 'email', autoComplete: 'email' };
  const id = `customer-${kind}`;
  if (kind === 'login') {
    return (
      <>
        <CustomerForm
          id={id}
          action={loginAction}
          hidden={{ returnTo }}
          fields={[email, { name: 'password', label: t('account.password'), type: 'password', autoComplete: 'current-password' }]}
          submit={t('account.loginSubmit')}
          {...labels}
        />
        <ul className="customer-links">
          <li>
            <a href={hrefFor('password-reset')}>{t('account.forgotPassword')}</a>
          </li>
          <li>
            <a href={hrefFor('signup')}>{t('account.toSignup')}</a>
          </li>
        </ul>
      </>
    );
  }
  if (kind === 'signup') {
    return (
      <>
        <CustomerForm
          id={id}
          action={signupAction}
          hidden={{ returnTo }}
          honeypotLabel={t('account.honeypot')}
          fields={[
            { name: 'firstName', label: t('account.firstName'), type: 'text', autoComplete: 'given-name' },
            { name: 'lastName', label: t('account.lastName'), type: 'text', autoComplete: 'family-name' },
            email,
            { name: 'password', label: t('account.password'), type: 'password', autoComplete: 'new-password', hint: t('account.passwordHint') },
            { name: 'newsletter', label: t('account.newsletterOptIn'), type: 'checkbox' },
          ]}
          submit={t('account.signupSubmit')}
          {...labels}
        />
        <ul className="customer-links">
          <li>
            <a href={hrefFor('login')}>{t('account.toLogin')}</a>
          </li>
        </ul>
      </>
    );
  }
  if (kind === 'password-reset') {
    return (
      <>
        <p>{t('account.resetIntro')}</p>
        <CustomerForm id={id} action={passwordResetAction} hidden={{}} fields={[email]} submit={t('account.resetSubmit')} {...labels} />
        <ul className="customer-links">
          <li>
            <a href={hrefFor('login')}>{t('account.toLogin')}</a>
          </li>
        </ul>
      </>
    );
  }
  return (
    <>
      {token ? null : (
        <p className="form-error" role="status">
          {t('account.missingToken')}
        </p>
      )}
      <CustomerForm
        id={id}
        action={passwordConfirmAction}
        hidden={{ token: token ?? '' }}
        fields={[
          { name: 'password', label: t('account.newPassword'), type: 'password', autoComplete: 'new-password', hint: t('account.passwordHint') },
          { name: 'passwordRepeat', label: t('account.newPasswordRepeat'), type: 'password', autoComplete: 'new-password' },
        ]}
        submit={t('account.confirmSubmit')}
        {...labels}
      />
      <ul className="customer-links">
        <li>
          <a href={hrefFor('password-reset')}>{t('account.newLink')}</a>
        </li>
      </ul>
    </>
  );
}
