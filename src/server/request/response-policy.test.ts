import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../lib/config/server-config.ts';
import { applyResponsePolicy } from './response-policy.ts';

const config = readServerConfig({ CONTENT_PREVIEW_TOKEN: 'preview-secret', DESIGNER_URL: 'https://designer.example/app' });

describe('response policy', () => {
  const html = () => new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const context = (overrides: { preview?: { release?: string } | null; method?: string } = {}) => ({
    nonce: 'n0nce',
    preview: overrides.preview ?? null,
    method: overrides.method ?? 'GET',
    response: { status: null, headers: new Headers({ 'x-collected': '1' }), setCookies: ['a=1', 'b=2'] },
  });

  it('allows the help messenger’s script origin only when one is configured', () => {
    const withMessenger = readServerConfig({ SHOP_API_URL: 'https://shop-api.example', MESSENGER_SCRIPT_URL: 'https://chat.example/widget.js' });
    const csp = applyResponsePolicy({ headers: html(), context: context(), config: withMessenger, isPage: true, https: false }).get('content-security-policy');
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.example/);
    const without = readServerConfig({ SHOP_API_URL: 'https://shop-api.example' });
    expect(without.messengerScriptUrl).toBeUndefined();
    const plain = applyResponsePolicy({ headers: html(), context: context(), config: without, isPage: true, https: false }).get('content-security-policy');
    expect(plain).not.toMatch(/chat\.example|stand-ins/);
    const off = readServerConfig({ MESSENGER_SCRIPT_URL: 'off' });
    expect(off.messengerScriptUrl).toBeUndefined();
    // The embedded stand-in only outside production: real visitors cannot reach the backend.
    expect(readServerConfig({}).messengerScriptUrl).toMatch(/\/stand-ins\/messenger\.js$/);
    expect(readServerConfig({ NODE_ENV: 'production', CONTENT_PREVIEW_TOKEN: 'secret' }).messengerScriptUrl).toBeUndefined();
  });

  it('applies what the render collected', () => {
    const headers = applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, https: false });
    expect(headers.get('x-collected')).toBe('1');
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('HTML gets the CSP with its nonce and the designer as form target; other types nosniff', () => {
    const csp = applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, https: false }).get('content-security-policy');
    expect(csp).toContain("'nonce-n0nce'");
    expect(csp).toContain('https://designer.example');
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const json = applyResponsePolicy({ headers: new Headers({ 'content-type': 'application/json' }), context: context(), config, isPage: false, https: false });
    expect(json.get('content-security-policy')).toBeNull();
    expect(json.get('x-content-type-options')).toBe('nosniff');
  });

  it('only the content editor may frame a draft', () => {
    const csp = applyResponsePolicy({ headers: html(), context: context({ preview: {} }), config, isPage: true, https: false }).get('content-security-policy');
    expect(csp).toContain('frame-ancestors https://app.storyblok.com');
  });

  it('HSTS only over https', () => {
    expect(applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, https: true }).get('strict-transport-security')).toMatch(/max-age=/);
    expect(applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, https: false }).get('strict-transport-security')).toBeNull();
  });

  it('cache: drafts never stored nor indexed, pages revalidated, posts not stored, explicit choices kept', () => {
    const draft = applyResponsePolicy({ headers: html(), context: context({ preview: {} }), config, isPage: true, https: false });
    expect(draft.get('cache-control')).toBe('no-store');
    expect(draft.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, https: false }).get('cache-control')).toBe('no-cache');
    expect(applyResponsePolicy({ headers: html(), context: context({ method: 'HEAD' }), config, isPage: true, https: false }).get('cache-control')).toBe('no-cache');
    expect(applyResponsePolicy({ headers: html(), context: context({ method: 'POST' }), config, isPage: true, https: false }).get('cache-control')).toBe('no-store');
    // Client navigations and the flag debug view are the visitor's own: no shared cache keeps them.
    expect(applyResponsePolicy({ headers: html(), context: context(), config, isPage: true, visitorsOwn: true, https: false }).get('cache-control')).toBe('private, no-cache');
    expect(applyResponsePolicy({ headers: html(), context: context({ method: 'POST' }), config, isPage: true, visitorsOwn: true, https: false }).get('cache-control')).toBe('no-store');
    const own = new Headers({ 'content-type': 'application/xml', 'cache-control': 'public, max-age=3600' });
    expect(applyResponsePolicy({ headers: own, context: context(), config, isPage: false, https: false }).get('cache-control')).toBe('public, max-age=3600');
    expect(applyResponsePolicy({ headers: new Headers(), context: context(), config, isPage: false, https: false }).get('cache-control')).toBeNull();
  });

  it('a page rendered for the page store: its inline scripts by hash, never the (empty) nonce', () => {
    const csp = applyResponsePolicy({ headers: html(), context: { ...context(), nonce: '' }, config, isPage: true, https: false, scriptHashes: ["'sha256-abc'"] }).get(
      'content-security-policy',
    );
    expect(csp).toContain("script-src 'self' 'sha256-abc' 'strict-dynamic'");
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });
});
