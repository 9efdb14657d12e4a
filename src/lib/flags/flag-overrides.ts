/**
 * Query parameters that force flags for one request (docs/shop-rules.md, Feature flags: force a feature on or off, or
 * disable flags entirely). Their names start with an underscore because internal links keep only
 * such parameters, so an override survives a click through the shop.
 *
 *   ?_flag_on=965,calculator-nudging-967   forces these flags 'on' (key or experiment id)
 *   ?_flag_off=calculator-portrait-format  forces these flags 'off'
 *   ?_flags=off                            no flag evaluation at all: every flag answers 'off'
 *
 * Whether they count at all is configuration (FLAG_QUERY_OVERRIDES).
 */
import { findShopFlag, type ShopFlagKey } from '../../../domain/flags/shop-flags.ts';

export const FLAG_QUERY = { on: '_flag_on', off: '_flag_off', disable: '_flags' } as const;

/** Debug block switches (docs/shop-rules.md, Feature flags). */
export const FLAG_DEBUG_PARAMS = ['splitDebug', '_debug'] as const;

const MAX_NAMES = 20;

export type FlagOverrides = {
  disabled: boolean;
  forced: ReadonlyMap<ShopFlagKey, 'on' | 'off'>;
  /** Names that are no flag of the shop, for the debug block. */
  unknown: string[];
};

export const NO_OVERRIDES: FlagOverrides = { disabled: false, forced: new Map(), unknown: [] };

function readNames(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, MAX_NAMES);
}

export function parseFlagOverrides(params: URLSearchParams): FlagOverrides {
  const forced = new Map<ShopFlagKey, 'on' | 'off'>();
  const unknown: string[] = [];
  // 'off' is read last so it wins over 'on' for the same flag: the safe side.
  for (const treatment of ['on', 'off'] as const) {
    for (const name of readNames(params, FLAG_QUERY[treatment])) {
      const flag = findShopFlag(name);
      if (flag) forced.set(flag.key, treatment);
      else if (!unknown.includes(name)) unknown.push(name.slice(0, 60));
    }
  }
  return { disabled: params.get(FLAG_QUERY.disable) === 'off', forced, unknown };
}

export function hasFlagDebug(params: URLSearchParams): boolean {
  return FLAG_DEBUG_PARAMS.some((name) => params.has(name));
}
