/**
 * glibc's malloc gives every thread that allocates its own arena, up to eight per core. Node's
 * thread pool compresses pages (streamed pages, the page store's quality-11 br) and V8's helper
 * threads allocate too; what they free stays resident in their arenas: under renders the shop's
 * RSS grew run after run while the JavaScript heap's live set stayed flat (measured in
 * docs/decisions/0014-page-store-and-csp-hashes.md, "Memory under load"). Two arenas hold it
 * steady at a throughput cost within the noise of a shared machine. glibc reads the variable when
 * a process starts, so it is set in the environment of the processes the shop's scripts start;
 * an operator's own value wins.
 */
export const DEFAULT_MALLOC_ARENA_MAX = '2';

/**
 * glibc raises its mmap threshold each time a large block is freed, so after a while the
 * compressors' and page store's buffers come from the arenas, and what they free there stays
 * resident. A fixed threshold keeps the big ones out (blocks above it are mapped and unmapped
 * whole), and trimming above 64 KiB free at the top gives back the rest (decision 0049). At
 * 128 KiB, not 32: at 32 KiB, blocks just above it (36 KiB mappings) were mapped and unmapped
 * about a hundred times a page, each paid again in page faults. At 128 KiB the shop renders with
 * a quarter less CPU, a sharp transform takes 30% less, and `npm run test:load` serves 25-33%
 * more requests a second for a peak of 283 MiB instead of 264, under 300 and flat (decision 0054).
 */
export const DEFAULT_MALLOC_MMAP_THRESHOLD = '131072';
export const DEFAULT_MALLOC_TRIM_THRESHOLD = '65536';

/**
 * V8 sizes the young generation from the machine's memory: on Node 24 with a few GiB that is two
 * 64 MiB semi-spaces, 128 MiB committed as soon as rendering allocates fast, holding ~20 MiB of
 * live objects (measured in decision 0014, "Memory that stays flat"). 8 MiB semi-spaces keep
 * 16 MiB: the shop's peak in `npm run test:load` came down from 314-319 MiB to 303-309 (decision
 * 0046); scavenges get more frequent, each as short.
 */
export const DEFAULT_MAX_SEMI_SPACE_MB = '8';

export function withMallocArenaCap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || DEFAULT_MALLOC_ARENA_MAX,
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || DEFAULT_MALLOC_MMAP_THRESHOLD,
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ || DEFAULT_MALLOC_TRIM_THRESHOLD,
    NODE_OPTIONS: /--max-semi-space-size\b/.test(nodeOptions) ? nodeOptions : `${nodeOptions} --max-semi-space-size=${DEFAULT_MAX_SEMI_SPACE_MB}`.trim(),
  };
}

/**
 * Transparent huge pages for malloc's large blocks, in the embedded backend only. A password hash
 * (scrypt, 32 MiB) and a decoded picture are each a fresh mapping, and in a virtual machine every
 * 4 KiB page of it is an expensive fault: a hash took 170 ms of CPU, 76 ms with 2 MiB pages; 50
 * image transforms 430 ticks, 372. Peak memory stayed the same. The shop's renders gained nothing
 * measurable (their blocks are smaller than a huge page), so it keeps the default (decision 0055).
 * glibc applies it when the kernel's mode is `madvise` or `always`; with `never` nothing changes.
 */
export const BACKEND_GLIBC_TUNABLES = 'glibc.malloc.hugetlb=1';

export function withBackendHugePages(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, GLIBC_TUNABLES: env.GLIBC_TUNABLES || BACKEND_GLIBC_TUNABLES };
}

/**
 * The shop's V8 old space, in MiB. Without a cap V8 grows it with the allocation rate, not the live
 * set: after a crawl of four hosts the shop held ~465 MiB RSS for a reachable heap of 134 MiB (75 of
 * it the page store's buffers, which live outside the old space). 160 MiB kept the same crawl at
 * 303-306 MiB (decision 0040); the live old space is ~60 MiB, so a burst of 16 renders has room.
 * The shop only: the embedded backend keeps V8's default.
 */
export const DEFAULT_SHOP_MAX_OLD_SPACE_MB = '160';

/** The shop's NODE_OPTIONS with the old-space cap, unless the operator set one. */
export function withShopHeapCap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return { ...env, NODE_OPTIONS: /--max-old-space-size\b/.test(nodeOptions) ? nodeOptions : `${nodeOptions} --max-old-space-size=${DEFAULT_SHOP_MAX_OLD_SPACE_MB}`.trim() };
}

/**
 * The whole environment each program's process gets from the scripts (`npm start`, the cluster,
 * the test stacks, the benches), so a setting added here reaches all of them: the malloc and
 * young-generation settings for both, huge pages for the backend, the old-space cap for the shop.
 * Each setting the operator gave already wins.
 */
export function backendProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return withBackendHugePages(withMallocArenaCap(env));
}

export function shopProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return withShopHeapCap(withMallocArenaCap(env));
}
