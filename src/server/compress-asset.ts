import zlib from 'node:zlib';

/** Under a packet, compression saves nothing a visitor would notice. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/**
 * A hashed build asset's one compressed copy per encoding, at the best ratio: it is made once and
 * every client caches it for a year. The build writes these beside each file (waku.config.ts); the
 * server makes the same for a client whose Accept-Encoding the build's copies do not match.
 */
export function compressAsset(bytes: Uint8Array, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(bytes, { level: 9 });
}
