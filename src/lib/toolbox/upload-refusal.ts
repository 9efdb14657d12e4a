import { TOOLBOX_UPLOAD_QUERY } from './toolbox-form.ts';

export type UploadRefusal = { status: 413; problem: 'too-large' };

// Keyed by the request object the body limit hands on, so nothing a client sends can claim it.
const refusedUploads = new WeakMap<Request, UploadRefusal>();

/**
 * The toolbox form's post without JavaScript, refused before its body is read, becomes a GET of
 * the form's page (without the upload marker and the body's headers) marked as refused: the page
 * then renders the refusal in the shop's frame, like every error page.
 */
export function toRefusedUploadPage(request: Request, refusal: UploadRefusal): Request {
  const url = new URL(request.url);
  url.searchParams.delete(TOOLBOX_UPLOAD_QUERY);
  const headers = new Headers(request.headers);
  for (const name of ['content-length', 'content-type', 'transfer-encoding']) headers.delete(name);
  const page = new Request(url, { method: 'GET', headers });
  refusedUploads.set(page, refusal);
  return page;
}

export function readUploadRefusal(request: Request): UploadRefusal | null {
  return refusedUploads.get(request) ?? null;
}
