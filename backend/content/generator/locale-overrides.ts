/**
 * A regional variant written as what differs from its base locale (spelling, currency, wording),
 * so the shared text is written once. Objects merge key by key; strings, numbers and arrays (rich
 * text, lists) are replaced as a whole; `undefined` drops an optional field the base has.
 */
export type CopyOverride<T> = T extends string | number | boolean
  ? T
  : T extends ReadonlyArray<unknown>
    ? T
    : { readonly [K in keyof T]?: CopyOverride<T[K]> | (undefined extends T[K] ? undefined : never) };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function overrideCopy<T>(base: T, override: CopyOverride<T>): T {
  return mergeValue(base, override, '') as T;
}

function mergeValue(base: unknown, override: unknown, path: string): unknown {
  if (!isRecord(override)) return override;
  if (!isRecord(base)) throw new Error(`Override at "${path}" is an object, the base is not`);
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // A key the base lacks is a typo in the override that would otherwise change nothing.
    if (!(key in base)) throw new Error(`Override names "${path}${key}", which the base copy does not have`);
    if (value === undefined) delete merged[key];
    else merged[key] = mergeValue(base[key], value, `${path}${key}.`);
  }
  return merged;
}
