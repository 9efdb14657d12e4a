/**
 * The toolbox's limits, formats and file-type check without zod, so the toolbox form in the
 * browser reads the same rules as the server without carrying the contract's schemas along.
 */

/** Toolbox uploads: at most this many bytes per file (the shop's form and the backend share it). */
export const TOOLBOX_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const TOOLBOX_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ToolboxImageFormat = (typeof TOOLBOX_IMAGE_FORMATS)[number];
/** What the converters accept, recognised by the file's first bytes, never by its name. */
export const TOOLBOX_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ToolboxInputType = (typeof TOOLBOX_INPUT_TYPES)[number];

/** The three converters; the fourth toolbox call is the download of their result. */
export const TOOLBOX_CONVERTERS = ['convertFile', 'convertPdf', 'optimizeImage'] as const;
export type ToolboxConverter = (typeof TOOLBOX_CONVERTERS)[number];

/**
 * Refusals of an upload: 413 `file-too-large`, 415 `unsupported-type`, 422 `unreadable-file`, 422
 * `too-complex` (more pixels or pages than converted, or a conversion that ran out of time).
 */
export const TOOLBOX_ERRORS = ['file-too-large', 'unsupported-type', 'unreadable-file', 'too-complex'] as const;
export type ToolboxError = (typeof TOOLBOX_ERRORS)[number];

/**
 * The type of a file from its first bytes (the magic numbers of JPEG, PNG, WebP and PDF), or
 * undefined: a renamed program or text file is refused whatever its name or declared type says.
 */
export function sniffFileType(bytes: Uint8Array): ToolboxInputType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}
