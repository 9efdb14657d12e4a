import {
  TOOLBOX_CONVERTERS,
  TOOLBOX_IMAGE_FORMATS,
  TOOLBOX_MAX_FILE_BYTES,
  type ToolboxConverter,
  type ToolboxImageFormat,
} from '../../../domain/shop-api-contract/toolbox-constants.ts';

/**
 * The toolbox form's contract, shared by the server action and the browser: which converter, the
 * target format and the file. The file's type is decided by its content on the server (and again
 * by the backend), never by its name.
 */
export { TOOLBOX_CONVERTERS, TOOLBOX_IMAGE_FORMATS, TOOLBOX_MAX_FILE_BYTES, type ToolboxConverter, type ToolboxImageFormat };

/**
 * A form post carries a file of at most the limit plus the form's other fields; a body above
 * this is refused before the action runs (413 with a page that says why).
 */
export const TOOLBOX_BODY_LIMIT_BYTES = TOOLBOX_MAX_FILE_BYTES + 256 * 1024;

/** Conversions cost CPU: twenty a client in ten minutes. Refused uploads count too (screen-upload.ts). */
export const TOOLBOX_RATE_LIMIT = { name: 'toolbox', points: 20, windowSeconds: 600 };

/** Query marker on the form's own address (without JavaScript), so the server allows the upload's size. */
export const TOOLBOX_UPLOAD_QUERY = '_toolbox';
/** The action's export name: calls from the browser's script name it in their path. */
export const TOOLBOX_ACTION_NAME = 'convertToolboxFileAction';

export type ToolboxProblem = 'missing-file' | 'too-large' | 'unsupported-type' | 'unreadable-file' | 'too-complex' | 'invalid-choice' | 'rate-limited' | 'upstream';

export type ToolboxFormState = {
  outcome: 'idle' | 'done' | 'refused';
  /** Translated reason the file was refused. */
  message: string | null;
  problem: ToolboxProblem | null;
  converter: ToolboxConverter;
  format: ToolboxImageFormat;
  download: { href: string; fileName: string; size: number; pages?: number } | null;
};

export const INITIAL_TOOLBOX_STATE: ToolboxFormState = {
  outcome: 'idle',
  message: null,
  problem: null,
  converter: 'convertFile',
  format: 'jpeg',
  download: null,
};

/** The shop's own address of a converted file (it passes the backend's download on). */
export const TOOLBOX_DOWNLOAD_PREFIX = '/toolbox-download/';
export function toolboxDownloadPath(fileId: string): string {
  return `${TOOLBOX_DOWNLOAD_PREFIX}${fileId}`;
}
