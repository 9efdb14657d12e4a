import { describe, expect, it } from 'vitest';
import { withMallocArenaCap, withShopHeapCap } from './native-memory.ts';

describe('withMallocArenaCap', () => {
  it('caps glibc malloc arenas for the started process, keeping the rest of the environment', () => {
    expect(withMallocArenaCap({ PORT: '3000' })).toEqual({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '65536',
      NODE_OPTIONS: '--max-semi-space-size=8',
    });
  });

  it("keeps an operator's own values, and the rest of NODE_OPTIONS", () => {
    expect(withMallocArenaCap({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(withMallocArenaCap({ MALLOC_MMAP_THRESHOLD_: '32768' }).MALLOC_MMAP_THRESHOLD_).toBe('32768');
    expect(withMallocArenaCap({ NODE_OPTIONS: '--max-semi-space-size=32' }).NODE_OPTIONS).toBe('--max-semi-space-size=32');
    expect(withMallocArenaCap({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe('--enable-source-maps --max-semi-space-size=8');
  });
});

describe('withShopHeapCap', () => {
  it("caps the shop's old space unless the operator set a cap, keeping the rest of NODE_OPTIONS", () => {
    expect(withShopHeapCap({ PORT: '3000' })).toEqual({ PORT: '3000', NODE_OPTIONS: '--max-old-space-size=160' });
    expect(withShopHeapCap({ NODE_OPTIONS: '--max-old-space-size=512' }).NODE_OPTIONS).toBe('--max-old-space-size=512');
    expect(withMallocArenaCap(withShopHeapCap({ NODE_OPTIONS: '--enable-source-maps' })).NODE_OPTIONS).toBe('--enable-source-maps --max-old-space-size=160 --max-semi-space-size=8');
  });
});
