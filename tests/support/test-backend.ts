import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../../backend/log/create-logger.ts';
import { MIN_PASSWORD_HASH_COST } from '../../backend/customer/password-hash.ts';
import { startBackend, type BackendOptions, type RunningBackend } from '../../backend/server.ts';

export const FIXTURE_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test-fixtures/content');
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

/**
 * Port 0 and the fixture content, so tests never collide with a shop or backend running on
 * 3000/3001; password hashes at the lowest cost, as the test stacks' (decision 0057).
 */
export function startTestBackend(options: Partial<BackendOptions> & { dataDir: string }): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    contentDir: FIXTURE_CONTENT_DIR,
    previewToken: PREVIEW_TOKEN,
    publicToken: PUBLIC_TOKEN,
    logger: createLogger('silent'),
    passwordHashCost: MIN_PASSWORD_HASH_COST,
    ...options,
  });
}

/** The part of a running backend a test file talks to; it exists once the file's tests run. */
export type TestBackend = Pick<RunningBackend, 'url' | 'reload'> & { readonly dataDir: string };

/**
 * One backend for the whole test file on a fresh database: started before the first test, closed
 * and its data removed after the last. Read `url` inside tests, not at module level.
 */
export function useTestBackend(options: Partial<BackendOptions> = {}): TestBackend {
  let running: RunningBackend | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = createTempDir();
    running = await startTestBackend({ ...options, dataDir });
  });
  afterAll(async () => {
    await running?.close();
    if (dataDir) removeDir(dataDir);
  });
  const started = (): RunningBackend => {
    if (!running) throw new Error('useTestBackend: the backend starts in beforeAll; use it inside a test or hook');
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get dataDir() {
      started();
      return dataDir!;
    },
    reload: () => started().reload(),
  };
}

/** Who asks the backend: the shop headers, and a customer session or wishlist key when given. */
export type ShopCaller = { channel?: string; locale?: string; session?: string; wishlistKey?: string };

/**
 * One call as the shop makes it: X-Channel and X-Locale, a JSON body when given, the session
 * cookie. Answers the status, the JSON and the session a Set-Cookie carries.
 */
export async function callShopApi(
  backend: Pick<TestBackend, 'url'>,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  { channel = 'poster', locale = 'de-DE', session, wishlistKey }: ShopCaller = {},
) {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: {
      'x-channel': channel,
      'x-locale': locale,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(wishlistKey ? { 'x-wishlist-key': wishlistKey } : {}),
      ...(session ? { cookie: `customer_session=${session}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const newSession = /customer_session=([^;]*)/.exec(setCookie)?.[1];
  return { status: response.status, json: (await response.json()) as unknown, setCookie, session: newSession || undefined };
}
