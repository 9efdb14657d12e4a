import { logEvent } from '../log/logger.ts';
import { checkPasswordResetToken } from '../shop-api/customer.ts';
import { describeShopApiError, type ShopApiScope } from '../shop-api/shop-api-client.ts';

/**
 * What the reset page can tell before a password is typed: no token, a link that still works, one
 * that does not (used, replaced, expired: the backend's own words), or unknown because the check
 * failed (then the form shows, and the confirmation itself answers).
 */
export type ResetLinkState = { kind: 'missing' } | { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'unchecked' };

export async function checkResetLink(scope: ShopApiScope, token: string | null): Promise<ResetLinkState> {
  if (!token) return { kind: 'missing' };
  const result = await checkPasswordResetToken(scope, { token });
  if (result.ok) return { kind: 'valid' };
  // 404: unknown, used, replaced or expired; 400: no token of ours at all.
  if (result.error.kind === 'refused' && (result.error.status === 404 || result.error.status === 400)) return { kind: 'invalid', message: result.error.message };
  logEvent('warn', 'password-reset-error', result.error.kind === 'refused' ? { error: 'refused', status: result.error.status } : describeShopApiError(result.error));
  return { kind: 'unchecked' };
}
