import { createHash } from 'node:crypto';

/** Types a browser runs; anything else (`application/ld+json`, templates) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function readAttribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The end of a start tag's attributes: the first `>` outside a quoted value. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/**
 * The CSP sources (`'sha256-…'`) of every inline script a browser would run in this HTML, in
 * document order without repeats. A script's text is hashed exactly as it stands between its
 * tags (the HTML parser does not decode script text), UTF-8 encoded, as browsers do. External
 * scripts (`src`) and data blocks need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const lower = html.toLowerCase();
  let position = 0;
  for (;;) {
    const start = lower.indexOf('<script', position);
    if (start < 0) break;
    const afterName = lower[start + '<script'.length];
    if (afterName !== '>' && afterName !== undefined && !/\s|\//.test(afterName)) {
      position = start + 1;
      continue;
    }
    const tagEnd = findTagEnd(html, start + '<script'.length);
    if (tagEnd < 0) break;
    const close = lower.indexOf('</script', tagEnd + 1);
    if (close < 0) break;
    const attributes = html.slice(start + '<script'.length, tagEnd);
    const type = (readAttribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (readAttribute(attributes, 'src') === undefined && EXECUTABLE_TYPES.has(type)) {
      const text = html.slice(tagEnd + 1, close);
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
    position = close + '</script'.length;
  }
  return [...hashes];
}
