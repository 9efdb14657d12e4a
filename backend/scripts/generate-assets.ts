/**
 * Renders the placeholder photos, logos and icons in backend/assets/ from SVG compositions.
 * Run once after changing a scene and commit the output:
 *   /work/main/node_modules/.bin/node backend/scripts/generate-assets.ts
 * Scenes are flat shapes and gradients (no noise), which keeps 1600px JPEGs well under 60 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const MAX_JPEG_BYTES = 60 * 1024;
const WIDTH = 1600;
const SANS = "'DejaVu Sans', sans-serif";
const SERIF = "'DejaVu Serif', serif";

let idCounter = 0;
const nextId = (prefix: string) => `${prefix}${(idCounter += 1)}`;

// ---------- primitives ----------

function linear(stops: string[], vertical = true): { id: string; def: string } {
  const id = nextId('g');
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops.map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`).join('');
  return { id, def: `<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>` };
}

function radial(inner: string, outer: string): { id: string; def: string } {
  const id = nextId('r');
  return { id, def: `<radialGradient id="${id}" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>` };
}

function shadow(x: number, y: number, w: number, h: number, blur = 18, opacity = 0.35, offset = 14): string {
  const id = nextId('s');
  return `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>
    <rect x="${x + offset * 0.4}" y="${y + offset}" width="${w}" height="${h}" fill="#000" opacity="${opacity}" filter="url(#${id})"/>`;
}

/** Places a scene drawn in its own coordinates into a box, cropping like object-fit: cover. */
function place(x: number, y: number, w: number, h: number, art: Art): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${art.w} ${art.h}" preserveAspectRatio="xMidYMid slice">${art.svg}</svg>`;
}

type Art = { w: number; h: number; svg: string };
type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; mid: string; near: string; water: string };

const PALETTES: Record<string, Palette> = {
  dusk: { skyTop: '#2b3a67', skyBottom: '#f4a261', sun: '#ffe8a3', far: '#6d597a', mid: '#4a4e69', near: '#22223b', water: '#e9c46a' },
  alpine: { skyTop: '#7fb7e6', skyBottom: '#e8f4fb', sun: '#fffbe6', far: '#9db4c0', mid: '#5c6b73', near: '#2f3e46', water: '#8ecae6' },
  forest: { skyTop: '#a8dadc', skyBottom: '#f1faee', sun: '#fff3b0', far: '#95b8a3', mid: '#52796f', near: '#2d4739', water: '#84a98c' },
  desert: { skyTop: '#f6bd60', skyBottom: '#f7ede2', sun: '#fffaf0', far: '#e5989b', mid: '#b56576', near: '#6d3b47', water: '#f5cac3' },
  nordic: { skyTop: '#355070', skyBottom: '#b8c0ff', sun: '#f1f1f1', far: '#8d99ae', mid: '#4f5d75', near: '#2d3142', water: '#adb5bd' },
};

function mountains(palette: Palette): Art {
  const sky = linear([palette.skyTop, palette.skyBottom]);
  const lake = linear([palette.water, palette.near]);
  return {
    w: 300,
    h: 200,
    svg: `<defs>${sky.def}${lake.def}</defs>
      <rect width="300" height="200" fill="url(#${sky.id})"/>
      <circle cx="215" cy="62" r="22" fill="${palette.sun}" opacity="0.9"/>
      <path d="M0 130 L55 70 L95 110 L150 48 L205 105 L245 78 L300 118 L300 200 L0 200Z" fill="${palette.far}"/>
      <path d="M0 150 L40 118 L90 142 L140 100 L190 140 L250 112 L300 146 L300 200 L0 200Z" fill="${palette.mid}"/>
      <rect y="160" width="300" height="40" fill="url(#${lake.id})" opacity="0.85"/>
      <path d="M0 162 Q75 156 150 163 T300 160" stroke="${palette.sun}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
  };
}

function seascape(palette: Palette): Art {
  const sky = linear([palette.skyTop, palette.skyBottom]);
  const sea = linear([palette.water, palette.mid]);
  return {
    w: 300,
    h: 200,
    svg: `<defs>${sky.def}${sea.def}</defs>
      <rect width="300" height="200" fill="url(#${sky.id})"/>
      <circle cx="90" cy="96" r="26" fill="${palette.sun}"/>
      <rect y="110" width="300" height="90" fill="url(#${sea.id})"/>
      <path d="M20 128 Q40 124 60 128 M150 140 Q175 135 200 140 M60 160 Q90 155 120 160 M210 172 Q240 167 270 172" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.55"/>
      <path d="M200 106 L200 72 L224 104Z" fill="#ffffff"/><path d="M188 108 L228 108 L222 114 L194 114Z" fill="${palette.near}"/>
      <path d="M0 200 L0 170 Q60 160 110 182 Q150 196 170 200Z" fill="#e9d8a6"/>`,
  };
}

function abstractCircles(colors: string[]): Art {
  const [a = '#e76f51', b = '#2a9d8f', c = '#e9c46a', d = '#264653'] = colors;
  return {
    w: 200,
    h: 260,
    svg: `<rect width="200" height="260" fill="#f4efe6"/>
      <circle cx="70" cy="90" r="58" fill="${a}" opacity="0.9"/>
      <circle cx="135" cy="150" r="48" fill="${b}" opacity="0.85"/>
      <rect x="40" y="170" width="90" height="52" fill="${c}" opacity="0.9"/>
      <path d="M20 240 Q100 200 180 240" stroke="${d}" stroke-width="6" fill="none"/>`,
  };
}

function botanical(stem: string, leaf: string, background: string): Art {
  const leaves = [-50, -20, 15, 45, -35, 30]
    .map((angle, index) => `<ellipse cx="100" cy="${200 - index * 26}" rx="12" ry="34" fill="${leaf}" opacity="0.9" transform="rotate(${angle} 100 ${200 - index * 26}) translate(${angle > 0 ? 22 : -22} 0)"/>`)
    .join('');
  return {
    w: 200,
    h: 260,
    svg: `<rect width="200" height="260" fill="${background}"/><path d="M100 250 Q96 150 104 40" stroke="${stem}" stroke-width="4" fill="none"/>${leaves}`,
  };
}

function skyline(palette: Palette): Art {
  const sky = linear([palette.skyTop, palette.skyBottom]);
  const buildings = [
    [0, 120, 34], [36, 90, 28], [66, 130, 40], [108, 70, 30], [140, 104, 36], [178, 60, 26], [206, 112, 40], [248, 84, 30], [280, 124, 20],
  ]
    .map(([x = 0, top = 0, width = 0], index) => `<rect x="${x}" y="${top}" width="${width}" height="${200 - top}" fill="${index % 2 ? palette.mid : palette.near}"/>`)
    .join('');
  const windows = Array.from({ length: 28 }, (_, index) => {
    const x = 8 + ((index * 37) % 280);
    const y = 130 + ((index * 23) % 56);
    return `<rect x="${x}" y="${y}" width="4" height="6" fill="${palette.sun}" opacity="0.8"/>`;
  }).join('');
  return { w: 300, h: 200, svg: `<defs>${sky.def}</defs><rect width="300" height="200" fill="url(#${sky.id})"/><circle cx="60" cy="50" r="16" fill="${palette.sun}"/>${buildings}${windows}` };
}

function people(background: string, shirt: string, count = 2): Art {
  const figures = Array.from({ length: count }, (_, index) => {
    const x = 300 / (count + 1) * (index + 1);
    const scale = index === count - 1 && count > 2 ? 0.7 : 1;
    return `<g transform="translate(${x} ${200 - 30 * (1 - scale)}) scale(${scale})">
      <ellipse cx="0" cy="-12" rx="46" ry="60" fill="${index % 2 ? shirt : '#3d5a80'}"/>
      <circle cx="0" cy="-98" r="28" fill="#e0b497"/>
      <path d="M-28 -104 Q0 -140 28 -104 Q22 -122 0 -126 Q-22 -122 -28 -104Z" fill="${index % 2 ? '#6b4226' : '#2b2118'}"/>
    </g>`;
  }).join('');
  const sky = radial('#ffffff', background);
  return { w: 300, h: 200, svg: `<defs>${sky.def}</defs><rect width="300" height="200" fill="url(#${sky.id})"/>${figures}` };
}

// ---------- objects ----------

function woodTable(y: number, height: number, tone = '#c8a27a'): string {
  // A translucent dark overlay keeps light tables light instead of fading them all to one brown.
  const wood = linear(['#00000000', '#00000040']);
  const grain = Array.from({ length: 9 }, (_, index) => {
    const lineY = y + 20 + index * (height / 9);
    return `<path d="M0 ${lineY} Q400 ${lineY - 8} 800 ${lineY + 4} T1600 ${lineY - 2}" stroke="#7a5536" stroke-width="2" fill="none" opacity="0.25"/>`;
  }).join('');
  return `<defs>${wood.def}</defs><rect y="${y}" width="${WIDTH}" height="${height}" fill="${tone}"/>
    <rect y="${y}" width="${WIDTH}" height="${height}" fill="url(#${wood.id})"/>${grain}`;
}

function wall(top: string, bottom: string, height: number): string {
  const gradient = linear([top, bottom]);
  const light = radial('#ffffff', top);
  return `<defs>${gradient.def}${light.def}</defs><rect width="${WIDTH}" height="${height}" fill="url(#${gradient.id})"/>
    <ellipse cx="${WIDTH * 0.3}" cy="${height * 0.2}" rx="${WIDTH * 0.5}" ry="${height * 0.6}" fill="url(#${light.id})" opacity="0.35"/>`;
}

function floor(y: number, height: number, color = '#b08968'): string {
  const gradient = linear([color, '#7f5539']);
  return `<defs>${gradient.def}</defs><rect y="${y}" width="${WIDTH}" height="${height}" fill="url(#${gradient.id})"/>
    <rect y="${y}" width="${WIDTH}" height="10" fill="#fff" opacity="0.5"/>`;
}

function sofa(x: number, y: number, w: number, color = '#5e7a8a'): string {
  return `${shadow(x, y + 40, w, 150, 20, 0.3, 20)}
    <rect x="${x}" y="${y}" width="${w}" height="120" rx="26" fill="${color}"/>
    <rect x="${x - 30}" y="${y + 50}" width="70" height="150" rx="24" fill="${color}"/>
    <rect x="${x + w - 40}" y="${y + 50}" width="70" height="150" rx="24" fill="${color}"/>
    <rect x="${x + 20}" y="${y + 90}" width="${w - 40}" height="90" rx="18" fill="${color}" opacity="0.92"/>
    <rect x="${x + 40}" y="${y + 30}" width="110" height="90" rx="18" fill="#e9c46a" transform="rotate(-8 ${x + 95} ${y + 75})"/>
    <rect x="${x + w - 160}" y="${y + 30}" width="110" height="90" rx="18" fill="#f4f1de" transform="rotate(7 ${x + w - 105} ${y + 75})"/>
    <rect x="${x + 10}" y="${y + 200}" width="14" height="30" fill="#3d2b1f"/><rect x="${x + w - 24}" y="${y + 200}" width="14" height="30" fill="#3d2b1f"/>`;
}

function plant(x: number, y: number, scale = 1): string {
  const leaves = [-60, -35, -10, 15, 40, 65]
    .map((angle) => `<ellipse cx="0" cy="-90" rx="22" ry="80" fill="#40916c" transform="rotate(${angle})" opacity="0.95"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}
    <ellipse cx="0" cy="-60" rx="16" ry="60" fill="#2d6a4f" transform="rotate(-20)"/>
    <path d="M-60 0 L60 0 L48 110 L-48 110Z" fill="#d4a373"/><rect x="-66" y="-8" width="132" height="16" rx="6" fill="#bc8a5f"/></g>`;
}

function sideboard(x: number, y: number, w: number): string {
  return `${shadow(x, y, w, 170, 16, 0.3, 18)}<rect x="${x}" y="${y}" width="${w}" height="170" rx="6" fill="#e9edc9"/>
    <rect x="${x + 16}" y="${y + 18}" width="${w / 2 - 24}" height="134" rx="4" fill="#ccd5ae"/>
    <rect x="${x + w / 2 + 8}" y="${y + 18}" width="${w / 2 - 24}" height="134" rx="4" fill="#ccd5ae"/>
    <rect x="${x + 30}" y="${y + 170}" width="10" height="40" fill="#6c584c"/><rect x="${x + w - 40}" y="${y + 170}" width="10" height="40" fill="#6c584c"/>`;
}

function vase(x: number, y: number): string {
  return `<path d="M${x - 26} ${y} Q${x - 40} ${y - 60} ${x - 14} ${y - 90} L${x + 14} ${y - 90} Q${x + 40} ${y - 60} ${x + 26} ${y}Z" fill="#e07a5f"/>
    <path d="M${x} ${y - 90} Q${x - 30} ${y - 170} ${x - 60} ${y - 200} M${x} ${y - 90} Q${x + 10} ${y - 180} ${x + 40} ${y - 220}" stroke="#52796f" stroke-width="5" fill="none"/>
    <circle cx="${x - 60}" cy="${y - 204}" r="12" fill="#f2cc8f"/><circle cx="${x + 40}" cy="${y - 224}" r="12" fill="#f2cc8f"/>`;
}

function framed(x: number, y: number, w: number, h: number, art: Art, options: { frame?: string; mat?: number; width?: number } = {}): string {
  const frameColor = options.frame ?? '#2b2b2b';
  const border = options.width ?? Math.max(14, Math.round(w * 0.045));
  const mat = options.mat ?? Math.round(w * 0.09);
  return `${shadow(x, y, w, h)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frameColor}"/>
    <rect x="${x + border}" y="${y + border}" width="${w - 2 * border}" height="${h - 2 * border}" fill="#fbfaf7"/>
    ${place(x + border + mat, y + border + mat, w - 2 * (border + mat), h - 2 * (border + mat), art)}
    <rect x="${x + border + mat}" y="${y + border + mat}" width="${w - 2 * (border + mat)}" height="${h - 2 * (border + mat)}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-opacity="0.15" stroke-width="3"/>`;
}

function canvasPrint(x: number, y: number, w: number, h: number, art: Art, depth = 26): string {
  return `${shadow(x, y, w + depth, h, 22, 0.4, 18)}
    <path d="M${x + w} ${y} L${x + w + depth} ${y + depth * 0.6} L${x + w + depth} ${y + h + depth * 0.2} L${x + w} ${y + h}Z" fill="#000" opacity="0.55"/>
    ${place(x, y, w, h, art)}
    <path d="M${x + w} ${y} L${x + w + depth} ${y + depth * 0.6} L${x + w + depth} ${y + h + depth * 0.2} L${x + w} ${y + h}Z" fill="#000" opacity="0.35"/>`;
}

function glossy(x: number, y: number, w: number, h: number, opacity = 0.35): string {
  const gloss = linear(['#ffffff', '#ffffff00'], false);
  return `<defs>${gloss.def}</defs><path d="M${x} ${y} L${x + w * 0.45} ${y} L${x + w * 0.15} ${y + h} L${x} ${y + h}Z" fill="url(#${gloss.id})" opacity="${opacity}"/>`;
}

function photoPrint(cx: number, cy: number, w: number, h: number, angle: number, art: Art): string {
  const border = Math.round(w * 0.06);
  return `<g transform="rotate(${angle} ${cx} ${cy})">${shadow(cx - w / 2, cy - h / 2, w, h, 10, 0.3, 8)}
    <rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="#fdfdfb"/>
    ${place(cx - w / 2 + border, cy - h / 2 + border, w - 2 * border, h - 2 * border * 2.4, art)}</g>`;
}

function cardFront(x: number, y: number, w: number, h: number, background: string, inner: string, angle = 0): string {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow(x, y, w, h, 12, 0.3, 10)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${background}"/>
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 400 560">${inner}</svg></g>`;
}

function envelope(x: number, y: number, w: number, h: number, color: string, angle = 0): string {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow(x, y, w, h, 10, 0.28, 8)}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${color}"/>
    <path d="M${x} ${y} L${x + w / 2} ${y + h * 0.55} L${x + w} ${y}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
    <path d="M${x} ${y + h} L${x + w * 0.42} ${y + h * 0.45} M${x + w} ${y + h} L${x + w * 0.58} ${y + h * 0.45}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/></g>`;
}

function text(x: number, y: number, content: string, size: number, color: string, options: { family?: string; weight?: string; anchor?: string; style?: string } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${options.family ?? SERIF}" font-size="${size}" font-weight="${options.weight ?? 'normal'}" font-style="${options.style ?? 'normal'}" fill="${color}" text-anchor="${options.anchor ?? 'middle'}">${content}</text>`;
}

function heart(cx: number, cy: number, size: number, color: string): string {
  const s = size / 2;
  return `<path d="M${cx} ${cy + s * 0.9} C${cx - s * 1.6} ${cy - s * 0.2} ${cx - s * 0.8} ${cy - s * 1.4} ${cx} ${cy - s * 0.5} C${cx + s * 0.8} ${cy - s * 1.4} ${cx + s * 1.6} ${cy - s * 0.2} ${cx} ${cy + s * 0.9}Z" fill="${color}"/>`;
}

function snowflake(cx: number, cy: number, r: number, color = '#ffffff'): string {
  const arms = [0, 60, 120].map((angle) => `<line x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}" transform="rotate(${angle} ${cx} ${cy})"/>`).join('');
  return `<g stroke="${color}" stroke-width="${Math.max(2, r / 6)}" stroke-linecap="round">${arms}</g>`;
}

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${color}"/>`;
}

// ---------- scenes ----------

type Scene = { file: string; description: string; height: number; svg: () => string };

const scenes: Scene[] = [
  {
    file: 'poster-hero.jpg',
    description: 'Hero for the poster channel: large seascape poster above a light sideboard with a vase',
    height: 900,
    svg: () => `${wall('#f1ece4', '#ddd3c4', 760)}${floor(760, 140)}
      ${framed(430, 50, 740, 480, seascape(PALETTES.dusk!), { frame: '#3a3a3a', mat: 50 })}
      ${sideboard(380, 560, 840)}${vase(560, 560)}${plant(1370, 700, 1.1)}`,
  },
  {
    file: 'living-room.jpg',
    description: 'Living room: grey sofa under a wide mountain panorama canvas, plant on the side',
    height: 900,
    svg: () => `${wall('#e8eef0', '#cfd8dc', 760)}${floor(760, 140, '#a98467')}
      ${canvasPrint(360, 110, 860, 380, mountains(PALETTES.alpine!))}
      ${sofa(330, 540, 940)}${plant(150, 740, 1.2)}`,
  },
  {
    file: 'gallery-wall.jpg',
    description: 'Gallery wall: nine frames of mixed sizes (landscapes, botanicals, abstract art) on a sage wall',
    height: 900,
    svg: () => {
      const arts = [
        mountains(PALETTES.forest!), botanical('#2d6a4f', '#52b788', '#f1faee'), abstractCircles(['#e76f51', '#2a9d8f', '#e9c46a', '#264653']),
        skyline(PALETTES.nordic!), seascape(PALETTES.alpine!), botanical('#6b705c', '#a5a58d', '#fefae0'),
        abstractCircles(['#ffafcc', '#a2d2ff', '#cdb4db', '#3d405b']), mountains(PALETTES.desert!), people('#f2e9e4', '#c9ada7', 2),
      ];
      const boxes: [number, number, number, number][] = [
        [250, 70, 300, 380], [590, 70, 420, 280], [1050, 70, 300, 380], [250, 490, 300, 230], [590, 390, 420, 330],
        [1050, 490, 300, 230], [130, 260, 90, 130], [1380, 180, 110, 150], [1380, 370, 110, 150],
      ];
      const frames = boxes
        .map(([x, y, w, h], index) => framed(x, y, w, h, arts[index]!, { frame: ['#2b2b2b', '#c9a227', '#f5f5f5', '#8b5a2b'][index % 4], mat: Math.round(w * 0.08) }))
        .join('');
      return `${wall('#cad2c5', '#a7b5a0', 900)}${frames}`;
    },
  },
  {
    file: 'canvas.jpg',
    description: 'Canvas print: mountain lake at dusk on a stretcher frame, seen slightly from the side',
    height: 1200,
    svg: () => `${wall('#efeae2', '#d8cfc1', 1050)}${floor(1050, 150)}
      ${canvasPrint(290, 170, 960, 680, mountains(PALETTES.dusk!), 40)}${plant(1420, 1050, 1.1)}`,
  },
  {
    file: 'poster.jpg',
    description: 'Poster: city skyline print hanging from wooden poster hangers on a white wall',
    height: 1200,
    svg: () => `${wall('#f7f7f5', '#e4e2dd', 1200)}
      ${shadow(450, 150, 700, 940)}${place(450, 150, 700, 940, skyline(PALETTES.dusk!))}
      <rect x="430" y="130" width="740" height="36" rx="6" fill="#a47148"/><rect x="430" y="1076" width="740" height="36" rx="6" fill="#a47148"/>
      <path d="M640 130 L800 40 L960 130" stroke="#5c4033" stroke-width="4" fill="none"/><circle cx="800" cy="40" r="9" fill="#5c4033"/>`,
  },
  {
    file: 'framed.jpg',
    description: 'Framed poster: black wooden frame with white mat around a botanical print, on a sideboard',
    height: 1200,
    svg: () => `${wall('#f3efe9', '#e1d9cd', 980)}${floor(980, 220, '#c9b79c')}
      ${framed(470, 120, 660, 840, botanical('#2d6a4f', '#74c69d', '#f8f4ec'), { frame: '#1f1f1f', mat: 90 })}
      ${framed(1210, 620, 260, 340, abstractCircles(['#e07a5f', '#81b29a', '#f2cc8f', '#3d405b']), { frame: '#b08d57', mat: 26 })}`,
  },
  {
    file: 'acrylic.jpg',
    description: 'Acrylic glass print: glossy seascape panel with a light reflection and wall spacers',
    height: 1200,
    svg: () => `${wall('#e9ecef', '#ced4da', 1200)}
      ${shadow(300, 220, 1000, 700, 26, 0.45, 26)}${place(300, 220, 1000, 700, seascape(PALETTES.alpine!))}
      ${glossy(300, 220, 1000, 700, 0.45)}<rect x="300" y="220" width="1000" height="700" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
      ${[[330, 250], [1270, 250], [330, 890], [1270, 890]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#dee2e6" stroke="#adb5bd" stroke-width="3"/>`).join('')}`,
  },
  {
    file: 'aluminium.jpg',
    description: 'Aluminium composite print: alpine panorama on a thin brushed-metal panel floating off the wall',
    height: 1200,
    svg: () => {
      const metal = linear(['#dfe3e6', '#aab1b7', '#e9ecef'], false);
      return `${wall('#f1f3f5', '#dee2e6', 1200)}<defs>${metal.def}</defs>
        ${shadow(260, 260, 1080, 620, 30, 0.4, 34)}<rect x="252" y="252" width="1096" height="636" fill="url(#${metal.id})"/>
        ${place(260, 260, 1080, 620, mountains(PALETTES.nordic!))}`;
    },
  },
  {
    file: 'photo-prints.jpg',
    description: 'Photo prints: scattered prints with white borders (holiday, family, nature) on a wooden table',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#d4b48c')}
      ${photoPrint(420, 380, 420, 500, -9, seascape(PALETTES.dusk!))}${photoPrint(820, 520, 420, 500, 6, people('#f8edeb', '#e5989b', 3))}
      ${photoPrint(1210, 380, 420, 500, -4, mountains(PALETTES.forest!))}${photoPrint(620, 880, 420, 500, 12, skyline(PALETTES.nordic!))}
      ${photoPrint(1120, 900, 420, 500, -14, botanical('#40916c', '#95d5b2', '#f1faee'))}`,
  },
  {
    file: 'wallpaper.jpg',
    description: 'Photo wallpaper: a whole wall covered with a forest lake, armchair and lamp in front',
    height: 900,
    svg: () => `${place(0, 0, WIDTH, 760, mountains(PALETTES.forest!))}${floor(760, 140, '#cbb89d')}
      <rect x="1060" y="520" width="300" height="220" rx="40" fill="#d4a373"/><rect x="1030" y="600" width="60" height="160" rx="24" fill="#bc8a5f"/>
      <rect x="1330" y="600" width="60" height="160" rx="24" fill="#bc8a5f"/><rect x="1080" y="650" width="260" height="90" rx="20" fill="#ccd5ae"/>
      <line x1="300" y1="760" x2="300" y2="420" stroke="#333" stroke-width="8"/><path d="M230 420 L370 420 L330 330 L270 330Z" fill="#f4f1de"/>`,
  },
  {
    file: 'collage.jpg',
    description: 'Photo collage: one canvas split into a grid of nine family and holiday photos',
    height: 1200,
    svg: () => {
      const arts = [
        people('#fde2e4', '#fad2e1', 2), seascape(PALETTES.alpine!), mountains(PALETTES.dusk!), botanical('#2d6a4f', '#74c69d', '#f8f4ec'),
        people('#e2ece9', '#bee1e6', 3), skyline(PALETTES.dusk!), mountains(PALETTES.forest!), abstractCircles(['#f4a261', '#2a9d8f', '#e9c46a', '#264653']), seascape(PALETTES.nordic!),
      ];
      const tiles = arts
        .map((art, index) => place(360 + (index % 3) * 300, 170 + Math.floor(index / 3) * 290, 290, 280, art))
        .join('');
      return `${wall('#f6f1eb', '#e3d5ca', 1200)}${shadow(350, 160, 910, 880, 26, 0.4, 24)}<rect x="350" y="160" width="910" height="880" fill="#ffffff"/>${tiles}`;
    },
  },
  {
    file: 'photobox.jpg',
    description: 'Photo box: open linen box with a stack of prints and the lid leaning beside it',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#e6ccb2')}
      ${shadow(330, 330, 720, 560, 24, 0.4, 22)}<rect x="330" y="330" width="720" height="560" rx="10" fill="#b5838d"/>
      <rect x="370" y="370" width="640" height="480" rx="6" fill="#6d6875"/>
      ${photoPrint(690, 610, 560, 420, -3, mountains(PALETTES.alpine!))}${photoPrint(700, 600, 560, 420, 4, people('#ffe5d9', '#ffcad4', 2))}
      <g transform="rotate(14 1280 560)">${shadow(1110, 300, 340, 520, 20, 0.35, 18)}<rect x="1110" y="300" width="340" height="520" rx="10" fill="#e5989b"/>
      ${text(1280, 580, '2026', 54, '#ffffff', { family: SERIF, style: 'italic' })}</g>`,
  },
  {
    file: 'card-hero.jpg',
    description: 'Hero for the card channel: greeting cards, envelopes and a sprig of eucalyptus on a table',
    height: 900,
    svg: () => `${woodTable(0, 900, '#efe3d3')}
      ${envelope(160, 420, 460, 320, '#d8e2dc', -8)}${envelope(1020, 470, 460, 320, '#ffe5d9', 9)}
      ${cardFront(470, 130, 330, 462, '#fffaf3', `${heart(200, 210, 120, '#e5989b')}${text(200, 390, 'Anna &amp; Ben', 46, '#6d6875', { style: 'italic' })}`, -6)}
      ${cardFront(830, 170, 330, 462, '#f0efeb', `${star(200, 200, 90, '#e9c46a')}${text(200, 390, 'Mila', 64, '#264653', { family: SANS, weight: 'bold' })}`, 5)}
      <path d="M80 120 Q260 200 380 120" stroke="#84a98c" stroke-width="6" fill="none"/>
      ${[100, 160, 220, 280, 340].map((x, index) => `<ellipse cx="${x}" cy="${150 + (index % 2) * 26}" rx="26" ry="17" fill="#84a98c"/>`).join('')}`,
  },
  {
    file: 'card.jpg',
    description: 'Folded greeting card standing open on a shelf, with a photo on the front',
    height: 1200,
    svg: () => `${wall('#f8f9fa', '#e9ecef', 860)}<rect y="860" width="${WIDTH}" height="340" fill="#d6ccc2"/><rect y="860" width="${WIDTH}" height="18" fill="#f5ebe0"/>
      ${shadow(520, 260, 620, 620, 24, 0.35, 20)}
      <path d="M520 300 L820 250 L820 870 L520 860Z" fill="#f1ede6"/><path d="M820 250 L1120 300 L1120 860 L820 870Z" fill="#ffffff"/>
      ${place(860, 330, 220, 300, people('#f8edeb', '#e5989b', 2))}
      ${text(970, 720, 'Anna &amp; Ben', 40, '#6d6875', { style: 'italic' })}`,
  },
  {
    file: 'wedding.jpg',
    description: 'Wedding invitation: cream card with two gold rings and the names Anna & Ben, with a ribbon',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#f5ebe0')}${envelope(880, 520, 560, 400, '#e3d5ca', 12)}
      ${cardFront(360, 170, 560, 784, '#fffdf7', `<rect x="24" y="24" width="352" height="512" fill="none" stroke="#c9a227" stroke-width="3"/>
        <circle cx="175" cy="190" r="52" fill="none" stroke="#c9a227" stroke-width="12"/><circle cx="235" cy="190" r="52" fill="none" stroke="#d4af37" stroke-width="12"/>
        ${text(200, 340, 'Anna &amp; Ben', 44, '#6d597a', { style: 'italic' })}${text(200, 395, '12 · 06 · 2026', 24, '#9a8c98', { family: SANS })}`, -4)}
      <path d="M100 1000 Q500 880 900 1080 T1600 980" stroke="#e5989b" stroke-width="14" fill="none" opacity="0.8"/>`,
  },
  {
    file: 'birth.jpg',
    description: 'Birth announcement: pastel card with moon and stars, the name Mila and a baby sock beside it',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#edf2f4')}
      ${cardFront(420, 150, 600, 840, '#e0f2f1', `<circle cx="200" cy="200" r="90" fill="#fff3b0"/><circle cx="235" cy="180" r="80" fill="#e0f2f1"/>
        ${star(90, 110, 18, '#ffd166')}${star(320, 300, 14, '#ffd166')}${star(110, 320, 10, '#ffd166')}${text(200, 420, 'Mila', 72, '#457b9d', { style: 'italic' })}
        ${text(200, 470, '3 420 g · 51 cm', 22, '#6c757d', { family: SANS })}`, 3)}
      <path d="M1180 700 L1260 700 L1260 860 Q1260 920 1200 920 L1130 920 Q1090 920 1100 880 Q1110 850 1180 840Z" fill="#ffc8dd"/>
      <rect x="1176" y="680" width="88" height="30" rx="8" fill="#ffafcc"/>`,
  },
  {
    file: 'christmas.jpg',
    description: 'Christmas card: dark green card with a gold tree and snowflakes, pine branch and red bauble',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#8d6e63')}
      ${cardFront(400, 140, 600, 840, '#1b4332', `<path d="M200 90 L320 380 L80 380Z" fill="#d4af37"/><rect x="185" y="380" width="30" height="40" fill="#a47148"/>
        ${star(200, 86, 26, '#ffe066')}${snowflake(70, 120, 22)}${snowflake(330, 170, 18)}${snowflake(330, 330, 16)}${snowflake(70, 300, 20)}
        ${text(200, 500, 'Anna, Ben &amp; Mila', 30, '#f1faee', { style: 'italic' })}`, -3)}
      <circle cx="1240" cy="760" r="80" fill="#c1121f"/><rect x="1226" y="664" width="28" height="22" fill="#d4af37"/>
      <path d="M1040 260 L1500 120" stroke="#2d6a4f" stroke-width="12"/>
      ${Array.from({ length: 14 }, (_, index) => `<line x1="${1060 + index * 31}" y1="${254 - index * 9.4}" x2="${1040 + index * 31}" y2="${214 - index * 9.4 + (index % 2) * 70}" stroke="#40916c" stroke-width="6"/>`).join('')}`,
  },
  {
    file: 'birthday.jpg',
    description: 'Birthday card: big number 30 with balloons and confetti on a sunny yellow card',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#f8edeb')}
      ${cardFront(480, 150, 600, 840, '#ffd166', `${text(200, 360, '30', 200, '#ef476f', { family: SANS, weight: 'bold' })}
        <ellipse cx="90" cy="110" rx="40" ry="50" fill="#118ab2"/><ellipse cx="310" cy="100" rx="40" ry="50" fill="#06d6a0"/>
        <path d="M90 160 Q100 220 80 260 M310 150 Q300 210 320 250" stroke="#073b4c" stroke-width="2" fill="none"/>
        ${Array.from({ length: 18 }, (_, index) => `<rect x="${(index * 53) % 380}" y="${420 + ((index * 37) % 120)}" width="10" height="18" fill="${['#ef476f', '#118ab2', '#06d6a0', '#073b4c'][index % 4]}" transform="rotate(${index * 25} ${(index * 53) % 380} ${420 + ((index * 37) % 120)})"/>`).join('')}`, 4)}
      ${Array.from({ length: 24 }, (_, index) => `<circle cx="${80 + ((index * 137) % 1460)}" cy="${60 + ((index * 89) % 1080)}" r="${6 + (index % 4) * 3}" fill="${['#ef476f', '#118ab2', '#06d6a0', '#ffd166'][index % 4]}"/>`).join('')}`,
  },
  {
    file: 'calendar.jpg',
    description: 'Wall calendar with spiral binding: landscape photo on top, month grid below',
    height: 1200,
    svg: () => {
      const days = Array.from({ length: 35 }, (_, index) => {
        const x = 470 + (index % 7) * 96;
        const y = 790 + Math.floor(index / 7) * 56;
        const day = index - 2;
        return day >= 1 && day <= 31 ? `${text(x + 40, y + 34, String(day), 24, index % 7 === 6 ? '#e63946' : '#343a40', { family: SANS })}` : '';
      }).join('');
      const rings = Array.from({ length: 16 }, (_, index) => `<rect x="${470 + index * 44}" y="118" width="10" height="40" rx="5" fill="#6c757d"/>`).join('');
      return `${wall('#f8f9fa', '#dee2e6', 1200)}${shadow(440, 130, 720, 1000, 22, 0.35, 20)}
        <rect x="440" y="130" width="720" height="1000" fill="#ffffff"/>${place(440, 150, 720, 540, mountains(PALETTES.alpine!))}
        ${text(800, 760, '07 · 2026', 40, '#212529', { family: SANS, weight: 'bold' })}${days}${rings}
        <circle cx="800" cy="80" r="10" fill="#495057"/><path d="M700 130 L800 80 L900 130" stroke="#495057" stroke-width="3" fill="none"/>`;
    },
  },
  {
    file: 'photobook.jpg',
    description: 'Open photo book: double page with a large holiday photo and two smaller family photos',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#d5bdaf')}
      ${shadow(220, 250, 1160, 720, 26, 0.45, 24)}
      <path d="M220 260 Q500 230 800 270 L800 980 Q500 940 220 970Z" fill="#fdfcf8"/><path d="M800 270 Q1100 230 1380 260 L1380 970 Q1100 940 800 980Z" fill="#fbfaf5"/>
      ${place(280, 320, 460, 580, seascape(PALETTES.dusk!))}
      ${place(860, 320, 460, 270, people('#fde2e4', '#fad2e1', 3))}${place(860, 620, 460, 280, mountains(PALETTES.forest!))}
      <rect x="785" y="270" width="30" height="710" fill="#000" opacity="0.08"/>`,
  },
  {
    file: 'guestbook.jpg',
    description: 'Wedding guest book: linen-bound book with the names Anna & Ben, a pen and dried flowers',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#e9edc9')}
      ${shadow(420, 200, 760, 820, 24, 0.4, 24)}<rect x="420" y="200" width="760" height="820" rx="12" fill="#a3b18a"/>
      <rect x="420" y="200" width="46" height="820" rx="10" fill="#8a9a72"/>
      <rect x="560" y="420" width="500" height="300" fill="none" stroke="#f1faee" stroke-width="4"/>
      ${text(810, 560, 'Anna &amp; Ben', 62, '#f1faee', { style: 'italic' })}${text(810, 640, '2026', 34, '#f1faee', { family: SANS })}
      <line x1="1240" y1="980" x2="1500" y2="420" stroke="#343a40" stroke-width="18" stroke-linecap="round"/>
      ${vase(260, 960)}`,
  },
  {
    file: 'envelopes.jpg',
    description: 'Coloured envelopes fanned out with a card peeking from the top one',
    height: 1200,
    svg: () => `${woodTable(0, 1200, '#f4f1de')}
      ${['#ffcad4', '#cdb4db', '#a2d2ff', '#bde0fe', '#ffafcc']
        .map((color, index) => envelope(260 + index * 150, 300 + index * 80, 700, 480, color, -12 + index * 6))
        .join('')}
      ${cardFront(820, 250, 360, 300, '#ffffff', `${heart(200, 260, 180, '#e5989b')}`, 8)}`,
  },
];

// ---------- logos and icons ----------

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

/** Lowers the quality until the JPEG fits the size budget; flat scenes rarely need more than one step. */
async function renderJpeg(svg: string): Promise<{ buffer: Buffer; quality: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  for (let quality = 82; quality >= 40; quality -= 6) {
    const buffer = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (buffer.byteLength <= MAX_JPEG_BYTES) return { buffer, quality };
  }
  throw new Error('scene does not fit the JPEG size budget');
}

async function main() {
  fs.mkdirSync(assetsDir, { recursive: true });
  const readmeLines: string[] = [];

  for (const scene of scenes) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${scene.height}" viewBox="0 0 ${WIDTH} ${scene.height}">${scene.svg()}</svg>`;
    const { buffer, quality } = await renderJpeg(svg);
    fs.writeFileSync(path.join(assetsDir, scene.file), buffer);
    readmeLines.push(`- \`${scene.file}\` (${WIDTH}x${scene.height}): ${scene.description}`);
    console.log(`${scene.file}: ${Math.round(buffer.byteLength / 1024)} KB at quality ${quality}`);
  }
  for (const logo of LOGOS) {
    fs.writeFileSync(path.join(assetsDir, logo.file), logo.svg);
    readmeLines.push(`- \`${logo.file}\`: ${logo.description}`);
  }
  for (const [name, paths] of Object.entries(ICON_PATHS)) {
    fs.writeFileSync(path.join(assetsDir, `icon-${name}.svg`), iconSvg(paths));
    readmeLines.push(`- \`icon-${name}.svg\` (24x24, stroke uses currentColor): USP icon "${name}", ${ICON_MEANINGS[name]}`);
  }

  const readme = `# Assets of the embedded backend

Generated by \`backend/scripts/generate-assets.ts\` (run it with \`/work/main/node_modules/.bin/node\`
after changing a scene, then commit the files). Served as \`GET /a/{file}\` and resizable through
\`/cdn-cgi/image/{options}/a/{file}\`.

In story files write \`"filename": "{{assets}}/{file}"\`; the backend replaces \`{{assets}}\` with
\`{BACKEND_PUBLIC_URL}/a\` when it loads the content.

${readmeLines.join('\n')}
`;
  fs.writeFileSync(path.join(assetsDir, 'README.md'), readme);
}

await main();
