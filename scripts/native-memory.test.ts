import { describe, expect, it } from 'vitest';
import { withMallocArenaCap } from './native-memory.ts';

describe('withMallocArenaCap', () => {
  it('caps glibc malloc arenas for the started process, keeping the rest of the environment', () => {
    expect(withMallocArenaCap({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-semi-space-size=16' });
  });

  it("keeps an operator's own values, and the rest of NODE_OPTIONS", () => {
    expect(withMallocArenaCap({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(withMallocArenaCap({ NODE_OPTIONS: '--max-semi-space-size=32' }).NODE_OPTIONS).toBe('--max-semi-space-size=32');
    expect(withMallocArenaCap({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe('--enable-source-maps --max-semi-space-size=16');
  });
});
