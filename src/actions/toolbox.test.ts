import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopApiBlocksMock } from '../../tests/mocks/shop-api-blocks.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { logger } from '../lib/log/logger.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import { INITIAL_TOOLBOX_STATE, TOOLBOX_MAX_FILE_BYTES } from '../lib/toolbox/toolbox-form.ts';
import { convertToolboxFileAction } from './toolbox.ts';

const { shopApiUrl } = getServerConfig();
const mock = createShopApiBlocksMock({ baseUrl: shopApiUrl });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF_START = [...'%PDF-1.7\n'].map((char) => char.charCodeAt(0));
const file = (bytes: number[] | Uint8Array, name: string, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });

let nextClient = 0;
function convert(fields: Record<string, string | File>, clientAddress = `10.2.0.${++nextClient}`) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const context = { ...buildTestRequestContext('http://de.poster.localhost/service?_toolbox'), clientAddress };
  return runWithRequestContext(context, () => convertToolboxFileAction(INITIAL_TOOLBOX_STATE, data));
}

describe('the toolbox action', () => {
  it('converts a PNG and answers the shop’s download link of the converted file', async () => {
    const state = await convert({ converter: 'convertFile', format: 'webp', file: file(PNG_START, 'urlaub.png', 'image/png') });
    expect(state).toMatchObject({ outcome: 'done', problem: null, download: { href: `/toolbox-download/${'a'.repeat(32)}`, fileName: 'urlaub.webp' } });
    expect(mock.uploads).toEqual([expect.objectContaining({ converter: 'convertFile', fileName: 'urlaub.png', fields: { format: 'webp' } })]);
  });

  it('sends a PDF to the PDF converter only', async () => {
    expect(await convert({ converter: 'convertPdf', file: file(PDF_START, 'brief.pdf') })).toMatchObject({ outcome: 'done', download: { pages: 1 } });
    expect(await convert({ converter: 'optimizeImage', file: file(PDF_START, 'brief.pdf') })).toMatchObject({ outcome: 'refused', problem: 'unsupported-type' });
    expect(mock.uploads.map((upload) => upload.converter)).toEqual(['convertPdf']);
  });

  it.each([
    ['a text file named .png', file([...'just text'].map((char) => char.charCodeAt(0)), 'photo.png', 'image/png')],
    ['a program named .jpg', file([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0], 'photo.jpg', 'image/jpeg')],
    ['an SVG (markup, not a picture the printer takes)', file([...'<svg xmlns="http://www.w3.org/2000/svg"/>'].map((char) => char.charCodeAt(0)), 'x.svg', 'image/svg+xml')],
  ])('refuses %s by its content, without sending it on', async (_case, upload) => {
    const state = await convert({ converter: 'convertFile', format: 'jpeg', file: upload });
    expect(state).toMatchObject({ outcome: 'refused', problem: 'unsupported-type', download: null });
    expect(state.message).toContain('nicht die Endung');
    expect(mock.uploads).toEqual([]);
  });

  it('refuses no file, an empty file, a file over the limit and an unknown converter with a message each', async () => {
    const big = new Uint8Array(TOOLBOX_MAX_FILE_BYTES + 1);
    big.set(PNG_START);
    expect(await convert({ converter: 'convertFile', format: 'jpeg' })).toMatchObject({ problem: 'missing-file' });
    expect(await convert({ converter: 'convertFile', format: 'jpeg', file: file([], 'leer.png') })).toMatchObject({ problem: 'missing-file' });
    const tooLarge = await convert({ converter: 'convertFile', format: 'jpeg', file: file(big, 'gross.png') });
    expect(tooLarge).toMatchObject({ problem: 'too-large' });
    expect(tooLarge.message).toContain('höchstens 5 MB');
    expect(await convert({ converter: 'rm -rf', file: file(PNG_START, 'a.png') })).toMatchObject({ problem: 'invalid-choice' });
    expect(mock.uploads).toEqual([]);
  });

  it('passes the backend’s refusal on as the form’s message, and an outage as a retry message', async () => {
    mock.failWith('convertFile', 422, { error: 'unreadable-file', message: 'broken' });
    expect(await convert({ converter: 'convertFile', format: 'png', file: file(PNG_START, 'kaputt.png') })).toMatchObject({ problem: 'unreadable-file' });
    mock.failWith('convertFile', 502, { error: 'bad gateway' });
    const error = vi.spyOn(logger, 'error');
    expect(await convert({ converter: 'convertFile', format: 'png', file: file(PNG_START, 'a.png') })).toMatchObject({ problem: 'upstream' });
    expect(error.mock.calls.some(([fields]) => (fields as { event?: string }).event === 'toolbox-error')).toBe(true);
  });

  it('limits conversions per address', async () => {
    const results = [];
    for (let index = 0; index < 21; index++) results.push(await convert({ converter: 'convertFile', format: 'png', file: file(PNG_START, 'a.png') }, '10.2.99.1'));
    expect(results.slice(0, 20).every((state) => state.outcome === 'done')).toBe(true);
    expect(results[20]).toMatchObject({ outcome: 'refused', problem: 'rate-limited' });
  });

  it('counts refused uploads against the limit: twenty files of the wrong type, then a good one is refused', async () => {
    const text = file([...'no picture'].map((char) => char.charCodeAt(0)), 'a.png');
    for (let index = 0; index < 20; index++) expect(await convert({ converter: 'convertFile', format: 'png', file: text }, '10.2.99.2')).toMatchObject({ problem: 'unsupported-type' });
    expect(await convert({ converter: 'convertFile', format: 'png', file: file(PNG_START, 'a.png') }, '10.2.99.2')).toMatchObject({ problem: 'rate-limited' });
    expect(mock.uploads).toEqual([]);
  });

  it('passes the backend’s too-complex refusal on with its own message', async () => {
    mock.failWith('convertPdf', 422, { error: 'too-complex', message: 'the image is 8000 x 8000 pixels' });
    const state = await convert({ converter: 'convertPdf', file: file(PNG_START, 'riesig.png') });
    expect(state).toMatchObject({ outcome: 'refused', problem: 'too-complex' });
    expect(state.message).toContain('40 Megapixel');
  });
});
