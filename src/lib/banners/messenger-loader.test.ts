import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessenger, MESSENGER_BUTTON_TIMEOUT_MS, MESSENGER_LOADING_TIMEOUT_MS, type MessengerApi } from './messenger-loader.ts';

/** A document that records the scripts added to it; a test fires their load or error event. */
function fakeEnvironment() {
  const scripts: { src: string; removed: boolean; fire: (type: 'load' | 'error') => void }[] = [];
  const window: { ShopMessenger?: MessengerApi } = {};
  const document = {
    head: { append: vi.fn() },
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const script = {
        async: false,
        src: '',
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        remove: () => (record.removed = true),
      };
      const record = { get src() { return script.src; }, removed: false, fire: (type: 'load' | 'error') => listeners.get(type)?.() };
      scripts.push(record);
      return script;
    },
  };
  return { scripts, window, env: { document: document as never, window, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) } };
}

const api: MessengerApi = { open: vi.fn() };

describe('help messenger loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the script once and answers the messenger after the loading timeout', async () => {
    const { scripts, window, env } = fakeEnvironment();
    const loading = loadMessenger('https://chat.test/widget.js', env);
    expect(scripts.map((script) => script.src)).toEqual(['https://chat.test/widget.js']);
    window.ShopMessenger = api;
    scripts[0]!.fire('load');
    await vi.advanceTimersByTimeAsync(MESSENGER_LOADING_TIMEOUT_MS - 1);
    let settled = false;
    void loading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toBe(api);
    // Loaded already: no second script.
    expect(await loadMessenger('https://chat.test/widget.js', env)).toBe(api);
    expect(scripts).toHaveLength(1);
  });

  it('resets silently when the script fails to load, removing it for the next try', async () => {
    const { scripts, env } = fakeEnvironment();
    const loading = loadMessenger('https://chat.test/widget.js', env);
    scripts[0]!.fire('error');
    expect(await loading).toBeNull();
    expect(scripts[0]!.removed).toBe(true);
  });

  it('gives up after the button timeout when the script never answers', async () => {
    const { scripts, env } = fakeEnvironment();
    const loading = loadMessenger('https://chat.test/widget.js', env);
    await vi.advanceTimersByTimeAsync(MESSENGER_BUTTON_TIMEOUT_MS);
    expect(await loading).toBeNull();
    expect(scripts[0]!.removed).toBe(true);
  });

  it('resets when the script loads but defines no messenger', async () => {
    const { scripts, env } = fakeEnvironment();
    const loading = loadMessenger('https://chat.test/widget.js', env);
    scripts[0]!.fire('load');
    await vi.advanceTimersByTimeAsync(MESSENGER_LOADING_TIMEOUT_MS);
    expect(await loading).toBeNull();
  });

  it('uses the timeouts of the shop rules', () => {
    expect([MESSENGER_BUTTON_TIMEOUT_MS, MESSENGER_LOADING_TIMEOUT_MS]).toEqual([1700, 300]);
  });
});
