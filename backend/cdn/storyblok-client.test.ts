import StoryblokClient from 'storyblok-js-client';
import { describe, expect, it, vi } from 'vitest';
import { createTempDir, PREVIEW_TOKEN, PUBLIC_TOKEN, removeDir, startTestBackend, useTestBackend } from '../../tests/support/test-backend.ts';

const HOME_EN = '11111111-0000-4000-8000-000000000002';

const backend = useTestBackend();

// The client builds `${endpoint}/cdn/...`; `endpoint` replaces the Storyblok host and the
// version segment, so it must end in /v2.
function createClient(accessToken: string, extra: Partial<ConstructorParameters<typeof StoryblokClient>[0]> = {}) {
  return new StoryblokClient({ accessToken, endpoint: `${backend.url}/v2`, ...extra });
}

describe('storyblok-js-client against the embedded backend', () => {
  it('reads a published story', async () => {
    const { data } = await createClient(PUBLIC_TOKEN).getStory('poster/de-de/home');
    expect(data.story.name).toBe('Startseite');
    expect(data.story.content['title']).toBe('Poster mit Ihrem Foto');
  });

  it('reads a draft with the preview token', async () => {
    const { data } = await createClient(PREVIEW_TOKEN).getStory('poster/de-de/home', { version: 'draft' });
    expect(data.story.content['title']).toBe('Poster mit Ihrem Foto (Entwurf)');
  });

  it('rejects with status 404 for unknown stories', async () => {
    await expect(createClient(PUBLIC_TOKEN).getStory('poster/de-de/missing')).rejects.toMatchObject({ status: 404 });
  });

  it('rejects with status 401 when the public token asks for drafts', async () => {
    await expect(createClient(PUBLIC_TOKEN).getStory('poster/de-de/home', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });

  it('pages through all stories with getAll using the total and per-page headers', async () => {
    const stories = await createClient(PUBLIC_TOKEN).getAll('cdn/stories', { starts_with: 'poster/', per_page: 1 });
    expect(stories.map((story: { full_slug: string }) => story.full_slug).sort()).toEqual([
      'poster/de-de/home',
      'poster/de-de/ueber-uns',
      'poster/en-gb/home',
    ]);
  });

  it('replaces relation uuids with the stories from rels', async () => {
    const { data } = await createClient(PUBLIC_TOKEN).getStory('poster/de-de/home', { resolve_relations: 'featured_pages.pages' });
    const featured = data.story.content['body'][1];
    expect(featured.pages[0]).toMatchObject({ uuid: HOME_EN, full_slug: 'poster/en-gb/home' });
  });

  it('learns the cache version from the answers', async () => {
    const client = createClient(PUBLIC_TOKEN);
    const { data } = await client.get('cdn/spaces/me');
    expect(client.cacheVersion()).toBe(data.space.version);
  });

  it('retries after a 429 and then succeeds', async () => {
    const limitedDataDir = createTempDir();
    const limited = await startTestBackend({ dataDir: limitedDataDir, rateLimit: 1 });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const client = new StoryblokClient({ accessToken: PUBLIC_TOKEN, endpoint: `${limited.url}/v2`, retriesDelay: 200, maxRetries: 30 });
      const answers = await Promise.all([1, 2, 3].map(() => client.getStory('poster/de-de/ueber-uns')));
      expect(answers.map((answer) => answer.data.story.slug)).toEqual(['ueber-uns', 'ueber-uns', 'ueber-uns']);
      expect(console.log).toHaveBeenCalledWith(expect.stringContaining('Hit rate limit'));
    } finally {
      await limited.close();
      removeDir(limitedDataDir);
    }
  });

  it('lists the slugs of the published stories through the links API', async () => {
    const published = await createClient(PUBLIC_TOKEN).get('cdn/links', { version: 'published', paginated: 1, per_page: 1000 } as never);
    const links = Object.values(published.data.links as Record<string, { slug: string; published: boolean; is_folder: boolean }>);
    const slugs = links.map((link) => link.slug);
    expect(slugs).toContain('poster/de-de/home');
    expect(links.every((link) => link.published && !link.is_folder)).toBe(true);
    expect(published.total).toBe(links.length);
    expect(typeof (published.data as { cv?: unknown }).cv).toBe('number');
    const firstPage = await createClient(PUBLIC_TOKEN).get('cdn/links', { version: 'published', paginated: 1, per_page: 2, page: 1 } as never);
    expect(Object.keys(firstPage.data.links ?? {})).toHaveLength(2);
    expect(firstPage.total).toBe(links.length);
  });
});

