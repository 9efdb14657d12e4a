import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_constants, unstable_honoMiddleware } from 'waku/internals';
import { parseFlightRows, readReference, referenceStringsIn } from './flight-rows.ts';
import { buildPayloadScript, PAYLOAD_SCRIPT, readPayloadChunk } from './inline-payload.ts';
import { ACTION_CALL_PREFIX, isActionCallPath, isRscPath, RSC_PATH_PREFIX } from './rsc-path.ts';
import { createCustomError, getErrorInfo } from './waku-router.ts';
import { classifyRscPath } from '../method-guard.ts';

/**
 * What the shop relies on in Waku's and React's internals, checked against the installed
 * packages (decision 0034). The type check catches a renamed export; these catch changed
 * behaviour. Unit tests elsewhere run against a router stub, so this file loads Waku's own code.
 */
const require = createRequire(import.meta.url);
const wakuDist = path.join(path.dirname(require.resolve('waku/package.json')), 'dist');

async function loadWakuParseRouterRequest(): Promise<(request: Request) => { type: string; path?: string } | null> {
  // The public export sits behind a virtual module that only a Waku build resolves.
  const module = (await import(pathToFileURL(path.join(wakuDist, 'router/server-utils/parse-router-request.js')).href)) as {
    parseRouterRequest: (request: Request) => { type: string; path?: string } | null;
  };
  return module.parseRouterRequest;
}

describe('Waku URL shape', () => {
  it('reads the shop RSC prefix as a client navigation to the route inside it', async () => {
    const parse = await loadWakuParseRouterRequest();
    const url = `http://shop.test${RSC_PATH_PREFIX}R/leinwanddruck.txt`;
    expect(isRscPath(new URL(url).pathname)).toBe(true);
    expect(parse(new Request(url))).toMatchObject({ type: 'route', path: '/leinwanddruck' });
    expect(classifyRscPath(new URL(url).pathname)).toBe('route');
  });

  it('reads the shop action prefix as an action call', async () => {
    const parse = await loadWakuParseRouterRequest();
    const url = `http://shop.test${ACTION_CALL_PREFIX}abc123%23subscribe.txt`;
    expect(isActionCallPath(new URL(url).pathname)).toBe(true);
    expect(parse(new Request(url, { method: 'POST', body: 'x' }))?.type).toBe('action');
    expect(classifyRscPath(new URL(url).pathname)).toBe('action');
  });

  it('reads a document path as the route itself', async () => {
    const parse = await loadWakuParseRouterRequest();
    expect(isRscPath('/leinwanddruck')).toBe(false);
    expect(parse(new Request('http://shop.test/leinwanddruck?x=1'))).toMatchObject({ type: 'route', path: '/leinwanddruck' });
  });
});

describe('Waku adapter hooks', () => {
  it('serves static files from dist/public and offers the RSC middleware the node adapter mounts', () => {
    expect(unstable_constants.DIST_PUBLIC).toBe('public');
    expect(typeof unstable_honoMiddleware.rscMiddleware).toBe('function');
  });

  it('carries a custom error status through to the error info the shop reads', () => {
    const error = createCustomError('bad query', { status: 400 });
    expect(getErrorInfo(error)).toMatchObject({ status: 400 });
  });
});

describe("Waku's client entry", () => {
  it('is still the one src/waku.client.tsx copies: StrictMode around the router, hydrateRoot on the document when the preamble asks', async () => {
    const { readFileSync } = await import('node:fs');
    const managed = readFileSync(path.join(wakuDist, 'lib/utils/managed.js'), 'utf8');
    const entry = /getManagedClientEntry = \(\)=>\{\s*return `([\s\S]*?)`;/.exec(managed)?.[1];
    expect(entry).toBeDefined();
    expect(entry).toContain('createElement(StrictMode, null, createElement(Router))');
    expect(entry).toContain('if (globalThis.__WAKU_HYDRATE__) {\n  hydrateRoot(document, rootElement, defaultRootOptions);');
    expect(entry).toContain('createRoot(document, defaultRootOptions).render(rootElement)');
    expect(readFileSync(path.join(wakuDist, 'lib/utils/ssr.js'), 'utf8')).toContain("'globalThis.__WAKU_HYDRATE__ = true;'");
  });
});

describe('React Flight rows', () => {
  it('parses what the installed react-server-dom-webpack writes, text rows included', () => {
    // The server renderer needs the react-server condition, which this process does not run with.
    const script = `
      const { renderToReadableStream } = await import('react-server-dom-webpack/server.edge');
      const { createElement } = await import('react');
      const long = 'Leinwand ü '.repeat(400);
      const tree = createElement('main', null, createElement('h1', null, 'Hallo €'), createElement('p', null, long), ['a', 'b'].map((k) => createElement('span', { key: k }, k)));
      process.stdout.write(Buffer.from(await new Response(renderToReadableStream(tree, {})).arrayBuffer()).toString('base64'));
    `;
    const output = execFileSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', script], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const bytes = Buffer.from(output, 'base64');
    const rows = parseFlightRows(bytes);
    expect(Buffer.concat(rows.map((row) => row.raw)).equals(bytes)).toBe(true);
    const root = rows.find((row) => row.id === '0');
    expect(root?.tag).toBe('');
    expect(JSON.parse(root!.json!)).toEqual(expect.arrayContaining(['$', 'main']));
    const text = rows.find((row) => row.tag === 'T');
    expect(text, 'a long string travels as a length-prefixed text row').toBeDefined();
    expect(text!.raw.toString('utf8')).toContain('Leinwand ü');
    // The payload rewrite follows references from row to row: the root names the text row.
    const referenced = referenceStringsIn(JSON.parse(root!.json!)).map((value) => readReference(value)?.id);
    expect(referenced).toContain(text!.id);
    expect(referenceStringsIn(['$', 'p', null, { children: ['Hallo', '$$escaped', { deep: '$5' }] }])).toEqual(['$', '$$escaped', '$5']);
  });
});

describe('the inline payload script', () => {
  async function injectPayload(payload: string, nonce?: string): Promise<string> {
    // rsc-html-stream is what Waku's SSR uses to put the payload into the document.
    const { injectRSCPayload } = (await import('rsc-html-stream/server')) as {
      injectRSCPayload: (rsc: ReadableStream<Uint8Array>, options?: { nonce?: string }) => TransformStream<Uint8Array, Uint8Array>;
    };
    const html = new Response('<!DOCTYPE html><html><body><main>Leinwand</main></body></html>').body!;
    return new Response(html.pipeThrough(injectRSCPayload(new Response(payload).body!, nonce ? { nonce } : {}))).text();
  }

  it('is found and read back from what the installed rsc-html-stream writes, nonce and escapes included', async () => {
    const payload = '0:["$","p",null,{"children":"</script><!-- ü €"}]\n';
    const document = await injectPayload(payload, 'abc123');
    const scripts = [...document.matchAll(PAYLOAD_SCRIPT)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((script) => readPayloadChunk(script[1]!)).join('')).toBe(payload);
    expect(scripts[0]![0]).toContain('nonce="abc123"');
  });

  it('is written back in the form the browser side reads', () => {
    const script = buildPayloadScript('<script nonce="n">', '0:"</script>"\n');
    const [match] = [...script.matchAll(PAYLOAD_SCRIPT)];
    expect(readPayloadChunk(match![1]!)).toBe('0:"</script>"\n');
    expect(script.slice(0, -'</script>'.length)).not.toContain('</script');
  });
});
