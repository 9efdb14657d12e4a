import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPreviewQuery, verifyPreviewToken } from './preview-token.ts';

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
  ])('accepts %s', (_name, query, expected) => {
    expect(verifyPreviewToken(query, secrets)).toEqual(expected);
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
    expect(verifyPreviewToken(query, secrets)).toEqual({ release: '7' });
    expect(query.get('_storyblok')).toBe('12');
    expect(query.get('_storyblok_tk[timestamp]')).toBe(String(nowSeconds));
  });

  it('signs the same way as the visual editor', () => {
    const query = buildPreviewQuery({ spaceId, previewToken, now });
    expect(query.get('_storyblok_tk[token]')).toBe(editorQuery({ '_storyblok_tk[timestamp]': String(nowSeconds) }).get('_storyblok_tk[token]'));
  });

  it('expires like any editor token', () => {
    const query = buildPreviewQuery({ spaceId, previewToken, now: now - 2 * 3600 * 1000 });
    expect(verifyPreviewToken(query, secrets)).toBeNull();
  });
});
