import { loadPageStoryOfRequest } from '../../../lib/content/load-page-story-of-request.ts';
import { parseCalculatorQuery } from '../../../lib/calculator/calculator-query.ts';
import { getCalculatorSubmission } from '../../../lib/calculator/calculator-submission.ts';
import { findCalculatorBlock } from '../../../lib/calculator/find-calculator-block.ts';
import { loadCalculatorView } from '../../../lib/calculator/load-calculator.ts';
import type { CalculatorView } from '../../../lib/calculator/build-calculator-view.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext, type RequestContext } from '../../../lib/request/request-context.ts';
import { CalculatorDialog } from './calculator-view.tsx';
import { perRequest } from '../../../lib/request/per-request.ts';

type OpenCalculatorDialog = { view: CalculatorView & { dialog: NonNullable<CalculatorView['dialog']> } };

const openedFor = perRequest<Promise<OpenCalculatorDialog | null>>();

async function findOpenDialog(scope: PageScope, request: RequestContext): Promise<OpenCalculatorDialog | null> {
  const query = parseCalculatorQuery(request.pageUrl.searchParams);
  // Only the URL opens a calculator dialog: its dialog value, or an own format's typed sizes
  // (bad ones reopen the dialog). Other pages never load the story a second time for it.
  if (query.dialog === null && query.width === null && query.height === null) return null;
  const content = await loadPageStoryOfRequest(scope, request);
  if (!content) return null;
  const block = findCalculatorBlock(content);
  if (!block) return null;
  const result = await loadCalculatorView({
    block,
    pageUrl: request.pageUrl,
    scope: { channel: scope.channel, locale: scope.locale },
    submission: getCalculatorSubmission(request),
  });
  if (!result.ok || result.value.dialog === null) return null;
  return { view: result.value as OpenCalculatorDialog['view'] };
}

/**
 * The calculator dialog this page render shows outside `main`, decided once per request from the
 * URL and the page's story (decision 0037): the shell makes the page behind inert and renders the
 * dialog after it, the block leaves its own copy out.
 */
export function loadPageCalculatorDialog(scope: PageScope): Promise<OpenCalculatorDialog | null> {
  const request = getRequestContext();
  return openedFor(request, () => findOpenDialog(scope, request));
}

export async function CalculatorPageDialog({ scope }: { scope: PageScope }) {
  const open = await loadPageCalculatorDialog(scope);
  if (!open) return null;
  return <CalculatorDialog dialog={open.view.dialog} anchorId={open.view.anchorId} preserved={open.view.preserved} inPlace />;
}
