import type { ReactNode } from 'react';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { CalculatorPageDialog, loadPageCalculatorDialog } from '../blocks/calculator/calculator-page-dialog.tsx';
import { CustomerDialogs, readOpenCustomerDialog } from './customer/customer-dialogs.tsx';
import { loadPageProductDialog, ProductDialogs } from './product/product-dialogs.tsx';

/** Whether this render shows a dialog over the page (at most one: they share the `dialog` parameter). */
async function isPageDialogOpen(scope: PageScope): Promise<boolean> {
  const [customer, calculator, product] = await Promise.all([readOpenCustomerDialog(), loadPageCalculatorDialog(scope), loadPageProductDialog(scope)]);
  return customer !== null || calculator !== null || product !== null;
}

/**
 * The page behind an open dialog is `inert`, so without JavaScript (no showModal) Tab, clicks and
 * assistive technology stay in the dialog too (issue 20; decisions 0024, 0037). A
 * `display: contents` wrapper: the page's layout does not change.
 */
export async function PageBehindDialog({ scope, children }: { scope: PageScope; children: ReactNode }) {
  const open = await isPageDialogOpen(scope);
  return (
    <div className="page-behind-dialog" inert={open || undefined}>
      {children}
    </div>
  );
}

/** The dialogs the URL opens over the page, outside the inert page. */
export function PageDialogs({ scope }: { scope: PageScope }) {
  return (
    <>
      <CustomerDialogs scope={scope} />
      <CalculatorPageDialog scope={scope} />
      <ProductDialogs scope={scope} />
    </>
  );
}
