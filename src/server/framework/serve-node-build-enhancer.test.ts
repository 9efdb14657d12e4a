import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import buildEnhancer from './serve-node-build-enhancer.ts';

type Recorded = { envCopies: number; direct: number; options?: { fetch: (req: string) => unknown; port?: number } };

describe('the Node entry written after the build', () => {
  it('runs the build, then writes an entry that copies the environment on the first request only', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'serve-node-'));
    mkdirSync(path.join(distDir, 'server'));
    // A stand-in for Waku's server entry that records how the entry calls it.
    writeFileSync(
      path.join(distDir, 'server', 'index.js'),
      `const recorded = (globalThis.__serveNodeTest = { envCopies: 0, direct: 0 });
export const INTERNAL_runFetch = (env, req) => { recorded.envCopies++; return 'env:' + req; };
export const unstable_serverEntry = {
  serve: (options) => { recorded.options = options; },
  fetch: (req) => { recorded.direct++; return 'direct:' + req; },
};`,
    );
    let built = false;
    const enhanced = await buildEnhancer(async () => {
      built = true;
    });
    await enhanced({}, { distDir });
    expect(built).toBe(true);

    const previousPort = process.env.PORT;
    process.env.PORT = '4999';
    try {
      await import(pathToFileURL(path.join(distDir, 'serve-node.js')).href);
    } finally {
      if (previousPort === undefined) delete process.env.PORT;
      else process.env.PORT = previousPort;
    }
    const recorded = (globalThis as unknown as { __serveNodeTest: Recorded }).__serveNodeTest;
    expect(recorded.options?.port).toBe(4999);
    const answers = ['a', 'b', 'c'].map((req) => recorded.options?.fetch(req));
    expect(answers).toEqual(['env:a', 'direct:b', 'direct:c']);
    expect(recorded).toMatchObject({ envCopies: 1, direct: 2 });
  });
});
