import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { multipart, send } from './raw-http.ts';
import { findNewsletterAction } from './shop-page.ts';

let stack: Stack;
let output = '';

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'warn', TRUST_PROXY: '1', NEWSLETTER_RATE_LIMIT: '3' }, { onShopOutput: (text) => (output += text) });
});
afterAll(async () => stack?.stop());

describe('methods', () => {
  it('answers HEAD everywhere, as a load balancer checks health with it', async () => {
    for (const path of ['/health', '/robots.txt', '/sitemap.xml', '/', '/icons.svg']) {
      const response = await send(stack.shopPort, { method: 'HEAD', path });
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe('');
    }
  });

  it('refuses other methods with 405 and says what is allowed', async () => {
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
      for (const path of ['/health', '/robots.txt', '/sitemap.xml']) {
        const response = await send(stack.shopPort, { method, path });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
      }
      const page = await send(stack.shopPort, { method, path: '/' });
      expect(page.status, `${method} /`).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD, POST');
    }
  });
});

describe('malformed requests', () => {
  it('answers each with a 4xx and logs only JSON lines', async () => {
    const action = await findNewsletterAction(stack.shopPort);
    const forged = multipart([['$ACTION_ID_deadbeefdead#x', '']]);
    const forgedReference = multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"deadbeefdead#x","bound":null}']]);
    const cases: Array<{ name: string; method?: string; path: string; headers?: Record<string, string>; body?: string }> = [
      { name: 'multipart without a usable boundary', method: 'POST', path: '/', headers: { 'content-type': 'multipart/form-data; boundary=nope' }, body: 'x' },
      { name: 'forged action id', method: 'POST', path: '/', headers: { 'content-type': forged.contentType }, body: forged.body },
      { name: 'forged action reference', method: 'POST', path: '/', headers: { 'content-type': forgedReference.contentType }, body: forgedReference.body },
      { name: 'RSC path without .txt', path: '/RSC/R/ueber-uns' },
      { name: 'GET on an action path', path: '/RSC/F/x/y.txt' },
      { name: 'unknown action', method: 'POST', path: '/RSC/F/x/y.txt', headers: { 'content-type': 'text/plain' }, body: '[]' },
      { name: 'action from an evil origin', method: 'POST', path: action.rscPath, headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '[]' },
      { name: 'action from an evil origin with a broken body', method: 'POST', path: action.rscPath, headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '{{' },
      { name: 'action from a null origin', method: 'POST', path: action.rscPath, headers: { origin: 'null', 'content-type': 'text/plain' }, body: '[]' },
      { name: 'action without a body', method: 'POST', path: action.rscPath, headers: { 'content-type': 'text/plain' } },
      { name: 'action with wrong arguments', method: 'POST', path: action.rscPath, headers: { 'content-type': 'text/plain' }, body: '[1,2]' },
      { name: 'deeply nested action payload', method: 'POST', path: action.rscPath, headers: { 'content-type': 'text/plain' }, body: '['.repeat(20_000) + ']'.repeat(20_000) },
      { name: 'action location of another host', method: 'POST', path: action.rscPath, headers: { 'content-type': 'text/plain', 'x-waku-action-location': '/\\evil.com/x' }, body: '[]' },
      { name: 'RSC request with a broken body', method: 'POST', path: '/RSC/R/_.txt', headers: { 'content-type': 'text/plain' }, body: '{{{' },
    ];
    for (const { name, ...request } of cases) {
      const response = await send(stack.shopPort, request);
      if (request.headers?.origin) expect(response.status, name).toBe(403);
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect(response.status, name).toBeLessThan(500);
      expect(response.body, name).not.toMatch(/\n\s+at /);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy reports https, and not over plain http', async () => {
    const https = await send(stack.shopPort, { path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const plain = await send(stack.shopPort, { path: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('client address behind a trusted proxy', () => {
  it('rate-limits by the address the proxy added, whatever the client puts in front of it', async () => {
    const action = await findNewsletterAction(stack.shopPort);
    // A real sign-up (a filled honeypot would get the fake success without touching the limit).
    const typed: Record<string, string> = { email: 'proxy-limit@example.com' };
    const fields = action.fields.map(([name, value]): [string, string] => [name, typed[name] ?? value]);
    const form = multipart(fields);
    const answers: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await send(stack.shopPort, {
        method: 'POST',
        path: '/',
        headers: { 'content-type': form.contentType, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        body: form.body,
      });
      expect(response.status).toBeLessThan(500);
      answers.push(response.body);
    }
    const limited = answers.filter((body) => body.includes(de['newsletter.rateLimited']));
    expect(limited.length).toBe(3);
  });
});
