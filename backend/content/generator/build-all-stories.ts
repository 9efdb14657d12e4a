import { buildCardContent } from './channels/card/build-card-stories.ts';
import { buildPosterStories } from './channels/poster/build-poster-stories.ts';
import { posterCopyInput } from './channels/poster/copy/index.ts';
import type { Channel } from './shared/shop-pages-types.ts';
import type { Stories } from './story-types.ts';

/** Every story of both channels, keyed by `{locale}/{path}` below the channel's content folder. */
export function buildAllStories(): ReadonlyMap<Channel, Stories> {
  return new Map<Channel, Stories>([
    ['poster', buildPosterStories(posterCopyInput)],
    ['card', buildCardContent()],
  ]);
}
