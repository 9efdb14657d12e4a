import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SHOP_API, TOOLBOX_API, TOOLBOX_MAX_FILE_BYTES, toolboxResultSchema } from '../../src/lib/shop-api/contract/index.ts';
import { useTestBackend } from '../../tests/support/test-backend.ts';

const backend = useTestBackend();
const HEADERS = { 'x-channel': 'poster', 'x-locale': 'de-DE' };

function postContact(body: unknown, headers: Record<string, string> = HEADERS) {
  return fetch(`${backend.url}${SHOP_API.contactForm.path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function messagesOf(email: string) {
  const answer = (await (await fetch(`${backend.url}/dev/contact-messages?email=${encodeURIComponent(email)}`)).json()) as {
    messages: { delivered_to: string; requested_person: string | null; name: string; message: string; channel: string }[];
  };
  return answer.messages;
}

describe('contact form', () => {
  it('stores the message for the addressed person of the channel', async () => {
    const response = await postContact({ name: 'Ada', email: 'Ada@Example.org', message: 'Where is my order?', contactPerson: 'business-orders' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'received', personFound: true });
    expect(await messagesOf('ada@example.org')).toEqual([expect.objectContaining({ delivered_to: 'business-orders', name: 'Ada', channel: 'poster' })]);
  });

  it('sends a message for an unknown or missing person to the general inbox and says so', async () => {
    const unknown = await postContact({ name: 'Bob', email: 'bob@example.org', message: 'Hi', contactPerson: 'nobody-here' });
    expect(await unknown.json()).toMatchObject({ personFound: false });
    const none = await postContact({ name: 'Bob', email: 'bob@example.org', message: 'Hi again' });
    expect(await none.json()).toMatchObject({ personFound: false });
    expect((await messagesOf('bob@example.org')).map((row) => [row.requested_person, row.delivered_to])).toEqual([
      ['nobody-here', 'customer-service'],
      [null, 'customer-service'],
    ]);
  });

  it.each([
    ['an invalid address', { name: 'Eve', email: 'eve@', message: 'x' }],
    ['an empty message', { name: 'Eve', email: 'eve@example.org', message: '   ' }],
    ['no name', { email: 'eve@example.org', message: 'x' }],
    ['a message that is too long', { name: 'Eve', email: 'eve@example.org', message: 'x'.repeat(5001) }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await postContact(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-request' });
  });

  it('needs the shop headers', async () => {
    expect((await postContact({ name: 'A', email: 'a@example.org', message: 'x' }, {})).status).toBe(400);
  });
});

describe('customer pictures', () => {
  it('answers pictures of the channel with alt texts in the locale, limited and filtered', async () => {
    const get = async (query: string, headers = HEADERS) =>
      SHOP_API.customerPictures.answer.parse(await (await fetch(`${backend.url}${SHOP_API.customerPictures.path}${query}`, { headers })).json()).pictures;
    const german = await get('?limit=2');
    expect(german).toHaveLength(2);
    const english = await get('?limit=2', { 'x-channel': 'poster', 'x-locale': 'en-GB' });
    expect(english[0]!.alt).not.toBe(german[0]!.alt);
    expect((await get('?product=canvas')).every((picture) => picture.product === 'canvas')).toBe(true);
    const card = await get('', { 'x-channel': 'card', 'x-locale': 'de-DE' });
    expect(card.map((picture) => picture.id)).not.toContain(german[0]!.id);
    // Every picture can be loaded.
    expect((await fetch(card[0]!.image)).status).toBe(200);
  });

  it('refuses a limit out of range', async () => {
    expect((await fetch(`${backend.url}${SHOP_API.customerPictures.path}?limit=500`, { headers: HEADERS })).status).toBe(400);
  });
});

async function png(width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer());
}

function upload(path: string, file: Uint8Array, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = HEADERS) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file)], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return fetch(`${backend.url}${path}`, { method: 'POST', headers, body: form });
}

async function download(fileId: string, headers: Record<string, string> = HEADERS) {
  return fetch(`${backend.url}${TOOLBOX_API.download.path}?fileId=${fileId}`, { headers });
}

describe('toolbox', () => {
  it('converts a PNG to JPEG and offers it as a download of that channel only', async () => {
    const response = await upload(TOOLBOX_API.convertFile.path, await png(), 'holiday.png', { format: 'jpeg' });
    expect(response.status).toBe(200);
    const result = toolboxResultSchema.parse(await response.json());
    expect(result).toMatchObject({ fileName: 'holiday.jpg', contentType: 'image/jpeg' });
    const file = await download(result.fileId);
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="holiday.jpg"');
    expect((await sharp(new Uint8Array(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await download(result.fileId, { 'x-channel': 'card', 'x-locale': 'de-DE' })).status).toBe(404);
  });

  it('makes a one-page PDF of an image and reads a PDF anew', async () => {
    const fromImage = toolboxResultSchema.parse(await (await upload(TOOLBOX_API.convertPdf.path, await png(), 'scan.png')).json());
    expect(fromImage).toMatchObject({ fileName: 'scan.pdf', contentType: 'application/pdf', pages: 1 });
    const pdfBytes = new Uint8Array(await (await download(fromImage.fileId)).arrayBuffer());
    expect((await PDFDocument.load(pdfBytes)).getPageCount()).toBe(1);
    const twoPages = await PDFDocument.create();
    twoPages.addPage();
    twoPages.addPage();
    const again = toolboxResultSchema.parse(await (await upload(TOOLBOX_API.convertPdf.path, await twoPages.save(), 'doc.pdf')).json());
    expect(again.pages).toBe(2);
  });

  it('optimises an image: no wider than asked', async () => {
    const result = toolboxResultSchema.parse(await (await upload(TOOLBOX_API.optimizeImage.path, await png(1200, 600), 'big.png', { maxWidth: '300' })).json());
    const bytes = new Uint8Array(await (await download(result.fileId)).arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  it('recognises files by content: a renamed text or program file is refused with 415', async () => {
    const text = new TextEncoder().encode('just some text');
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    for (const [bytes, name] of [[text, 'photo.png'], [program, 'photo.jpg']] as const) {
      const response = await upload(TOOLBOX_API.convertFile.path, bytes, name, { format: 'png' });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: 'unsupported-type' });
    }
    // A PDF is a file type the image converter does not take.
    const pdf = await (await PDFDocument.create()).save();
    expect((await upload(TOOLBOX_API.convertFile.path, pdf, 'a.pdf', { format: 'png' })).status).toBe(415);
  });

  it('refuses a file over the limit with 413 and a broken image with 422', async () => {
    const large = new Uint8Array(TOOLBOX_MAX_FILE_BYTES + 10);
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(TOOLBOX_API.convertFile.path, large, 'large.png', { format: 'jpeg' })).status).toBe(413);
    const truncated = (await png()).slice(0, 40);
    const broken = await upload(TOOLBOX_API.convertFile.path, truncated, 'broken.png', { format: 'jpeg' });
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ error: 'unreadable-file' });
  });

  it('refuses an unknown target format and an unknown file id', async () => {
    expect((await upload(TOOLBOX_API.convertFile.path, await png(), 'a.png', { format: 'gif' })).status).toBe(400);
    expect((await download('0'.repeat(32))).status).toBe(404);
    expect((await download('../../etc')).status).toBe(400);
  });
});

describe('collage filter images', () => {
  it.each(['leinwand', 'poster', 'framedPoster', 'mixed'])('serves /filters/collage/%s.jpg', async (type) => {
    const response = await fetch(`${backend.url}/filters/collage/${type}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('knows no other type', async () => {
    expect((await fetch(`${backend.url}/filters/collage/sofa.jpg`)).status).toBe(404);
  });
});
