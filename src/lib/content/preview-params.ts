/**
 * The query parameters of a draft-preview link from the visual editor. They select which version
 * of the content a page shows, so links and forms that stay on the page must carry them on.
 */
export const PREVIEW_PARAMS = {
  story: '_storyblok',
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
  release: '_storyblok_release',
} as const;

export const PREVIEW_PARAM_NAMES: readonly string[] = Object.values(PREVIEW_PARAMS);
