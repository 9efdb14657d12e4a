/**
 * The query parameters of a draft-preview link (the visual editor's, or the shop's own). They select which version
 * of the content a page shows, so links and forms that stay on the page must carry them on.
 */
export const PREVIEW_PARAMS = {
  story: '_storyblok',
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
  release: '_storyblok_release',
  /** The shop's own preview links (`npm run preview-link`), bound to host and path. */
  link: '_preview',
} as const;

