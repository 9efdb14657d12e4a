import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendProcessEnv, shopProcessEnv, withBackendHugePages, withMallocArenaCap, withShopHeapCap } from './native-memory.ts';

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

/** The kernel's transparent huge page mode (`always`, `madvise` or `never`), if it has one. */
function hugePageMode(): string | undefined {
  try {
    return /\[(\w+)\]/.exec(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** KiB of huge pages behind a 32 MiB block (a password hash's size) that a fresh Node allocates and touches. */
function hugePagesOfLargeBlock(env: NodeJS.ProcessEnv): number {
  const script = `const block = Buffer.alloc(32 * 1024 * 1024, 1);
const kib = /AnonHugePages:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/smaps_rollup', 'utf8'))[1];
process.stdout.write(kib + ' ' + block[block.length - 1]);`;
  return Number(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }).split(' ')[0]);
}

describe('withBackendHugePages', () => {
  it("asks glibc for huge pages behind large blocks unless the operator set tunables", () => {
    expect(withBackendHugePages({ PORT: '3001' })).toEqual({ PORT: '3001', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' });
    expect(withBackendHugePages({ GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0' }).GLIBC_TUNABLES).toBe('glibc.malloc.tcache_count=0');
  });

  it.skipIf(hugePageMode() !== 'madvise')('puts a large block on huge pages, where the default environment does not', () => {
    const { GLIBC_TUNABLES: _operator, ...plain } = process.env;
    expect(hugePagesOfLargeBlock(plain)).toBe(0);
    expect(hugePagesOfLargeBlock(withBackendHugePages(plain))).toBeGreaterThanOrEqual(2048);
  });
});

describe('each program\'s process environment', () => {
  it('gives the backend the malloc settings and huge pages, the shop the malloc settings and its old-space cap', () => {
    const backend = backendProcessEnv({ BACKEND_PORT: '3001' });
    expect(backend).toMatchObject({ BACKEND_PORT: '3001', MALLOC_ARENA_MAX: '2', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1', NODE_OPTIONS: '--max-semi-space-size=8' });
    const shop = shopProcessEnv({ PORT: '3000' });
    expect(shop).toMatchObject({ PORT: '3000', MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-semi-space-size=8 --max-old-space-size=160' });
    expect(shop.GLIBC_TUNABLES).toBeUndefined();
  });

  it('keeps every setting the operator gave', () => {
    const operator = { MALLOC_ARENA_MAX: '4', GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0', NODE_OPTIONS: '--max-semi-space-size=32 --max-old-space-size=512' };
    expect(backendProcessEnv(operator)).toMatchObject(operator);
    expect(shopProcessEnv(operator)).toMatchObject(operator);
  });
});
