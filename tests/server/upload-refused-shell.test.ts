// Issue 20: a toolbox upload found too large while it streams (sent in chunks without a length,
// or by the form's script) got a bare 413 page. A client that accepts HTML gets the refusal in the
// shop's frame, like every error page; a script asking for JSON gets JSON.
import { describe, expect, it } from 'vitest';
import { useSharedStack } from './shared-stack.ts';
import { send } from './raw-http.ts';
import { findToolboxForm, uploadBody } from './shop-toolbox.ts';

const stack = useSharedStack();

// A PNG's first bytes (the screening reads those), then more than the limit.
const TOO_LARGE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8 * 1024 * 1024, 7)]);
const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

describe('a toolbox upload over the limit without a declared length', () => {
  it('renders the refusal in the shop frame for a browser (form post sent in chunks)', async () => {
    const { action, fields } = await findToolboxForm(stack.shopPort);
    const upload = uploadBody([...fields, ['converter', 'convertFile'], ['format', 'jpeg']], TOO_LARGE);
    const answer = await send(stack.shopPort, {
      method: 'POST',
      path: action,
      headers: { 'content-type': upload.contentType, 'transfer-encoding': 'chunked', accept: HTML, 'x-forwarded-for': '198.51.100.31' },
      body: upload.body,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toContain('text/html');
    // The shop's frame: its header navigation and footer around the message.
    expect(answer.body).toContain('aria-label="Hauptnavigation"');
    expect(answer.body).toContain('<footer');
    expect(answer.body).toContain('Die Datei ist zu groß');
  });

  it("renders it in the frame of the calling page for the script's call that accepts HTML, JSON for one that asks for JSON", async () => {
    const call = uploadBody([['1_converter', 'convertFile']], TOO_LARGE);
    const headers = { 'content-type': call.contentType, 'transfer-encoding': 'chunked', referer: 'http://de.poster.localhost/service' };
    const html = await send(stack.shopPort, {
      method: 'POST',
      path: '/RSC/F/x/convertToolboxFileAction.txt',
      headers: { ...headers, accept: HTML, 'x-forwarded-for': '198.51.100.32' },
      body: call.body,
    });
    expect(html.status).toBe(413);
    expect(html.body).toContain('aria-label="Hauptnavigation"');
    expect(html.body).toContain('Die Datei ist zu groß');
    const json = await send(stack.shopPort, {
      method: 'POST',
      path: '/RSC/F/x/convertToolboxFileAction.txt',
      headers: { ...headers, accept: 'application/json', 'x-forwarded-for': '198.51.100.33' },
      body: call.body,
    });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body)).toEqual({ problem: 'file-too-large' });
  });
});
