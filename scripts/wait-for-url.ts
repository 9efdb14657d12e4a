import { setTimeout as sleep } from 'node:timers/promises';

/** Polls a health URL until it answers below 500; shared by `npm start`, e2e set-up and the bench. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch (error) {
      lastError = error;
    }
    await sleep(150);
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms: ${String(lastError)}`);
}
