/** The only host the video block frames. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content Security Policy: scripts only from the shop's origin or with this response's nonce
 * (Waku's inline bootstrap scripts carry it), nothing framed except by the visual editor while an
 * editor previews a draft.
 */
export function buildContentSecurityPolicy({
  nonce,
  frameAncestors,
  recaptcha = false,
  formTargets = [],
}: {
  nonce: string;
  frameAncestors: string[];
  /** reCAPTCHA v3 runs in a Google frame and talks to Google. */
  recaptcha?: boolean;
  /** Origins a form may lead to: the calculator's call to action redirects to the designer. */
  formTargets?: string[];
}): string {
  const google = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd bootstrap load the build's modules (and Google's script);
    // the host list is for browsers without CSP level 3.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${google}`,
    // Inline style attributes carry content colours (teaser backgrounds); no inline script ever.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${google}`,
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
