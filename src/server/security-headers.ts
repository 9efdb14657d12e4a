/**
 * The Content Security Policy: scripts only from the shop's origin or with this response's nonce
 * (Waku's inline bootstrap scripts carry it), nothing framed except by the visual editor while an
 * editor previews a draft.
 */
export function buildContentSecurityPolicy({ nonce, frameAncestors }: { nonce: string; frameAncestors: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style attributes carry content colours (teaser backgrounds); no inline script ever.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

export function applySecurityHeaders(headers: Headers, csp: string) {
  headers.set('content-security-policy', csp);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=()');
}
