/**
 * Splits a request path into the optional prefixes (two-letter language, desktop marker `d`, in
 * either order) and the rest, after a sanity check of every segment. The check runs on the raw,
 * percent-encoded path so that encoded slashes, traversal and control characters are caught before
 * anything decodes them into something harmful.
 */
import { err, ok, type Result } from '../../../domain/result/result.ts';
export type ShopPath = {
  /** Two lower-case letters when the path starts with a language-like segment. */
  languagePrefix: string | null;
  desktop: boolean;
  /** Decoded segments after the prefixes. */
  segments: string[];
  trailingSlash: boolean;
};

/** Why a path is not one of the shop's; the route pipeline answers 404 for every one of them. */
export type ParsePathError = { kind: 'relative-path' | 'path-too-long' | 'too-many-segments' | 'malformed-percent-encoding' | 'segment-too-long' | 'forbidden-characters' };
export type ParsePathResult = Result<ShopPath, ParsePathError>;

export const MAX_PATH_LENGTH = 512;
export const MAX_SEGMENT_LENGTH = 120;
export const MAX_SEGMENTS = 12;

// Storyblok slugs are ASCII letters, digits, dashes and underscores; dots are allowed inside a
// segment for file-like paths (robots.txt) but never as a whole segment; an empty segment
// (`/a//b`) does not match either.
const SEGMENT_PATTERN = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const LANGUAGE_LIKE = /^[a-z]{2}$/;

export function parseShopPath(rawPathname: string): ParsePathResult {
  if (!rawPathname.startsWith('/')) return err({ kind: 'relative-path' });
  if (rawPathname.length > MAX_PATH_LENGTH) return err({ kind: 'path-too-long' });
  const trailingSlash = rawPathname.length > 1 && rawPathname.endsWith('/');
  const inner = rawPathname.slice(1, trailingSlash ? -1 : undefined);
  const rawSegments = inner === '' ? [] : inner.split('/');
  if (rawSegments.length > MAX_SEGMENTS) return err({ kind: 'too-many-segments' });

  const segments: string[] = [];
  for (const raw of rawSegments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return err({ kind: 'malformed-percent-encoding' });
    }
    if (decoded.length > MAX_SEGMENT_LENGTH) return err({ kind: 'segment-too-long' });
    if (!SEGMENT_PATTERN.test(decoded)) return err({ kind: 'forbidden-characters' });
    segments.push(decoded);
  }

  let languagePrefix: string | null = null;
  let desktop = false;
  // At most one of each marker, in either order, before the route itself.
  for (let i = 0; i < 2 && segments.length > 0; i++) {
    const head = segments[0]!;
    if (head === 'd' && !desktop) {
      desktop = true;
    } else if (LANGUAGE_LIKE.test(head) && languagePrefix === null) {
      languagePrefix = head;
    } else {
      break;
    }
    segments.shift();
  }
  return ok({ languagePrefix, desktop, segments, trailingSlash });
}
