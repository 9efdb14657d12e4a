import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../tests/support/test-backend.ts';

const backend = useTestBackend();

describe('dev routes', () => {
  it('require the address to look up', async () => {
    expect((await fetch(`${backend.url}/dev/outbox`)).status).toBe(400);
    expect((await fetch(`${backend.url}/dev/subscriptions`)).status).toBe(400);
  });

  it('reload the content on POST /dev/content/reload and report the new cv', async () => {
    const before = (await (await fetch(`${backend.url}/v2/cdn/stories?token=test-public`)).json()) as { cv: number };
    const response = await fetch(`${backend.url}/dev/content/reload`, { method: 'POST' });
    const body = (await response.json()) as { stories: number; cv: number };
    expect(body.stories).toBe(5);
    expect(body.cv).toBeGreaterThan(before.cv);
  });

  it('publish a saved draft on POST /dev/visual-editor/publish: the published version changes and the cv grows', async () => {
    type Listing = { cv: number; stories: Array<{ id: number; full_slug: string; content: Record<string, unknown> }> };
    const before = (await (await fetch(`${backend.url}/v2/cdn/stories?token=test-public`)).json()) as Listing;
    const story = before.stories[0]!;
    const post = (path: string, body: unknown) => fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/dev/visual-editor/save', { id: story.id, content: { ...story.content, title: 'Frisch veröffentlicht' } })).status).toBe(200);
    // Saved is not published yet.
    const saved = (await (await fetch(`${backend.url}/v2/cdn/stories/${story.full_slug}?token=test-public`)).json()) as { story: { content: Record<string, unknown> } };
    expect(saved.story.content.title).not.toBe('Frisch veröffentlicht');
    const published = (await (await post('/dev/visual-editor/publish', { id: story.id })).json()) as { cv: number };
    expect(published.cv).toBeGreaterThan(before.cv);
    const after = (await (await fetch(`${backend.url}/v2/cdn/stories/${story.full_slug}?token=test-public&cv=${published.cv}`)).json()) as { cv: number; story: { content: Record<string, unknown> } };
    expect(after.story.content.title).toBe('Frisch veröffentlicht');
    expect(after.cv).toBe(published.cv);
    expect((await post('/dev/visual-editor/publish', { id: -1 })).status).toBe(400);
  });

  it('answer unknown paths with a JSON 404', async () => {
    const response = await fetch(`${backend.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not Found' });
  });
});
