/**
 * The page's one dialog lives in one query parameter, so at most one is open and every dialog has
 * an address: a link opens it, a link without the parameter closes it, and the server renders it
 * open (docs/decisions/0012-customer-access.md, Dialog frame).
 */
export const DIALOG_PARAM = 'dialog';

export const CUSTOMER_DIALOGS = ['login', 'signup', 'password-reset', 'password-confirm'] as const;
export type CustomerDialog = (typeof CUSTOMER_DIALOGS)[number];

/** The customer dialog the page asks for, or null (unknown values, including the calculator's, are not ours). */
export function readCustomerDialog(params: URLSearchParams): CustomerDialog | null {
  const value = params.get(DIALOG_PARAM);
  return CUSTOMER_DIALOGS.find((dialog) => dialog === value) ?? null;
}

/**
 * The page's path and query with `dialog` set to the given one or removed. Every other parameter
 * stays, so closing a dialog returns to exactly the page it was opened on.
 */
export function buildDialogHref(pageUrl: URL, dialog: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(pageUrl.search);
  params.delete(DIALOG_PARAM);
  for (const key of Object.keys(extra)) params.delete(key);
  if (dialog) params.set(DIALOG_PARAM, dialog);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return `${pageUrl.pathname}${search ? `?${search}` : ''}`;
}
