/**
 * Flag settings from the environment (documented in the README's configuration table).
 * Query overrides let anyone pick their treatment, which is fine on a developer's machine and on
 * a test stage but would spoil an experiment's numbers in production: they are allowed by default
 * only with the embedded host table, that is without `SHOP_HOSTS`.
 */
export type FlagConfig = { queryOverrides: boolean };

export function readFlagConfig(env: Record<string, string | undefined> = process.env): FlagConfig {
  const setting = env.FLAG_QUERY_OVERRIDES;
  if (setting === '1') return { queryOverrides: true };
  if (setting === '0') return { queryOverrides: false };
  return { queryOverrides: !env.SHOP_HOSTS };
}

let cached: FlagConfig | undefined;

export function getFlagConfig(): FlagConfig {
  cached ??= readFlagConfig();
  return cached;
}
