import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../log/create-logger.ts';
import { startBackend, type BackendOptions, type RunningBackend } from '../server.ts';

export const FIXTURE_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-fixtures/content');
export const PREVIEW_TOKEN = 'test-preview';
export const PUBLIC_TOKEN = 'test-public';

export function createTempDir(prefix = 'embedded-backend-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(directory: string): void {
  fs.rmSync(directory, { recursive: true, force: true });
}

/** A clock tests can move forward, for token expiry and rate-limit windows. */
export function createTestClock(start = Date.parse('2026-03-01T10:00:00.000Z')) {
  let current = start;
  return {
    now: () => current,
    advance(milliseconds: number) {
      current += milliseconds;
    },
  };
}

/** Port 0 and the fixture content, so tests never collide with a shop or backend running on 3000/3001. */
export function startTestBackend(options: Partial<BackendOptions> & { dataDir: string }): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    contentDir: FIXTURE_CONTENT_DIR,
    previewToken: PREVIEW_TOKEN,
    publicToken: PUBLIC_TOKEN,
    logger: createLogger('silent'),
    ...options,
  });
}

/**
 * A test file's backend: started before its tests on a fresh data directory, closed and removed
 * after them. The returned object stands for the running backend once `beforeAll` has run.
 */
export function useTestBackend(options: Partial<BackendOptions> = {}): RunningBackend {
  let running: RunningBackend | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = createTempDir();
    running = await startTestBackend({ dataDir, ...options });
  });
  afterAll(async () => {
    await running?.close();
    if (dataDir) removeDir(dataDir);
  });
  const current = (): RunningBackend => {
    if (!running) throw new Error('the test backend starts in beforeAll');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    reload: () => current().reload(),
    close: () => current().close(),
  };
}
