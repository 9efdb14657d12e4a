import type { ReactNode } from 'react';
import { getErrorInfo } from '../../server/framework/waku-router.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { logEvent } from '../../lib/log/logger.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseStatus } from '../../lib/request/request-context.ts';
import { getServices } from '../../lib/services/services.ts';
import { settleServerTree } from './settle-server-tree.ts';
import { StoryPage } from './story-page.tsx';

/** Details are for developers: always with ERROR_DETAILS, with `?_debug` only outside production. */
export function showErrorDetails(pageUrl: URL): boolean {
  const { config } = getServices();
  return config.errorDetails || (!config.production && pageUrl.searchParams.has('_debug'));
}

function describeError(error: unknown): { message: string; stack: string | undefined } {
  return error instanceof Error ? { message: `${error.name}: ${error.message}`, stack: error.stack } : { message: String(error), stack: undefined };
}

/**
 * The page's view, or the error page (the `error` story) when rendering it fails unexpectedly:
 * status 500 with header, footer and the way back intact instead of Waku's blank page. The error
 * is logged; its details show only when debugging. Redirects and not-found answers thrown through
 * Waku pass on untouched.
 */
export async function SafeView({ scope, children }: { scope: PageScope; children: ReactNode }) {
  try {
    return await settleServerTree(children);
  } catch (error) {
    if (getErrorInfo(error)) throw error;
    const request = getRequestContext();
    const { message, stack } = describeError(error);
    logEvent('error', 'error-page-encountered', { path: request.pageUrl.pathname, error: message, stack });
    let page: ReactNode;
    try {
      page = await settleServerTree(<StoryPage scope={scope} pagePath="error" />);
    } catch {
      // The error page failed as well: the shell and one sentence still render.
      page = <h1>{getTranslator(scope.locale)('common.sectionUnavailable')}</h1>;
    }
    // Whatever the view or the error story set before, the answer is a server error.
    setResponseStatus(500);
    return (
      <>
        {page}
        {showErrorDetails(request.pageUrl) ? (
          <details className="error-details" open>
            <summary>{getTranslator(scope.locale)('errorPage.details')}</summary>
            <pre>{stack ?? message}</pre>
          </details>
        ) : null}
      </>
    );
  }
}
