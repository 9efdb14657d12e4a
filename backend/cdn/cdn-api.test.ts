import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createTempDir,
  FIXTURE_CONTENT_DIR,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  removeDir,
  startTestBackend,
  useTestBackend,
} from '../../tests/support/test-backend.ts';

const HOME_DE = '11111111-0000-4000-8000-000000000001';
const HOME_EN = '11111111-0000-4000-8000-000000000002';
const ABOUT_DE = '11111111-0000-4000-8000-000000000003';
const SUMMER_DRAFT_ONLY = '11111111-0000-4000-8000-000000000004';
const CARD_HOME_DE = '22222222-0000-4000-8000-000000000001';

type StoryJson = {
  uuid: string;
  full_slug: string;
  slug: string;
  content: { title?: string; description?: string; body?: { image?: { filename: string } }[] };
  alternates: { full_slug: string; is_folder: boolean }[];
  published_at: string | null;
  lang: string;
  group_id: string;
};

const backend = useTestBackend({ publicUrl: 'https://assets.example.test' });

function cdn(pathAndQuery: string, params: Record<string, string> = {}) {
  const url = new URL(`${backend.url}${pathAndQuery}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return fetch(url);
}

describe('content delivery API tokens', () => {
  it('answers 401 without a token or with an unknown token', async () => {
    const missing = await cdn('/v2/cdn/stories/poster/de-de/home');
    const unknown = await cdn('/v2/cdn/stories/poster/de-de/home', { token: 'nope' });
    expect([missing.status, unknown.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual({ error: 'Unauthorized' });
  });

  it('refuses drafts to the public token but gives them to the preview token', async () => {
    const publicDraft = await cdn('/v2/cdn/stories/poster/de-de/home', { token: PUBLIC_TOKEN, version: 'draft' });
    const previewDraft = await cdn('/v2/cdn/stories/poster/de-de/home', { token: PREVIEW_TOKEN, version: 'draft' });
    expect(publicDraft.status).toBe(401);
    expect(previewDraft.status).toBe(200);
  });

  it('answers 400 for an unknown version', async () => {
    const response = await cdn('/v2/cdn/stories/poster/de-de/home', { token: PUBLIC_TOKEN, version: 'latest' });
    expect(response.status).toBe(400);
  });
});

describe('single stories', () => {
  it('serves the published version by default and the draft on request', async () => {
    const published = await cdn('/v2/cdn/stories/poster/de-de/home', { token: PREVIEW_TOKEN });
    const draft = await cdn('/v2/cdn/stories/poster/de-de/home', { token: PREVIEW_TOKEN, version: 'draft' });
    const publishedStory = ((await published.json()) as { story: StoryJson }).story;
    const draftStory = ((await draft.json()) as { story: StoryJson }).story;
    expect(publishedStory.content.title).toBe('Poster mit Ihrem Foto');
    expect(draftStory.content.title).toBe('Poster mit Ihrem Foto (Entwurf)');
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect(published.headers.get('cache-control')).not.toBe('no-store');
  });

  it('marks every block of a draft read with _editable, and no block of a published read', async () => {
    const read = async (version: string) =>
      ((await (await cdn('/v2/cdn/stories/poster/de-de/home', { token: PREVIEW_TOKEN, version })).json()) as { story: { id: number; content: unknown } }).story;
    const blocks = (value: unknown): Array<Record<string, unknown>> =>
      Array.isArray(value)
        ? value.flatMap(blocks)
        : typeof value === 'object' && value !== null
          ? [...('_uid' in value && 'component' in value ? [value as Record<string, unknown>] : []), ...Object.values(value).flatMap(blocks)]
          : [];
    const draft = await read('draft');
    const draftBlocks = blocks(draft.content);
    expect(draftBlocks.length).toBeGreaterThan(0);
    const first = draftBlocks[0] as { _uid: string; component: string; _editable?: string };
    expect(first._editable).toBe(`<!--#storyblok#${JSON.stringify({ name: first.component, space: '100001', uid: first._uid, id: String(draft.id) })}-->`);
    expect(draftBlocks.every((block) => typeof block._editable === 'string')).toBe(true);
    expect(JSON.stringify(await read('published'))).not.toContain('_editable');
  });

  it('has the Storyblok story shape with slug, full slug and lang', async () => {
    const body = (await (await cdn('/v2/cdn/stories/poster/de-de/ueber-uns', { token: PUBLIC_TOKEN })).json()) as {
      story: StoryJson;
      cv: number;
      rels: unknown[];
      links: unknown[];
    };
    expect(body.story).toMatchObject({ uuid: ABOUT_DE, slug: 'ueber-uns', full_slug: 'poster/de-de/ueber-uns', lang: 'default' });
    expect(typeof body.cv).toBe('number');
    expect(body.rels).toEqual([]);
    expect(body.links).toEqual([]);
  });

  it('finds a draft-only story only in the draft version', async () => {
    const published = await cdn('/v2/cdn/stories/poster/de-de/sommer-aktion', { token: PREVIEW_TOKEN });
    const draft = await cdn('/v2/cdn/stories/poster/de-de/sommer-aktion', { token: PREVIEW_TOKEN, version: 'draft' });
    expect(published.status).toBe(404);
    expect(await published.json()).toEqual({ error: 'This record could not be found' });
    const draftStory = ((await draft.json()) as { story: StoryJson }).story;
    expect(draftStory.uuid).toBe(SUMMER_DRAFT_ONLY);
    expect(draftStory.published_at).toBeNull();
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await cdn('/v2/cdn/stories/poster/de-de/gibt-es-nicht', { token: PUBLIC_TOKEN });
    expect(response.status).toBe(404);
  });

  it('finds a story by uuid with find_by=uuid', async () => {
    const response = await cdn(`/v2/cdn/stories/${HOME_EN}`, { token: PUBLIC_TOKEN, find_by: 'uuid' });
    expect(((await response.json()) as { story: StoryJson }).story.full_slug).toBe('poster/en-gb/home');
  });

  it('rewrites the {{assets}} placeholder to the public URL', async () => {
    const body = (await (await cdn('/v2/cdn/stories/poster/de-de/home', { token: PUBLIC_TOKEN })).json()) as { story: StoryJson };
    expect(body.story.content.body?.[0]?.image?.filename).toBe('https://assets.example.test/a/poster-hero.jpg');
  });

  it('lists translations of the same channel as alternates, never the other channel', async () => {
    const body = (await (await cdn('/v2/cdn/stories/poster/de-de/home', { token: PUBLIC_TOKEN })).json()) as { story: StoryJson };
    expect(body.story.alternates.map((alternate) => alternate.full_slug)).toEqual(['poster/en-gb/home']);
    expect(body.story.alternates[0]?.is_folder).toBe(false);
    const english = (await (await cdn('/v2/cdn/stories/poster/en-gb/home', { token: PUBLIC_TOKEN })).json()) as { story: StoryJson };
    expect(english.story.group_id).toBe(body.story.group_id);
  });

  it('includes link targets with resolve_links and relations with resolve_relations', async () => {
    const body = (await (
      await cdn('/v2/cdn/stories/poster/de-de/home', {
        token: PUBLIC_TOKEN,
        resolve_links: 'url',
        resolve_relations: 'featured_pages.pages',
      })
    ).json()) as { links: { uuid: string; full_slug: string; url: string }[]; rels: StoryJson[] };
    expect(body.links).toEqual([expect.objectContaining({ uuid: ABOUT_DE, full_slug: 'poster/de-de/ueber-uns', url: 'poster/de-de/ueber-uns' })]);
    expect(body.rels.map((story) => story.uuid)).toEqual([HOME_EN]);
  });
});

describe('story listings', () => {
  it('filters by starts_with and pages with total and per-page headers', async () => {
    const first = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN, starts_with: 'poster/', per_page: '2', page: '1' });
    const second = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN, starts_with: 'poster/', per_page: '2', page: '2' });
    expect(first.headers.get('total')).toBe('3');
    expect(first.headers.get('per-page')).toBe('2');
    const firstSlugs = ((await first.json()) as { stories: StoryJson[] }).stories.map((story) => story.full_slug);
    const secondSlugs = ((await second.json()) as { stories: StoryJson[] }).stories.map((story) => story.full_slug);
    expect([...firstSlugs, ...secondSlugs].sort()).toEqual(['poster/de-de/home', 'poster/de-de/ueber-uns', 'poster/en-gb/home']);
    expect(firstSlugs).toHaveLength(2);
  });

  it('counts draft-only stories only in the draft version', async () => {
    const draft = await cdn('/v2/cdn/stories', { token: PREVIEW_TOKEN, version: 'draft', starts_with: 'poster/de-de' });
    expect(draft.headers.get('total')).toBe('3');
  });

  it('defaults to 25 per page and caps per_page at 100', async () => {
    const defaults = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN });
    const capped = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN, per_page: '1000' });
    expect(defaults.headers.get('per-page')).toBe('25');
    expect(capped.headers.get('per-page')).toBe('100');
  });

  it('selects stories by uuid', async () => {
    const response = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN, by_uuids: `${CARD_HOME_DE},${HOME_EN}` });
    const uuids = ((await response.json()) as { stories: StoryJson[] }).stories.map((story) => story.uuid);
    expect(uuids.sort()).toEqual([CARD_HOME_DE, HOME_EN].sort());
  });

  it('leaves draft-only stories out of by_uuids for the published version', async () => {
    const response = await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN, by_uuids: `${SUMMER_DRAFT_ONLY},${HOME_DE}` });
    const uuids = ((await response.json()) as { stories: StoryJson[] }).stories.map((story) => story.uuid);
    expect(uuids).toEqual([HOME_DE]);
  });
});

describe('space and cache version', () => {
  it('tells the cache version in spaces/me', async () => {
    const space = (await (await cdn('/v1/cdn/spaces/me', { token: PUBLIC_TOKEN })).json()) as { space: { version: number; id: number } };
    const stories = (await (await cdn('/v2/cdn/stories', { token: PUBLIC_TOKEN })).json()) as { cv: number };
    expect(space.space.version).toBe(stories.cv);
    expect(space.space.id).toBe(100001);
  });
});

describe('content reload', () => {
  it('picks up changed files and raises cv', async () => {
    const contentDir = createTempDir('content-');
    const localDataDir = createTempDir();
    fs.cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    const local = await startTestBackend({ dataDir: localDataDir, contentDir });
    try {
      const before = (await (await fetch(`${local.url}/v2/cdn/stories/poster/de-de/ueber-uns?token=${PUBLIC_TOKEN}`)).json()) as { cv: number };
      const file = path.join(contentDir, 'poster/de-de/ueber-uns.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Wer wir sind', 'Neu geschrieben'));
      local.reload();
      const after = (await (await fetch(`${local.url}/v2/cdn/stories/poster/de-de/ueber-uns?token=${PUBLIC_TOKEN}`)).json()) as {
        cv: number;
        story: StoryJson;
      };
      expect(after.story.content.description).toBe('Neu geschrieben');
      expect(after.cv).toBeGreaterThan(before.cv);
    } finally {
      await local.close();
      removeDir(contentDir);
      removeDir(localDataDir);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 above the limit per second and serves again in the next second', async () => {
    const localDataDir = createTempDir();
    const limited = await startTestBackend({ dataDir: localDataDir, rateLimit: 3 });
    // The limiter (rate-limiter-flexible) reads the wall clock: a frozen Date keeps all four in one second.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await fetch(`${limited.url}/v2/cdn/stories?token=${PUBLIC_TOKEN}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      vi.setSystemTime(Date.now() + 1000);
      expect((await fetch(`${limited.url}/v2/cdn/stories?token=${PUBLIC_TOKEN}`)).status).toBe(200);
    } finally {
      vi.useRealTimers();
      await limited.close();
      removeDir(localDataDir);
    }
  });
});
