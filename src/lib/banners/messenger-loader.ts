/** What the messenger's script defines on `window` once it has run. */
export type MessengerApi = { open(onClose: () => void): void };
type MessengerHost = { ShopMessenger?: MessengerApi };

/** After the first click the launcher gives the script this long to appear and open, or resets. */
export const MESSENGER_BUTTON_TIMEOUT_MS = 1700;
/** After the script has loaded, its widget gets this long to set itself up before it is opened. */
export const MESSENGER_LOADING_TIMEOUT_MS = 300;

type LoaderEnvironment = {
  document: Pick<Document, 'createElement' | 'head'>;
  window: MessengerHost;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Adds the messenger's script once and answers its API, or null when it failed to load, did not
 * define the API, or took longer than the button timeout. A failure removes the script again, so
 * the next click starts afresh; nothing is shown to the visitor (the button simply comes back).
 */
export function loadMessenger(scriptUrl: string, env: LoaderEnvironment): Promise<MessengerApi | null> {
  if (env.window.ShopMessenger) return Promise.resolve(env.window.ShopMessenger);
  return new Promise((resolve) => {
    const script = env.document.createElement('script');
    let settled = false;
    const settle = (api: MessengerApi | null) => {
      if (settled) return;
      settled = true;
      env.clearTimeout(deadline);
      if (!api) script.remove();
      resolve(api);
    };
    const deadline = env.setTimeout(() => settle(null), MESSENGER_BUTTON_TIMEOUT_MS);
    script.addEventListener('load', () => env.setTimeout(() => settle(env.window.ShopMessenger ?? null), MESSENGER_LOADING_TIMEOUT_MS));
    script.addEventListener('error', () => settle(null));
    script.async = true;
    script.src = scriptUrl;
    env.document.head.append(script);
  });
}
