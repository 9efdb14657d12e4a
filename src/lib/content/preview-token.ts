import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ContentPreview } from '../../../domain/content/model.ts';
import { PREVIEW_PARAMS } from './preview-params.ts';

/**
 * Who may see drafts. Two kinds of token, both made only by someone who knows the preview token:
 *
 * - Storyblok's visual editor opens the shop with
 *   `_storyblok=<story id>&_storyblok_tk[space_id]=…&_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`
 *   where token = sha1(`{space_id}:{preview_token}:{timestamp}`). That contract is Storyblok's and
 *   signs neither path nor host, so the shop binds it to the one story it names: only the story
 *   with that id is read as a draft (see get-story.ts), everything else as published.
 * - The shop's own preview links (`npm run preview-link`) carry `_preview=<expiry>.<signature>`,
 *   an HMAC over host name, path and expiry: one page on one host, for at most an hour.
 */

const MAX_TOKEN_AGE_SECONDS = 60 * 60;
/** Tolerated clock skew between the editor's server and ours. */
const MAX_CLOCK_SKEW_SECONDS = 60;

/** The preview token of the embedded backend: public, so never a secret in production. */
export const EMBEDDED_PREVIEW_TOKEN = 'embedded-preview';

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

function readRelease(value: string | null): { release?: string } {
  // The editor sends 0 for "no release"; release ids are numeric.
  return value && /^[1-9]\d{0,17}$/.test(value) ? { release: value } : {};
}

function equalHex(expected: string, actual: string): boolean {
  const left = Buffer.from(expected, 'hex');
  const right = Buffer.from(actual, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the query carries the editor's parameters at all (a bad token is then worth a log line). */
export function hasPreviewParameters(query: URLSearchParams): boolean {
  return query.has(PARAM.story) || query.has(PARAM.link);
}

/**
 * The editor's token: the preview selection bound to the story it names, or null. Story ids are
 * positive numbers; `_storyblok=0` names no story and so opens nothing.
 */
export function verifyPreviewToken(query: URLSearchParams, secrets: PreviewSecrets): ContentPreview | null {
  if (!secrets.previewToken || !secrets.spaceId) return null;
  const story = query.get(PARAM.story);
  const spaceId = query.get(PARAM.spaceId);
  const timestamp = query.get(PARAM.timestamp);
  const token = query.get(PARAM.token);
  if (story === null || spaceId === null || timestamp === null || token === null) return null;
  if (!/^[1-9]\d{0,17}$/.test(story)) return null;
  if (spaceId !== secrets.spaceId) return null;
  if (!/^\d{1,12}$/.test(timestamp) || !isFresh(Number(timestamp), secrets.now)) return null;
  if (!/^[0-9a-f]{40}$/i.test(token)) return null;
  if (!equalHex(signPreview(spaceId, secrets.previewToken, timestamp), token)) return null;
  return { storyId: story, ...readRelease(query.get(PARAM.release)) };
}

export type PreviewQueryInput = {
  spaceId: string;
  previewToken: string;
  /** Milliseconds since the epoch; default now. */
  now?: number;
  /** The story id the editor passes in `_storyblok`: the one story the token opens as a draft. */
  storyId: string | number;
  release?: string;
};

/** A query that opens one story in draft mode, as the visual editor would (for tests). */
export function buildPreviewQuery(input: PreviewQueryInput): URLSearchParams {
  const timestamp = String(Math.floor((input.now ?? Date.now()) / 1000));
  const query = new URLSearchParams();
  query.set(PARAM.story, String(input.storyId));
  query.set(PARAM.spaceId, input.spaceId);
  query.set(PARAM.timestamp, timestamp);
  query.set(PARAM.token, signPreview(input.spaceId, input.previewToken, timestamp));
  if (input.release) query.set(PARAM.release, input.release);
  return query;
}

/**
 * What a preview link is bound to: the host name (lower case, without port, which a proxy may
 * change) and the path without its trailing slash (which the channels' redirects add or remove).
 */
function normalizePreviewTarget(hostname: string, pathname: string): { host: string; path: string } {
  return { host: hostname.toLowerCase(), path: pathname.replace(/\/+$/, '') || '/' };
}

function signLink(previewToken: string, host: string, path: string, expires: string): string {
  return createHmac('sha256', previewToken).update(`shop-preview-link:v1\n${host}\n${path}\n${expires}`).digest('hex');
}

/** The `_preview` value that opens the drafts of one page on one host until `now` + an hour. */
function buildPreviewLinkToken(input: { previewToken: string; hostname: string; pathname: string; now?: number }): string {
  const expires = String(Math.floor((input.now ?? Date.now()) / 1000) + MAX_TOKEN_AGE_SECONDS);
  const { host, path } = normalizePreviewTarget(input.hostname, input.pathname);
  return `${expires}.${signLink(input.previewToken, host, path, expires)}`;
}

/** The page URL with a preview link token for exactly that host and path. */
export function buildPreviewLink(url: URL, previewToken: string, now = Date.now()): URL {
  const link = new URL(url);
  link.searchParams.set(PARAM.link, buildPreviewLinkToken({ previewToken, hostname: url.hostname, pathname: url.pathname, now }));
  return link;
}

/** A shop preview link's selection (every draft of this one page) when valid for this host and path, else null. */
export function verifyPreviewLink(query: URLSearchParams, target: { hostname: string; pathname: string }, secrets: PreviewSecrets): ContentPreview | null {
  if (!secrets.previewToken) return null;
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(query.get(PARAM.link) ?? '');
  if (!match?.[1] || !match[2]) return null;
  const expires = Number(match[1]);
  const nowSeconds = Math.floor(secrets.now / 1000);
  // Expired, or valid for longer than a link is ever made for.
  if (expires < nowSeconds || expires > nowSeconds + MAX_TOKEN_AGE_SECONDS + MAX_CLOCK_SKEW_SECONDS) return null;
  const { host, path } = normalizePreviewTarget(target.hostname, target.pathname);
  if (!equalHex(signLink(secrets.previewToken, host, path, match[1]), match[2])) return null;
  return readRelease(query.get(PARAM.release));
}

/**
 * Draft mode for a page request: the editor's token (one story) or a shop preview link (this
 * page on this host), whichever is valid.
 */
export function resolvePreview(query: URLSearchParams, target: { hostname: string; pathname: string }, secrets: PreviewSecrets): ContentPreview | null {
  if (query.has(PARAM.link)) return verifyPreviewLink(query, target, secrets);
  return verifyPreviewToken(query, secrets);
}
