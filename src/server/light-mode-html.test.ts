import { describe, expect, it } from 'vitest';
import { createScriptStripper } from './light-mode-html.ts';

async function strip(html: string, chunkSize: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(createScriptStripper())).text();
}

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/m.js" crossorigin=""/>' +
  '<script type="application/ld+json">{"@type":"Product"}</script><script nonce="x" id="_R_">import("/m.js")</script></head>' +
  '<body><p>Grüße <b>scripted</b> text</p><form method="post"><input name="email"/></form>' +
  '<script src="/x.js" async=""></script><script>self.__FLIGHT_DATA.push("\\u003c/script>")</script></body></html>';

describe('createScriptStripper', () => {
  it.each([1, 3, 7, 64, 10_000])('drops scripts and module preloads wherever the chunks are cut (%i bytes)', async (size) => {
    const out = await strip(PAGE, size);
    expect(out).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<script type="application/ld+json">{"@type":"Product"}</script></head>' +
        '<body><p>Grüße <b>scripted</b> text</p><form method="post"><input name="email"/></form></body></html>',
    );
  });
});
