import { buildDialogHref, type CustomerDialog } from '../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { readPageToken } from '../../lib/request/page-token.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { resolveSafeReturnPath } from '../../lib/routing/resolve-safe-return-path.ts';
import { CUSTOMER_TITLE_KEYS, CustomerPanel } from '../shell/customer/customer-panel.tsx';
import { PageHead } from '../shell/page-head.tsx';

/**
 * A customer form on its own page (`/customer/login`, `/customer/password-confirm?token=` from the
 * reset mail, ...): the same form as the dialog, for links that have no page behind them.
 */
export function CustomerPageView({ scope, page }: { scope: PageScope; page: CustomerDialog }) {
  const t = getTranslator(scope.locale);
  const request = getRequestContext();
  const query = request.pageUrl.searchParams;
  const changed = query.get('notice') === 'password-changed';
  // After a new password the page offers the log-in right away.
  const shown: CustomerDialog = changed ? 'login' : page;
  const title = t(CUSTOMER_TITLE_KEYS[shown]);
  const returnTo = resolveSafeReturnPath(query.get('returnTo'), scope.buildPath('home'));
  return (
    <section className="customer-page">
      <PageHead scope={scope} title={title} robots="noindex, nofollow" />
      <h1>{title}</h1>
      {changed ? (
        <p className="form-success" role="status">
          {t('account.passwordChanged')}
        </p>
      ) : null}
      <CustomerPanel
        kind={shown}
        scope={scope}
        returnTo={returnTo}
        token={readPageToken(request.pageUrl, request.cookies) ?? undefined}
        hrefFor={(other) => buildDialogHref(new URL(scope.buildPath(`customer/${other}`), 'http://shop.invalid'), null)}
      />
    </section>
  );
}
