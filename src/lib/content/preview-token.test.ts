import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPreviewLink, buildPreviewQuery, resolvePreview, verifyPreviewLink, verifyPreviewToken } from './preview-token.ts';

const spaceId = '100001';
const previewToken = 'preview-secret';
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const nowSeconds = now / 1000;

/** Written out independently of the module so a wrong formula in both places cannot pass. */
function editorQuery(overrides: Record<string, string | null> = {}): URLSearchParams {
  const timestamp = overrides['_storyblok_tk[timestamp]'] ?? String(nowSeconds - 10);
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const values: Record<string, string | null> = {
    _storyblok: '4711',
    '_storyblok_tk[space_id]': spaceId,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null) query.set(key, value);
  return query;
}

const secrets = { spaceId, previewToken, now };

function flipLastDigit(hex: string): string {
  return hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
}

describe('verifyPreviewToken', () => {
  const signedFor = (timestamp: number) => editorQuery({ '_storyblok_tk[timestamp]': String(timestamp) });

  it.each([
    ['a fresh token', editorQuery(), {}],
    ['a token with a release', editorQuery({ _storyblok_release: '42' }), { release: '42' }],
    ['release 0, the editor\'s "no release"', editorQuery({ _storyblok_release: '0' }), {}],
    ['a non-numeric release, ignored', editorQuery({ _storyblok_release: 'x;drop' }), {}],
    ['an upper-case hex token', editorQuery({ '_storyblok_tk[token]': editorQuery().get('_storyblok_tk[token]')!.toUpperCase() }), {}],
    ['a token exactly one hour old', signedFor(nowSeconds - 3600), {}],
    ['a token a minute ahead (clock skew)', signedFor(nowSeconds + 60), {}],
  ])('accepts %s, bound to the story it names', (_name, query, expected) => {
    expect(verifyPreviewToken(query, secrets)).toEqual({ storyId: '4711', ...expected });
  });

  it.each([
    ['story 0 (names no story)', editorQuery({ _storyblok: '0' })],
    ['a story that is no id', editorQuery({ _storyblok: 'home' })],
  ])('refuses %s', (_name, query) => {
    expect(verifyPreviewToken(query, secrets)).toBeNull();
  });

  it.each([
    ['another space', editorQuery({ '_storyblok_tk[space_id]': '999' })],
    ['an expired token', signedFor(nowSeconds - 3601)],
    ['a token from the future', signedFor(nowSeconds + 61)],
    ['a tampered token', editorQuery({ '_storyblok_tk[token]': flipLastDigit(editorQuery().get('_storyblok_tk[token]')!) })],
    ['a token signed for another timestamp', editorQuery({ '_storyblok_tk[token]': editorQuery({ '_storyblok_tk[timestamp]': String(nowSeconds - 20) }).get('_storyblok_tk[token]') })],
    ['a token of the wrong length', editorQuery({ '_storyblok_tk[token]': 'abc123' })],
    ['a non-hex token', editorQuery({ '_storyblok_tk[token]': 'z'.repeat(40) })],
    ['a non-numeric timestamp', editorQuery({ '_storyblok_tk[timestamp]': 'soon' })],
    ['no _storyblok', editorQuery({ _storyblok: null })],
    ['no space id', editorQuery({ '_storyblok_tk[space_id]': null })],
    ['no timestamp', editorQuery({ '_storyblok_tk[timestamp]': null })],
    ['no token', editorQuery({ '_storyblok_tk[token]': null })],
  ])('refuses %s', (_name, query) => {
    expect(verifyPreviewToken(query, secrets)).toBeNull();
  });

  it('refuses a token signed with another preview token', () => {
    expect(verifyPreviewToken(editorQuery(), { ...secrets, previewToken: 'other-secret' })).toBeNull();
  });

  it('refuses everything when no preview token is configured', () => {
    const signedWithEmptyToken = new URLSearchParams(editorQuery());
    signedWithEmptyToken.set('_storyblok_tk[token]', createHash('sha1').update(`${spaceId}::${signedWithEmptyToken.get('_storyblok_tk[timestamp]')}`).digest('hex'));
    expect(verifyPreviewToken(signedWithEmptyToken, { ...secrets, previewToken: '' })).toBeNull();
  });
});

describe('buildPreviewQuery', () => {
  it('builds a query the editor check accepts, with the release', () => {
    const query = buildPreviewQuery({ spaceId, previewToken, now, storyId: 12, release: '7' });
    expect(verifyPreviewToken(query, secrets)).toEqual({ storyId: '12', release: '7' });
    expect(query.get('_storyblok')).toBe('12');
    expect(query.get('_storyblok_tk[timestamp]')).toBe(String(nowSeconds));
  });

  it('signs the same way as the visual editor', () => {
    const query = buildPreviewQuery({ spaceId, previewToken, now, storyId: 4711 });
    expect(query.get('_storyblok_tk[token]')).toBe(editorQuery({ '_storyblok_tk[timestamp]': String(nowSeconds) }).get('_storyblok_tk[token]'));
  });

  it('expires like any editor token', () => {
    const query = buildPreviewQuery({ spaceId, previewToken, now: now - 2 * 3600 * 1000, storyId: 4711 });
    expect(verifyPreviewToken(query, secrets)).toBeNull();
  });
});

describe('shop preview links (npm run preview-link) open one page on one host', () => {
  const pageA = new URL('http://de.poster.localhost:3000/leinwanddruck');
  const link = buildPreviewLink(pageA, previewToken, now);
  const at = (url: string, query = link.searchParams, when = now) => {
    const target = new URL(url);
    return resolvePreview(query, { hostname: target.hostname, pathname: target.pathname }, { ...secrets, now: when });
  };

  it('opens the drafts of that page', () => {
    expect(at('http://de.poster.localhost:3000/leinwanddruck')).toEqual({});
    // Another port (a proxy in front) and the trailing slash a redirect adds are the same page.
    expect(at('http://DE.poster.localhost/leinwanddruck/')).toEqual({});
  });

  it.each([
    ['another page', 'http://de.poster.localhost:3000/fotobuch'],
    ['the home page', 'http://de.poster.localhost:3000/'],
    ['a page below it', 'http://de.poster.localhost:3000/leinwanddruck/x'],
    ['another host', 'http://ch.poster.localhost:3000/leinwanddruck'],
    ['the other channel', 'http://de.card.localhost:3000/leinwanddruck'],
  ])('does not open %s', (_name, url) => {
    expect(at(url)).toBeNull();
  });

  it('expires after an hour', () => {
    expect(at(pageA.href, link.searchParams, now + 3600 * 1000)).toEqual({});
    expect(at(pageA.href, link.searchParams, now + 3601 * 1000)).toBeNull();
  });

  it('refuses a link signed with another secret, a tampered expiry and a link made for longer than an hour', () => {
    expect(verifyPreviewLink(link.searchParams, { hostname: pageA.hostname, pathname: pageA.pathname }, { ...secrets, previewToken: 'other' })).toBeNull();
    const [expires, signature] = link.searchParams.get('_preview')!.split('.');
    const later = new URLSearchParams({ _preview: `${Number(expires) + 3600}.${signature}` });
    expect(at(pageA.href, later)).toBeNull();
    const longLived = buildPreviewLink(pageA, previewToken, now + 24 * 3600 * 1000);
    expect(at(pageA.href, longLived.searchParams)).toBeNull();
  });

  it('is not an editor token, and an editor token is not bound to a path', () => {
    const editor = editorQuery();
    expect(at('http://de.card.localhost/anything', editor)).toEqual({ storyId: '4711' });
  });
});
