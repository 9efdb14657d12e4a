import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { MAX_OUTPUT_PIXELS, type ImageOptions } from './parse-image-options.ts';

/**
 * Originals larger than this are refused before they are decoded (sharp's default is 268 MP,
 * about 1 GB of raw pixels). 40 MP covers an 8000 x 5000 camera original.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side webp can encode; a thin strip can be within the pixel cap and still exceed it. */
const MAX_SIDE = 16_383;

// One libvips thread per transform: the transform queue decides how many run at once, and the
// shop shares the machine. The operation cache only helps repeated identical pipelines, which the
// route's own output cache already answers, so it is kept small.
sharp.concurrency(1);
sharp.cache({ memory: 32, files: 0, items: 50 });

/** The request is valid but the image it asks for would be too large to produce. */
export class ImageLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageLimitError';
  }
}

export type OutputFormat = 'webp' | 'png' | 'jpeg';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** `format=auto` as Cloudflare does it: webp for clients that accept it, jpeg for the rest. */
export function chooseOutputFormat(requested: ImageOptions['format'], acceptHeader: string | undefined): OutputFormat {
  if (requested !== 'auto') return requested;
  return acceptHeader?.includes('image/webp') ? 'webp' : 'jpeg';
}

function buildResizeOptions(options: ImageOptions): ResizeOptions | undefined {
  const width = options.width ? Math.round(options.width * options.dpr) : undefined;
  const height = options.height ? Math.round(options.height * options.dpr) : undefined;
  if (!width && !height) return undefined;
  const background = options.fill === 'transparent' ? { r: 0, g: 0, b: 0, alpha: 0 } : options.fill;
  switch (options.fit) {
    case 'cover':
      return { width, height, fit: 'cover' };
    case 'contain':
      // Cloudflare's contain never pads; with a fill colour the box is filled like its `pad`.
      return options.fill && width && height ? { width, height, fit: 'contain', background } : { width, height, fit: 'inside' };
    case 'scale-down':
      return { width, height, fit: 'inside', withoutEnlargement: true };
  }
}

/**
 * The size sharp will produce. With only one side given, the other follows the original's
 * aspect ratio, so `width=4096` of a tall strip could still be huge: the parsed options alone
 * cannot bound the output, the original's size is needed.
 */
export function predictOutputSize(original: { width: number; height: number }, options: ImageOptions): { width: number; height: number } {
  const turned = options.rotate === 90 || options.rotate === 270;
  const source = turned ? { width: original.height, height: original.width } : original;
  const width = options.width ? Math.round(options.width * options.dpr) : undefined;
  const height = options.height ? Math.round(options.height * options.dpr) : undefined;
  if (width === undefined && height === undefined) return turnedSize(source, options.turn);
  if (width !== undefined && height !== undefined && (options.fit === 'cover' || (options.fit === 'contain' && options.fill))) return turnedSize({ width, height }, options.turn);
  const scales = [width !== undefined ? width / source.width : Infinity, height !== undefined ? height / source.height : Infinity];
  let scale = Math.min(...scales);
  if (options.fit === 'scale-down') scale = Math.min(scale, 1);
  return turnedSize({ width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) }, options.turn);
}

/** How far the far edge recedes: the sine of the angle times this, a mild perspective. */
const TURN_SLANT = 0.25;

/**
 * The 2x2 matrix of a picture turned `degrees` about its vertical axis, as a flat print seen from
 * the side: narrower by the cosine, and slanted so the far edge recedes. An affine stand-in for a
 * perspective (sharp has no perspective warp); enough to show the product from an angle.
 */
export function turnMatrix(degrees: number): [[number, number], [number, number]] {
  const radians = (degrees * Math.PI) / 180;
  return [
    [Math.cos(radians), 0],
    [-Math.sin(radians) * TURN_SLANT, 1],
  ];
}

function turnedSize(size: { width: number; height: number }, degrees: number): { width: number; height: number } {
  if (!degrees) return size;
  const [[a], [c]] = turnMatrix(degrees);
  return { width: Math.max(1, Math.ceil(size.width * a)), height: Math.ceil(size.height + Math.abs(c) * size.width) };
}

export async function transformImage(input: Buffer, options: ImageOptions, format: OutputFormat): Promise<Buffer> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? new ImageLimitError(`the original exceeds ${MAX_INPUT_PIXELS} pixels`) : error;
  }
  const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!oriented.width || !oriented.height || oriented.width * oriented.height > MAX_INPUT_PIXELS) {
    throw new ImageLimitError(`the original exceeds ${MAX_INPUT_PIXELS} pixels`);
  }
  const output = predictOutputSize(oriented, options);
  if (output.width * output.height > MAX_OUTPUT_PIXELS || Math.max(output.width, output.height) > MAX_SIDE) {
    throw new ImageLimitError(`the result would be ${output.width} x ${output.height} px, more than ${MAX_OUTPUT_PIXELS} pixels`);
  }
  let pipeline = image.autoOrient();
  if (options.rotate) pipeline = pipeline.rotate(options.rotate);
  const resize = buildResizeOptions(options);
  if (resize) pipeline = pipeline.resize(resize);
  // Cloudflare's blur is a radius up to 250; halving maps the 0-100 range to a comparable sigma.
  if (options.turn) {
    // Resize first so the turn works on the pixels shown; the corners it uncovers stay clear
    // (transparent, or the fill a jpeg is flattened onto).
    const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).affine(turnMatrix(options.turn), {
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (options.blur > 0) pipeline = pipeline.blur(Math.max(0.3, options.blur / 2));
  if (options.brightness !== 0) pipeline = pipeline.modulate({ brightness: Math.max(0.01, 1 + options.brightness / 100) });
  const quality = Math.max(1, options.quality);
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'jpeg': {
      const background = options.fill && options.fill !== 'transparent' ? options.fill : '#ffffff';
      return pipeline.flatten({ background }).jpeg({ quality, mozjpeg: true }).toBuffer();
    }
  }
}
