import { isRscPath } from '../../server/framework/rsc-path.ts';
import { redirect } from '../../server/framework/waku-router.ts';
import { getRequestContext } from './request-context.ts';

/**
 * The target of a 303 after a form action: a document post (no JavaScript) keeps the fragment, so
 * the browser returns to the form's place (a design tile); an action call drops it, because Waku's
 * router took a fragment on the same page for a jump and did not render the new state.
 */
export function toActionRedirectTarget(target: string, requestPath: string): string {
  return isRscPath(requestPath) ? target.replace(/#.*$/, '') : target;
}

/**
 * Redirects (303) after a form action. With JavaScript, Waku renders the target into the action's
 * own response instead of a second request, so the request context must describe the target page
 * (its query especially) before that render starts.
 */
export function redirectAfterAction(target: string): never {
  const context = getRequestContext();
  const location = toActionRedirectTarget(target, context.url.pathname);
  context.pageUrl = new URL(location, context.url.origin);
  redirect(location, 303);
  throw new Error('unreachable: redirect throws');
}
