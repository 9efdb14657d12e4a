import type { MiddlewareHandler } from 'hono';
import { COLLAGE_TYPES } from '../../domain/catalog/vocabulary.ts';
import { getDefaultLocale } from '../../domain/locale/countries.ts';
import { logEvent } from '../lib/log/logger.ts';
import { loggedFetch } from '../lib/log/upstream-fetch.ts';
import { resolveHost } from '../../domain/routing/host-table.ts';
import { getServices } from '../lib/services/services.ts';
import { fetchToolboxFile } from '../lib/shop-api/blocks.ts';
import { TOOLBOX_DOWNLOAD_PREFIX } from '../lib/toolbox/toolbox-form.ts';

const FILE_ID = /^[a-f0-9]{32}$/;
const COLLAGE_IMAGE = new RegExp(`^/filters/collage/(${COLLAGE_TYPES.join('|')})\\.jpg$`);

function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * `/toolbox-download/{fileId}`: the toolbox's converted file, fetched from the shop API's
 * download call for the host's channel and passed on as an attachment. Files are private to the
 * shopper who has the link: never cached, never indexed.
 */
export function toolboxDownload(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(TOOLBOX_DOWNLOAD_PREFIX)) return next();
    if (!isRead(c.req.method)) return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    const fileId = c.req.path.slice(TOOLBOX_DOWNLOAD_PREFIX.length);
    const host = resolveHost(getServices().config.hostTable, c.req.header('host'));
    if (!FILE_ID.test(fileId) || !host) return c.text('Not Found', 404, { 'cache-control': 'no-store' });
    try {
      const upstream = await fetchToolboxFile({ channel: host.channel, locale: getDefaultLocale(host.country) }, fileId);
      if (upstream.status === 404) return c.text('This file is no longer available: converted files are kept for an hour.', 404, { 'cache-control': 'no-store' });
      if (!upstream.ok) throw new Error(`download answered ${upstream.status}`);
      const headers = new Headers({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'x-content-type-options': 'nosniff' });
      for (const name of ['content-type', 'content-length', 'content-disposition']) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(c.req.method === 'HEAD' ? null : upstream.body, { status: 200, headers });
    } catch (error) {
      logEvent('error', 'toolbox-error', { step: 'download', error: String(error) });
      return c.text('The file cannot be downloaded right now; please try again in a moment.', 502, { 'cache-control': 'no-store' });
    }
  };
}

/**
 * `/filters/collage/{type}.jpg`: the collage filter's pictures. The image service renders them;
 * the shop serves them under its own paths, the way pages address them.
 */
export function collageFilterImages(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith('/filters/collage/')) return next();
    if (!isRead(c.req.method)) return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    if (!COLLAGE_IMAGE.test(c.req.path)) return c.text('Not Found', 404);
    try {
      const upstream = await loggedFetch(new URL(c.req.path, getServices().config.imageServiceUrl), { method: c.req.method, signal: AbortSignal.timeout(10_000) });
      const headers = new Headers();
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(upstream.body, { status: upstream.status, headers });
    } catch {
      return c.text('Image service unavailable', 502);
    }
  };
}
