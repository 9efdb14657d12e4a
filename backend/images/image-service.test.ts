import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTempDir, removeDir, startTestBackend, useTestBackend } from '../../tests/support/test-backend.ts';
import { MAX_OUTPUT_PIXELS } from './parse-image-options.ts';

const backend = useTestBackend();

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

  it('turns a picture about its vertical axis for the 3D preview: narrower, slanted, clear corners', async () => {
    const { body } = await fetchImage('/cdn-cgi/image/width=400,turn=40,format=png/a/canvas.jpg');
    const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // 400 x 300 seen from 40 degrees: cos(40) of the width, the far edge 0.25 * sin(40) * 400 px taller.
    expect(Math.abs(info.width - 400 * Math.cos((40 * Math.PI) / 180))).toBeLessThan(1);
    expect(Math.abs(info.height - (300 + 0.25 * Math.sin((40 * Math.PI) / 180) * 400))).toBeLessThan(1);
    // A corner the turn uncovered is transparent; the middle is the picture.
    expect(data[info.channels - 1]).toBe(0);
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[middle + info.channels - 1]).toBe(255);
    const [left, right] = await Promise.all([fetchImage('/cdn-cgi/image/width=400,turn=-40,format=png/a/canvas.jpg'), Promise.resolve({ body })]);
    expect(left.body.equals(right.body)).toBe(false);
    expect((await fetchImage('/cdn-cgi/image/width=400,turn=90/a/canvas.jpg')).response.status).toBe(400);
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

describe('image limits', () => {
  it('refuses a result larger than the pixel cap once dpr multiplied it, without transforming', async () => {
    const started = performance.now();
    const response = await fetch(`${backend.url}/cdn-cgi/image/width=4096,height=4096,dpr=3,blur=100,format=png,quality=100,fit=cover/a/poster-hero.jpg`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(String(MAX_OUTPUT_PIXELS));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a one-sided size whose other side the original makes huge', async () => {
    const assetsDir = createTempDir('image-assets-');
    const stripData = createTempDir('image-data-');
    await sharp({ create: { width: 10, height: 4000, channels: 3, background: '#336699' } }).png().toFile(path.join(assetsDir, 'strip.png'));
    const strips = await startTestBackend({ dataDir: stripData, assetsDir });
    try {
      const huge = await fetch(`${strips.url}/cdn-cgi/image/width=4000,fit=cover,format=png/a/strip.png`);
      expect(huge.status).toBe(400);
      expect(((await huge.json()) as { error: string }).error).toMatch(/pixels/);
      expect((await fetch(`${strips.url}/cdn-cgi/image/width=20,fit=cover,format=png/a/strip.png`)).status).toBe(200);
    } finally {
      await strips.close();
      removeDir(assetsDir);
      removeDir(stripData);
    }
  });

  it('runs a bounded number of transforms and answers 503 beyond the queue, then recovers', async () => {
    const queueData = createTempDir('image-queue-');
    const limited = await startTestBackend({ dataDir: queueData, imageTransforms: { concurrency: 1, maxQueued: 1 } });
    try {
      // Distinct, slow transforms (each a cache miss) arriving together.
      const urls = [10, 20, 30, 40, 50, 60].map((blur) => `${limited.url}/cdn-cgi/image/width=1599,height=899,fit=cover,blur=${blur},format=png/a/poster-hero.jpg`);
      const responses = await Promise.all(urls.map((url) => fetch(url)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      const refused = responses.filter((response) => response.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const response of refused) {
        expect(response.headers.get('retry-after')).toBe('1');
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      await Promise.all(responses.map((response) => response.arrayBuffer()));
      const retried = await fetch(urls[statuses.indexOf(503)]!);
      expect(retried.status).toBe(200);
    } finally {
      await limited.close();
      removeDir(queueData);
    }
  });

  it('gives identical requests arriving together one transform: none is turned away by a full queue', async () => {
    const sharedData = createTempDir('image-shared-');
    // One transform at a time and none waiting: a second run of the same picture would be a 503.
    const single = await startTestBackend({ dataDir: sharedData, imageTransforms: { concurrency: 1, maxQueued: 0 } });
    try {
      const url = `${single.url}/cdn-cgi/image/width=1599,height=899,fit=cover,blur=30,format=png/a/poster-hero.jpg`;
      const responses = await Promise.all(Array.from({ length: 4 }, () => fetch(url)));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
      expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    } finally {
      await single.close();
      removeDir(sharedData);
    }
  });

  it('answers requests that differ only in options without effect from one cached transform', async () => {
    const first = await fetchImage('/cdn-cgi/image/width=150,height=100,dpr=2,fit=cover,quality=20,format=png/a/framed.jpg');
    const second = await fetchImage('/cdn-cgi/image/width=300,height=200,fit=cover,quality=90,format=png/a/framed.jpg');
    expect(first.response.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect((await sharp(first.body).metadata()).width).toBe(300);
  });
});

