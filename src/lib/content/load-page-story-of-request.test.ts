import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../../domain/result/result.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import type { PageScope } from '../request/get-page-scope.ts';
import type { ShopLocation } from '../routing/route-pipeline.ts';
import type { getPageStory } from './get-story.ts';
import { loadPageStoryOfRequest } from './load-page-story-of-request.ts';

const content = { component: 'page', body: [] };

function setup(route: ShopLocation['route'] | null, uploadRefusal: boolean = false) {
  const request = buildTestRequestContext('http://de.poster.localhost/leinwanddruck', route ? { route } : {});
  if (route === null) request.location = null;
  if (uploadRefusal) request.uploadRefusal = { status: 413, problem: 'too-large' };
  const scope = { channel: 'poster', locale: 'de-DE', location: request.location, preview: null } as PageScope;
  const load = vi.fn<typeof getPageStory>(async () => ok({ story: { content } as never, locale: 'de-DE' as const }));
  return { request, scope, load };
}

describe('loadPageStoryOfRequest', () => {
  it('reads the page story of a content page and of home, in the page scope', async () => {
    const page = setup({ kind: 'content', slug: 'leinwanddruck' });
    expect(await loadPageStoryOfRequest(page.scope, page.request, page.load)).toBe(content);
    expect(page.load).toHaveBeenCalledWith({ channel: 'poster', locale: 'de-DE', path: 'leinwanddruck', preview: null });
    const home = setup({ kind: 'home' });
    await loadPageStoryOfRequest(home.scope, home.request, home.load);
    expect(home.load).toHaveBeenCalledWith(expect.objectContaining({ path: 'home' }));
  });

  it('reads nothing where the route has no page story or the page shows an upload refusal', async () => {
    for (const { request, scope, load } of [setup(null), setup({ kind: 'error' }), setup({ kind: 'content', slug: 'x' }, true)]) {
      expect(await loadPageStoryOfRequest(scope, request, load)).toBeNull();
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('answers null when the story cannot be read', async () => {
    const page = setup({ kind: 'content', slug: 'leinwanddruck' });
    page.load.mockResolvedValueOnce(err({ kind: 'not-found', status: 404 }));
    expect(await loadPageStoryOfRequest(page.scope, page.request, page.load)).toBeNull();
  });
});
