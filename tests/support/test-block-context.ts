import type { BlockContext } from '../../src/components/blocks/block-context.ts';

/** A de-DE poster shop context for tests: story paths map to `/page`, `home` to `/`. */
export function buildTestContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    locale: 'de-DE',
    channel: 'poster',
    buildPath: (pagePath) => {
      const bare = pagePath.replace(/^\/+/, '');
      return bare === 'home' || bare === '' ? '/' : `/${bare}`;
    },
    ownHosts: ['www.posterly.de'],
    imageBaseUrl: '',
    ...overrides,
  };
}
