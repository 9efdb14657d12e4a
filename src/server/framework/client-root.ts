import { unstable_defaultRootOptions } from 'waku/client';

/**
 * What the shop's client entry (src/waku.client.tsx, a copy of Waku's managed entry plus the
 * hydration marks of decision 0041) takes from Waku: the root options Waku's own entry passes to
 * hydrateRoot and createRoot, and the flag its bootstrap preamble sets on a page rendered to
 * hydrate. Browser code; it sits here because every use of Waku's internals does (decision 0034).
 */
export const rootOptions = unstable_defaultRootOptions;

export function documentWantsHydration(): boolean {
  return Boolean((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__);
}
