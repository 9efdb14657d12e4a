import { describe, expect, it } from 'vitest';
import { readBoundary, readUploadHead } from './read-upload-head.ts';

const BOUNDARY = '----formBoundary7x';
const encoder = new TextEncoder();

function body(parts: { name: string; fileName?: string; content: string | Uint8Array }[], end = true): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.fileName === undefined ? '' : 'Content-Type: image/png\r\n'}\r\n`));
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content);
    chunks.push(encoder.encode('\r\n'));
  }
  if (end) chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

describe('readBoundary', () => {
  it('reads a plain and a quoted boundary of a multipart type only', () => {
    expect(readBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(readBoundary('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
    expect(readBoundary('application/x-www-form-urlencoded')).toBeUndefined();
    expect(readBoundary('multipart/form-data')).toBeUndefined();
  });
});

describe('readUploadHead', () => {
  const form = body([
    { name: '$ACTION_REF_1', content: '' },
    { name: 'converter', content: 'convertFile' },
    { name: 'file', fileName: 'a.png', content: PNG },
  ]);

  it('finds the first 16 bytes of the file part behind the other fields', () => {
    const found = readUploadHead(form, BOUNDARY, true);
    expect(found).toMatchObject({ kind: 'file', head: PNG.slice(0, 16) });
    if (found.kind !== 'file') throw new Error('no file');
    expect(Buffer.from(form.subarray(found.contentStart, found.headEnd))).toEqual(Buffer.from(PNG.slice(0, 16)));
  });

  it('asks for more while the file head has not arrived, at any cut', () => {
    const headEnd = Buffer.from(form).indexOf(Buffer.from(PNG.slice(0, 16))) + 16;
    for (let cut = 0; cut < headEnd; cut++) expect(readUploadHead(form.subarray(0, cut), BOUNDARY, false).kind).toBe('more');
    expect(readUploadHead(form.subarray(0, headEnd), BOUNDARY, false).kind).toBe('file');
  });

  it('answers a short or empty file as it is, and no file part as none', () => {
    expect(readUploadHead(body([{ name: 'file', fileName: 'x', content: 'abc' }]), BOUNDARY, false)).toMatchObject({ kind: 'file', head: encoder.encode('abc') });
    expect(readUploadHead(body([{ name: 'file', fileName: '', content: '' }]), BOUNDARY, false)).toMatchObject({ kind: 'file', head: new Uint8Array() });
    expect(readUploadHead(body([{ name: 'converter', content: 'convertFile' }]), BOUNDARY, false).kind).toBe('none');
    expect(readUploadHead(encoder.encode('garbage without a boundary'), BOUNDARY, true).kind).toBe('none');
  });

  it('is not fooled by a field whose value looks like a file header', () => {
    const tricky = body([{ name: 'note', content: 'Content-Disposition: form-data; filename="x"\r\n\r\nMZ' }, { name: 'file', fileName: 'b.png', content: PNG }]);
    expect(readUploadHead(tricky, BOUNDARY, true)).toMatchObject({ kind: 'file', head: PNG.slice(0, 16) });
  });
});
