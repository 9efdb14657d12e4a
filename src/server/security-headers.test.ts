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
});
