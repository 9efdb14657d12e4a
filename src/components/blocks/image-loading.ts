import type { BlockEnv } from './block-context.ts';

export type ImageLoading = { loading: 'lazy' | 'eager'; fetchPriority?: 'high' };

/** The page's first image is the likely LCP element: fetch it at once; every other image waits. */
export function getImageLoading(env: BlockEnv, isFirstImageOfBlock = true): ImageLoading {
  return env.firstImageEager && isFirstImageOfBlock ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
