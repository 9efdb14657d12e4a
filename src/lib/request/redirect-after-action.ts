import { redirect } from '../../server/framework/waku-router.ts';
import { getRequestContext } from './request-context.ts';

/**
 * Redirects (303) after a form action. With JavaScript, Waku renders the target into the action's
 * own response instead of a second request, so the request context must describe the target page
 * (its query especially) before that render starts.
 */
export function redirectAfterAction(target: string): never {
  const context = getRequestContext();
  context.pageUrl = new URL(target, context.url.origin);
  redirect(target, 303);
  throw new Error('unreachable: redirect throws');
}
