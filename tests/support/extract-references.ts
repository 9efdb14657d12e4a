/**
 * A small extractor of the addresses an HTML page (or stylesheet) refers to, for the link crawl.
 * It reads the shop's own server-rendered markup, not arbitrary web pages, but still copes with
 * what HTML allows: comments, script and style bodies, attributes in any quoting, entities,
 * srcset candidates whose URLs contain commas (the image service's `/cdn-cgi/image/w=1,q=2/...`).
 */
export type ReferenceKind =
  /** A page the visitor navigates to: `<a href>`, `<area href>`. */
  | 'link'
  /** Fetched by the browser with the page: scripts, stylesheets, images, icons, fonts. */
  | 'asset'
  /** Read by machines: canonical and hreflang alternates; also language switches (`<a hreflang>`), which leave the visitor's language on purpose. */
  | 'meta';

export type Reference = { kind: ReferenceKind; url: string; tag: string; attribute: string };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    // The first occurrence wins, as in the HTML parser.
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** srcset candidates: a URL (no whitespace), then descriptors up to the next comma. */
export function parseSrcset(srcset: string): string[] {
  const urls: string[] = [];
  let position = 0;
  while (position < srcset.length) {
    while (position < srcset.length && /[\s,]/.test(srcset[position]!)) position++;
    if (position >= srcset.length) break;
    let end = position;
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end++;
    let url = srcset.slice(position, end);
    position = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Skip the descriptors (`400w`, `2x`) up to the comma that ends this candidate.
      let depth = 0;
      while (position < srcset.length) {
        const character = srcset[position]!;
        if (character === '(') depth++;
        else if (character === ')') depth = Math.max(0, depth - 1);
        else if (character === ',' && depth === 0) break;
        position++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** `url(...)` references in CSS (stylesheets and style attributes). */
export function extractCssUrls(css: string): string[] {
  const urls: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)) {
    const url = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (url) urls.push(url);
  }
  for (const match of withoutComments.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) urls.push(match[1] ?? match[2]!);
  return urls;
}

const LINK_ASSET_RELS = new Set(['stylesheet', 'icon', 'shortcut', 'apple-touch-icon', 'preload', 'modulepreload', 'manifest', 'mask-icon']);

function referencesOfTag(tag: string, attributes: Map<string, string>): Reference[] {
  const found: Reference[] = [];
  const add = (kind: ReferenceKind, attribute: string, url = attributes.get(attribute)) => {
    if (url !== undefined && url.trim() !== '') found.push({ kind, url: url.trim(), tag, attribute });
  };
  switch (tag) {
    case 'a':
    case 'area':
      // A link that names its language (the footer's language switch) is an alternate, not a page in this language.
      add(attributes.has('hreflang') ? 'meta' : 'link', 'href');
      break;
    case 'link': {
      const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rels.includes('canonical') || rels.includes('alternate')) add('meta', 'href');
      else if (rels.some((rel) => LINK_ASSET_RELS.has(rel))) add('asset', 'href');
      break;
    }
    case 'script':
    case 'iframe':
    case 'embed':
    case 'track':
      add('asset', 'src');
      break;
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'input':
      add('asset', 'src');
      add('asset', 'poster');
      for (const url of parseSrcset(attributes.get('srcset') ?? '')) add('asset', 'srcset', url);
      break;
    case 'use':
    case 'image':
      add('asset', 'href');
      add('asset', 'xlink:href');
      break;
    case 'object':
      add('asset', 'data');
      break;
  }
  for (const url of extractCssUrls(attributes.get('style') ?? '')) add('asset', 'style', url);
  return found;
}

/** Every address the page refers to, in document order, duplicates included. */
export function extractReferences(html: string): Reference[] {
  const references: Reference[] = [];
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    // Script and style bodies are code, not markup; their opening tags stay for src and href.
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1')
    .replace(/(<style\b[^>]*>)([\s\S]*?)<\/style\s*>/gi, (_whole, open: string, css: string) => {
      for (const url of extractCssUrls(css)) references.push({ kind: 'asset', url, tag: 'style', attribute: 'url()' });
      return open;
    });
  for (const match of cleaned.matchAll(TAG)) {
    references.push(...referencesOfTag(match[1]!.toLowerCase(), parseAttributes(match[2] ?? '')));
  }
  return references;
}

/** `<meta name="robots" content="...noindex...">` (any order of attributes and values). */
export function isNoindex(html: string): boolean {
  for (const match of html.matchAll(/<meta(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    if ((attributes.get('name') ?? '').toLowerCase() === 'robots' && /\bnoindex\b/i.test(attributes.get('content') ?? '')) return true;
  }
  return false;
}

/** `<loc>` entries of a sitemap. */
export function extractSitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => decodeEntities(match[1]!));
}
