import { createHash, timingSafeEqual } from 'node:crypto';
import type { ContentPreview } from './model.ts';
import { PREVIEW_PARAMS } from './preview-params.ts';

/**
 * Draft mode for Storyblok's visual editor. The editor opens the shop with
 * `_storyblok=<story id>&_storyblok_tk[space_id]=…&_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`
 * where token = sha1(`{space_id}:{preview_token}:{timestamp}`); only someone who knows the
 * preview token can make one, so a valid query may see drafts.
 */

export const MAX_TOKEN_AGE_SECONDS = 60 * 60;
/** Tolerated clock skew between the editor's server and ours. */
export const MAX_CLOCK_SKEW_SECONDS = 60;

export type PreviewSecrets = {
  spaceId: string;
  previewToken: string;
  /** Milliseconds since the epoch (`Date.now()`). */
  now: number;
};

const PARAM = PREVIEW_PARAMS;

function signPreview(spaceId: string, previewToken: string, timestamp: string): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}

function isFresh(timestampSeconds: number, nowMs: number): boolean {
  const nowSeconds = Math.floor(nowMs / 1000);
  return timestampSeconds <= nowSeconds + MAX_CLOCK_SKEW_SECONDS && nowSeconds - timestampSeconds <= MAX_TOKEN_AGE_SECONDS;
}

function readRelease(value: string | null): ContentPreview {
  // The editor sends 0 for "no release"; release ids are numeric.
  return value && /^[1-9]\d{0,17}$/.test(value) ? { release: value } : {};
}

/** The preview selection when the query carries a valid editor token, otherwise null. */
export function verifyPreviewToken(query: URLSearchParams, secrets: PreviewSecrets): ContentPreview | null {
  if (!secrets.previewToken || !secrets.spaceId) return null;
  const story = query.get(PARAM.story);
  const spaceId = query.get(PARAM.spaceId);
  const timestamp = query.get(PARAM.timestamp);
  const token = query.get(PARAM.token);
  if (story === null || spaceId === null || timestamp === null || token === null) return null;
  if (spaceId !== secrets.spaceId) return null;
  if (!/^\d{1,12}$/.test(timestamp) || !isFresh(Number(timestamp), secrets.now)) return null;
  if (!/^[0-9a-f]{40}$/i.test(token)) return null;
  const expected = Buffer.from(signPreview(spaceId, secrets.previewToken, timestamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(token, 'hex'))) return null;
  return readRelease(query.get(PARAM.release));
}

export type PreviewQueryInput = {
  spaceId: string;
  previewToken: string;
  /** Milliseconds since the epoch; default now. */
  now?: number;
  /** The story id the editor passes in `_storyblok`; the shop does not use it. */
  storyId?: string | number;
  release?: string;
};

/** A query that opens the shop in draft mode, as the visual editor would (for e2e tests and editors' links). */
export function buildPreviewQuery(input: PreviewQueryInput): URLSearchParams {
  const timestamp = String(Math.floor((input.now ?? Date.now()) / 1000));
  const query = new URLSearchParams();
  query.set(PARAM.story, String(input.storyId ?? 0));
  query.set(PARAM.spaceId, input.spaceId);
  query.set(PARAM.timestamp, timestamp);
  query.set(PARAM.token, signPreview(input.spaceId, input.previewToken, timestamp));
  if (input.release) query.set(PARAM.release, input.release);
  return query;
}
