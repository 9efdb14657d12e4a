import type { ServerConfig } from '../../lib/config/server-config.ts';
import { listEditorOrigins } from '../../lib/editor/editor-origins.ts';
import type { RequestContext } from '../../lib/request/request-context.ts';
import { applySecurityHeaders, buildContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from '../security-headers.ts';

export type ResponsePolicyInput = {
  /** The headers Waku's response carries. */
  headers: Headers;
  context: Pick<RequestContext, 'nonce' | 'preview' | 'response' | 'method'>;
  config: Pick<ServerConfig, 'contentEditorOrigin' | 'recaptchaSiteKey' | 'designerUrl' | 'messengerScriptUrl'> & Partial<Pick<ServerConfig, 'tagManagerOrigin' | 'contentApiUrl' | 'production'>>;
  isPage: boolean;
  /**
   * The answer is this visitor's own view: a client navigation (`/RSC/...`) or the flag debug view
   * (it lists the visitor's flag key). A shared cache must not keep it, even for revalidation.
   */
  visitorsOwn?: boolean;
  /** The visitor reached us over TLS, directly or as our own proxy reports it. */
  https: boolean;
  /**
   * The page was rendered without a nonce for the page store: the CSP allows its inline scripts by
   * these hashes instead (decision 0014).
   */
  scriptHashes?: readonly string[];
};

/**
 * Step 7 of the request flow, after rendering: the headers and cookies the render or action
 * collected, the content security policy (HTML) or nosniff (everything else), HSTS, and the cache
 * policy. Returns the response's new headers.
 */
export function applyResponsePolicy({ headers: received, context, config, isPage, visitorsOwn = false, https, scriptHashes }: ResponsePolicyInput): Headers {
  const headers = new Headers(received);
  for (const [name, value] of context.response.headers) headers.set(name, value);
  for (const cookie of context.response.setCookies) headers.append('set-cookie', cookie);
  if ((headers.get('content-type') ?? '').startsWith('text/html')) {
    applySecurityHeaders(
      headers,
      buildContentSecurityPolicy({
        nonce: scriptHashes ? undefined : context.nonce,
        scriptHashes,
        // Only a draft may be framed, and only by the content editor (outside production also its stand-in).
        frameAncestors: context.preview
          ? config.contentApiUrl === undefined
            ? [config.contentEditorOrigin]
            : listEditorOrigins({ contentEditorOrigin: config.contentEditorOrigin, contentApiUrl: config.contentApiUrl, production: config.production ?? true })
          : [],
        recaptcha: Boolean(config.recaptchaSiteKey),
        formTargets: [new URL(config.designerUrl).origin],
        // Only with a tag manager configured; the page loads its script only after consent.
        tagging: config.tagManagerOrigin ?? null,
        messengerOrigin: config.messengerScriptUrl ? new URL(config.messengerScriptUrl).origin : undefined,
      }),
    );
  } else {
    headers.set('x-content-type-options', 'nosniff');
  }
  // Only on https: over plain http the header is ignored by browsers and would only mislead.
  if (https) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  if (context.preview) {
    // Drafts must never be stored by a browser or CDN, nor indexed.
    headers.set('cache-control', 'no-store');
    headers.set('x-robots-tag', 'noindex, nofollow');
  } else if (!headers.has('cache-control') && isPage) {
    const revalidated = visitorsOwn ? 'private, no-cache' : 'no-cache';
    headers.set('cache-control', context.method === 'GET' || context.method === 'HEAD' ? revalidated : 'no-store');
  }
  return headers;
}
