import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TOOLBOX_MAX_FILE_BYTES } from '../lib/toolbox/toolbox-form.ts';
import { readUploadRefusal } from '../lib/toolbox/upload-refusal.ts';
import { FORM_BODY_LIMIT_BYTES, isToolboxUpload, shopBodyLimit } from './body-limit.ts';

function app() {
  const hono = new Hono();
  hono.use(shopBodyLimit());
  hono.post('*', async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  return hono;
}

function post(path: string, bytes: number, host = 'de.poster.localhost') {
  return app().request(`http://${host}${path}`, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-length': String(bytes), host } });
}

describe('the body limit', () => {
  it('knows the toolbox upload: the marked page post and the action call', () => {
    expect(isToolboxUpload('POST', new URL('http://x/service?_toolbox'))).toBe(true);
    expect(isToolboxUpload('POST', new URL('http://x/RSC/F/3f2a/convertToolboxFileAction.txt'))).toBe(true);
    expect(isToolboxUpload('POST', new URL('http://x/RSC/F/3f2a/sendContactFormAction.txt'))).toBe(false);
    expect(isToolboxUpload('GET', new URL('http://x/service?_toolbox'))).toBe(false);
  });

  it('keeps forms at 64 KiB', async () => {
    expect((await post('/service', FORM_BODY_LIMIT_BYTES)).status).toBe(200);
    expect((await post('/service', FORM_BODY_LIMIT_BYTES + 1)).status).toBe(413);
  });

  it('lets a toolbox upload carry its file, and hands a larger form post on as its page, marked refused, unread', async () => {
    expect(await (await post('/service?_toolbox', TOOLBOX_MAX_FILE_BYTES)).text()).toBe(`read ${TOOLBOX_MAX_FILE_BYTES}`);
    const hono = new Hono();
    hono.use(shopBodyLimit());
    hono.all('*', (c) => c.json({ url: c.req.url, length: c.req.header('content-length') ?? null, refusal: readUploadRefusal(c.req.raw) }));
    const bytes = TOOLBOX_MAX_FILE_BYTES * 2;
    const handed = await hono.request('http://ch.poster.localhost/fr/service-client?_toolbox', { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-length': String(bytes), host: 'ch.poster.localhost' } });
    expect(await handed.json()).toEqual({ url: 'http://ch.poster.localhost/fr/service-client', length: null, refusal: { status: 413, problem: 'too-large' } });
    // A client cannot claim the refusal: it belongs to the request object the limit made.
    expect(readUploadRefusal(new Request('http://ch.poster.localhost/fr/service-client'))).toBeNull();
  });

  it('answers a script call over the limit with the short page that says why', async () => {
    const refused = await post('/RSC/F/3f2a/convertToolboxFileAction.txt', TOOLBOX_MAX_FILE_BYTES * 2);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const page = await refused.text();
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('Die Datei ist zu groß');
    expect(page).toContain('href="/"');
  });

  it('limits a body sent in chunks, without a length, too', async () => {
    const chunk = new Uint8Array(16 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > FORM_BODY_LIMIT_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await app().request('http://de.poster.localhost/service', {
      method: 'POST',
      body,
      headers: { 'transfer-encoding': 'chunked', host: 'de.poster.localhost' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('passes a request without a body on without touching it', async () => {
    const hono = new Hono();
    hono.use(shopBodyLimit());
    hono.get('*', (c) => c.text('page'));
    // The Node adapter builds a whole Request the moment `body` is read: a page view must not.
    const request = new Request('http://de.poster.localhost/products');
    let bodyRead = false;
    Object.defineProperty(request, 'body', {
      get: () => {
        bodyRead = true;
        return null;
      },
    });
    const response = await hono.request(request);
    expect(await response.text()).toBe('page');
    expect(bodyRead).toBe(false);
  });
});
