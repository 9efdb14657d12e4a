/**
 * The one rule for every form that sends the visitor back somewhere (log-in, sign-up, log-out,
 * consent, banner dismissals, the light-version switch): a path on this origin, never another
 * site. The path is normalised the way a browser and the URL parser read it (dot segments
 * resolved, non-ASCII percent-encoded) and only then checked, because `/..//evil.example`
 * passes a check on the raw text and becomes `//evil.example` (another host) once resolved.
 */

const BASE = 'http://return-path.invalid';
const MAX_LENGTH = 2000;
/** C0 and C1 controls and DEL split or bend a header; a backslash is a slash to browsers. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_DECODED = /[\u0000-\u001f\u007f\\]/;
/** Later layers (proxies, routers) may decode the path again; this many rounds must stay safe. */
const DECODE_ROUNDS = 3;

/** The path, query and fragment as the URL parser resolves them, or null when they leave this origin. */
function normalise(candidate: string): string | null {
  if (!candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A browser reads `//host` as another host.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Decodes `%XX` byte by byte (invalid UTF-8 stays as Latin-1 characters): only the ASCII that a
 * decoding layer could reveal (`/`, `\`, `.`, controls) matters here.
 */
function decodeBytes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Whether `value` is a same-origin path that stays one however often it is decoded. */
export function isSafeReturnPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH || REFUSED_CHARACTERS.test(value)) return false;
  const normalised = normalise(value);
  if (normalised === null) return false;
  try {
    // Malformed UTF-8 escapes make some decoders throw further on: no page of ours has them.
    decodeURIComponent(normalised);
  } catch {
    return false;
  }
  let layer = normalised;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const decoded = decodeBytes(layer);
    if (decoded === layer) return true;
    if (REFUSED_DECODED.test(decoded) || normalise(decoded) === null) return false;
    layer = decoded;
  }
  // Still encoded after several rounds: nothing a real page links to.
  return decodeBytes(layer) === layer;
}

/**
 * The normalised same-origin path for a form's return value (`returnTo`, `back`), or `fallback`
 * (a safe default such as the home page) for anything else: missing, too long, another origin,
 * control characters, backslashes, dot segments or encodings that lead off the origin.
 */
export function resolveSafeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !isSafeReturnPath(value)) return fallback;
  return normalise(value) ?? fallback;
}
