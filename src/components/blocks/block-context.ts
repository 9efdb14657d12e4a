import type { Channel } from '../../../domain/locale/channels.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';

/** What every block needs from the request; the page fills it once and passes it down. */
export type BlockContext = {
  locale: LocaleCode;
  channel: Channel;
  /** The visitor's URL path for a page path (`home` -> `/`, locale prefix, trailing-slash rule). */
  buildPath: (pagePath: string) => string;
  /** The shop's own host names; links to them keep `follow`. */
  ownHosts: string[];
  /** Prefix for image-service URLs; empty for same-origin paths. */
  imageBaseUrl: string;
  /** An editor request (the visual editor's token): blocks carry the bridge's editable attributes. */
  editable?: boolean;
};

/** Per-render facts a block cannot know by itself. */
export type BlockEnv = {
  ctx: BlockContext;
  /** This block holds the page's first image: load it eagerly at high priority (LCP). */
  firstImageEager: boolean;
};
