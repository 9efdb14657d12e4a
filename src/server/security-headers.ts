/** The only host the video block frames. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content Security Policy: scripts only from the shop's origin and, inline, either with this
 * response's nonce (Waku's inline bootstrap scripts carry it) or, for pages the page store keeps
 * and serves to many visitors, by the sha256 of each inline script (decision 0014); nothing framed
 * except by the visual editor while an editor previews a draft.
 */
export function buildContentSecurityPolicy({
  nonce,
  scriptHashes,
  frameAncestors,
  recaptcha = false,
  formTargets = [],
  tagging = null,
  messengerOrigin,
}: {
  /** A fresh nonce per response; rendered pages that are not stored. */
  nonce?: string;
  /** `'sha256-…'` sources of every inline script of the page; used when there is no nonce. */
  scriptHashes?: readonly string[];
  frameAncestors: string[];
  /** reCAPTCHA v3 runs in a Google frame and talks to Google. */
  recaptcha?: boolean;
  /** Origins a form may lead to: the calculator's call to action redirects to the designer. */
  formTargets?: string[];
  /** The first-party tagging host: its tag script, and where that script sends the data layer. */
  tagging?: string | null;
  /** The help messenger's script origin, only when one is configured (it loads on a click). */
  messengerOrigin?: string;
}): string {
  const google = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const tags = tagging ? ` ${tagging}` : '';
  const messenger = messengerOrigin ? ` ${messengerOrigin}` : '';
  const inline = nonce ? [`'nonce-${nonce}'`] : [...(scriptHashes ?? [])];
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd (or hashed) bootstrap load the build's modules (and
    // Google's script); the host list is for browsers without CSP level 3. A page without any
    // inline script (light mode) runs no script at all.
    inline.length > 0 ? `script-src 'self' ${inline.join(' ')} 'strict-dynamic'${google}${tags}${messenger}` : "script-src 'none'",
    // Inline style attributes carry content colours (teaser backgrounds); no inline script ever.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google}${tags}${messenger}`,
    // The video block's player (YouTube's privacy-enhanced host), framed only after a click.
    `frame-src ${VIDEO_PLAYER_ORIGIN}${recaptcha ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/' : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Chrome applies form-action to the redirect after a post as well.
    ["form-action 'self'", ...formTargets].join(' '),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

export function applySecurityHeaders(headers: Headers, csp: string) {
  headers.set('content-security-policy', csp);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=()');
}

/**
 * HSTS for responses that went out over https. A year, without `includeSubDomains`: the shop does
 * not own every name below its country hosts, and a preload decision belongs to the operator.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
