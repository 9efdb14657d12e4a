import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server.ts';
import { createTempDir, removeDir, startTestBackend } from '../test-support/start-test-backend.ts';

let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = createTempDir();
  backend = await startTestBackend({ dataDir });
});

afterAll(async () => {
  await backend.close();
  removeDir(dataDir);
});

async function fetchImage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend.url}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe('original assets', () => {
  it('serves a file with immutable cache headers', async () => {
    const { response, body } = await fetchImage('/a/canvas.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(body).metadata()).width).toBe(1600);
  });

  it('answers 404 for missing files', async () => {
    expect((await fetch(`${backend.url}/a/missing.jpg`)).status).toBe(404);
  });
});

describe('image service', () => {
  it('resizes to the requested width and converts to webp', async () => {
    const { response, body } = await fetchImage('/cdn-cgi/image/width=320,format=webp/a/canvas.jpg');
    expect(response.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(body).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(320);
    expect(metadata.height).toBe(240);
  });

  it('crops to the exact box with fit=cover', async () => {
    const { body } = await fetchImage('/cdn-cgi/image/width=300,height=300,fit=cover,format=png/a/poster-hero.jpg');
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 300, 300]);
  });

  it('never enlarges with the default scale-down fit', async () => {
    const { body } = await fetchImage('/cdn-cgi/image/width=3000,format=jpeg/a/canvas.jpg');
    expect((await sharp(body).metadata()).width).toBe(1600);
  });

  it('pads to the box with fit=contain and a fill colour', async () => {
    const { body } = await fetchImage('/cdn-cgi/image/width=400,height=400,fit=contain,fill=ff0000,format=png/a/poster-hero.jpg');
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 400]);
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });

  it('rotates by 90 degrees, with width meaning the axis after rotation as in Cloudflare', async () => {
    const { body } = await fetchImage('/cdn-cgi/image/width=400,rotate=90,format=jpeg/a/canvas.jpg');
    const metadata = await sharp(body).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 533]);
  });

  it('chooses webp for format=auto when the client accepts it, jpeg otherwise', async () => {
    const webp = await fetchImage('/cdn-cgi/image/width=100,format=auto/a/canvas.jpg', { Accept: 'image/avif,image/webp,*/*' });
    const jpeg = await fetchImage('/cdn-cgi/image/width=100/a/canvas.jpg', { Accept: 'image/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(webp.response.headers.get('vary')).toBe('Accept');
  });

  it('accepts an absolute URL to its own /a/ path', async () => {
    const { response } = await fetchImage(`/cdn-cgi/image/width=100,format=webp/${backend.url}/a/canvas.jpg`);
    expect(response.status).toBe(200);
  });

  it('answers 400 with a message for bad options', async () => {
    const response = await fetch(`${backend.url}/cdn-cgi/image/width=-5,format=gif/a/canvas.jpg`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/width/);
    expect(body.error).toMatch(/format/);
  });

  it('answers 400 for sources on other hosts', async () => {
    const response = await fetch(`${backend.url}/cdn-cgi/image/width=100/https://example.com/a/canvas.jpg`);
    expect(response.status).toBe(400);
  });

  it('answers 404 for missing source files', async () => {
    expect((await fetch(`${backend.url}/cdn-cgi/image/width=100/a/missing.jpg`)).status).toBe(404);
  });

  it('answers the same bytes for a repeated request', async () => {
    const first = await fetchImage('/cdn-cgi/image/width=200,blur=10,brightness=20,format=webp/a/wedding.jpg');
    const second = await fetchImage('/cdn-cgi/image/w=200,blur=10,brightness=20,f=webp/a/wedding.jpg');
    expect(second.body.equals(first.body)).toBe(true);
  });
});
