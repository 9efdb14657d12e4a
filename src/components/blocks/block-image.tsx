import { ResponsiveImage, type ResponsiveImageProps } from '../ui/image/responsive-image.tsx';
import type { BlockEnv } from './block-context.ts';
import { getImageLoading } from './image-loading.ts';

type BlockImageProps = Omit<ResponsiveImageProps, 'baseUrl' | 'loading' | 'fetchPriority'> & { env: BlockEnv; firstOfBlock?: boolean };

/** A block's picture from the page's image service, eager only where it may be the page's largest. */
export function BlockImage({ env, firstOfBlock = true, ...image }: BlockImageProps) {
  return <ResponsiveImage {...image} baseUrl={env.ctx.imageBaseUrl} {...getImageLoading(env, firstOfBlock)} />;
}
