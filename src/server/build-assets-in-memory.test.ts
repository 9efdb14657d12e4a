import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { keepBuildAssetsInMemory } from './build-assets-in-memory.ts';

/** A file server that knows one script, in br and plain, and counts how often it is asked. */
function countingFileServer() {
  const asked: string[] = [];
  const files: MiddlewareHandler = async (c, next) => {
    asked.push(`${c.req.method} ${c.req.path} ${c.req.header('accept-encoding') ?? ''} ${c.req.header('range') ?? ''}`.trim());
    if (c.req.path !== '/assets/app-1a2b.js' && c.req.path !== '/favicon.svg') return next();
    const br = (c.req.header('accept-encoding') ?? '').includes('br');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    if (br) c.header('Content-Encoding', 'br');
    return c.body(br ? 'BR-BYTES' : 'console.log(1)', 200);
  };
  return { asked, files };
}

function appWith(files: MiddlewareHandler) {
  const app = new Hono();
  app.use('*', keepBuildAssetsInMemory(files));
  app.notFound((c) => c.text('no such file', 404));
  return app;
}

describe('keepBuildAssetsInMemory', () => {
  it('asks the file server once per build asset and Accept-Encoding, and answers the same bytes and headers after', async () => {
    const { asked, files } = countingFileServer();
    const app = appWith(files);
    const answers = [];
    for (let round = 0; round < 3; round++) {
      answers.push(await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } }));
      answers.push(await app.request('/assets/app-1a2b.js'));
    }
    expect(asked).toEqual(['GET /assets/app-1a2b.js gzip, deflate, br', 'GET /assets/app-1a2b.js']);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(index % 2 === 0 ? 'BR-BYTES' : 'console.log(1)');
      expect(answer.headers.get('content-encoding')).toBe(index % 2 === 0 ? 'br' : null);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it('keeps nothing that is not a found build asset, and passes ranges and HEAD to the file server', async () => {
    const { asked, files } = countingFileServer();
    const app = appWith(files);
    for (let round = 0; round < 2; round++) {
      expect((await app.request('/assets/missing-9f9f.js')).status).toBe(404);
      expect((await app.request('/favicon.svg')).status).toBe(200);
      expect((await app.request('/assets/app-1a2b.js', { headers: { range: 'bytes=0-3' } })).status).toBe(200);
      expect((await app.request('/assets/app-1a2b.js', { method: 'HEAD' })).status).toBe(200);
    }
    expect(asked).toHaveLength(8);
  });
});
