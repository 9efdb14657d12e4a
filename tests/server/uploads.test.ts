/**
 * Toolbox uploads against the built shop (issue 19 item 9): a file of the wrong type is answered
 * before its body has been sent, and every upload, refused ones too, counts against the toolbox's
 * limit (20 a client in 10 minutes).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSharedStack } from './shared-stack.ts';
import { openSocket, send } from './raw-http.ts';
import { findToolboxForm, uploadBody } from './shop-toolbox.ts';

const stack = useSharedStack();

const FIVE_MB = 5 * 1024 * 1024;
const PROGRAM = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60, 1)]);
const CONVERTER: Array<[string, string]> = [
  ['converter', 'convertFile'],
  ['format', 'jpeg'],
];

/** Sends the headers and the start of the body only; resolves with what the server answered, if anything, within 15 s. */
async function answerWithoutBody(path: string, contentType: string, declaredLength: number, start: Buffer, client: string): Promise<string> {
  const { socket, closed } = await openSocket(stack.shopPort);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${declaredLength}\r\nX-Forwarded-For: ${client}\r\n\r\n`);
  socket.write(start);
  let received = '';
  const answered = await new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(received), 15_000);
    socket.on('data', (chunk) => {
      received += String(chunk);
      // A whole answer: the head, and the body up to its end (chunked or by length).
      if (/\r\n0\r\n\r\n$/.test(received) || (/^HTTP\/1\.1 (4\d\d)/.test(received) && /\r\n\r\n[\s\S]+/.test(received) && !/transfer-encoding: chunked/i.test(received))) {
        clearTimeout(timer);
        resolve(received);
      }
    });
  });
  socket.destroy();
  await closed;
  return answered;
}

describe('toolbox uploads', () => {
  it('answers a form post whose file is no picture before the rest of its 5 MB arrive, with a page saying why', async () => {
    const { action, fields } = await findToolboxForm(stack.shopPort);
    const { head, contentType } = uploadBody([...fields, ...CONVERTER], PROGRAM);
    // Only the fields and the file's first 64 bytes are ever sent.
    const answer = await answerWithoutBody(action, contentType, head.length + FIVE_MB - 1024, Buffer.concat([head, PROGRAM]), '198.51.100.10');
    expect(answer).toMatch(/^HTTP\/1\.1 415/);
    expect(answer).toContain('nicht die Endung');
    expect(answer).toContain('href="/service#toolbox"');
  });

  it('refuses a script call whose file is no picture with 415 before the body is read', async () => {
    const { head, contentType } = uploadBody([['1_converter', 'convertFile']], PROGRAM);
    const answer = await answerWithoutBody('/RSC/F/x/convertToolboxFileAction.txt', contentType, head.length + FIVE_MB - 1024, Buffer.concat([head, PROGRAM]), '198.51.100.11');
    expect(answer).toMatch(/^HTTP\/1\.1 415/);
  });

  it('counts refused uploads: after twenty of the wrong type or size, a good picture is refused, and a script call before its body is read', async () => {
    const client = '198.51.100.12';
    const { action, fields } = await findToolboxForm(stack.shopPort);
    const headers = (contentType: string) => ({ 'content-type': contentType, 'x-forwarded-for': client });
    const wrong = uploadBody([...fields, ...CONVERTER], PROGRAM);
    for (let index = 0; index < 18; index++) {
      const response = await send(stack.shopPort, { method: 'POST', path: action, headers: headers(wrong.contentType), body: wrong.body });
      expect(response.status).toBe(415);
      expect(response.body).toContain('nicht die Endung');
    }
    // Two declared as too large: refused by their length, counted all the same.
    for (let index = 0; index < 2; index++) {
      const tooLarge = await answerWithoutBody(action, wrong.contentType, 20 * 1024 * 1024, wrong.head, client);
      expect(tooLarge).toMatch(/^HTTP\/1\.1 413/);
    }
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();
    const good = uploadBody([...fields, ...CONVERTER], png);
    const refused = await send(stack.shopPort, { method: 'POST', path: action, headers: headers(good.contentType), body: good.body });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('in kurzer Zeit viele Dateien');
    expect(refused.body).not.toContain('upload.jpg herunterladen');
    const call = uploadBody([['1_converter', 'convertFile']], png);
    const answer = await answerWithoutBody('/RSC/F/x/convertToolboxFileAction.txt', call.contentType, call.head.length + FIVE_MB, call.head, client);
    expect(answer).toMatch(/^HTTP\/1\.1 429/);
    // Another client is not affected.
    const other = await send(stack.shopPort, { method: 'POST', path: action, headers: { ...headers(good.contentType), 'x-forwarded-for': '198.51.100.13' }, body: good.body });
    expect(other.body).toContain('upload.jpg herunterladen');
  });
});
