import sharp, { type ResizeOptions } from 'sharp';
import type { ImageOptions } from './parse-image-options.ts';

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

export async function transformImage(input: Buffer, options: ImageOptions, format: OutputFormat): Promise<Buffer> {
  let pipeline = sharp(input, { failOn: 'error' }).autoOrient();
  if (options.rotate) pipeline = pipeline.rotate(options.rotate);
  const resize = buildResizeOptions(options);
  if (resize) pipeline = pipeline.resize(resize);
  // Cloudflare's blur is a radius up to 250; halving maps the 0-100 range to a comparable sigma.
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
