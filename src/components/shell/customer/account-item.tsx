import type { ReactNode } from 'react';
import { leaveWhitelabelAction, logoutAction } from '../../../actions/customer.ts';
import { getCurrentCustomer } from '../../../lib/customer/current-customer.ts';
import { buildDialogHref } from '../../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { Icon } from '../../ui/image/icon.tsx';
import { DialogLink } from '../dialog/dialog-link.tsx';

/**
 * The header's account item: logged out, a link that opens the log-in dialog over this page;
 * logged in, the account page with the customer's first name, and a log-out button (a POST).
 */
export async function AccountItem({ scope, className, accountLink }: { scope: PageScope; className: string; accountLink: (children: ReactNode) => ReactNode }) {
  const t = getTranslator(scope.locale);
  const pageUrl = getRequestContext().pageUrl;
  const customer = await getCurrentCustomer();
  if (!customer) {
    return (
      <DialogLink className={className} href={buildDialogHref(pageUrl, 'login')}>
        <Icon name="user" />
        <span className="site-header__item-text">{t('account.login')}</span>
      </DialogLink>
    );
  }
  return (
    <>
      {accountLink(<span className="site-header__item-text">{t('account.greeting', { name: customer.firstName ?? '' })}</span>)}{' '}
      <form action={logoutAction} className="account-item__logout">
        <input type="hidden" name="returnTo" value={buildDialogHref(pageUrl, null)} />
        <button type="submit">{t('account.logout')}</button>
      </form>
    </>
  );
}

/** Whitelabel customers and orders see their banner on web, with a button (a POST) to leave the mode. */
export async function WhitelabelBanner({ scope }: { scope: PageScope }) {
  if (scope.platform !== 'web') return null;
  const customer = await getCurrentCustomer();
  if (!customer || !(customer.isWhitelabelCustomer || customer.order.isWhitelabelOrder)) return null;
  const t = getTranslator(scope.locale);
  return (
    <div className="whitelabel-banner" role="note">
      <p>{t('account.whitelabelBanner')}</p>
      <form action={leaveWhitelabelAction}>
        <input type="hidden" name="returnTo" value={buildDialogHref(getRequestContext().pageUrl, null)} />
        <button type="submit">{t('account.whitelabelLeave')}</button>
      </form>
    </div>
  );
}
