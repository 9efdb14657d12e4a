import { isRscPath } from '../../server/framework/rsc-path.ts';
import { redirect } from '../../server/framework/waku-router.ts';
import { getRequestContext } from './request-context.ts';

/**
 * The target of a 303 after a form action. A document post (no JavaScript) keeps the fragment, so
 * the browser returns to the form's place (a design tile). An action call drops it when the target
 * is the page it was sent from (its Referer; unknown counts as the same): Waku's router takes such a
 * URL for a jump on the same page and does not render the new state. A target with another path or
 * query (the contact form's thank-you state) keeps its fragment either way.
 */
export function toActionRedirectTarget(target: string, requestPath: string, referrer?: string | null): string {
  if (!isRscPath(requestPath)) return target;
  const withoutFragment = target.replace(/#.*$/, '');
  if (withoutFragment === target || !referrer) return withoutFragment;
  try {
    const from = new URL(referrer);
    const to = new URL(withoutFragment, from);
    return to.pathname === from.pathname && to.search === from.search ? withoutFragment : target;
  } catch {
    return withoutFragment;
  }
}

/**
 * Redirects (303) after a form action. With JavaScript, Waku renders the target into the action's
 * own response instead of a second request, so the request context must describe the target page
 * (its query especially) before that render starts.
 */
export function redirectAfterAction(target: string): never {
  const context = getRequestContext();
  const location = toActionRedirectTarget(target, context.url.pathname, context.referrer);
  context.pageUrl = new URL(location, context.url.origin);
  redirect(location, 303);
  throw new Error('unreachable: redirect throws');
}
