/**
 * Renders the product photos, logos and icons in backend/assets/. The product images are mock-ups built
 * around real photographs (backend/assets/photos/, public domain or CC0, see SOURCES.md there): each
 * photograph is placed into an SVG scene (frame, canvas, book, box, table, wall) that librsvg renders
 * through sharp. Run `npm run assets:generate` after changing a scene or a photo and commit the output.
 * The output is byte-for-byte the same on every run with the same sharp: no random numbers (noise comes
 * from seeded feTurbulence), no timestamps, no metadata in the JPEGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MOTIF_ART } from '../catalog/data/motif-art.ts';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const photosDir = path.join(assetsDir, 'photos');
/** Photographic scenes compress far worse than flat shapes; the budget keeps a 1600 px JPEG small enough for the image service. */
const MAX_JPEG_BYTES = 160 * 1024;
const START_QUALITY = 82;
const WIDTH = 1600;
const SANS = "'DejaVu Sans', sans-serif";
const SERIF = "'DejaVu Serif', serif";

let idCounter = 0;
const nextId = (prefix: string) => `${prefix}${(idCounter += 1)}`;

// ---------- photographs ----------

const PHOTO_FILES = ['astronaut', 'camera', 'chelsea', 'coffee', 'grace-hopper', 'hubble-deep-field', 'raccoon', 'rocket'] as const;
type PhotoName = (typeof PHOTO_FILES)[number];
type Photo = { uri: string; width: number; height: number };
const photos = new Map<PhotoName, Photo>();
/** The photos the scene being drawn has placed, for the README. */
const usedPhotos = new Set<PhotoName>();

async function loadPhotos(): Promise<void> {
  for (const name of PHOTO_FILES) {
    const buffer = fs.readFileSync(path.join(photosDir, `${name}.jpg`));
    const { width = 0, height = 0 } = await sharp(buffer).metadata();
    photos.set(name, { uri: `data:image/jpeg;base64,${buffer.toString('base64')}`, width, height });
  }
}

/**
 * A photograph cropped like object-fit: cover into a box. `focus` is the point of the photo (0..1) that
 * stays in view, `zoom` crops further in.
 */
function photo(name: PhotoName, x: number, y: number, w: number, h: number, focus: [number, number] = [0.5, 0.5], zoom = 1): string {
  const source = photos.get(name);
  if (!source) throw new Error(`unknown photo ${name}`);
  usedPhotos.add(name);
  let cropWidth = source.width / zoom;
  let cropHeight = cropWidth / (w / h);
  if (cropHeight > source.height / zoom) {
    cropHeight = source.height / zoom;
    cropWidth = cropHeight * (w / h);
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const cropX = clamp(focus[0] * source.width - cropWidth / 2, source.width - cropWidth);
  const cropY = clamp(focus[1] * source.height - cropHeight / 2, source.height - cropHeight);
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${cropX.toFixed(2)} ${cropY.toFixed(2)} ${cropWidth.toFixed(2)} ${cropHeight.toFixed(2)}" preserveAspectRatio="none"><image width="${source.width}" height="${source.height}" href="${source.uri}"/></svg>`;
}

// ---------- light, texture, shadow ----------

function linear(stops: [number, string, number?][], x2 = 0, y2 = 1): { id: string; def: string } {
  const id = nextId('g');
  const stopTags = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');
  return { id, def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>` };
}

function radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): { id: string; def: string } {
  const id = nextId('r');
  const stopTags = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');
  return { id, def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>` };
}

/** Mixes a hex colour with black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount < 0 ? channel * (1 + amount) : channel + (255 - channel) * amount),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Seeded fractal noise as a translucent layer of one colour: grain for wood, paper and plaster. The same
 * seed gives the same pixels on every run.
 */
function noise(x: number, y: number, w: number, h: number, options: { frequency: string; color: string; strength: number; offset: number; seed: number; octaves?: number }): string {
  const id = nextId('n');
  const rgb = Number.parseInt(options.color.slice(1), 16);
  const [r, g, b] = [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255].map((channel) => (channel / 255).toFixed(3));
  return `<defs><filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="${options.frequency}" numOctaves="${options.octaves ?? 3}" seed="${options.seed}" stitchTiles="stitch"/>
    <feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${options.strength} 0 0 0 ${options.offset}"/>
  </filter></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${id})"/>`;
}

/** A soft two-part shadow under a rectangle: a wide ambient one and a tight contact one. */
function shadow(x: number, y: number, w: number, h: number, lift = 1, angle = 0): string {
  const wide = nextId('s');
  const tight = nextId('s');
  const rotate = angle ? ` transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"` : '';
  return `<defs><filter id="${wide}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${18 * lift}"/></filter>
    <filter id="${tight}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${4 * lift}"/></filter></defs>
    <g${rotate}><rect x="${x + 6 * lift}" y="${y + 16 * lift}" width="${w}" height="${h}" fill="#000" opacity="0.28" filter="url(#${wide})"/>
    <rect x="${x + 1.5 * lift}" y="${y + 3 * lift}" width="${w}" height="${h}" fill="#000" opacity="0.32" filter="url(#${tight})"/></g>`;
}

/** A blurred shape: the shadow of anything that is not a rectangle. */
function blurred(markup: string, blur: number, opacity: number): string {
  const id = nextId('b');
  return `<defs><filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs><g filter="url(#${id})" opacity="${opacity}">${markup}</g>`;
}

/** A painted wall lit from a window on the left, with a faint plaster grain. */
function wall(color: string, height: number, seed = 3): string {
  const base = linear([[0, shade(color, 0.08)], [1, shade(color, -0.1)]]);
  const light = radial([[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.22, 0.18, 0.75);
  return `<defs>${base.def}${light.def}</defs><rect width="${WIDTH}" height="${height}" fill="url(#${base.id})"/>
    <rect width="${WIDTH}" height="${height}" fill="url(#${light.id})"/>
    ${noise(0, 0, WIDTH, height, { frequency: '0.012', color: shade(color, -0.4), strength: 0.16, offset: -0.05, seed, octaves: 3 })}`;
}

/** Darker corners, as a lens gives them. */
function vignette(height: number, strength = 0.28): string {
  const gradient = radial([[0.55, '#000000', 0], [1, '#000000', strength]], 0.5, 0.5, 0.75);
  return `<defs>${gradient.def}</defs><rect width="${WIDTH}" height="${height}" fill="url(#${gradient.id})"/>`;
}

/** Wooden boards seen from above (flat lays) or from the front (shelves, floors). */
function wood(x: number, y: number, w: number, h: number, tone: string, options: { boards?: number; seed?: number; vertical?: boolean } = {}): string {
  const boards = options.boards ?? 5;
  const seams = Array.from({ length: boards - 1 }, (_, index) => {
    const offset = ((index + 1) * (options.vertical ? w : h)) / boards;
    return options.vertical
      ? `<rect x="${x + offset - 1.5}" y="${y}" width="3" height="${h}" fill="${shade(tone, -0.55)}" opacity="0.55"/><rect x="${x + offset + 1.5}" y="${y}" width="2" height="${h}" fill="#ffffff" opacity="0.12"/>`
      : `<rect x="${x}" y="${y + offset - 1.5}" width="${w}" height="3" fill="${shade(tone, -0.55)}" opacity="0.55"/><rect x="${x}" y="${y + offset + 1.5}" width="${w}" height="2" fill="#ffffff" opacity="0.12"/>`;
  }).join('');
  // Boards cut from different trees differ a little in tone.
  const tints = Array.from({ length: boards }, (_, index) => {
    const offset = (index * (options.vertical ? w : h)) / boards;
    const size = (options.vertical ? w : h) / boards;
    const tint = [0.05, -0.04, 0.02, -0.06, 0.03, -0.02, 0.04, -0.05][index % 8] ?? 0;
    const fill = tint > 0 ? '#ffffff' : '#000000';
    return options.vertical
      ? `<rect x="${x + offset}" y="${y}" width="${size}" height="${h}" fill="${fill}" opacity="${Math.abs(tint)}"/>`
      : `<rect x="${x}" y="${y + offset}" width="${w}" height="${size}" fill="${fill}" opacity="${Math.abs(tint)}"/>`;
  }).join('');
  const light = linear([[0, '#ffffff', 0.12], [0.6, '#ffffff', 0], [1, '#000000', 0.16]], 1, 1);
  return `<defs>${light.def}</defs><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone}"/>
    ${noise(x, y, w, h, { frequency: options.vertical ? '0.07 0.005' : '0.005 0.07', color: shade(tone, -0.4), strength: 1.1, offset: -0.44, seed: options.seed ?? 11, octaves: 2 })}
    ${tints}${seams}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${light.id})"/>`;
}

/** Woven cloth: a faint crosswise grain over a plain colour. */
function linen(x: number, y: number, w: number, h: number, tone: string, seed = 5, radius = 0): string {
  const clip = nextId('c');
  return `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}"/></clipPath></defs>
    <g clip-path="url(#${clip})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone}"/>
    ${noise(x, y, w, h, { frequency: '0.35 0.02', color: shade(tone, -0.35), strength: 0.7, offset: -0.24, seed, octaves: 1 })}
    ${noise(x, y, w, h, { frequency: '0.02 0.35', color: shade(tone, -0.35), strength: 0.7, offset: -0.24, seed: seed + 1, octaves: 1 })}</g>`;
}

// ---------- products ----------

/** A wooden frame with a bevelled moulding, a mat and glass catching the light. */
function framedPhoto(x: number, y: number, w: number, h: number, inner: (x: number, y: number, w: number, h: number) => string, options: { color?: string; moulding?: number; mat?: number; lift?: number } = {}): string {
  const color = options.color ?? '#262626';
  const m = options.moulding ?? Math.max(16, Math.round(Math.min(w, h) * 0.05));
  const mat = options.mat ?? Math.round(Math.min(w, h) * 0.12);
  const glare = linear([[0, '#ffffff', 0], [0.42, '#ffffff', 0], [0.5, '#ffffff', 0.16], [0.62, '#ffffff', 0], [1, '#ffffff', 0]], 1, 1);
  const [ix, iy, iw, ih] = [x + m + mat, y + m + mat, w - 2 * (m + mat), h - 2 * (m + mat)];
  const cutShadow = blurred(`<path d="M${ix} ${iy} h${iw} v6 h-${iw - 6} v${ih - 6} h-6Z" fill="#000"/>`, 3, 0.45);
  return `${shadow(x, y, w, h, options.lift ?? 1)}
    <path d="M${x} ${y} h${w} l-${m} ${m} h-${w - 2 * m}Z" fill="${shade(color, 0.22)}"/>
    <path d="M${x} ${y} l${m} ${m} v${h - 2 * m} l-${m} ${m}Z" fill="${shade(color, 0.12)}"/>
    <path d="M${x + w} ${y} v${h} l-${m} -${m} v-${h - 2 * m}Z" fill="${shade(color, -0.25)}"/>
    <path d="M${x} ${y + h} h${w} l-${m} -${m} h-${w - 2 * m}Z" fill="${shade(color, -0.4)}"/>
    <rect x="${x + m}" y="${y + m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="#f6f3ec"/>
    ${blurred(`<rect x="${x + m}" y="${y + m}" width="${w - 2 * m}" height="8" fill="#000"/><rect x="${x + m}" y="${y + m}" width="8" height="${h - 2 * m}" fill="#000"/>`, 5, 0.3)}
    <rect x="${ix - 5}" y="${iy - 5}" width="${iw + 10}" height="${ih + 10}" fill="#fdfcf8"/>
    ${inner(ix, iy, iw, ih)}${cutShadow}
    <rect x="${x + m}" y="${y + m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="url(#${glare.id})"/><defs>${glare.def}</defs>`;
}

/** A canvas on a stretcher, seen a little from the left: the photo wraps around the right edge. */
function canvasPrint(x: number, y: number, w: number, h: number, name: PhotoName, focus: [number, number] = [0.5, 0.5], depth = 34): string {
  const clip = nextId('c');
  const edge = linear([[0, '#000000', 0.25], [1, '#000000', 0.5]], 1, 0);
  const sheen = linear([[0, '#ffffff', 0.08], [1, '#000000', 0.08]], 1, 1);
  return `${shadow(x, y, w + depth, h, 1.3)}
    <defs><clipPath id="${clip}"><path d="M${x + w} ${y} L${x + w + depth} ${y + depth * 0.5} L${x + w + depth} ${y + h - depth * 0.2} L${x + w} ${y + h}Z"/></clipPath>${edge.def}${sheen.def}</defs>
    <g clip-path="url(#${clip})"><g transform="translate(${2 * (x + w) + depth} 0) scale(-1 1)">${photo(name, x + w - 0.5, y, depth, h, [0.98, focus[1]], 1)}</g>
    <rect x="${x + w}" y="${y}" width="${depth}" height="${h}" fill="url(#${edge.id})"/></g>
    ${photo(name, x, y, w, h, focus)}
    ${noise(x, y, w, h, { frequency: '0.9', color: '#ffffff', strength: 0.5, offset: -0.28, seed: 17, octaves: 1 })}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${sheen.id})"/>`;
}

/** A photo behind thick acrylic glass: deep colours, a glossy streak, a bright cut edge and wall spacers. */
function acrylicPanel(x: number, y: number, w: number, h: number, name: PhotoName, focus: [number, number] = [0.5, 0.5]): string {
  const gloss = linear([[0, '#ffffff', 0], [0.3, '#ffffff', 0], [0.36, '#ffffff', 0.42], [0.5, '#ffffff', 0.08], [0.56, '#ffffff', 0.22], [0.62, '#ffffff', 0], [1, '#ffffff', 0]], 1, 0.55);
  const spacer = radial([[0, '#ffffff'], [0.5, '#c9cdd2'], [1, '#6c7178']], 0.35, 0.35, 0.65);
  const spacers = [
    [x + 40, y + 40],
    [x + w - 40, y + 40],
    [x + 40, y + h - 40],
    [x + w - 40, y + h - 40],
  ]
    .map(([cx = 0, cy = 0]) => `<circle cx="${cx + 2}" cy="${cy + 4}" r="17" fill="#000" opacity="0.3"/><circle cx="${cx}" cy="${cy}" r="16" fill="url(#${spacer.id})"/><circle cx="${cx}" cy="${cy}" r="6" fill="#9aa0a6"/>`)
    .join('');
  return `${shadow(x, y, w, h, 2.2)}<defs>${gloss.def}${spacer.def}</defs>
    <rect x="${x + 3}" y="${y + 8}" width="${w}" height="${h}" fill="#9fb3ad" opacity="0.7"/>
    ${photo(name, x, y, w, h, focus)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${gloss.id})"/>
    <rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${h - 2}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
    ${spacers}`;
}

/** A photo printed straight onto a thin aluminium composite panel that floats off the wall. */
function aluminiumPanel(x: number, y: number, w: number, h: number, name: PhotoName, focus: [number, number] = [0.5, 0.5]): string {
  const metal = linear([[0, '#e9ecef'], [0.5, '#adb5bd'], [1, '#dee2e6']], 1, 0);
  const satin = linear([[0, '#ffffff', 0.1], [0.5, '#ffffff', 0], [1, '#000000', 0.06]], 1, 1);
  return `${shadow(x, y, w, h, 2.8)}<defs>${metal.def}${satin.def}</defs>
    <rect x="${x}" y="${y + h}" width="${w}" height="5" fill="url(#${metal.id})"/><rect x="${x + w}" y="${y + 2}" width="4" height="${h + 3}" fill="#8d949b"/>
    ${photo(name, x, y, w, h, focus)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${satin.id})"/>`;
}

/** A photo print with a white border lying on a surface. */
function print(cx: number, cy: number, w: number, h: number, angle: number, name: PhotoName, focus: [number, number] = [0.5, 0.5]): string {
  const border = Math.round(Math.min(w, h) * 0.05);
  const curl = linear([[0, '#ffffff', 0.12], [0.5, '#ffffff', 0], [1, '#000000', 0.07]], 1, 1);
  return `<defs>${curl.def}</defs><g transform="rotate(${angle} ${cx} ${cy})">${shadow(cx - w / 2, cy - h / 2, w, h, 0.45)}
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="#fbfbf8"/>
    ${photo(name, cx - w / 2 + border, cy - h / 2 + border, w - 2 * border, h - 2 * border, focus)}
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="url(#${curl.id})"/></g>`;
}

/** Flat card stock lying on a table, with whatever is printed on it drawn in card coordinates. */
function card(x: number, y: number, w: number, h: number, background: string, inner: string, angle = 0): string {
  const paper = linear([[0, '#ffffff', 0.1], [1, '#000000', 0.06]], 1, 1);
  return `<defs>${paper.def}</defs><g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow(x, y, w, h, 0.5)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${background}"/>
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 400 ${Math.round((400 * h) / w)}">${inner}</svg>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${paper.id})"/></g>`;
}

function envelope(x: number, y: number, w: number, h: number, color: string, angle = 0): string {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow(x, y, w, h, 0.5)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>
    <path d="M${x} ${y} L${x + w / 2} ${y + h * 0.56} L${x + w} ${y}" fill="${shade(color, -0.08)}"/>
    <path d="M${x} ${y + h} L${x + w * 0.42} ${y + h * 0.48} M${x + w} ${y + h} L${x + w * 0.58} ${y + h * 0.48}" stroke="${shade(color, -0.18)}" stroke-width="2" fill="none"/></g>`;
}

function text(x: number, y: number, content: string, size: number, color: string, options: { family?: string; weight?: string; anchor?: string; style?: string; spacing?: number } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${options.family ?? SERIF}" font-size="${size}" font-weight="${options.weight ?? 'normal'}" font-style="${options.style ?? 'normal'}" fill="${color}" text-anchor="${options.anchor ?? 'middle'}" letter-spacing="${options.spacing ?? 0}">${content}</text>`;
}

/**
 * A hand-drawn swash where a card would carry a greeting: a picture shown on every language's pages
 * carries no words of one language (names and numbers read the same everywhere).
 */
function flourish(cx: number, cy: number, width: number, color: string): string {
  const left = cx - width / 2;
  const step = width / 4;
  return `<path d="M${left} ${cy} q${step / 2} -22 ${step} 0 t${step} 0 t${step} 0 t${step} 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${color}"/>`;
}

function snowflake(cx: number, cy: number, r: number, color = '#ffffff'): string {
  const arms = [0, 60, 120].map((angle) => `<line x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}" transform="rotate(${angle} ${cx} ${cy})"/>`).join('');
  return `<g stroke="${color}" stroke-width="${Math.max(2, r / 6)}" stroke-linecap="round">${arms}</g>`;
}

/** A sprig with paired oval leaves (eucalyptus, olive), drawn along a gentle curve. */
function sprig(x: number, y: number, length: number, angle: number, color: string, leaves = 9): string {
  const pairs = Array.from({ length: leaves }, (_, index) => {
    const t = (index + 0.6) / leaves;
    const px = t * length;
    const py = Math.sin(t * Math.PI) * -length * 0.08;
    const size = 1 - t * 0.45;
    const leaf = (side: number) =>
      `<ellipse cx="${px}" cy="${py + side * 22 * size}" rx="${15 * size}" ry="${24 * size}" fill="${shade(color, side > 0 ? -0.12 : 0.08)}" transform="rotate(${side * 35} ${px} ${py})"/>`;
    return leaf(1) + leaf(-1);
  }).join('');
  const stem = `<path d="M0 0 Q${length / 2} ${-length * 0.16} ${length} 0" stroke="${shade(color, -0.4)}" stroke-width="4" fill="none"/>`;
  const markup = `${stem}${pairs}`;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${blurred(markup, 6, 0.3).replace('<g ', '<g transform="translate(8 14)" ')}${markup}</g>`;
}

/** A side table, sideboard or shelf front: simple shaded boxes. */
function sideboard(x: number, y: number, w: number, h: number, tone: string): string {
  const front = linear([[0, shade(tone, 0.05)], [1, shade(tone, -0.12)]]);
  const doors = Array.from({ length: 3 }, (_, index) => `<rect x="${x + 14 + (index * (w - 28)) / 3}" y="${y + 30}" width="${(w - 28) / 3 - 10}" height="${h - 60}" fill="none" stroke="${shade(tone, -0.2)}" stroke-width="2"/>
    <rect x="${x + (index + 0.5) * ((w - 28) / 3) + 6}" y="${y + h / 2 - 20}" width="5" height="40" rx="2" fill="${shade(tone, -0.45)}"/>`).join('');
  return `<defs>${front.def}</defs>${blurred(`<rect x="${x - 10}" y="${y + h - 10}" width="${w + 20}" height="40" fill="#000"/>`, 16, 0.35)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${front.id})"/><rect x="${x - 8}" y="${y - 16}" width="${w + 16}" height="18" fill="${shade(tone, 0.15)}"/>
    <rect x="${x - 8}" y="${y + 1}" width="${w + 16}" height="4" fill="#000" opacity="0.15"/>${doors}
    <rect x="${x + 20}" y="${y + h}" width="14" height="34" fill="${shade(tone, -0.5)}"/><rect x="${x + w - 34}" y="${y + h}" width="14" height="34" fill="${shade(tone, -0.5)}"/>`;
}

function vase(x: number, y: number, color = '#c8553d'): string {
  const body = linear([[0, shade(color, 0.25)], [0.45, color], [1, shade(color, -0.4)]], 1, 0);
  return `<defs>${body.def}</defs>${blurred(`<ellipse cx="${x + 10}" cy="${y}" rx="48" ry="10" fill="#000"/>`, 6, 0.4)}
    <path d="M${x - 30} ${y} Q${x - 48} ${y - 70} ${x - 16} ${y - 110} L${x + 16} ${y - 110} Q${x + 48} ${y - 70} ${x + 30} ${y}Z" fill="url(#${body.id})"/>
    ${sprig(x - 4, y - 104, 170, -62, '#6b8f71', 8)}${sprig(x + 4, y - 104, 140, -96, '#7d9d83', 7)}`;
}

function plant(x: number, y: number, scale = 1): string {
  const pot = linear([[0, '#e9e4dc'], [0.5, '#cfc8bd'], [1, '#8f877b']], 1, 0);
  const leaves = [-62, -40, -18, 4, 26, 48, 70]
    .map((angle, index) => {
      const leafGradient = linear([[0, index % 2 ? '#2d6a4f' : '#40916c'], [1, index % 2 ? '#1b4332' : '#2d6a4f']], 1, 0);
      return `<defs>${leafGradient.def}</defs><path d="M0 0 Q-34 -90 0 -${170 + (index % 3) * 30} Q34 -90 0 0Z" fill="url(#${leafGradient.id})" transform="rotate(${angle})"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})"><defs>${pot.def}</defs>${blurred('<ellipse cx="10" cy="150" rx="90" ry="16" fill="#000"/>', 10, 0.4)}
    <g transform="translate(0 10)">${leaves}</g><path d="M-70 10 L70 10 L56 150 L-56 150Z" fill="url(#${pot.id})"/></g>`;
}

function sofa(x: number, y: number, w: number, color: string): string {
  const seat = linear([[0, shade(color, 0.12)], [1, shade(color, -0.2)]]);
  const cushions = [0, 1, 2].map((index) => `<rect x="${x + 70 + (index * (w - 140)) / 3}" y="${y + 30}" width="${(w - 140) / 3 - 8}" height="150" rx="28" fill="url(#${seat.id})"/>
    <rect x="${x + 70 + (index * (w - 140)) / 3}" y="${y + 170}" width="${(w - 140) / 3 - 8}" height="70" rx="18" fill="${shade(color, 0.05)}"/>`).join('');
  // Shading where the cushions meet, the seat and the back.
  const cushionSeams = [0, 1, 2]
    .map((index) => `<rect x="${x + 70 + (index * (w - 140)) / 3}" y="${y + 166}" width="${(w - 140) / 3 - 8}" height="8" fill="#000"/>`)
    .join('');
  const fabric = nextId('c');
  return `<defs>${seat.def}<clipPath id="${fabric}"><rect x="${x}" y="${y}" width="${w}" height="280" rx="36"/></clipPath></defs>
    ${blurred(`<rect x="${x}" y="${y + 280}" width="${w}" height="40" fill="#000"/>`, 20, 0.45)}
    <rect x="${x}" y="${y}" width="${w}" height="280" rx="36" fill="${shade(color, -0.12)}"/>${cushions}
    <rect x="${x}" y="${y + 60}" width="78" height="220" rx="30" fill="${shade(color, 0.02)}"/><rect x="${x + w - 78}" y="${y + 60}" width="78" height="220" rx="30" fill="${shade(color, -0.08)}"/>
    <g clip-path="url(#${fabric})">${noise(x, y, w, 280, { frequency: '0.4', color: shade(color, -0.5), strength: 0.6, offset: -0.22, seed: 29, octaves: 2 })}
    ${blurred(cushionSeams, 3, 0.35)}</g>
    <rect x="${x + 40}" y="${y + 278}" width="16" height="30" fill="#3d2b1f"/><rect x="${x + w - 56}" y="${y + 278}" width="16" height="30" fill="#3d2b1f"/>`;
}

function floor(y: number, height: number, tone = '#b08968'): string {
  const fade = linear([[0, '#000000', 0.25], [0.25, '#000000', 0], [1, '#000000', 0.1]]);
  return `${wood(0, y, WIDTH, height, tone, { boards: 8, vertical: true, seed: 23 })}<defs>${fade.def}</defs><rect y="${y}" width="${WIDTH}" height="${height}" fill="url(#${fade.id})"/>
    <rect y="${y - 14}" width="${WIDTH}" height="14" fill="#f1ede6"/><rect y="${y - 2}" width="${WIDTH}" height="2" fill="#000" opacity="0.12"/>`;
}

// ---------- scenes ----------

type Scene = { file: string; description: string; height: number; svg: () => string };

const GALLERY: { x: number; y: number; w: number; h: number; name: PhotoName; color: string; focus?: [number, number] }[] = [
  { x: 300, y: 90, w: 250, h: 320, name: 'grace-hopper', color: '#262626', focus: [0.5, 0.35] },
  { x: 590, y: 90, w: 420, h: 300, name: 'rocket', color: '#d9c3a5' },
  { x: 1050, y: 90, w: 250, h: 250, name: 'chelsea', color: '#262626', focus: [0.55, 0.45] },
  { x: 300, y: 450, w: 250, h: 250, name: 'coffee', color: '#d9c3a5', focus: [0.5, 0.4] },
  { x: 590, y: 430, w: 200, h: 170, name: 'camera', color: '#262626', focus: [0.45, 0.35] },
  { x: 590, y: 630, w: 200, h: 130, name: 'coffee', color: '#f1f1f1', focus: [0.55, 0.7] },
  { x: 830, y: 430, w: 180, h: 180, name: 'astronaut', color: '#f1f1f1', focus: [0.35, 0.3] },
  { x: 1050, y: 380, w: 250, h: 320, name: 'raccoon', color: '#262626', focus: [0.55, 0.45] },
  { x: 830, y: 640, w: 180, h: 120, name: 'hubble-deep-field', color: '#d9c3a5' },
];

type Placed = readonly [PhotoName, [number, number]];

/** An open photo book on a wooden table: one large photo on the left page, two on the right. */
function openPhotobook(cover: string, seed: number, large: Placed, top: Placed, bottom: Placed): string {
  const gutterLeft = linear([[0, '#000000', 0], [0.8, '#000000', 0.04], [1, '#000000', 0.3]], 1, 0);
  const gutterRight = linear([[0, '#000000', 0.3], [0.2, '#000000', 0.04], [1, '#000000', 0]], 1, 0);
  return `${wood(0, 0, WIDTH, 1200, '#b5835a', { boards: 6, seed })}<defs>${gutterLeft.def}${gutterRight.def}</defs>
    ${shadow(200, 240, 1200, 740, 1.3)}<rect x="200" y="240" width="1200" height="740" rx="10" fill="${cover}"/>
    <path d="M220 262 Q500 246 800 270 L800 966 Q500 948 220 960Z" fill="#fdfcf8"/><path d="M800 270 Q1100 246 1380 262 L1380 960 Q1100 948 800 966Z" fill="#fbfaf5"/>
    ${photo(large[0], 270, 310, 480, 600, large[1])}
    ${photo(top[0], 850, 310, 480, 280, top[1])}${photo(bottom[0], 850, 620, 480, 290, bottom[1])}
    <rect x="220" y="262" width="580" height="704" fill="url(#${gutterLeft.id})"/><rect x="800" y="262" width="580" height="704" fill="url(#${gutterRight.id})"/>
    ${vignette(1200, 0.3)}`;
}

const scenes: Scene[] = [
  {
    file: 'poster-hero.jpg',
    description: 'Hero for the poster channel: large poster of a rocket launch at blue hour in a thin black frame, above a light sideboard with a vase',
    height: 900,
    svg: () => `${wall('#e7e2d8', 900, 4)}
      ${framedPhoto(470, 70, 660, 520, (x, y, w, h) => photo('rocket', x, y, w, h, [0.56, 0.55]), { moulding: 16, mat: 0 })}
      ${floor(840, 60, '#a47551')}${sideboard(360, 700, 880, 150, '#ece6da')}${vase(1190, 684)}
      ${vignette(900, 0.22)}`,
  },
  {
    file: 'living-room.jpg',
    description: 'Living room: grey sofa under a wide canvas of the Hubble deep field, plant on the side',
    height: 900,
    svg: () => `${wall('#dad7cd', 900, 6)}${canvasPrint(390, 90, 780, 330, 'hubble-deep-field', [0.5, 0.45], 28)}
      ${floor(800, 100, '#9c6644')}${sofa(260, 480, 1080, '#8d99ae')}${plant(1420, 650, 1)}${vignette(900, 0.25)}`,
  },
  {
    file: 'gallery-wall.jpg',
    description: 'Gallery wall: nine frames of mixed sizes and colours with portraits, a cat, a raccoon, coffee, a rocket and the night sky on a sage wall',
    height: 900,
    svg: () => `${wall('#b7c4ad', 900, 8)}${GALLERY.map((item) =>
      framedPhoto(item.x, item.y, item.w, item.h, (x, y, w, h) => photo(item.name, x, y, w, h, item.focus), { color: item.color, moulding: 14, mat: Math.round(Math.min(item.w, item.h) * 0.1), lift: 0.7 }),
    ).join('')}${floor(830, 70, '#b08968')}${vignette(900, 0.25)}`,
  },
  {
    file: 'canvas.jpg',
    description: 'Canvas print: rocket on the launch pad at dusk, on a stretcher frame with the photo wrapped round the edge, seen slightly from the side',
    height: 1200,
    svg: () => `${wall('#ece8e1', 1200, 9)}${canvasPrint(330, 200, 900, 640, 'rocket', [0.55, 0.5], 44)}${floor(1080, 120, '#a47551')}${vignette(1200)}`,
  },
  {
    file: 'poster.jpg',
    description: 'Poster: portrait of an astronaut hanging from wooden poster hangers on a white wall',
    height: 1200,
    svg: () => {
      const hanger = linear([[0, '#d9b48f'], [0.5, '#b8895f'], [1, '#8a6242']]);
      const bar = (y: number) => `<rect x="484" y="${y}" width="632" height="28" rx="4" fill="url(#${hanger.id})"/>`;
      const sheen = linear([[0, '#ffffff', 0.05], [1, '#000000', 0.05]], 1, 1);
      return `${wall('#f3f1ec', 1200, 10)}<defs>${hanger.def}${sheen.def}</defs>
        <path d="M800 70 L560 176 M800 70 L1040 176" stroke="#6b5b4b" stroke-width="3" fill="none"/><circle cx="800" cy="68" r="8" fill="#6c757d"/>
        ${shadow(500, 180, 600, 800, 0.8)}${photo('astronaut', 500, 180, 600, 800, [0.38, 0.5])}
        <rect x="500" y="180" width="600" height="800" fill="url(#${sheen.id})"/>
        ${bar(170)}${bar(966)}${vignette(1200, 0.2)}`;
    },
  },
  {
    file: 'framed.jpg',
    description: 'Framed print: black wooden frame with a white mat around a photo of a raccoon among green leaves, on a sideboard',
    height: 1200,
    svg: () => `${wall('#e4e0d8', 1200, 12)}
      ${framedPhoto(470, 120, 660, 800, (x, y, w, h) => photo('raccoon', x, y, w, h, [0.6, 0.5]), { moulding: 34, mat: 78 })}
      ${sideboard(180, 960, 1240, 300, '#c9a27a')}${vase(1310, 944, '#5c7a89')}${vignette(1200)}`,
  },
  {
    file: 'acrylic.jpg',
    description: 'Acrylic glass print: the Hubble deep field behind glossy acrylic with a light reflection and steel wall spacers',
    height: 1200,
    svg: () => `${wall('#dfe3e6', 1200, 13)}${acrylicPanel(300, 200, 1000, 750, 'hubble-deep-field')}${vignette(1200)}`,
  },
  {
    file: 'aluminium.jpg',
    description: 'Aluminium composite print: an espresso cup on a wooden bar, printed on a thin panel floating off the wall',
    height: 1200,
    svg: () => `${wall('#d9d4cc', 1200, 14)}${aluminiumPanel(330, 210, 940, 640, 'coffee', [0.5, 0.45])}${floor(1080, 120, '#8b5e3c')}${vignette(1200)}`,
  },
  {
    file: 'photo-prints.jpg',
    description: 'Photo prints: scattered prints with white borders (portraits, pets, coffee, a rocket) on a wooden table',
    height: 1200,
    svg: () => `${wood(0, 0, WIDTH, 1200, '#b78b5e', { boards: 6 })}
      ${print(330, 330, 460, 340, -9, 'coffee')}${print(1250, 290, 460, 340, 7, 'rocket')}${print(820, 240, 400, 300, 3, 'chelsea', [0.55, 0.45])}
      ${print(380, 830, 330, 420, 6, 'grace-hopper', [0.5, 0.4])}${print(1230, 850, 460, 340, -5, 'raccoon', [0.6, 0.5])}
      ${print(810, 700, 440, 440, -3, 'astronaut', [0.4, 0.45])}${print(1400, 620, 250, 330, 12, 'camera', [0.45, 0.4])}${vignette(1200, 0.3)}`,
  },
  {
    file: 'wallpaper.jpg',
    description: 'Photo wallpaper: a whole wall covered with a raccoon among palm leaves, armchair and lamp in front',
    height: 900,
    svg: () => {
      const chair = linear([[0, '#c9ada7'], [1, '#8a6f6a']]);
      const lampShade = linear([[0, '#fff8e7'], [1, '#e9dcc0']]);
      const roomLight = radial([[0, '#ffffff', 0.12], [0.6, '#ffffff', 0], [1, '#000000', 0.3]], 0.3, 0.25, 0.9);
      return `${photo('raccoon', 0, 0, WIDTH, 790, [0.5, 0.45])}<defs>${chair.def}${lampShade.def}${roomLight.def}</defs>
        <rect width="${WIDTH}" height="790" fill="url(#${roomLight.id})"/>
        ${floor(790, 110, '#a47551')}
        ${blurred('<ellipse cx="560" cy="850" rx="260" ry="30" fill="#000"/>', 14, 0.5)}
        <rect x="340" y="560" width="440" height="260" rx="60" fill="url(#${chair.id})"/><rect x="300" y="620" width="100" height="200" rx="40" fill="#b5958f"/>
        <rect x="720" y="620" width="100" height="200" rx="40" fill="#9a7d77"/><rect x="400" y="700" width="320" height="80" rx="24" fill="#d8c2bc"/>
        <rect x="380" y="818" width="12" height="40" fill="#3d2b1f"/><rect x="728" y="818" width="12" height="40" fill="#3d2b1f"/>
        ${blurred('<ellipse cx="1190" cy="862" rx="90" ry="14" fill="#000"/>', 8, 0.5)}
        <rect x="1186" y="420" width="8" height="440" fill="#343a40"/><ellipse cx="1190" cy="860" rx="60" ry="10" fill="#343a40"/>
        <path d="M1120 330 L1260 330 L1290 440 L1090 440Z" fill="url(#${lampShade.id})"/>${vignette(900, 0.25)}`;
    },
  },
  {
    file: 'collage.jpg',
    description: 'Photo collage: one canvas split into a grid of nine photos (portraits, pets, coffee, a rocket, the night sky)',
    height: 1200,
    svg: () => {
      const cells: [PhotoName, [number, number]?][] = [
        ['chelsea', [0.55, 0.45]], ['rocket'], ['grace-hopper', [0.5, 0.35]],
        ['coffee'], ['astronaut', [0.35, 0.3]], ['raccoon', [0.6, 0.5]],
        ['hubble-deep-field'], ['camera', [0.45, 0.35]], ['chelsea', [0.3, 0.5]],
      ];
      const [x, y, size, gap] = [410, 170, 780, 12];
      const cell = (size - 2 * gap) / 3;
      const grid = cells.map(([name, focus], index) => photo(name, x + (index % 3) * (cell + gap), y + Math.floor(index / 3) * (cell + gap), cell, cell, focus)).join('');
      return `${wall('#efe9e1', 1200, 15)}${shadow(x, y, size, size, 1.3)}<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#ffffff"/>${grid}
        <rect x="${x + size}" y="${y}" width="26" height="${size}" fill="#000" opacity="0.12"/>${floor(1080, 120, '#a47551')}${vignette(1200)}`;
    },
  },
  {
    file: 'photobox.jpg',
    description: 'Photo box: open linen box with a stack of prints (a cat on top) and the lid beside it, on a wooden table',
    height: 1200,
    svg: () => {
      const inside = linear([[0, '#000000', 0.35], [0.12, '#000000', 0], [0.9, '#000000', 0], [1, '#000000', 0.2]]);
      return `${wood(0, 0, WIDTH, 1200, '#c39b77', { boards: 6, seed: 31 })}<defs>${inside.def}</defs>
        ${shadow(200, 230, 720, 760, 1.2)}${linen(200, 230, 720, 760, '#d6cfc4', 5, 8)}
        <rect x="236" y="266" width="648" height="688" fill="#f3efe8"/><rect x="236" y="266" width="648" height="688" fill="url(#${inside.id})"/>
        ${print(560, 605, 560, 420, 4, 'coffee')}${print(560, 615, 560, 420, -6, 'rocket')}${print(560, 610, 560, 420, 1, 'chelsea', [0.55, 0.45])}
        ${shadow(1000, 210, 460, 800, 0.8, 8)}<g transform="rotate(8 1230 610)">${linen(1000, 210, 460, 800, '#cfc7ba', 7, 8)}
        <rect x="1090" y="520" width="280" height="170" fill="#fbfaf6"/><rect x="1100" y="530" width="260" height="150" fill="none" stroke="#b8ad9b" stroke-width="2"/>
        ${flourish(1230, 598, 150, '#5b5141')}${text(1230, 645, '2026', 24, '#8a7f6d', { family: SANS, spacing: 4 })}</g>
        ${vignette(1200, 0.3)}`;
    },
  },
  {
    file: 'card-hero.jpg',
    description: 'Hero for the card channel: photo greeting cards (a cat, a raccoon, an astronaut), envelopes and a sprig of eucalyptus on a table',
    height: 900,
    svg: () => `${wood(0, 0, WIDTH, 900, '#e3d5c5', { boards: 4, seed: 41 })}
      ${envelope(160, 420, 520, 360, '#d8e2dc', -8)}${envelope(960, 120, 520, 360, '#f4d8cd', 6)}
      ${card(260, 150, 420, 560, '#fffdf8', `${photo('chelsea', 24, 24, 352, 400, [0.55, 0.45])}${flourish(200, 470, 160, '#5c4d3c')}`, -6)}
      ${card(700, 250, 420, 560, '#fffdf8', `${photo('raccoon', 24, 24, 352, 400, [0.6, 0.45])}${flourish(200, 470, 200, '#3a5a40')}`, 3)}
      ${card(1110, 360, 360, 480, '#fffdf8', `${photo('astronaut', 24, 24, 352, 420, [0.38, 0.4])}${star(200, 488, 16, '#33415c')}`, 9)}
      ${sprig(60, 140, 420, 20, '#8fa89b', 10)}${vignette(900, 0.28)}`,
  },
  {
    file: 'card.jpg',
    description: 'Folded greeting card standing open on a shelf, with a photo of a cat on the front',
    height: 1200,
    svg: () => {
      const clip = nextId('c');
      const inner = linear([[0, '#e8e2d8'], [1, '#d3cbbd']], 1, 0);
      const front = linear([[0, '#ffffff', 0], [1, '#000000', 0.1]], 1, 0);
      return `${wall('#eef0f2', 880, 16)}${wood(0, 860, WIDTH, 340, '#c9a27a', { boards: 2, seed: 43 })}<rect y="856" width="${WIDTH}" height="10" fill="#e5cfb4"/>
        <defs>${inner.def}${front.def}<clipPath id="${clip}"><path d="M820 240 L1150 300 L1150 880 L820 900Z"/></clipPath></defs>
        ${blurred('<path d="M450 890 L1150 880 L1240 930 L420 940Z" fill="#000"/>', 14, 0.45)}
        <path d="M480 300 L820 240 L820 900 L480 880Z" fill="url(#${inner.id})"/>
        <g transform="matrix(1 ${(-50 / 340).toFixed(4)} 0 1 0 ${(820 * 50) / 340})">${flourish(650, 590, 180, '#6d6875')}</g>
        <path d="M820 240 L1150 300 L1150 880 L820 900Z" fill="#fffdf8"/>
        <g clip-path="url(#${clip})"><g transform="matrix(1 ${(40 / 330).toFixed(4)} 0 1 0 ${(-820 * 40) / 330})">${photo('chelsea', 850, 300, 270, 400, [0.55, 0.45])}
        ${text(985, 770, 'Chelsea', 34, '#5c4d3c', { style: 'italic' })}</g><rect x="820" y="240" width="330" height="660" fill="url(#${front.id})"/></g>${vignette(1200)}`;
    },
  },
  {
    file: 'wedding.jpg',
    description: 'Wedding invitation: cream card with two gold rings and the names Anna & Ben, with a ribbon, on a light table',
    height: 1200,
    svg: () => `${wood(0, 0, WIDTH, 1200, '#efe4d6', { boards: 5, seed: 51 })}${envelope(880, 520, 560, 400, '#e3d5ca', 12)}
      ${card(360, 170, 560, 784, '#fffdf7', `<rect x="24" y="24" width="352" height="512" fill="none" stroke="#c9a227" stroke-width="3"/>
        <circle cx="175" cy="190" r="52" fill="none" stroke="#c9a227" stroke-width="12"/><circle cx="235" cy="190" r="52" fill="none" stroke="#d4af37" stroke-width="12"/>
        ${text(200, 340, 'Anna &amp; Ben', 44, '#6d597a', { style: 'italic' })}${text(200, 395, '12 · 06 · 2026', 24, '#9a8c98', { family: SANS })}`, -4)}
      ${blurred('<path d="M100 1010 Q500 890 900 1090 T1600 990" stroke="#000" stroke-width="14" fill="none"/>', 6, 0.3)}
      <path d="M100 1000 Q500 880 900 1080 T1600 980" stroke="#e5989b" stroke-width="14" fill="none"/>
      ${sprig(1120, 220, 360, 150, '#9bb0a5', 9)}${vignette(1200, 0.25)}`,
  },
  {
    file: 'birth.jpg',
    description: 'Birth announcement: pastel card with moon and stars and the name Mila, beside a baby sock, on a light table',
    height: 1200,
    svg: () => `${wood(0, 0, WIDTH, 1200, '#e9edf0', { boards: 5, seed: 53 })}
      ${card(420, 150, 600, 840, '#e0f2f1', `<circle cx="200" cy="200" r="90" fill="#fff3b0"/><circle cx="235" cy="180" r="80" fill="#e0f2f1"/>
        ${star(90, 110, 18, '#ffd166')}${star(320, 300, 14, '#ffd166')}${star(110, 320, 10, '#ffd166')}${text(200, 420, 'Mila', 72, '#457b9d', { style: 'italic' })}
        ${text(200, 470, '3 420 g · 51 cm', 22, '#6c757d', { family: SANS })}`, 3)}
      ${blurred('<path d="M1190 715 L1270 715 L1270 875 Q1270 935 1210 935 L1140 935 Q1100 935 1110 895 Q1120 865 1190 855Z" fill="#000"/>', 8, 0.35)}
      ${linen(1180, 700, 80, 160, '#ffc8dd', 61, 8)}${linen(1100, 820, 160, 100, '#ffc8dd', 63, 40)}<rect x="1176" y="680" width="88" height="30" rx="8" fill="#ffafcc"/>
      ${vignette(1200, 0.25)}`,
  },
  {
    file: 'christmas.jpg',
    description: 'Christmas photo card: dark green card with a photo of a cat, a small gold tree and snowflakes, beside a pine branch and a red bauble',
    height: 1200,
    svg: () => {
      const bauble = radial([[0, '#ff6b6b'], [0.55, '#c1121f'], [1, '#6a040f']], 0.35, 0.3, 0.7);
      return `${wood(0, 0, WIDTH, 1200, '#8d6e63', { boards: 5, seed: 71 })}<defs>${bauble.def}</defs>
      ${card(400, 140, 600, 840, '#1b4332', `<rect x="40" y="40" width="320" height="300" fill="#f1faee"/>${photo('chelsea', 50, 50, 300, 280, [0.55, 0.45])}
        <path d="M200 362 L224 420 L176 420Z" fill="#d4af37"/><path d="M200 350 L218 392 L182 392Z" fill="#e9c46a"/>${star(200, 350, 9, '#ffe066')}${snowflake(60, 400, 16)}${snowflake(340, 400, 16)}
        ${star(150, 462, 10, '#e9c46a')}${star(200, 458, 14, '#e9c46a')}${star(250, 462, 10, '#e9c46a')}${text(200, 510, 'Anna, Ben &amp; Chelsea', 20, '#d8f3dc', { family: SANS })}`, -3)}
      ${blurred('<circle cx="1255" cy="785" r="80" fill="#000"/>', 12, 0.45)}<circle cx="1240" cy="760" r="80" fill="url(#${bauble.id})"/><rect x="1226" y="664" width="28" height="22" fill="#d4af37"/>
      ${sprig(1040, 260, 480, -18, '#2d6a4f', 14)}${vignette(1200, 0.3)}`;
    },
  },
  {
    file: 'birthday.jpg',
    description: 'Birthday photo card: big number 30 over a portrait of an astronaut, with confetti on a sunny yellow card',
    height: 1200,
    svg: () => `${wood(0, 0, WIDTH, 1200, '#f1e3d3', { boards: 5, seed: 81 })}
      ${card(480, 150, 600, 840, '#ffd166', `${photo('astronaut', 30, 30, 340, 340, [0.38, 0.4])}${text(200, 470, '30', 120, '#ef476f', { family: SANS, weight: 'bold' })}
        ${text(200, 530, 'Eileen', 26, '#073b4c', { family: SANS })}`, 4)}
      ${Array.from({ length: 24 }, (_, index) => `<rect x="${80 + ((index * 137) % 1460)}" y="${60 + ((index * 89) % 1080)}" width="${10 + (index % 3) * 4}" height="${18 + (index % 2) * 6}" fill="${['#ef476f', '#118ab2', '#06d6a0', '#ffd166'][index % 4]}" transform="rotate(${index * 37} ${80 + ((index * 137) % 1460)} ${60 + ((index * 89) % 1080)})"/>`).join('')}
      ${vignette(1200, 0.25)}`,
  },
  {
    file: 'calendar.jpg',
    description: 'Wall calendar with spiral binding: photo of a raccoon on top, month grid below',
    height: 1200,
    svg: () => {
      const days = Array.from({ length: 35 }, (_, index) => {
        const x = 470 + (index % 7) * 96;
        const y = 790 + Math.floor(index / 7) * 56;
        const day = index - 2;
        return day >= 1 && day <= 31 ? `${text(x + 40, y + 34, String(day), 24, index % 7 === 6 ? '#e63946' : '#343a40', { family: SANS })}` : '';
      }).join('');
      const ring = linear([[0, '#f1f3f5'], [0.5, '#868e96'], [1, '#495057']], 1, 0);
      const sheen = linear([[0, '#ffffff', 0.06], [1, '#000000', 0.06]], 1, 1);
      const rings = Array.from({ length: 16 }, (_, index) => `<rect x="${470 + index * 44}" y="112" width="10" height="40" rx="5" fill="url(#${ring.id})"/>`).join('');
      return `${wall('#eceae4', 1200, 17)}<defs>${ring.def}${sheen.def}</defs>${shadow(440, 130, 720, 1000, 0.9)}
        <rect x="440" y="130" width="720" height="1000" fill="#ffffff"/>${photo('raccoon', 440, 150, 720, 540, [0.6, 0.5])}
        ${text(800, 760, '07 · 2026', 40, '#212529', { family: SANS, weight: 'bold' })}${days}${rings}
        <rect x="440" y="130" width="720" height="1000" fill="url(#${sheen.id})"/>
        <circle cx="800" cy="72" r="10" fill="#495057"/><path d="M700 130 L800 72 L900 130" stroke="#495057" stroke-width="3" fill="none"/>${vignette(1200)}`;
    },
  },
  {
    file: 'photobook.jpg',
    description: 'Open photo book: double page with a large photo of an espresso and two smaller photos of a cat and a rocket launch',
    height: 1200,
    svg: () => openPhotobook('#2f3e46', 91, ['coffee', [0.45, 0.45]], ['chelsea', [0.55, 0.45]], ['rocket', [0.55, 0.55]]),
  },
  {
    file: 'photobook-family.jpg',
    description: 'Open family photo book: double page with a large portrait of Grace Hopper and two smaller photos of a cat and an astronaut',
    height: 1200,
    svg: () => openPhotobook('#9c6644', 93, ['grace-hopper', [0.5, 0.35]], ['chelsea', [0.55, 0.45]], ['astronaut', [0.38, 0.4]]),
  },
  {
    file: 'photobook-travel.jpg',
    description: 'Open travel photo book: double page with a large photo of a rocket launch and two smaller photos of the night sky and a raccoon',
    height: 1200,
    svg: () => openPhotobook('#1d3557', 95, ['rocket', [0.56, 0.55]], ['hubble-deep-field', [0.5, 0.5]], ['raccoon', [0.6, 0.45]]),
  },
  {
    file: 'guestbook.jpg',
    description: 'Wedding guest book: linen-bound book with the names Anna & Ben, a pen and a sprig of dried eucalyptus',
    height: 1200,
    svg: () => {
      const pen = linear([[0, '#495057'], [0.5, '#212529'], [1, '#000000']], 0, 1);
      return `${wood(0, 0, WIDTH, 1200, '#d8c3a5', { boards: 5, seed: 101 })}<defs>${pen.def}</defs>
        ${shadow(420, 200, 760, 820, 1.2)}${linen(420, 200, 760, 820, '#a3b18a', 9, 12)}
        <rect x="420" y="200" width="46" height="820" fill="#000" opacity="0.12"/><rect x="466" y="200" width="3" height="820" fill="#ffffff" opacity="0.15"/>
        <rect x="560" y="420" width="500" height="300" fill="none" stroke="#f1faee" stroke-width="4"/>
        ${text(810, 560, 'Anna &amp; Ben', 62, '#f8f9f3', { style: 'italic' })}${text(810, 640, '2026', 34, '#f1faee', { family: SANS, spacing: 6 })}
        ${blurred('<line x1="1250" y1="990" x2="1510" y2="430" stroke="#000" stroke-width="18"/>', 8, 0.4)}
        <line x1="1240" y1="980" x2="1500" y2="420" stroke="url(#${pen.id})" stroke-width="18" stroke-linecap="round"/>
        <line x1="1480" y1="462" x2="1500" y2="420" stroke="#d4af37" stroke-width="18" stroke-linecap="round"/>
        ${sprig(120, 1000, 420, -70, '#a8a77a', 11)}${vignette(1200, 0.28)}`;
    },
  },
  {
    file: 'envelopes.jpg',
    description: 'Coloured envelopes fanned out with a photo card of an espresso peeking from the top one',
    height: 1200,
    svg: () => {
      const colors = ['#e9c46a', '#f4a261', '#e76f51', '#2a9d8f', '#a8dadc', '#f1faee'];
      const fan = colors.map((color, index) => envelope(300 + index * 90, 380 + index * 40, 720, 500, color, -18 + index * 7)).join('');
      return `${wood(0, 0, WIDTH, 1200, '#cdb79e', { boards: 5, seed: 111 })}${fan}
        ${card(830, 330, 420, 300, '#fffdf8', `${photo('coffee', 18, 18, 364, 230, [0.5, 0.4])}${flourish(200, 268, 120, '#5c4d3c')}`, 12)}
        ${envelope(750, 560, 720, 500, '#f8edeb', 17)}${vignette(1200, 0.28)}`;
    },
  },
];

const LOGOS: { file: string; description: string; svg: string }[] = [
  {
    file: 'logo-poster.svg',
    description: 'Logo of the poster channel ("Posterly", framed P mark)',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="Posterly">
  <rect x="2" y="2" width="44" height="44" rx="6" fill="#22223b"/><rect x="9" y="9" width="30" height="30" rx="2" fill="none" stroke="#f2e9e4" stroke-width="3"/>
  <path d="M18 34 V14 h7 a6 6 0 0 1 0 12 h-7" fill="none" stroke="#f4a261" stroke-width="4" stroke-linejoin="round"/>
  <text x="56" y="33" font-family="${SANS}" font-size="26" font-weight="bold" fill="#22223b">Posterly</text>
</svg>
`,
  },
  {
    file: 'logo-card.svg',
    description: 'Logo of the card channel ("Carta & Co.", folded card mark)',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="Carta &amp; Co.">
  <path d="M4 10 L24 4 L24 44 L4 40Z" fill="#e5989b"/><path d="M24 4 L44 10 L44 40 L24 44Z" fill="#b5838d"/>
  <text x="54" y="33" font-family="${SERIF}" font-size="26" font-style="italic" fill="#6d6875">Carta &amp; Co.</text>
</svg>
`,
  },
];

const ICON_PATHS: Record<string, string> = {
  truck: '<path d="M3 6h11v10H3z"/><path d="M14 9h4l3 3v4h-7z"/><circle cx="7" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  leaf: '<path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15z"/><path d="M5 19l8-8"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  heart: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>',
};

const ICON_MEANINGS: Record<string, string> = {
  truck: 'fast delivery',
  star: 'customer ratings',
  shield: 'guarantee / secure payment',
  leaf: 'sustainable production',
  clock: 'production time',
  heart: 'made with care',
};

function iconSvg(paths: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>\n`;
}

// ---------- output ----------

/** Lowers the quality only when a scene would not fit the size budget. */
async function renderJpeg(svg: string): Promise<{ buffer: Buffer; quality: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  for (let quality = START_QUALITY; quality >= 50; quality -= 4) {
    const buffer = await sharp(png).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (buffer.byteLength <= MAX_JPEG_BYTES) return { buffer, quality };
  }
  throw new Error('scene does not fit the JPEG size budget');
}

/** Writes only what changed, so an unchanged asset keeps its file untouched. */
function writeIfChanged(file: string, content: string | Buffer): void {
  const target = path.join(assetsDir, file);
  if (fs.existsSync(target) && fs.readFileSync(target).equals(Buffer.from(content))) return;
  fs.writeFileSync(target, content);
}

async function main() {
  const only = process.argv.slice(2);
  await loadPhotos();
  const readmeLines: string[] = [];

  for (const scene of scenes) {
    idCounter = 0;
    usedPhotos.clear();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${scene.height}" viewBox="0 0 ${WIDTH} ${scene.height}">${scene.svg()}</svg>`;
    const used = [...usedPhotos].sort();
    readmeLines.push(`- \`${scene.file}\` (${WIDTH}x${scene.height}): ${scene.description}${used.length ? ` (photos: ${used.join(', ')})` : ''}`);
    if (only.length > 0 && !only.includes(scene.file)) continue;
    const { buffer, quality } = await renderJpeg(svg);
    writeIfChanged(scene.file, buffer);
    console.log(`${scene.file}: ${Math.round(buffer.byteLength / 1024)} KB at quality ${quality}`);
  }
  for (const logo of LOGOS) {
    writeIfChanged(logo.file, logo.svg);
    readmeLines.push(`- \`${logo.file}\`: ${logo.description}`);
  }
  for (const [name, paths] of Object.entries(ICON_PATHS)) {
    writeIfChanged(`icon-${name}.svg`, iconSvg(paths));
    readmeLines.push(`- \`icon-${name}.svg\` (24x24, stroke uses currentColor): USP icon "${name}", ${ICON_MEANINGS[name]}`);
  }

  const readme = `# Assets of the embedded backend

Generated by \`backend/scripts/generate-assets.ts\` (\`npm run assets:generate\`, or
\`npm run assets:generate -- canvas.jpg\` for one scene) after changing a scene or a photo; commit the
output. The same sources give byte-identical files. Served as \`GET /a/{file}\` and resizable through
\`/cdn-cgi/image/{options}/a/{file}\`.

The product images are mock-ups rendered around real photographs from \`photos/\`: public domain or
CC0 pictures that Debian packages ship, each listed with its package, original path and licence in
\`photos/SOURCES.md\`. A new photo needs an entry there (a test checks it) and a name in \`PHOTO_FILES\`.

In story files write \`"filename": "{{assets}}/{file}"\`; the backend replaces \`{{assets}}\` with
\`{BACKEND_PUBLIC_URL}/a\` when it loads the content.

${readmeLines.join('\n')}

Design thumbnails for the motifs that no photo above shows, drawn by
\`backend/scripts/generate-motif-art.ts\` from \`backend/catalog/data/motif-art.ts\` (1200x1200 SVG):

${Object.entries(MOTIF_ART)
  .map(([motif, art]) => `- \`motif-${motif}.svg\`: ${art?.description ?? ''}`)
  .join('\n')}
`;
  writeIfChanged('README.md', readme);
}

await main();
