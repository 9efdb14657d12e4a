import { getCurrentCustomer } from '../../../lib/customer/current-customer.ts';
import { buildDialogHref, readCustomerDialog } from '../../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { readPageToken } from '../../../lib/request/page-token.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { DialogFrame } from '../dialog/dialog-frame.tsx';
import { CUSTOMER_TITLE_KEYS, CustomerPanel } from './customer-panel.tsx';

/** The customer dialog this request renders open, if any. */
export async function readOpenCustomerDialog() {
  const kind = readCustomerDialog(getRequestContext().pageUrl.searchParams);
  if (!kind) return null;
  if ((kind === 'login' || kind === 'signup') && (await getCurrentCustomer())) return null;
  return kind;
}

/**
 * The customer dialog the URL asks for (`?dialog=login|signup|password-reset|password-confirm`),
 * over the page it was opened on. A logged-in customer gets no log-in or sign-up dialog.
 */
export async function CustomerDialogs({ scope }: { scope: PageScope }) {
  const request = getRequestContext();
  const pageUrl = request.pageUrl;
  const kind = await readOpenCustomerDialog();
  if (!kind) return null;
  const t = getTranslator(scope.locale);
  const closeHref = buildDialogHref(pageUrl, null);
  const token = readPageToken(pageUrl, request.cookies) ?? undefined;
  return (
    <DialogFrame id={`dialog-${kind}`} title={t(CUSTOMER_TITLE_KEYS[kind])} closeHref={closeHref} closeText={t('account.close')} inPlace>
      <CustomerPanel kind={kind} scope={scope} returnTo={closeHref} token={token} hrefFor={(other) => buildDialogHref(pageUrl, other)} />
    </DialogFrame>
  );
}
