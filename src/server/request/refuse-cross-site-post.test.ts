import { describe, expect, it } from 'vitest';
import { isCrossSitePost } from './refuse-cross-site-post.ts';

describe('refuse cross-site posts', () => {
  it('refuses a form posted from another site, and nothing else', () => {
    expect(isCrossSitePost('POST', 'cross-site')).toBe(true);
    expect(isCrossSitePost('POST', 'same-origin')).toBe(false);
    expect(isCrossSitePost('POST', undefined)).toBe(false);
    expect(isCrossSitePost('GET', 'cross-site')).toBe(false);
  });
});
