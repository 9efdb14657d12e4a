/**
 * The reCAPTCHA v3 token fetch before a newsletter submission (docs/shop-rules.md, Newsletter). It may fail or return
 * nothing; the form is submitted anyway and the server logs which of the two happened
 * (newsletter-recaptcha-error / newsletter-no-recaptcha-token). Browser-only, no dependencies.
 */
import { err, ok, type Result } from '../../../domain/result/result.ts';

export type RecaptchaApi = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** The token, or why there is none; the form posts `reason` along so the server can log it. */
export type TokenOutcome = Result<string, { kind: 'timeout' | 'empty-token' | 'script-error'; reason: string }>;

/** The reason posted along when reCAPTCHA answered, but with an empty token. */
export const EMPTY_TOKEN_REASON = 'empty-token';

export type RecaptchaLoader = (siteKey: string) => Promise<RecaptchaApi>;

let loading: Promise<RecaptchaApi> | undefined;

/** Adds Google's script once; a failed load may be retried on the next submission. */
export const loadRecaptchaScript: RecaptchaLoader = (siteKey) => {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { grecaptcha?: RecaptchaApi }).grecaptcha;
      if (api) resolve(api);
      else reject(new Error('grecaptcha missing after load'));
    };
    script.onerror = () => reject(new Error('recaptcha script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

export async function fetchRecaptchaToken(
  siteKey: string,
  { load = loadRecaptchaScript, timeoutMs = 3000 }: { load?: RecaptchaLoader; timeoutMs?: number } = {},
): Promise<TokenOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<TokenOutcome>((resolve) => {
    timer = setTimeout(() => resolve(err({ kind: 'timeout', reason: 'timeout' })), timeoutMs);
  });
  const attempt = (async (): Promise<TokenOutcome> => {
    try {
      const api = await load(siteKey);
      await new Promise<void>((resolve) => api.ready(resolve));
      const token = await api.execute(siteKey, { action: 'newsletter' });
      return token ? ok(token) : err({ kind: 'empty-token', reason: EMPTY_TOKEN_REASON });
    } catch (error) {
      return err({ kind: 'script-error', reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
    }
  })();
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
