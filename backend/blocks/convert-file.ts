import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type PDFObject,
} from 'pdf-lib';
import sharp from 'sharp';
import type { ToolboxConverter, ToolboxError, ToolboxImageFormat, ToolboxInputType } from '../../domain/shop-api-contract/index.ts';

/**
 * The conversions themselves, run in a worker thread (convert-worker.ts): pdf-lib is JavaScript,
 * and a PDF or an image decoded here would hold the backend's event loop for seconds. The
 * checks that need no decoding (size, type, dimensions, page count) come first, in toolbox.ts.
 */

/** Decoding bombs (a tiny file claiming gigapixels) are refused before anything is allocated. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A PDF of more pages is refused: a photo book has a few hundred at most. */
export const MAX_PDF_PAGES = 300;
/** libvips stops a pipeline running longer (the pool's time limit ends the worker anyway). */
const SHARP_TIMEOUT_SECONDS = 20;
const DEFAULT_MAX_WIDTH = 2000;
const DEFAULT_QUALITY = 80;
/** A4 portrait in PDF points; an image is fitted inside with a margin. */
const A4 = { width: 595.28, height: 841.89, margin: 28 };
/** An image in the PDF gets at most 300 dpi of the printable area: more is bytes nobody prints. */
const PDF_IMAGE_BOX = { width: Math.round(((A4.width - 2 * A4.margin) / 72) * 300), height: Math.round(((A4.height - 2 * A4.margin) / 72) * 300) };
const FORMAT_TYPES: Record<ToolboxImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export class ToolboxRefusal extends Error {
  readonly code: ToolboxError;

  constructor(code: ToolboxError, message: string) {
    super(message);
    this.code = code;
  }
}

export type ConversionJob = { converter: ToolboxConverter; type: ToolboxInputType; bytes: Uint8Array; fields: Record<string, unknown> };
export type Converted = { data: Uint8Array; contentType: string; pages?: number };

function image(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: SHARP_TIMEOUT_SECONDS }).rotate();
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

/**
 * The image as RGB pixels on white, at most 300 dpi of the page, compressed losslessly into the
 * PDF. pdf-lib's own `embedPng` decodes the PNG in JavaScript, which is what stalled the backend.
 */
async function imageToPdf(bytes: Uint8Array): Promise<Converted> {
  const { data, info } = await image(bytes)
    .resize({ ...PDF_IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pdf = await PDFDocument.create();
  const stream = PDFRawStream.of(
    pdf.context.obj({ Type: 'XObject', Subtype: 'Image', Width: info.width, Height: info.height, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'FlateDecode' }),
    deflateSync(data),
  );
  const page = pdf.addPage([A4.width, A4.height]);
  const name = page.node.newXObject('Image', pdf.context.register(stream));
  // Pixels at 300 dpi drawn at 72 points per inch, never enlarged past one pixel per point.
  const scale = Math.min((A4.width - 2 * A4.margin) / info.width, (A4.height - 2 * A4.margin) / info.height, 1);
  const width = info.width * scale;
  const height = info.height * scale;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, (A4.width - width) / 2, (A4.height - height) / 2), drawObject(name), popGraphicsState());
  pdf.setProducer('Print shop toolbox');
  return { data: await pdf.save(), contentType: 'application/pdf', pages: 1 };
}

/** Actions a viewer would run by itself or on a click: scripts, programs, `javascript:` links. */
function isDangerousAction(action: PDFObject | undefined): boolean {
  if (!(action instanceof PDFDict)) return false;
  const kind = action.get(PDFName.of('S'));
  if (kind === PDFName.of('JavaScript') || kind === PDFName.of('Launch') || kind === PDFName.of('ImportData') || kind === PDFName.of('SubmitForm')) return true;
  if (action.has(PDFName.of('JS'))) return true;
  const uri = action.get(PDFName.of('URI'));
  if (kind === PDFName.of('URI') && (!(uri instanceof PDFString) || !/^\s*(https?|mailto):/i.test(uri.decodeText()))) return true;
  // A chain of actions is dangerous if any link of it is.
  const next = action.get(PDFName.of('Next'));
  const chain = next instanceof PDFArray ? next.asArray() : next ? [next] : [];
  return chain.some((entry) => isDangerousAction(action.context.lookup(entry)));
}

/**
 * The copied pages lose their automatic actions (`/AA`) and every annotation action that runs a
 * script or a program or opens a link that is not http(s) or mail. The new document's catalog has
 * no `/OpenAction`, `/AA` or `/Names` (JavaScript name tree) to begin with: only pages are copied.
 */
function stripActions(pdf: PDFDocument): void {
  for (const page of pdf.getPages()) {
    page.node.delete(PDFName.of('AA'));
    const annotations = page.node.lookup(PDFName.of('Annots'));
    if (!(annotations instanceof PDFArray)) continue;
    for (const entry of annotations.asArray()) {
      const annotation = pdf.context.lookup(entry);
      if (!(annotation instanceof PDFDict)) continue;
      annotation.delete(PDFName.of('AA'));
      if (isDangerousAction(annotation.lookup(PDFName.of('A')))) annotation.delete(PDFName.of('A'));
    }
  }
  for (const key of ['OpenAction', 'AA', 'Names', 'AcroForm']) pdf.catalog.delete(PDFName.of(key));
}

/** A PDF is read and written anew: pages counted, scripts and metadata of the original dropped. */
async function rewritePdf(bytes: Uint8Array): Promise<Converted> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const count = source.getPageCount();
  if (count > MAX_PDF_PAGES) throw new ToolboxRefusal('too-complex', `the PDF has ${count} pages; at most ${MAX_PDF_PAGES} pages are converted`);
  const pdf = await PDFDocument.create();
  const pages = await pdf.copyPages(source, source.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  stripActions(pdf);
  pdf.setProducer('Print shop toolbox');
  return { data: await pdf.save(), contentType: 'application/pdf', pages: pages.length };
}

/** Runs one converter on a file toolbox.ts has checked; a file that still cannot be read is a `ToolboxRefusal`. */
export async function convertFile({ converter, type, bytes, fields }: ConversionJob): Promise<Converted> {
  try {
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
        return type === 'application/pdf' ? await rewritePdf(bytes) : await imageToPdf(bytes);
    }
  } catch (error) {
    if (error instanceof ToolboxRefusal) throw error;
    throw new ToolboxRefusal('unreadable-file', `the file could not be read: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'}`);
  }
}
