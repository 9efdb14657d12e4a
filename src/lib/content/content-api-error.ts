/**
 * Every failed content API call rejects with this shape (message, status, response; docs/shop-rules.md, Content API client),
 * whatever layer failed: HTTP status, network, timeout or a missing token.
 */
export class ContentApiError extends Error {
  readonly status: number | undefined;
  readonly response: unknown;

  constructor(message: string, status?: number, response?: unknown) {
    super(message);
    this.name = 'ContentApiError';
    this.status = status;
    this.response = response;
  }
}

/** docs/shop-rules.md, Content API client: 200 to 206 are success, every other status fails. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 206;
}

function readErrorMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data !== '') return data;
  if (Array.isArray(data) && typeof data[0] === 'string') return data[0];
  if (data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string') {
    return (data as { error: string }).error;
  }
  return undefined;
}

/**
 * storyblok-js-client rejects with `{ message, status, response }` from its fetch layer, with the
 * bare response from its cache layer, or with `{ message }` after a network error or timeout.
 */
export function toContentApiError(reason: unknown): ContentApiError {
  if (reason instanceof ContentApiError) return reason;
  if (reason && typeof reason === 'object') {
    const candidate = reason as { message?: unknown; status?: unknown; response?: unknown; data?: unknown };
    const status = typeof candidate.status === 'number' ? candidate.status : undefined;
    const response = candidate.response ?? ('data' in candidate ? reason : undefined);
    const message =
      (typeof candidate.message === 'string' && candidate.message !== '' ? candidate.message : undefined) ??
      readErrorMessage(candidate.data) ??
      (status !== undefined ? `content API answered ${status}` : 'content API request failed');
    return new ContentApiError(message, status, response);
  }
  return new ContentApiError(String(reason));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ContentApiError && error.status === 404;
}
