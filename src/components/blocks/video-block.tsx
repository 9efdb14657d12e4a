import { z } from 'zod';
import type { Asset } from '../../../domain/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { Icon } from '../ui/image/icon.tsx';
import { ResponsiveImage } from '../ui/image/responsive-image.tsx';
import type { BlockEnv } from './block-context.ts';
import { optionalAsset, optionalText, requiredText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { getImageLoading } from './image-loading.ts';
import { VideoFacade, type VideoSource } from './video-facade.tsx';
import './video-block.css';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Self-hosted videos the browser plays itself. */
const VIDEO_FILE = /^https:\/\/[^\s"'<>]+\.(mp4|webm)$/i;

const videoBlockSchema = z.object({
  title: requiredText,
  youtubeId: optionalText.transform((id) => (id && YOUTUBE_ID.test(id) ? id : undefined)),
  video: optionalAsset,
  poster: optionalAsset,
  caption: optionalText,
});
export type VideoBlockProps = z.output<typeof videoBlockSchema> & { env: BlockEnv };

/**
 * YouTube's privacy-enhanced player (no cookies until the video plays), or the video file; with
 * neither, no player. The link without JavaScript is the same player as a page of its own.
 */
function getVideoSource(youtubeId: string | undefined, video: Asset | undefined): { href: string; source: VideoSource } | null {
  if (youtubeId) {
    const embedUrl = `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
    return { href: `https://www.youtube-nocookie.com/embed/${youtubeId}?rel=0`, source: { kind: 'youtube', embedUrl } };
  }
  if (video && VIDEO_FILE.test(video.filename)) return { href: video.filename, source: { kind: 'file', url: video.filename } };
  return null;
}

/**
 * A poster with a play button (a click-to-load facade). No player and no third-party request
 * until the visitor chooses to watch: nothing from YouTube loads with the page, which keeps it fast
 * and keeps visitors' data with the shop until they click.
 */
function VideoBlock({ title, youtubeId, video, poster, caption, env }: VideoBlockProps) {
  const player = getVideoSource(youtubeId, video);
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
      {player ? (
        <VideoFacade href={player.href} source={player.source} title={title} playLabel={getTranslator(env.ctx.locale)('blocks.video.play')}>
          {posterImage}
          <Icon name="play" className="block-video__play" />
          <span className="block-video__title">{title}</span>
        </VideoFacade>
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
