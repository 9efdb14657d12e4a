import { describe, expect, it } from 'vitest';
import { withMallocArenaCap } from './native-memory.ts';

describe('withMallocArenaCap', () => {
  it('caps glibc malloc arenas for the started process, keeping the rest of the environment', () => {
    expect(withMallocArenaCap({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
  });

  it("keeps an operator's own value", () => {
    expect(withMallocArenaCap({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
