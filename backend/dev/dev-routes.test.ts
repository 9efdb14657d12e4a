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

  it('answer unknown paths with a JSON 404', async () => {
    const response = await fetch(`${backend.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not Found' });
  });
});
