import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './security-headers.ts';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts by nonce only and frames nothing but the video player by default', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'abc', frameAncestors: [] });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The video block swaps in YouTube's privacy-enhanced player after a click; nothing else.
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).not.toContain('google');
    expect(csp).toContain("object-src 'none'");
  });

  it('lets the visual editor frame drafts and reCAPTCHA run only when configured', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: ['https://app.storyblok.com'], recaptcha: true });
    expect(csp).toContain('frame-ancestors https://app.storyblok.com');
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.google.com/recaptcha/');
    expect(csp).toContain("connect-src 'self' https://www.google.com");
  });

  it('lets forms lead to the designer, and nowhere else', () => {
    expect(buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [] })).toContain("form-action 'self';");
    const csp = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [], formTargets: ['https://designer.example'] });
    expect(csp).toContain("form-action 'self' https://designer.example;");
  });

  it('allows the tagging host for scripts and beacons only when a tag manager is configured', () => {
    const without = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [] });
    expect(without).not.toContain('sst.example.com');
    const csp = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [], tagging: 'https://sst.example.com' });
    expect(csp).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https://sst.example.com;");
    expect(csp).toContain("connect-src 'self' https://sst.example.com;");
    expect(csp.split('; ').find((directive) => directive.startsWith('frame-src'))).not.toContain('sst.example.com');
  });

  it('allows a stored page’s inline scripts by their hashes instead of a nonce, and no script on a page without any', () => {
    const csp = buildContentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'"], frameAncestors: [] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b' 'strict-dynamic'");
    expect(csp).not.toContain('nonce');
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(buildContentSecurityPolicy({ scriptHashes: [], frameAncestors: [] })).toContain("script-src 'none'");
    // A nonce wins: the page was rendered for one response.
    expect(buildContentSecurityPolicy({ nonce: 'n', scriptHashes: ["'sha256-a'"], frameAncestors: [] })).toContain("script-src 'self' 'nonce-n' 'strict-dynamic'");
  });
});
