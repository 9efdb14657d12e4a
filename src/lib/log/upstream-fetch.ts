import { logEvent } from './logger.ts';

/**
 * `fetch` with the request logger (docs/shop-rules.md, Shop API calls): direction, host, method, duration, request and
 * response sizes, status and url for every upstream call.
 */
export async function loggedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const started = performance.now();
  const requestSize = Number(request.headers.get('content-length') ?? (typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0));
  try {
    const response = await fetch(request);
    logEvent('info', 'upstream-request', {
      direction: 'outgoing',
      host: url.host,
      method: request.method,
      durationMs: Math.round(performance.now() - started),
      requestSize,
      responseSize: Number(response.headers.get('content-length') ?? -1),
      status: response.status,
      url: redactUrl(url),
    });
    return response;
  } catch (error) {
    logEvent('warn', 'upstream-request', {
      direction: 'outgoing',
      host: url.host,
      method: request.method,
      durationMs: Math.round(performance.now() - started),
      requestSize,
      status: 0,
      url: redactUrl(url),
      error: String(error),
    });
    throw error;
  }
}

/** Tokens in query strings (Storyblok's `token`) must not end up in log storage. */
export function redactUrl(url: URL): string {
  const copy = new URL(url);
  for (const key of ['token', 'access_token']) if (copy.searchParams.has(key)) copy.searchParams.set(key, 'redacted');
  return copy.toString();
}
