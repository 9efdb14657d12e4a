/**
 * The source part of an image-service URL for an asset filename, or null when the filename is not
 * an image the service may fetch. Content gives absolute URLs; Storyblok sometimes omits the
 * scheme (`//a.storyblok.com/...`), and root-relative paths address the shop's own files.
 */
export function getImageSource(filename: unknown): string | null {
  if (typeof filename !== 'string') return null;
  const trimmed = filename.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return getRootRelativeSource(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}

function getRootRelativeSource(path: string): string | null {
  const url = new URL(path, 'https://shop.invalid');
  if (url.host !== 'shop.invalid') return null;
  // The service reads the source as a path on the origin, written without its leading slash.
  return `${url.pathname.slice(1)}${url.search}`;
}
