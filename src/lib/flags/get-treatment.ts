/**
 * The one synchronous lookup every experiment call site uses. Treatments are evaluated once per
 * request before rendering (request-flags.ts, through OpenFeature); this only reads them, so a
 * render never waits for flags and a page shows one consistent set.
 */
import { logEvent } from '../log/logger.ts';
import { tryGetRequestContext } from '../request/request-context.ts';
import { getRequestFlags, noteFlagRead } from './request-flags.ts';
import { findShopFlag } from '../../../domain/flags/shop-flags.ts';
import { FALLBACK_TREATMENT, type Treatment } from '../../../domain/flags/treatments.ts';

export { TREATMENTS, type Treatment } from '../../../domain/flags/treatments.ts';

/** Numeric ids come from the experiment tool; named ids are flag keys (shop-flags.ts). */
export type { ExperimentId } from '../../../domain/flags/shop-flags.ts';
import type { ExperimentId } from '../../../domain/flags/shop-flags.ts';

export type GetTreatment = (experimentId: ExperimentId) => Treatment;

export const getTreatment: GetTreatment = (experimentId) => {
  const flag = findShopFlag(experimentId);
  if (!flag) {
    logEvent('warn', 'no-treatment', { flag: String(experimentId), error: 'unknown-flag' });
    return FALLBACK_TREATMENT;
  }
  const context = tryGetRequestContext();
  const flags = context && getRequestFlags(context);
  if (!flags) {
    // Called where no request evaluated flags (outside a page or action): there is no client.
    logEvent('warn', 'client-or-sdk-empty', { flag: flag.key });
    return FALLBACK_TREATMENT;
  }
  noteFlagRead(context, flag.key);
  return flags.treatments[flag.key];
};
