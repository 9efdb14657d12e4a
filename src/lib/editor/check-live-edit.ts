import type { ServerConfig } from '../config/server-config.ts';
import { mapOnce } from '../content/get-story.ts';
import { globalStoryMappers, mapPageStory, type MapResult } from '../content/map-story.ts';
import { verifyPreviewToken } from '../content/preview-token.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

/**
 * The checks of the visual editor's live render (decision 0026): the edit comes with the page's
 * URL, whose editor token must be valid and name the edited story, and a story of bounded size
 * that the content schemas accept. Pure, so each refusal is a unit test.
 */

/** The largest edited story the shop renders: a home page is about 60 KB, so this is ample. */
export const LIVE_EDIT_MAX_BYTES = 1024 * 1024;

export type LiveEditRefusal =
  | { reason: 'too-large'; status: 413 }
  | { reason: 'malformed'; status: 400 }
  | { reason: 'wrong-host'; status: 400 }
  | { reason: 'token'; status: 403 }
  | { reason: 'story-mismatch'; status: 403 }
  | { reason: 'schema'; status: 422; issues: string[] };

export type LiveEdit = { pageUrl: URL; storyId: string; fullSlug: string; story: Record<string, unknown> };

type Secrets = Pick<ServerConfig, 'contentSpaceId' | 'contentPreviewToken'>;

const MAPPERS: Record<string, (raw: unknown) => MapResult<unknown>> = {
  page: mapPageStory,
  ...globalStoryMappers,
};

function readJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * `body` is the request's text (`{ url, story }`), `host` the Host the request came to: the page
 * rendered is always one of this host's.
 */
export function checkLiveEdit(body: string, host: string, secrets: Secrets, now = Date.now()): Result<LiveEdit, LiveEditRefusal> {
  if (Buffer.byteLength(body, 'utf8') > LIVE_EDIT_MAX_BYTES) return err({ reason: 'too-large', status: 413 });
  const parsed = readJson(body);
  if (typeof parsed !== 'object' || parsed === null) return err({ reason: 'malformed', status: 400 });
  const { url, story } = parsed as { url?: unknown; story?: unknown };
  if (typeof url !== 'string' || typeof story !== 'object' || story === null) return err({ reason: 'malformed', status: 400 });
  let pageUrl: URL;
  try {
    pageUrl = new URL(url);
  } catch {
    return err({ reason: 'malformed', status: 400 });
  }
  if (pageUrl.host.toLowerCase() !== host.toLowerCase() || !/^https?:$/.test(pageUrl.protocol)) return err({ reason: 'wrong-host', status: 400 });
  const preview = verifyPreviewToken(pageUrl.searchParams, { spaceId: secrets.contentSpaceId, previewToken: secrets.contentPreviewToken, now });
  if (!preview?.storyId) return err({ reason: 'token', status: 403 });
  if (String((story as { id?: unknown }).id) !== preview.storyId) return err({ reason: 'story-mismatch', status: 403 });
  const content = (story as { content?: unknown }).content;
  const component = typeof content === 'object' && content !== null ? (content as { component?: unknown }).component : undefined;
  const map = typeof component === 'string' && Object.hasOwn(MAPPERS, component) ? MAPPERS[component] : undefined;
  if (!map) return err({ reason: 'schema', status: 422, issues: ['content.component: not a page, header, navigation or footer'] });
  // Mapped once per edit: the page render's story loader finds this mapping for the same object.
  const mapped = mapOnce(story, map);
  if (!mapped.ok) return err({ reason: 'schema', status: 422, issues: mapped.error?.issues ?? [] });
  return ok({ pageUrl, storyId: preview.storyId, fullSlug: String((story as { full_slug?: unknown }).full_slug), story: story as Record<string, unknown> });
}
