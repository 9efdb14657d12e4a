import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  sniffFileType,
  TOOLBOX_MAX_FILE_BYTES,
  type ToolboxConverter,
  type ToolboxError,
  type ToolboxImageFormat,
  type ToolboxInputType,
  type ToolboxResult,
} from '../../src/lib/shop-api/contract/index.ts';
import type { Channel } from '../shop/locales.ts';

/** Converted files are fetched right after converting; an hour covers a slow download. */
export const TOOLBOX_FILE_LIFETIME_MS = 60 * 60 * 1000;
/** Decoding bombs (a tiny file claiming gigapixels) are refused before libvips allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
const DEFAULT_MAX_WIDTH = 2000;
const DEFAULT_QUALITY = 80;
/** A4 portrait in PDF points; an image is fitted inside with a margin. */
const A4 = { width: 595.28, height: 841.89, margin: 28 };

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const FORMAT_TYPES: Record<ToolboxImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export class ToolboxRefusal extends Error {
  readonly code: ToolboxError;

  constructor(code: ToolboxError, message: string) {
    super(message);
    this.code = code;
  }
}

export type ConvertInput = { bytes: Uint8Array; fileName: string; fields: Record<string, unknown> };
type Converted = { data: Uint8Array; contentType: string; pages?: number };

/** The upload's name without path or odd characters, for the converted file's name. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const stem = last.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}._ -]/gu, '').trim().slice(0, 80);
  return stem || 'file';
}

function image(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ToolboxRefusal) throw error;
    throw new ToolboxRefusal('unreadable-file', `the file could not be read: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'}`);
  }
}

async function toFormat(bytes: Uint8Array, format: ToolboxImageFormat, quality = 90): Promise<Uint8Array> {
  const pipeline = image(bytes);
  const output =
    format === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality });
  return new Uint8Array(await output.toBuffer());
}

async function imageToPdf(bytes: Uint8Array, type: ToolboxInputType): Promise<Converted> {
  const pdf = await PDFDocument.create();
  // pdf-lib embeds JPEG and PNG; WebP is turned into PNG first (lossless).
  const embedded = type === 'image/jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(type === 'image/png' ? bytes : await toFormat(bytes, 'png'));
  const page = pdf.addPage([A4.width, A4.height]);
  const scale = Math.min((A4.width - 2 * A4.margin) / embedded.width, (A4.height - 2 * A4.margin) / embedded.height, 1);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  page.drawImage(embedded, { x: (A4.width - width) / 2, y: (A4.height - height) / 2, width, height });
  pdf.setProducer('Print shop toolbox');
  return { data: await pdf.save(), contentType: 'application/pdf', pages: 1 };
}

/** A PDF is read and written anew: broken cross-references repaired, metadata of the original dropped. */
async function rewritePdf(bytes: Uint8Array): Promise<Converted> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const pdf = await PDFDocument.create();
  const pages = await pdf.copyPages(source, source.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  pdf.setProducer('Print shop toolbox');
  return { data: await pdf.save(), contentType: 'application/pdf', pages: pages.length };
}

const ACCEPTS: Record<ToolboxConverter, readonly ToolboxInputType[]> = {
  convertFile: ['image/jpeg', 'image/png', 'image/webp'],
  optimizeImage: ['image/jpeg', 'image/png', 'image/webp'],
  convertPdf: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
};

/** Runs one converter; refusals (too large, wrong type, unreadable) throw a `ToolboxRefusal`. */
export async function convert(converter: ToolboxConverter, { bytes, fields }: ConvertInput): Promise<Converted> {
  if (bytes.byteLength > TOOLBOX_MAX_FILE_BYTES) throw new ToolboxRefusal('file-too-large', `files may have at most ${TOOLBOX_MAX_FILE_BYTES} bytes`);
  const type = sniffFileType(bytes);
  if (!type || !ACCEPTS[converter].includes(type)) {
    throw new ToolboxRefusal('unsupported-type', `expected ${ACCEPTS[converter].join(', ')} (recognised by content, not by name)`);
  }
  return readable(async () => {
    switch (converter) {
      case 'convertFile': {
        const format = fields.format as ToolboxImageFormat;
        return { data: await toFormat(bytes, format), contentType: FORMAT_TYPES[format] };
      }
      case 'optimizeImage': {
        const maxWidth = typeof fields.maxWidth === 'number' ? fields.maxWidth : DEFAULT_MAX_WIDTH;
        const quality = typeof fields.quality === 'number' ? fields.quality : DEFAULT_QUALITY;
        const resized = new Uint8Array(await image(bytes).resize({ width: maxWidth, withoutEnlargement: true }).toBuffer());
        const format: ToolboxImageFormat = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpeg';
        return { data: await toFormat(resized, format, quality), contentType: type };
      }
      case 'convertPdf':
        return type === 'application/pdf' ? rewritePdf(bytes) : imageToPdf(bytes, type);
    }
  });
}

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
