/**
 * glibc's malloc gives every thread that allocates its own arena, up to eight per core. Node's
 * thread pool compresses pages (the page store's brotli and gzip, quality 11 in the background)
 * and each of its threads leaves freed memory in its own arena, where it stays resident: under
 * renders the shop's RSS grew run after run while the JavaScript heap stayed flat (measured in
 * docs/decisions/0014-page-store-and-csp-hashes.md, "Memory"). Two arenas hold it steady at no
 * measurable cost in throughput. glibc reads the variable when a process starts, so it is set in
 * the environment of the processes the shop's scripts start; an operator's own value wins.
 */
export const DEFAULT_MALLOC_ARENA_MAX = '2';

export function withMallocArenaCap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || DEFAULT_MALLOC_ARENA_MAX };
}
