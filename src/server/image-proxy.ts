import type { MiddlewareHandler } from 'hono';
import { getServices } from '../lib/services/services.ts';
import { checkImageOptionsSegment } from '../lib/images/image-allow-list.ts';
import { logEvent } from '../lib/log/logger.ts';
import { loggedFetch } from '../lib/log/upstream-fetch.ts';
import { err } from '../../domain/result/result.ts';

const PREFIX = '/cdn-cgi/image/';

export type ImageProxyOptions = {
  /** Origin answering `/cdn-cgi/image/...`; defaults to the configured image service. */
  imageServiceUrl?: string;
};

/**
 * Images are addressed same-origin as `/cdn-cgi/image/{options}/{source}`, the way Cloudflare's
 * image service sits on a shop's own domain. Where no such edge is in front (the embedded default),
 * the shop forwards those requests to the configured image service, so pages stay the same.
 *
 * Only option segments the shop's own URL builder writes are forwarded (the allow-list in
 * src/lib/images/image-allow-list.ts); anything else answers 400 here, so a visitor cannot make the
 * image service render sizes, qualities or effects the shop never shows.
 */
export function imageProxy(options: ImageProxyOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(PREFIX)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    // The raw pathname: the check compares the segment exactly as the builder writes it.
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(PREFIX.length);
    const separator = rest.indexOf('/');
    const checked =
      separator <= 0 || separator === rest.length - 1
        ? err({ kind: 'refused-options', message: 'expected /cdn-cgi/image/{options}/{source}' })
        : checkImageOptionsSegment(rest.slice(0, separator));
    if (!checked.ok) return c.text(checked.error.message, 400, { 'Cache-Control': 'no-store' });
    const target = new URL(url.pathname + url.search, options.imageServiceUrl ?? getServices().config.imageServiceUrl);
    try {
      const upstream = await loggedFetch(target, {
        method: c.req.method,
        // format=auto picks webp or jpeg from the browser's Accept header.
        headers: { accept: c.req.header('accept') ?? '*/*' },
        signal: AbortSignal.timeout(10_000),
      });
      const headers = new Headers();
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary', 'retry-after']) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      // A page's image that will not show: the shopper sees the grey placeholder.
      if (upstream.status >= 500) logEvent('warn', 'nuxt-image-error', { path: url.pathname, status: upstream.status });
      return new Response(upstream.body, { status: upstream.status, headers });
    } catch (error) {
      logEvent('warn', 'nuxt-image-error', { path: url.pathname, error: error instanceof Error ? error.message : String(error) });
      return c.text('Image service unavailable', 502);
    }
  };
}
