import { describe, expect, it } from 'vitest';
import { createIslandPayloadStream, dropStaticIslandPayload } from './drop-static-island-payload.ts';
import { parseFlightRows } from '../framework/flight-rows.ts';

/** A document as Waku writes it: markup, then the payload in `__FLIGHT_DATA` push scripts. */
function documentWith(payloadChunks: string[], { nonce }: { nonce?: string } = {}): string {
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  const scripts = payloadChunks
    .map((chunk) => `${open}${`(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(chunk)})`.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1')}</script>`)
    .join('');
  return `<!DOCTYPE html><html><head></head><body><div id="top"><p>markup</p></div>${scripts}</body></html>`;
}

/** The payload text a browser would assemble from the document's push scripts. */
function payloadOf(html: string): string {
  const chunks = [...html.matchAll(/<script[^>]*>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g)];
  return chunks.map((match) => JSON.parse((match[1] as string).replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1')) as string).join('');
}

function rowIds(payload: string): string[] {
  return parseFlightRows(Buffer.from(payload, 'utf8')).map((row) => row.id);
}

/** Length-prefixed text row: the length counts UTF-8 bytes. */
function textRow(id: string, text: string): string {
  return `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;
}

const island = (name: string, children: unknown) => ['$', '$L1', null, { staticIsland: name, className: 'contents', children }];
const model = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}\n`;

describe('dropStaticIslandPayload', () => {
  it('drops an inert island’s children and the rows only they used, keeping the rest of the payload', () => {
    const payload = [
      '1:I["abc123",[],"StaticIsland",1]\n',
      ':HL["/assets/style.css","style"]\n',
      textRow('3', 'Grüße aus Köln – a long srcset string, 3 € ✓'),
      model('4', ['$', 'li', null, { children: 'outlined' }]),
      model('0', { page: ['$', 'main', null, { children: [island('footer', ['$', 'ul', null, { children: ['$4', ['$', 'img', null, { srcSet: '$3' }]] }]), ['$', 'p', null, { children: 'kept' }]] }] }),
    ].join('');
    const result = dropStaticIslandPayload(documentWith([payload]));
    expect(result.dropped).toEqual(['footer']);
    expect(result.unchanged).toBeUndefined();
    const after = payloadOf(result.html);
    expect(rowIds(after)).toEqual(['1', '', '0']);
    const root = JSON.parse(after.split('\n').find((line) => line.startsWith('0:'))!.slice(2));
    expect(root.page[3].children[0]).toEqual(['$', '$L1', null, { staticIsland: 'footer', className: 'contents' }]);
    expect(root.page[3].children[1]).toEqual(['$', 'p', null, { children: 'kept' }]);
    // The markup is untouched.
    expect(result.html).toContain('<div id="top"><p>markup</p></div>');
  });

  it('keeps an island hydrated when a client component or a form action is inside it', () => {
    const payload = [
      '1:I["abc123",[],"StaticIsland",1]\n',
      '2:I["def456",[],"ReviewsCarousel",1]\n',
      model('5', { id: 'a1#subscribe', bound: null }),
      model('6', ['$', 'div', null, { children: ['$', '$L2', null, { slides: 3 }] }]),
      model('0', [island('reviews', '$L6'), island('newsletter', ['$', 'form', null, { action: '$h5' }]), island('seo', 'plain text')]),
    ].join('');
    const result = dropStaticIslandPayload(documentWith([payload]));
    expect(result.dropped).toEqual(['seo']);
    expect(result.kept).toEqual([
      { name: 'reviews', reason: 'interactive' },
      { name: 'newsletter', reason: 'interactive' },
    ]);
    const after = payloadOf(result.html);
    expect(rowIds(after)).toEqual(['1', '2', '5', '6', '0']);
    expect(after).toContain('"$h5"');
  });

  it('keeps islands whose name is used twice (the browser could not tell their HTML apart)', () => {
    const payload = ['1:I["abc123",[],"StaticIsland",1]\n', model('0', [island('body-0', 'one'), island('body-0', 'two'), island('body-1', 'three')])].join('');
    const result = dropStaticIslandPayload(documentWith([payload]));
    expect(result.dropped).toEqual(['body-1']);
    expect(result.kept).toEqual([
      { name: 'body-0', reason: 'duplicate-name' },
      { name: 'body-0', reason: 'duplicate-name' },
    ]);
  });

  it('keeps a row an island shares with the rest of the page', () => {
    const payload = [
      '1:I["abc123",[],"StaticIsland",1]\n',
      model('7', ['$', 'svg', null, { children: 'logo' }]),
      model('0', [island('header', ['$', 'a', null, { children: '$7' }]), ['$', 'footer', null, { children: '$7' }]]),
    ].join('');
    const after = payloadOf(dropStaticIslandPayload(documentWith([payload])).html);
    expect(rowIds(after)).toEqual(['1', '7', '0']);
  });

  it('leaves the document as it was when a path reference points into a row it would change', () => {
    const payload = ['1:I["abc123",[],"StaticIsland",1]\n', model('0', [island('a', ['$', 'b', null, { children: 'x' }])]), model('8', '$0:0:3')].join('');
    const html = documentWith([payload]);
    const result = dropStaticIslandPayload(html);
    expect(result.html).toBe(html);
    expect(result.unchanged).toBe('a path reference into an island row');
  });

  it('merges a payload streamed in several scripts into one, keeping the nonce and the script escapes', () => {
    const payload = ['1:I["abc123",[],"StaticIsland",1]\n', model('0', [island('a', 'gone'), ['$', 'p', null, { children: '</script><!-- stays -->' }]])].join('');
    const middle = payload.indexOf('island') > 0 ? 20 : 10;
    const html = documentWith([payload.slice(0, middle), payload.slice(middle)], { nonce: 'n0nce' });
    const result = dropStaticIslandPayload(html);
    expect(result.html.match(/<script nonce="n0nce">/g)).toHaveLength(1);
    expect(result.html).not.toContain('</script><!--');
    expect(payloadOf(result.html)).toContain('</script><!-- stays -->');
    expect(payloadOf(result.html)).not.toContain('gone');
  });

  it('leaves documents without islands, without a payload or with a binary chunk alone', () => {
    const plain = documentWith([model('0', ['$', 'p', null, { children: 'no islands' }])]);
    expect(dropStaticIslandPayload(plain)).toMatchObject({ html: plain, unchanged: 'no islands' });
    const light = '<!DOCTYPE html><html><body><p>light mode</p></body></html>';
    expect(dropStaticIslandPayload(light)).toMatchObject({ html: light, unchanged: 'no inline payload' });
    const binary = '<html><body><script>(self.__FLIGHT_DATA||=[]).push(Uint8Array.from(atob("AAE="), m => m.codePointAt(0)))</script></body></html>';
    expect(dropStaticIslandPayload(binary).html).toBe(binary);
  });

  it('leaves a payload it cannot parse alone', () => {
    const broken = documentWith(['0:T10,too short']);
    expect(dropStaticIslandPayload(broken)).toMatchObject({ html: broken, unchanged: 'flight: row longer than the payload' });
  });
});

describe('createIslandPayloadStream', () => {
  async function throughStream(html: string, chunkBytes: number): Promise<{ out: string; chunksBeforePayload: number }> {
    const bytes = new TextEncoder().encode(html);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += chunkBytes) controller.enqueue(bytes.slice(offset, offset + chunkBytes));
        controller.close();
      },
    }).pipeThrough(createIslandPayloadStream());
    const decoder = new TextDecoder();
    let out = '';
    let chunksBeforePayload = 0;
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      if (!out.includes('__FLIGHT_DATA') && !text.includes('__FLIGHT_DATA')) chunksBeforePayload++;
      out += text;
    }
    return { out: out + decoder.decode(), chunksBeforePayload };
  }

  it('rewrites a document cut anywhere (multi-byte characters, the marker split) as the whole-document form does', async () => {
    const markup = `<p>${'Grüße, 😀 Fotobücher '.repeat(40)}</p>`;
    const payload = ['1:I["abc123",[],"StaticIsland",1]\n', model('0', [island('footer', ['$', 'p', null, { children: 'Über uns 😀' }])])].join('');
    const html = documentWith([payload]).replace('<p>markup</p>', markup);
    const expected = dropStaticIslandPayload(html).html;
    expect(expected).not.toBe(html);
    for (const size of [1, 7, 64, 4096]) {
      const { out, chunksBeforePayload } = await throughStream(html, size);
      expect(out).toBe(expected);
      // The markup is not held back until the payload: it streams on.
      if (size < 100) expect(chunksBeforePayload).toBeGreaterThan(1);
    }
  });

  it('passes a document without a payload through unchanged', async () => {
    const html = `<!DOCTYPE html><html><body>${'<p>light 😀</p>'.repeat(100)}</body></html>`;
    expect((await throughStream(html, 13)).out).toBe(html);
  });
});
