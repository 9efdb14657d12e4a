/**
 * `npm run test:fuzz`: replays the hardening probe's categories against the production build on
 * loopback with generated input (fast-check): hostile paths, query strings, headers, methods and
 * server-action bodies. Every answer must be a 4xx or a page (a re-rendered form included), never
 * a 5xx, never a stack trace, never the injected markup unescaped. Bounded in runs per category.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import type { RawResponse } from './raw-http.ts';
import { multipart, openSocket, send } from './raw-http.ts';
import { findNewsletterAction } from './shop-page.ts';

const MARKER = '<x-fz>';
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HOSTS = ['de.poster.localhost', 'com.card.localhost', 'ch.poster.localhost', 'localhost', '127.0.0.1'];

let stack: Stack;
let output = '';

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'warn', BACKEND_LOG_LEVEL: 'error', TRUST_PROXY: '1', NEWSLETTER_RATE_LIMIT: '1000' }, { onShopOutput: (text) => (output += text) });
});
afterAll(async () => {
  await stack?.stop();
  // The shop's own lines stay JSON whatever it was sent.
  for (const line of output.split('\n').filter((entry) => entry.trim() !== '')) expect(() => JSON.parse(line), line).not.toThrow();
});

function expectSafe(response: RawResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/\n\s+at \S+ \(|file:\/\/\/|node:internal/);
  expect(response.body, label).not.toContain(MARKER);
}

async function property<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS, seed: SEED, endOnFailure: true });
}

const printable = fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));
const text = (maxLength: number) => fc.oneof(fc.string({ unit: printable, maxLength }), fc.constant(MARKER), fc.string({ maxLength }));
/** Header values Node will send (no control characters): printable ASCII, the marker, long runs. */
const headerValue = fc.oneof(fc.string({ unit: printable, maxLength: 200 }), fc.constant(MARKER), fc.constant('x'.repeat(6000)), fc.constant(''));

const hostilePath = fc.oneof(
  fc.constantFrom(
    '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/', '//evil.example/', '/\\evil.example', '/a%00b', '/%E0%A4%A', '/%', '/%zz',
    '/RSC/', '/RSC/R/', '/RSC/R/x', '/RSC/R/_.txt', '/RSC/F/', '/RSC/F/x.txt', '/RSC/F/x/y.txt', '/RSC/F/_/_/.txt', '/RSC/R/%00.txt',
    '/assets/../package.json', '/assets/%2e%2e/package.json', '/cdn-cgi/image/', '/cdn-cgi/image/w=1/../../x', '/robots.txt/x',
    '/sitemap.xml?x=1', '/health/', '/favicon.ico/..', `/${'a/'.repeat(300)}`, `/${'x'.repeat(4000)}`, '/fr/../de', '/de/', '/xx-yy',
  ),
  fc.array(text(40), { maxLength: 6 }).map((segments) => '/' + segments.map((segment) => encodeURIComponent(segment)).join('/')),
  fc.tuple(fc.constantFrom('/RSC/R/', '/RSC/F/', '/RSC/'), text(60)).map(([prefix, rest]) => prefix + encodeURIComponent(rest) + '.txt'),
);

const query = fc.array(fc.tuple(fc.oneof(text(20), fc.constantFrom('_storyblok', '_storyblok_tk[token]', 'calc-material', 'calc-format', 'calc-w', 'calc-h', 'dialog', 'page', 'sort', 'filter[]')), text(80)), { maxLength: 6 })
  .map((pairs) => (pairs.length ? '?' + pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&') : ''));

describe('fuzz', () => {
  it('hostile paths and query strings', async () => {
    await property(fc.tuple(fc.constantFrom(...HOSTS), hostilePath, query), async ([host, path, search]) => {
      expectSafe(await send(stack.shopPort, { path: path + search, headers: { host } }), `GET ${host}${path}${search}`);
    });
  });

  it('hostile headers: Host, Cookie, Accept-Language, X-Forwarded-*', async () => {
    const headers = fc.record(
      {
        host: fc.oneof(fc.constantFrom(...HOSTS), headerValue, fc.constantFrom('de.poster.localhost:99999', '[::1]', 'a..b', 'DE.POSTER.LOCALHOST')),
        cookie: headerValue,
        'accept-language': fc.oneof(headerValue, fc.constantFrom('*', 'xx;q=2', 'de-DE;q=abc,,,', `${'en,'.repeat(500)}`)),
        'x-forwarded-for': fc.oneof(headerValue, fc.constantFrom('198.51.100.1, 203.0.113.7', ', , ,', '::ffff:1.2.3.4')),
        'x-forwarded-proto': fc.oneof(headerValue, fc.constantFrom('https', 'https, http', 'gopher')),
        'x-forwarded-host': headerValue,
        'x-waku-action-location': fc.oneof(headerValue, fc.constantFrom('/\\evil.com/x', '//evil.com', '/#x')),
        'accept-encoding': fc.oneof(headerValue, fc.constantFrom('br;q=x', 'gzip;q=0, *;q=0')),
      },
      { requiredKeys: ['host'] },
    );
    await property(fc.tuple(headers, fc.constantFrom('/', '/ueber-uns', '/robots.txt', '/sitemap.xml', '/RSC/R/_.txt', '/health')), async ([values, path]) => {
      expectSafe(await send(stack.shopPort, { path, headers: values }), `GET ${path} ${JSON.stringify(values).slice(0, 300)}`);
    });
  });

  it('methods', async () => {
    const method = fc.oneof(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH', 'REPORT'),
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 1, maxLength: 10 }),
    );
    await property(fc.tuple(method, fc.constantFrom('/', '/health', '/robots.txt', '/sitemap.xml', '/ueber-uns', '/RSC/R/_.txt', '/RSC/F/x/y.txt', '/icons.svg', '/nope')), async ([verb, path]) => {
      const response = await send(stack.shopPort, { method: verb, path, headers: verb === 'POST' ? { 'content-type': 'text/plain' } : {}, body: verb === 'POST' ? 'x' : undefined });
      expectSafe(response, `${verb} ${path}`);
      if (response.status === 405) expect(response.headers.allow, `${verb} ${path}`).toBeTruthy();
    });
  });

  it('server-action bodies: forms without JavaScript, missing and wrong fields, forged ids, broken multipart', async () => {
    const action = await findNewsletterAction(stack.shopPort);
    const formFields = fc
      .tuple(
        fc.subarray(action.fields),
        fc.array(fc.tuple(fc.oneof(text(20), fc.constantFrom('email', 'website', 'uniqueIdentifier', 'reCaptchaToken', '$ACTION_KEY', '$ACTION_1:1', '$ACTION_1:0', '$ACTION_REF_1')), fc.oneof(text(300), fc.constant(MARKER), fc.constant('['.repeat(5000)))), { maxLength: 4 }),
        fc.oneof(fc.constant(null), fc.constantFrom('$ACTION_ID_deadbeefdead#x', '$ACTION_ID_', `$ACTION_ID_${action.id}`)),
      )
      .map(([kept, extra, forged]) => [...kept, ...extra, ...(forged ? ([[forged, '']] as Array<[string, string]>) : [])]);
    const brokenBody = fc.constantFrom(
      { contentType: 'multipart/form-data; boundary=nope', body: 'garbage' },
      { contentType: 'multipart/form-data', body: '--x\r\n' },
      { contentType: 'multipart/form-data; boundary=b', body: '--b\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n' },
      { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&$ACTION_ID_x=1' },
      { contentType: 'application/json', body: '{"email":' },
    );
    await property(fc.tuple(fc.oneof(formFields.map((fields) => multipart(fields)), brokenBody), fc.constantFrom('/', '/ueber-uns', '/newsletter-bestaetigung')), async ([{ body, contentType }, path]) => {
      expectSafe(await send(stack.shopPort, { method: 'POST', path, headers: { 'content-type': contentType, origin: 'http://de.poster.localhost' }, body }), `POST ${path} ${body.slice(0, 200)}`);
    });
  });

  it('server-action bodies: JavaScript calls with wrong arguments, forged ids, evil origins, deep nesting', async () => {
    const action = await findNewsletterAction(stack.shopPort);
    const argumentsBody = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc.constantFrom('', '[]', '[null]', '[{}, {}]', '["$@1"]', '"$T"', '[1,2,3]', '{{{', '['.repeat(20_000) + ']'.repeat(20_000), JSON.stringify([MARKER])),
    );
    const path = fc.constantFrom(action.rscPath, '/RSC/F/deadbeefdead/x.txt', '/RSC/F/x/y.txt', '/RSC/R/_.txt', '/RSC/R/ueber-uns.txt');
    const origin = fc.constantFrom(undefined, 'null', 'https://evil.example', 'http://de.poster.localhost', 'not a url');
    await property(fc.tuple(path, argumentsBody, origin), async ([target, body, from]) => {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (from) headers.origin = from;
      expectSafe(await send(stack.shopPort, { method: 'POST', path: target, headers, body }), `POST ${target} ${String(from)} ${body.slice(0, 120)}`);
    });
  });
});

describe('body limit', () => {
  it('refuses a 1 MB body with 413', async () => {
    // Sent the way browsers send, on a kept-alive connection. With `agent: false` Node's client
    // says `Connection: close`; Node's server then closes right after its early 413, and the
    // kernel resets a socket closed on bytes still arriving: the client, still uploading, got EPIPE
    // instead of the answer about one time in twenty (a client's own choice, not the shop's).
    const response = await send(stack.shopPort, { method: 'POST', path: '/', headers: { 'content-type': 'multipart/form-data; boundary=b', connection: 'keep-alive' }, body: Buffer.alloc(1024 * 1024, 97) });
    expect(response.status).toBe(413);
  });

  it('refuses a 50 MB body before reading it', async () => {
    // The toolbox upload's addresses allow a file's size, and no more.
    for (const path of ['/', '/RSC/F/x/y.txt', '/service?_toolbox', '/RSC/F/x/convertToolboxFileAction.txt']) {
      const { socket, closed } = await openSocket(stack.shopPort);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: text/plain\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`);
      // Only the first 64 KiB are ever sent: the answer must come without the other 49.9 MB.
      socket.write(Buffer.alloc(64 * 1024, 97));
      const answered = await new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))));
      expect(answered).toMatch(/^HTTP\/1\.1 413/);
      socket.destroy();
      await closed;
    }
  });

  it('lets a client that is still uploading read its 413 (no reset before the answer), every time', async () => {
    // Closing the socket on a client still sending makes the kernel reset the connection, and the
    // 413 is often lost with it: this failed about one time in seven before the 413 stopped
    // asking for the connection to close (src/server/body-limit.ts).
    const answers: string[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const { socket, closed } = await openSocket(stack.shopPort);
      const answered = new Promise<string>((resolve) => {
        socket.once('data', (data) => resolve(String(data).split('\r\n')[0] ?? ''));
        socket.once('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code}`));
        socket.once('close', () => resolve('closed without an answer'));
      });
      socket.write('POST / HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n');
      const chunk = Buffer.alloc(16 * 1024, 97);
      for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      answers.push(await answered);
      socket.destroy();
      await closed;
    }
    expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 413 Payload Too Large']));
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const { socket, closed } = await openSocket(stack.shopPort);
    socket.write('POST / HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n');
    const chunk = Buffer.alloc(16 * 1024, 97);
    for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const answered = await new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
    expect(answered).toMatch(/^HTTP\/1\.1 413/);
    socket.destroy();
    await closed;
  });
});
