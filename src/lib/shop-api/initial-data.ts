import { z } from 'zod';
import type { LocaleCode } from '../locale/locales.ts';
import type { ShopApiScope } from './shop-api-client.ts';
import { callShopApi } from './shop-api-client.ts';

const initialDataSchema = z.object({
  payload: z
    .object({
      serviceHotline: z.string().optional(),
      serviceHours: z.string().optional(),
      freeShippingThreshold: z.number().optional(),
    })
    .passthrough(),
});
export type InitialData = z.infer<typeof initialDataSchema>['payload'];

const TTL_MS = 5 * 60_000;
const cache = new Map<string, { expires: number; data: InitialData }>();

/** 001 §7: initial data is read from its `payload` field and cached per locale (and channel). */
export async function getInitialData(scope: ShopApiScope, now = Date.now()): Promise<InitialData | null> {
  const key = `${scope.channel}:${scope.locale satisfies LocaleCode}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.data;
  const result = await callShopApi('/web-api/shop-frontends-initial-data', scope, { schema: initialDataSchema });
  if (!result.ok) return hit?.data ?? null;
  cache.set(key, { expires: now + TTL_MS, data: result.data.payload });
  return result.data.payload;
}
