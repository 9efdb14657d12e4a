import type { Context, MiddlewareHandler } from 'hono';
import { logEvent } from '../lib/log/logger.ts';
import { getFormLimiter } from '../lib/security/form-limiter.ts';
import { getServices } from '../lib/services/services.ts';
import { sniffFileType } from '../../domain/shop-api-contract/toolbox-constants.ts';
import { readBoundary, readUploadHead } from '../lib/toolbox/read-upload-head.ts';
import { TOOLBOX_BODY_LIMIT_BYTES, TOOLBOX_RATE_LIMIT } from '../lib/toolbox/toolbox-form.ts';
import { FORM_BODY_LIMIT_BYTES, isToolboxUpload, toolboxRefusalPage } from './body-limit.ts';
import { getClientAddress } from './client-address.ts';
import { isRscPath } from './framework/rsc-path.ts';

/** The fields in front of the file are a few hundred bytes; a body without a file head this far in is refused. */
const MAX_PREFIX_BYTES = FORM_BODY_LIMIT_BYTES;

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The body as it came: the bytes read so far, then the rest of the stream. */
function replay(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift();
      if (chunk) return controller.enqueue(chunk);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/** The request with its body as it came: the bytes read so far, then the rest. */
function withBody(c: Context, body: ReadableStream<Uint8Array>) {
  c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
}

/**
 * Toolbox uploads are judged while they stream in, before megabytes are buffered (issue 19):
 * - a client over the toolbox's rate limit, or a declared length over the limit, is refused
 *   before one byte of the body is read, and the refusal counts against the limit;
 * - the file's first bytes decide its type: another type is refused (415) without the rest being
 *   read, and counted. A refusal renders no page: a form post gets a short page saying why with
 *   the way back (as the body limit's 413), a call from the form's script the bare status (the
 *   script checks size and type itself before sending).
 * Everything else goes on with its body as it came.
 */
export function screenToolboxUploads(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isToolboxUpload(c.req.method, url) || !c.req.raw.body) return next();
    const services = getServices();
    const limiter = getFormLimiter(TOOLBOX_RATE_LIMIT);
    const client = getClientAddress(c, services.config.trustProxyHops);
    const isCall = isRscPath(url.pathname);
    // A script call gets the bare status; a form post the page saying why, with the way back.
    const refuse = async (problem: 'unsupported-type' | 'rate-limited' | 'malformed', status: 400 | 415 | 429) => {
      await limiter.consume(client);
      logEvent('info', 'toolbox-refused', { problem, stage: 'stream' });
      if (isCall || problem === 'malformed') return refusal(status, problem);
      return toolboxRefusalPage(c, status as 415 | 429, problem);
    };

    const length = Number(c.req.header('content-length') ?? Number.NaN);
    // The body limit answers with its page; the attempt still counts.
    if (length > TOOLBOX_BODY_LIMIT_BYTES) {
      await limiter.consume(client);
      logEvent('info', 'toolbox-refused', { problem: 'too-large', stage: 'stream' });
      return next();
    }
    if (!(await limiter.peek(client)).allowed) return refuse('rate-limited', 429);
    const boundary = readBoundary(c.req.header('content-type') ?? '');
    if (!boundary) return next();

    const reader = c.req.raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (value) {
        chunks.push(value);
        size += value.byteLength;
      }
      const prefix = concat(chunks, size);
      const found = readUploadHead(prefix, boundary, done);
      if (found.kind === 'more' && !done && size <= MAX_PREFIX_BYTES) continue;
      if (found.kind === 'file') {
        const accepted = found.head.byteLength === 0 || sniffFileType(found.head) !== undefined;
        // The rest of the body is left unread, not cancelled: cancelling would reset the socket
        // before the client reads the answer (see body-limit.ts); the server drains it after.
        if (!accepted) return refuse('unsupported-type', 415);
      } else if (found.kind === 'more') {
        return refuse('malformed', 400);
      }
      withBody(c, replay(chunks, reader));
      return next();
    }
  };
}
