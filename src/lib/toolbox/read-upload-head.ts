/** Bytes of the file's content enough to tell its type (sniffFileType reads at most 12). */
export const UPLOAD_HEAD_BYTES = 16;

export type UploadHead =
  /** The file part's first bytes (fewer when the file is shorter), and where they end in the body. */
  | { kind: 'file'; head: Uint8Array; headEnd: number; contentStart: number }
  /** The body (complete) has no file part. */
  | { kind: 'none' }
  /** Not decided yet: more of the body is needed. */
  | { kind: 'more' };

const HEADER_END = '\r\n\r\n';

/** The multipart boundary of a Content-Type, or undefined. */
export function readBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Finds the first file part (a part whose Content-Disposition names a `filename`) in the start of
 * a multipart body and answers its first bytes, so a file's type can be judged before the rest of
 * the upload is read. `complete` says the prefix is the whole body.
 */
export function readUploadHead(prefix: Uint8Array, boundary: string, complete: boolean): UploadHead {
  // latin1 maps each byte to one character: string offsets are byte offsets.
  const text = Buffer.from(prefix.buffer, prefix.byteOffset, prefix.byteLength).toString('latin1');
  const delimiter = `--${boundary}`;
  const undecided: UploadHead = complete ? { kind: 'none' } : { kind: 'more' };
  let position = 0;
  for (;;) {
    const start = text.indexOf(delimiter, position);
    if (start === -1 || text.length < start + delimiter.length + 2) return undecided;
    if (text.startsWith('--', start + delimiter.length)) return { kind: 'none' };
    const headersStart = start + delimiter.length + 2;
    const headersEnd = text.indexOf(HEADER_END, headersStart);
    if (headersEnd === -1) return undecided;
    const contentStart = headersEnd + HEADER_END.length;
    const headers = text.slice(headersStart, headersEnd);
    if (/^content-disposition:[^\r\n]*;\s*filename\*?=/im.test(headers)) {
      const next = text.indexOf(`\r\n${delimiter}`, contentStart);
      const available = (next === -1 ? text.length : next) - contentStart;
      if (available < UPLOAD_HEAD_BYTES && next === -1 && !complete) return { kind: 'more' };
      const headEnd = contentStart + Math.min(UPLOAD_HEAD_BYTES, available);
      return { kind: 'file', head: prefix.slice(contentStart, headEnd), headEnd, contentStart };
    }
    position = contentStart;
  }
}
