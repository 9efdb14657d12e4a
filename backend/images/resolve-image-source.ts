const ASSET_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isSafeAssetFileName(file: string): boolean {
  return ASSET_FILE_PATTERN.test(file) && !file.includes('..');
}

export type ImageSource = { ok: true; file: string } | { ok: false; message: string };

function readAssetFile(pathname: string): ImageSource {
  const match = /^\/a\/([^/]+)$/.exec(pathname);
  const file = match?.[1];
  if (!file || !isSafeAssetFileName(file)) return { ok: false, message: 'source must be /a/{file}' };
  return { ok: true, file };
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
      return { ok: false, message: 'source is not a valid URL' };
    }
    if (!allowedOrigins.includes(url.origin)) return { ok: false, message: `source host ${url.host} is not allowed` };
    return readAssetFile(url.pathname);
  }
  return readAssetFile(`/${source.replace(/^\/+/, '')}`);
}
