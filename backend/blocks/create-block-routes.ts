import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  contactFormRequestSchema,
  customerPicturesQuerySchema,
  TOOLBOX_API,
  TOOLBOX_CONVERTERS,
  TOOLBOX_MAX_FILE_BYTES,
  toolboxDownloadQuerySchema,
} from '../../domain/shop-api-contract/index.ts';
import { readRequestBody } from '../shop/read-request-body.ts';
import { requireShopHeaders, type ShopEnv } from '../shop/read-shop-headers.ts';
import type { ContactStore } from './contact-store.ts';
import { getCustomerPictures } from './customer-pictures.ts';
import { ToolboxBusy, ToolboxRefusal, type ToolboxConverterService, type ToolboxStore } from './toolbox.ts';

export type BlockRouteOptions = {
  contact: ContactStore;
  toolbox: ToolboxStore;
  converter: ToolboxConverterService;
  assetsDir: string;
  getAssetsBaseUrl: () => string;
};

/** The form's own fields come on top of the file; a megabyte of slack is plenty for them and the multipart framing. */
const TOOLBOX_BODY_LIMIT = TOOLBOX_MAX_FILE_BYTES + 64 * 1024;

/** The collage filter's tiles: one product picture per collage type (the names are the spec's). */
export const COLLAGE_FILTER_IMAGES: Readonly<Record<string, string>> = {
  leinwand: 'canvas.jpg',
  poster: 'poster.jpg',
  framedPoster: 'framed.jpg',
  mixed: 'collage.jpg',
};
const FILTER_IMAGE_SIZE = { width: 480, height: 360 };

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

const REFUSAL_STATUS = { 'file-too-large': 413, 'unsupported-type': 415, 'unreadable-file': 422, 'too-complex': 422 } as const;

export function createBlockRoutes(options: BlockRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.post('/web-api/contact-form', async (c) => {
    const body = await readRequestBody(c);
    if (!body.ok) return c.json({ error: 'invalid-request', message: body.error }, 400);
    const parsed = contactFormRequestSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
    const { id, personFound } = options.contact.receive({ ...parsed.data, channel, locale });
    return c.json({ status: 'received' as const, id, personFound });
  });

  app.get('/customer-picture/get', requireShopHeaders, (c) => {
    const parsed = customerPicturesQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
    return c.json({ pictures: getCustomerPictures({ channel, locale, assetsBaseUrl: options.getAssetsBaseUrl() }, parsed.data) });
  });

  for (const converter of TOOLBOX_CONVERTERS) {
    const endpoint = TOOLBOX_API[converter];
    app.post(
      endpoint.path,
      bodyLimit({ maxSize: TOOLBOX_BODY_LIMIT, onError: (c) => c.json({ error: 'file-too-large', message: `files may have at most ${TOOLBOX_MAX_FILE_BYTES} bytes` }, 413) }),
      async (c) => {
        if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return c.json({ error: 'invalid-request', message: 'expected multipart/form-data' }, 400);
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          return c.json({ error: 'invalid-request', message: 'the multipart body could not be read' }, 400);
        }
        const file = form.get('file');
        if (!(file instanceof File)) return c.json({ error: 'invalid-request', message: 'field "file" must be a file' }, 400);
        const fields = Object.fromEntries([...form.entries()].filter(([key, value]) => key !== 'file' && typeof value === 'string'));
        const parsedFields = endpoint.fields.safeParse(fields);
        if (!parsedFields.success) return c.json({ error: 'invalid-request', message: describeIssues(parsedFields.error) }, 400);
        try {
          const converted = await options.converter.convert(converter, { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, fields: parsedFields.data as Record<string, unknown> });
          return c.json(options.toolbox.save(c.get('shop').channel, file.name, converted));
        } catch (error) {
          if (error instanceof ToolboxRefusal) return c.json({ error: error.code, message: error.message }, REFUSAL_STATUS[error.code]);
          if (error instanceof ToolboxBusy) return c.json({ error: 'busy', message: 'too many conversions are waiting; try again shortly' }, 503, { 'Retry-After': '5' });
          throw error;
        }
      },
    );
  }

  app.get(TOOLBOX_API.download.path, (c) => {
    const parsed = toolboxDownloadQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const row = options.toolbox.load(parsed.data.fileId, c.get('shop').channel);
    if (!row) return c.json({ error: 'not-found' }, 404);
    return c.body(new Uint8Array(row.data), 200, {
      'Content-Type': row.content_type,
      'Content-Disposition': `attachment; filename="${row.file_name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  // Rendered once per type and kept: four small pictures.
  const filterImages = new Map<string, Promise<Buffer>>();
  app.get('/filters/collage/:file', async (c) => {
    const match = /^(\w+)\.jpg$/.exec(c.req.param('file'));
    const source = match?.[1] ? COLLAGE_FILTER_IMAGES[match[1]] : undefined;
    if (!match?.[1] || !source) return c.json({ error: 'Not Found' }, 404);
    let rendered = filterImages.get(match[1]);
    if (!rendered) {
      rendered = fs
        .readFile(path.join(options.assetsDir, source))
        .then((original) => sharp(original).resize({ ...FILTER_IMAGE_SIZE, fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
      filterImages.set(match[1], rendered);
    }
    return c.body(new Uint8Array(await rendered), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' });
  });

  return app;
}
