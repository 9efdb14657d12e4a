import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  sniffFileType,
  TOOLBOX_ERRORS,
  TOOLBOX_MAX_FILE_BYTES,
  type ToolboxConverter,
  type ToolboxError,
  type ToolboxInputType,
  type ToolboxResult,
} from '../../domain/shop-api-contract/index.ts';
import { MAX_INPUT_PIXELS, MAX_PDF_PAGES, ToolboxRefusal, type ConversionJob, type Converted } from './convert-file.ts';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, WorkerCrashError, WorkerJobError } from './worker-pool.ts';
import type { Channel } from '../shop/locales.ts';

/** Converted files are fetched right after converting; an hour covers a slow download. */
export const TOOLBOX_FILE_LIFETIME_MS = 60 * 60 * 1000;
/** Longest side read from a header: libvips' own limit is far above what anyone uploads. */
const MAX_SIDE = 20_000;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

export { ToolboxRefusal, type Converted };

/** The pool's settings (startBackend's `toolboxPool`): two workers on a small machine, a short queue, 15 s a file. */
export type ToolboxPoolOptions = { size: number; maxQueued: number; timeoutMs: number };
export const DEFAULT_TOOLBOX_POOL: ToolboxPoolOptions = { size: Math.min(2, availableParallelism()), maxQueued: 8, timeoutMs: 15_000 };

/** The queue is full: answered 503, the shop says to try again shortly. */
export class ToolboxBusy extends Error {}

export type ConvertInput = { bytes: Uint8Array; fileName: string; fields: Record<string, unknown> };

/** The upload's name without path or odd characters, for the converted file's name. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const stem = last.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}._ -]/gu, '').trim().slice(0, 80);
  return stem || 'file';
}

/**
 * The pages a PDF's page tree declares, where the tree is written out (not packed into an object
 * stream): refuses a 40,000-page file without parsing it. The worker counts again after parsing.
 */
export function declaredPdfPages(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let most = 0;
  for (const [dict] of text.matchAll(/<<[^<>]*\/Type\s*\/Pages\b[^<>]*>>/g)) {
    const count = /\/Count\s+(\d{1,9})/.exec(dict);
    if (count) most = Math.max(most, Number(count[1]));
  }
  return most;
}

/** What can be refused from the header alone: dimensions and pixels of an image, the declared pages of a PDF. */
export async function checkHeader(bytes: Uint8Array, type: ToolboxInputType): Promise<void> {
  if (type === 'application/pdf') {
    const pages = declaredPdfPages(bytes);
    if (pages > MAX_PDF_PAGES) throw new ToolboxRefusal('too-complex', `the PDF has ${pages} pages; at most ${MAX_PDF_PAGES} pages are converted`);
    return;
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    // metadata() reads the header only; nothing is decoded.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw new ToolboxRefusal('unreadable-file', `the file could not be read: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'}`);
  }
  if (!width || !height) throw new ToolboxRefusal('unreadable-file', 'the image has no dimensions');
  if (width * height > MAX_INPUT_PIXELS || Math.max(width, height) > MAX_SIDE) {
    throw new ToolboxRefusal('too-complex', `the image is ${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels and ${MAX_SIDE} pixels a side are converted`);
  }
}

const ACCEPTS: Record<ToolboxConverter, readonly ToolboxInputType[]> = {
  convertFile: ['image/jpeg', 'image/png', 'image/webp'],
  optimizeImage: ['image/jpeg', 'image/png', 'image/webp'],
  convertPdf: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
};

/**
 * The converters: every file passes the same checks (size, type by content, header limits), then
 * a worker of one bounded pool with a time limit converts it, off the event loop.
 */
export function createToolboxConverter(options: ToolboxPoolOptions = DEFAULT_TOOLBOX_POOL) {
  const pool = createWorkerPool<ConversionJob, Converted>({
    script: new URL('./convert-worker.ts', import.meta.url),
    ...options,
    // A PDF that unpacks into more than this is refused like one of too many pages.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  /** Refusals (too large, wrong type, too complex, unreadable) throw a `ToolboxRefusal`; a full queue `ToolboxBusy`. */
  async function convert(converter: ToolboxConverter, { bytes, fields }: ConvertInput): Promise<Converted> {
    if (bytes.byteLength > TOOLBOX_MAX_FILE_BYTES) throw new ToolboxRefusal('file-too-large', `files may have at most ${TOOLBOX_MAX_FILE_BYTES} bytes`);
    const type = sniffFileType(bytes);
    if (!type || !ACCEPTS[converter].includes(type)) {
      throw new ToolboxRefusal('unsupported-type', `expected ${ACCEPTS[converter].join(', ')} (recognised by content, not by name)`);
    }
    await checkHeader(bytes, type);
    try {
      return await pool.run({ converter, type, bytes, fields });
    } catch (error) {
      if (error instanceof WorkerJobError && (TOOLBOX_ERRORS as readonly string[]).includes(error.code)) throw new ToolboxRefusal(error.code as ToolboxError, error.message);
      if (error instanceof PoolTimeoutError) throw new ToolboxRefusal('too-complex', `the file took longer than ${options.timeoutMs / 1000} s to convert`);
      if (error instanceof WorkerCrashError) throw new ToolboxRefusal('too-complex', `the file needed more memory than a conversion may use (${error.message.slice(0, 80)})`);
      if (error instanceof PoolBusyError) throw new ToolboxBusy(error.message);
      throw error;
    }
  }

  return { convert, close: () => pool.close() };
}

export type ToolboxConverterService = ReturnType<typeof createToolboxConverter>;

type FileRow = { id: string; channel: string; file_name: string; content_type: string; data: Uint8Array; created_at: number };

/** Converted files in SQLite, each for an hour; older ones are dropped on every write. */
export function createToolboxStore(db: DatabaseSync, now: () => number) {
  function save(channel: Channel, originalName: string, converted: Converted): ToolboxResult {
    db.prepare('DELETE FROM toolbox_files WHERE created_at < ?').run(now() - TOOLBOX_FILE_LIFETIME_MS);
    const id = randomBytes(16).toString('hex');
    const fileName = `${baseName(originalName)}.${EXTENSIONS[converted.contentType] ?? 'bin'}`;
    db.prepare('INSERT INTO toolbox_files (id, channel, file_name, content_type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      channel,
      fileName,
      converted.contentType,
      converted.data,
      now(),
    );
    return { fileId: id, fileName, contentType: converted.contentType, size: converted.data.byteLength, ...(converted.pages ? { pages: converted.pages } : {}) };
  }

  function load(id: string, channel: Channel): FileRow | undefined {
    const row = db.prepare('SELECT * FROM toolbox_files WHERE id = ? AND channel = ?').get(id, channel) as FileRow | undefined;
    return row && row.created_at >= now() - TOOLBOX_FILE_LIFETIME_MS ? row : undefined;
  }

  return { save, load };
}

export type ToolboxStore = ReturnType<typeof createToolboxStore>;
