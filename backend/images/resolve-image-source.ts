const ASSET_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
import { err, ok, type Result } from '../../domain/result/result.ts';

export function isSafeAssetFileName(file: string): boolean {
  return ASSET_FILE_PATTERN.test(file) && !file.includes('..');
}

/** The asset's file name, or why the source is refused. */
export type ImageSource = Result<string, string>;

function readAssetFile(pathname: string): ImageSource {
  const match = /^\/a\/([^/]+)$/.exec(pathname);
  const file = match?.[1];
  if (!file || !isSafeAssetFileName(file)) return err('source must be /a/{file}');
  return ok(file);
}

/**
 * The source part of `/cdn-cgi/image/{options}/{source}`: a path on this backend (`a/x.jpg` or
 * `/a/x.jpg`) or an absolute URL to one of this backend's own origins. Other hosts are refused
 * so the image service cannot be used to fetch arbitrary URLs.
 */
export function resolveImageSource(source: string, allowedOrigins: readonly string[]): ImageSource {
  if (/^https?:/i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return err('source is not a valid URL');
    }
    if (!allowedOrigins.includes(url.origin)) return err(`source host ${url.host} is not allowed`);
    return readAssetFile(url.pathname);
  }
  return readAssetFile(`/${source.replace(/^\/+/, '')}`);
}
