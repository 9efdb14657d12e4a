import { describe, expect, it } from 'vitest';
import { memoizeRequests } from './memoize-requests.ts';

/** A server whose every read stays open until the next turn of the event loop. */
function fakeServer() {
  const asked: string[] = [];
  let open = 0;
  let mostOpen = 0;
  const read = async (key: string) => {
    asked.push(key);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise((resolve) => setImmediate(resolve));
    open -= 1;
    return `answer to ${key}`;
  };
  return { read, asked, mostOpen: () => mostOpen, open: () => open };
}

describe('memoizeRequests', () => {
  it('asks for each key once and gives every caller the same answer', async () => {
    const server = fakeServer();
    const get = memoizeRequests(server.read, 3);
    expect(await Promise.all([get('/a'), get('/b'), get('/a')])).toEqual(['answer to /a', 'answer to /b', 'answer to /a']);
    expect(await get('/b')).toBe('answer to /b');
    expect(server.asked).toEqual(['/a', '/b']);
  });

  it('has at most `concurrency` reads open at once and starts the next as one ends', async () => {
    const server = fakeServer();
    const get = memoizeRequests(server.read, 4);
    const all = Promise.all(Array.from({ length: 10 }, (_, i) => get(`/${i}`)));
    await Promise.resolve();
    expect(server.open()).toBe(4);
    expect(await all).toHaveLength(10);
    expect(server.mostOpen()).toBe(4);
    expect(server.asked).toHaveLength(10);
  });

  it('frees the slot of a read that failed', async () => {
    const get = memoizeRequests(async (key) => {
      if (key === '/broken') throw new Error('refused');
      return key;
    }, 1);
    await expect(get('/broken')).rejects.toThrow('refused');
    expect(await get('/next')).toBe('/next');
  });
});
