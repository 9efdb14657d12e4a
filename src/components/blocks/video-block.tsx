import { z } from 'zod';
import type { Asset, StoryLink } from '../../lib/content/model.ts';
import { Icon } from '../ui/image/icon.tsx';
import { ResponsiveImage } from '../ui/image/responsive-image.tsx';
import type { BlockEnv } from './block-context.ts';
import { optionalAsset, optionalText, requiredText } from '../../lib/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { getImageLoading } from './image-loading.ts';
import { resolveLink } from './resolve-block-link.ts';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const videoBlockSchema = z.object({
  title: requiredText,
  youtubeId: optionalText.transform((id) => (id && YOUTUBE_ID.test(id) ? id : undefined)),
  video: optionalAsset,
  poster: optionalAsset,
  caption: optionalText,
});
export type VideoBlockProps = z.output<typeof videoBlockSchema> & { env: BlockEnv };

/** Where the poster leads: YouTube's no-cookie host, else the video file, else nowhere. */
function getVideoLink(youtubeId: string | undefined, video: Asset | undefined): StoryLink | null {
  if (youtubeId) return { linktype: 'url', url: `https://www.youtube-nocookie.com/watch?v=${youtubeId}` };
  if (video) return { linktype: 'asset', url: video.filename };
  return null;
}

/**
 * A poster that links to the video. No player and no third-party request until the visitor
 * chooses to watch: nothing from YouTube loads with the page, which keeps it fast and keeps
 * visitors' data with the shop until they click.
 */
function VideoBlock({ title, youtubeId, video, poster, caption, env }: VideoBlockProps) {
  const link = getVideoLink(youtubeId, video);
  const resolved = link ? resolveLink(link, env.ctx) : null;
  const posterImage = (
    <ResponsiveImage
      asset={poster}
      aspectRatio="16/9"
      sizes="(min-width: 1280px) 1280px, 100vw"
      baseUrl={env.ctx.imageBaseUrl}
      {...getImageLoading(env)}
    />
  );
  return (
    <figure className="block block-video">
      {resolved ? (
        <a className="block-video__link" href={resolved.href} rel={resolved.rel} target={resolved.target}>
          {posterImage}
          <Icon name="play" className="block-video__play" />
          <span className="block-video__title">{title}</span>
        </a>
      ) : (
        <div className="block-video__frame">
          {posterImage}
          <span className="block-video__title">{title}</span>
        </div>
      )}
      {caption ? <figcaption className="block-video__caption">{caption}</figcaption> : null}
    </figure>
  );
}

export const videoBlock = defineBlock('video_block', videoBlockSchema, (props, env) => <VideoBlock {...props} env={env} />, { hasImage: true });
