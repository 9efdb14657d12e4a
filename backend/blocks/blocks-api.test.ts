import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SHOP_API, TOOLBOX_API, TOOLBOX_MAX_FILE_BYTES, toolboxResultSchema } from '../../domain/shop-api-contract/index.ts';
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

/** A PNG signature and an IHDR claiming these dimensions, then IEND: no pixels at all. */
function lyingPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', new Uint8Array())]));
}

/** A JPEG of a few dozen bytes like the probe's: SOI, a frame header with these dimensions, a scan header, EOI. */
function lyingJpeg(width: number, height: number): Uint8Array {
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00];
  const scan = [0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00];
  return new Uint8Array([0xff, 0xd8, ...frame, ...scan, 0xff, 0xd9]);
}

/** A PDF with many empty pages, its page tree readable (no object streams). */
async function manyPagePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pages; index++) pdf.addPage([100, 100]);
  return pdf.save({ useObjectStreams: false });
}

/** Every dictionary of a PDF, for looking for actions anywhere in it. */
function dictionaries(pdf: PDFDocument): PDFDict[] {
  return pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    const found: PDFDict[] = [];
    const visit = (value: unknown) => {
      if (value instanceof PDFDict) {
        found.push(value);
        for (const [, entry] of value.entries()) visit(entry);
      } else if (value instanceof PDFArray) {
        for (const entry of value.asArray()) visit(entry);
      } else if (value && typeof value === 'object' && 'dict' in value && value.dict instanceof PDFDict) visit(value.dict);
    };
    visit(object);
    return found;
  });
}

describe('toolbox limits', () => {
  const converters = [
    [TOOLBOX_API.convertFile.path, { format: 'jpeg' }],
    [TOOLBOX_API.optimizeImage.path, {}],
    [TOOLBOX_API.convertPdf.path, {}],
  ] as const;

  it.each(converters)('%s refuses a PNG whose header claims 8000 x 8000, from the header, with 422 and a clear message', async (path, fields) => {
    const response = await upload(path, lyingPng(8000, 8000), 'huge.png', fields);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'too-complex', message: expect.stringMatching(/8000 x 8000.*40 megapixels/) });
  });

  it.each(converters)('%s refuses a 37-byte JPEG claiming 65500 x 65500, and one with no scan at all', async (path, fields) => {
    const response = await upload(path, lyingJpeg(65500, 65500), 'huge.jpg', fields);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'too-complex', message: expect.stringContaining('65500 x 65500') });
    // pdf-lib embeds a JPEG from its frame header alone; the header check reads it as libjpeg does.
    const headerOnly = lyingJpeg(65500, 65500).filter((_, index) => index < 21 || index >= 35);
    const refused = await upload(path, headerOnly, 'huge.jpg', fields);
    expect(refused.status).toBe(422);
  });

  it('refuses a PDF of more pages than the limit, and one whose page tree hides in object streams', async () => {
    const visible = await upload(TOOLBOX_API.convertPdf.path, await manyPagePdf(5000), 'many.pdf');
    expect(visible.status).toBe(422);
    expect(await visible.json()).toMatchObject({ error: 'too-complex', message: expect.stringContaining('5000 pages') });
    const many = await PDFDocument.create();
    for (let index = 0; index < 1000; index++) many.addPage([100, 100]);
    const hidden = await upload(TOOLBOX_API.convertPdf.path, await many.save(), 'many.pdf');
    expect(hidden.status).toBe(422);
    expect(await hidden.json()).toMatchObject({ error: 'too-complex', message: expect.stringContaining('1000 pages') });
  }, 30_000);

  it('rewrites a PDF without its JavaScript, automatic actions and javascript: links', async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([200, 200]);
    const { context } = source;
    const script = (code: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(code) });
    source.catalog.set(PDFName.of('OpenAction'), script('app.alert("open")'));
    source.catalog.set(PDFName.of('AA'), context.obj({ WC: script('app.alert("close")') }));
    source.catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.obj({ Names: [PDFString.of('x'), script('app.alert("names")')] }) }));
    page.node.set(PDFName.of('AA'), context.obj({ O: script('app.alert("page")') }));
    const link = (action: PDFDict) => context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: action }));
    const safe = context.obj({ S: 'URI', URI: PDFString.of('https://example.org/') });
    page.node.set(
      PDFName.of('Annots'),
      context.obj([
        link(script('app.alert("link")')),
        link(context.obj({ S: 'URI', URI: PDFString.of(' JavaScript:alert(1)') })),
        link(context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })),
        link(safe),
      ]),
    );
    const response = await upload(TOOLBOX_API.convertPdf.path, await source.save(), 'scripted.pdf');
    expect(response.status).toBe(200);
    const result = toolboxResultSchema.parse(await response.json());
    const rewritten = await PDFDocument.load(new Uint8Array(await (await download(result.fileId)).arrayBuffer()));
    expect(rewritten.getPageCount()).toBe(1);
    const all = dictionaries(rewritten);
    const actionTypes = all.map((dict) => dict.get(PDFName.of('S'))?.toString()).filter(Boolean);
    expect(actionTypes).toEqual(['/URI']);
    expect(all.some((dict) => dict.has(PDFName.of('JS')) || dict.has(PDFName.of('AA')) || dict.has(PDFName.of('OpenAction')) || dict.has(PDFName.of('JavaScript')))).toBe(false);
  });

  it('keeps answering while a conversion runs: no pause between health answers as long as half the conversion', async () => {
    // 36 megapixels under the cap, a small file: decoding it is the work.
    const big = new Uint8Array(await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#80a0c0' } }).png().toBuffer());
    let done = false;
    const started = performance.now();
    const conversion = upload(TOOLBOX_API.convertPdf.path, big, 'big.png').then(async (response) => {
      const finished = performance.now();
      done = true;
      return { status: response.status, ms: finished - started };
    });
    const answers: number[] = [started];
    while (!done) {
      const health = await fetch(`${backend.url}/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      if (!done) answers.push(performance.now());
    }
    const { status, ms } = await conversion;
    expect(status).toBe(200);
    const longestPause = Math.max(...answers.slice(1).map((at, index) => at - answers[index]!));
    expect(answers.length).toBeGreaterThan(2);
    expect(longestPause).toBeLessThan(ms / 2);
  }, 30_000);
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
