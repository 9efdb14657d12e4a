/**
 * Fuzzing the toolbox upload (issue 19 items 3 and 9) against the production build: generated
 * files (random bytes, truncated headers, lying dimensions, a magic number that is not the declared
 * type, a declared length over the limit) posted as the form without JavaScript, as the script's
 * call, and straight to the backend's converters. Every answer is a 4xx or a page, never a 5xx,
 * never a hang (a request gets 20 s). `FUZZ_RUNS` per category, `FUZZ_SEED` to replay.
 */
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSharedStack } from './shared-stack.ts';
import { openSocket, send, type RawResponse } from './raw-http.ts';
import { findToolboxForm, uploadBody } from './shop-toolbox.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const CONVERTERS = ['convertFile', 'convertPdf', 'optimizeImage'] as const;
const BACKEND_PATHS = { convertFile: '/web-api/toolbox-convert-file', convertPdf: '/web-api/toolbox-convert-pdf', optimizeImage: '/web-api/toolbox-optimize-image' };

const stack = useSharedStack();
let form: Awaited<ReturnType<typeof findToolboxForm>>;
let client = 0;

beforeAll(async () => {
  form = await findToolboxForm(stack.shopPort);
});

async function property<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS, seed: SEED, endOnFailure: true });
}

function expectSafe(response: RawResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/\n\s+at \S+ \(|file:\/\/\/|node:internal/);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAGICS = {
  png: PNG_MAGIC,
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  webp: Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
  pdf: Buffer.from('%PDF-1.7\n', 'latin1'),
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0x00]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">', 'latin1'),
};

const dimension = fc.oneof(fc.integer({ min: 1, max: 70_000 }), fc.constantFrom(0, 1, 6_325, 6_326, 65_500, 65_535, 2 ** 31 - 1, 2 ** 32 - 1));
const lyingPng = fc.tuple(dimension, dimension, fc.uint8Array({ maxLength: 64 })).map(([width, height, data]) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width >>> 0, 0);
  header.writeUInt32BE(height >>> 0, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_MAGIC, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', new Uint8Array())]);
});
const lyingJpeg = fc.tuple(fc.integer({ min: 0, max: 65_535 }), fc.integer({ min: 0, max: 65_535 }), fc.boolean()).map(([width, height, withScan]) =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00,
    ...(withScan ? [0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00] : []),
    0xff, 0xd9,
  ]),
);
const lyingPdf = fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean()).map(([count, closed]) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count ${count} >> endobj\n${closed ? 'trailer << /Root 1 0 R >>\n%%EOF\n' : ''}`, 'latin1'),
);
/** Random bytes, behind any magic number or none, cut anywhere: the truncated and mislabelled files. */
const randomFile = fc.tuple(fc.constantFrom(...Object.values(MAGICS), Buffer.alloc(0)), fc.uint8Array({ maxLength: 2048 }), fc.nat()).map(([magic, rest, cut]) => {
  const whole = Buffer.concat([magic, rest]);
  return whole.subarray(0, whole.length === 0 ? 0 : cut % (whole.length + 1));
});
const file = fc.oneof(lyingPng, lyingJpeg, lyingPdf, randomFile);
const declaredType = fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'text/plain', 'application/octet-stream');

function withDeclaredType(body: Buffer, type: string): Buffer {
  return Buffer.from(body.toString('latin1').replace('Content-Type: image/png', `Content-Type: ${type}`), 'latin1');
}

describe('fuzz: toolbox uploads', () => {
  it('the form without JavaScript: a page with the form or a 4xx, never a 5xx', async () => {
    await property(fc.tuple(file, fc.constantFrom(...CONVERTERS), declaredType), async ([bytes, converter, type]) => {
      const { body, contentType } = uploadBody([...form.fields, ['converter', converter], ['format', 'png']], bytes);
      const response = await send(stack.shopPort, { method: 'POST', path: form.action, headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.113.${++client % 250}` }, body: withDeclaredType(body, type) });
      expectSafe(response, `${converter} ${bytes.subarray(0, 24).toString('hex')}`);
    });
  });

  it('the script call: a 4xx or an answer, never a 5xx', async () => {
    await property(fc.tuple(file, declaredType), async ([bytes, type]) => {
      const { body, contentType } = uploadBody([['1_converter', 'convertFile']], bytes);
      const response = await send(stack.shopPort, { method: 'POST', path: '/RSC/F/x/convertToolboxFileAction.txt', headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.114.${++client % 250}` }, body: withDeclaredType(body, type) });
      expectSafe(response, bytes.subarray(0, 24).toString('hex'));
    });
  });

  it('the backend converters: 4xx for every file that is no convertible picture, never a 5xx', async () => {
    await property(fc.tuple(file, fc.constantFrom(...CONVERTERS)), async ([bytes, converter]) => {
      const { body, contentType } = uploadBody([['format', 'png']], bytes);
      const response = await send(stack.backendPort, { method: 'POST', path: BACKEND_PATHS[converter], headers: { 'content-type': contentType, 'x-channel': 'poster', 'x-locale': 'de-DE' }, body });
      expectSafe(response, `${converter} ${bytes.subarray(0, 24).toString('hex')}`);
    });
  });

  it('a declared length over the limit: 413 before the body is sent', async () => {
    await property(fc.tuple(fc.integer({ min: 5 * 1024 * 1024 + 256 * 1024 + 1, max: 2 ** 40 }), fc.constantFrom(form.action, '/RSC/F/x/convertToolboxFileAction.txt')), async ([length, path]) => {
      const { socket, closed } = await openSocket(stack.shopPort);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\nX-Forwarded-For: 203.0.115.${++client % 250}\r\n\r\n--b\r\n`);
      const answered = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('no answer within 20 s'), 20_000);
        socket.once('data', (data) => {
          clearTimeout(timer);
          resolve(String(data));
        });
      });
      expect(answered, `${path} ${length}`).toMatch(/^HTTP\/1\.1 413/);
      socket.destroy();
      await closed;
    });
  });
});
