import { describe, expect, it } from 'vitest';
import { isCrossSitePost, type PostOrigin } from './refuse-cross-site-post.ts';

const post = (extra: Partial<PostOrigin>): PostOrigin => ({ method: 'POST', secFetchSite: undefined, origin: undefined, host: 'de.poster.localhost:3000', ...extra });

describe('refuse cross-site posts', () => {
  it('refuses a form posted from another site, and nothing else', () => {
    expect(isCrossSitePost(post({ secFetchSite: 'cross-site' }))).toBe(true);
    expect(isCrossSitePost(post({ secFetchSite: 'same-origin' }))).toBe(false);
    expect(isCrossSitePost(post({}))).toBe(false);
    expect(isCrossSitePost({ ...post({ secFetchSite: 'cross-site', origin: 'https://evil.example' }), method: 'GET' })).toBe(false);
  });

  it.each([
    'https://evil.example',
    'http://evil.example:3000',
    'http://de.poster.localhost.evil.example:3000',
    'http://com.card.localhost:3000',
    'null',
    'not a url',
    'file:///x',
  ])('refuses a post whose Origin is %s, with or without Sec-Fetch-Site', (origin) => {
    expect(isCrossSitePost(post({ origin }))).toBe(true);
    expect(isCrossSitePost(post({ origin, secFetchSite: 'same-site' }))).toBe(true);
  });

  it.each(['http://de.poster.localhost:3000', 'https://DE.poster.localhost', 'http://de.poster.localhost:8080'])('takes a post from its own host %s', (origin) => {
    expect(isCrossSitePost(post({ origin, secFetchSite: 'same-origin' }))).toBe(false);
  });

  it('refuses a post with an Origin but no Host to compare it with', () => {
    expect(isCrossSitePost(post({ origin: 'http://de.poster.localhost:3000', host: undefined }))).toBe(true);
  });
});
