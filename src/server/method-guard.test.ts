import { describe, expect, it } from 'vitest';
import { allowedMethods, classifyRscPath } from './method-guard.ts';

describe('classifyRscPath', () => {
  it('reads the RSC paths Waku builds', () => {
    expect(classifyRscPath('/RSC/R/_root.txt')).toBe('route');
    expect(classifyRscPath('/RSC/R/ueber-uns.txt')).toBe('route');
    expect(classifyRscPath('/RSC/S/footer.txt')).toBe('slice');
    expect(classifyRscPath('/RSC/F/f701b9b87dc4/subscribeToNewsletterAction.txt')).toBe('action');
  });

  it('refuses what Waku would fail on while rendering', () => {
    expect(classifyRscPath('/RSC/R/ueber-uns')).toBeNull();
    expect(classifyRscPath('/RSC/f%22Pm.txt')).toBeNull();
    expect(classifyRscPath('/RSC/%3Cx%3E.txt')).toBeNull();
    expect(classifyRscPath('/RSC/Rxyz.txt')).toBeNull();
    expect(classifyRscPath('/RSC/.txt')).toBeNull();
  });
});

describe('allowedMethods', () => {
  it('lets API routes read, pages read and post, actions only post', () => {
    expect(allowedMethods('/health')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/sitemap.xml')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/ueber-uns')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/RSC/R/_root.txt')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/RSC/F/a/b.txt')).toEqual(['POST']);
  });
});
