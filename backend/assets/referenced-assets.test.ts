import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(backendDir, 'assets');
const photosDir = path.join(assetsDir, 'photos');
const ASSET_REFERENCE = /\{\{assets\}\}\/([A-Za-z0-9._-]+)/g;
/** The products the shop sells as prints of a customer's photo: their pictures must show a real photograph. */
const PHOTO_PRODUCTS = ['framed.jpg', 'canvas.jpg', 'acrylic.jpg', 'aluminium.jpg', 'poster.jpg', 'photobook.jpg', 'calendar.jpg', 'photo-prints.jpg', 'collage.jpg', 'photobox.jpg', 'card.jpg', 'wallpaper.jpg'];

function listJsonFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(directory, file));
}

function referencedAssets(): Map<string, string[]> {
  const references = new Map<string, string[]>();
  for (const file of [...listJsonFiles(path.join(backendDir, 'content')), ...listJsonFiles(path.join(backendDir, 'test-fixtures'))]) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(ASSET_REFERENCE)) {
      const asset = match[1] ?? '';
      references.set(asset, [...(references.get(asset) ?? []), path.relative(backendDir, file)]);
    }
  }
  return references;
}

const readme = () => fs.readFileSync(path.join(assetsDir, 'README.md'), 'utf8');
const sources = () => fs.readFileSync(path.join(photosDir, 'SOURCES.md'), 'utf8');
const photoFiles = () => fs.readdirSync(photosDir).filter((file) => file.endsWith('.jpg'));

/** The photos the asset README says a generated picture was rendered from ("(photos: a, b)"). */
function photosUsedBy(asset: string): string[] {
  const line = readme()
    .split('\n')
    .find((candidate) => candidate.startsWith(`- \`${asset}\``));
  const listed = line ? /\(photos: ([^)]+)\)$/.exec(line)?.[1] : undefined;
  return listed ? listed.split(',').map((name) => `${name.trim()}.jpg`) : [];
}

describe('assets referenced by content', () => {
  it('exist in backend/assets for every story file', () => {
    const missing = [...referencedAssets()].filter(([asset]) => !fs.existsSync(path.join(assetsDir, asset))).map(([asset, files]) => `${files[0]}: ${asset}`);
    expect(missing).toEqual([]);
  });

  it('are real, progressive JPEGs of the advertised size and a sensible weight', async () => {
    const problems: string[] = [];
    for (const asset of [...referencedAssets().keys()].filter((file) => file.endsWith('.jpg'))) {
      const file = path.join(assetsDir, asset);
      const metadata = await sharp(file).metadata();
      // JPEG shrink-on-load keeps decoding 22 large pictures quick.
      const { channels } = await sharp(file).resize(400).stats();
      const bytes = fs.statSync(file).size;
      if (metadata.format !== 'jpeg' || !metadata.isProgressive) problems.push(`${asset}: ${metadata.format}, progressive ${metadata.isProgressive}`);
      if (metadata.width !== 1600 || ![900, 1200].includes(metadata.height ?? 0)) problems.push(`${asset}: ${metadata.width}x${metadata.height}`);
      if (bytes < 20 * 1024 || bytes > 200 * 1024) problems.push(`${asset}: ${bytes} bytes`);
      // A picture, not an empty canvas: every channel varies.
      if (channels.some((channel) => channel.stdev < 12)) problems.push(`${asset}: nearly flat`);
    }
    expect(problems).toEqual([]);
  }, 30_000);

  it('are listed in backend/assets/README.md', () => {
    const files = fs.readdirSync(assetsDir).filter((file) => /\.(jpg|svg)$/.test(file));
    expect(files.filter((file) => !readme().includes(`\`${file}\``))).toEqual([]);
  });
});

describe('product pictures and their source photographs', () => {
  it('show a real photograph for every photo product', () => {
    expect(PHOTO_PRODUCTS.filter((asset) => photosUsedBy(asset).length === 0)).toEqual([]);
  });

  it('use only photographs that exist in backend/assets/photos', () => {
    const available = new Set(photoFiles());
    const unknown = fs
      .readdirSync(assetsDir)
      .filter((file) => file.endsWith('.jpg'))
      .flatMap((asset) => photosUsedBy(asset).filter((photo) => !available.has(photo)).map((photo) => `${asset}: ${photo}`));
    expect(unknown).toEqual([]);
  });

  it('each have a row in photos/SOURCES.md with package, original path and licence', () => {
    const rows = sources()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const problems = photoFiles().flatMap((photo) => {
      const row = rows.find((line) => line.startsWith(`| \`${photo}\``));
      if (!row) return [`${photo}: no row`];
      const cells = row.split('|').map((cell) => cell.trim());
      const [, , subject, origin, originalPath, licence] = cells;
      return subject && /\(.+\)/.test(origin ?? '') && originalPath?.includes('/') && /public domain|CC0/i.test(licence ?? '') ? [] : [`${photo}: incomplete row`];
    });
    expect(problems).toEqual([]);
  });

  it('are stored downscaled (at most 1600 px) as JPEG', async () => {
    const problems: string[] = [];
    for (const photo of photoFiles()) {
      const metadata = await sharp(path.join(photosDir, photo)).metadata();
      if (metadata.format !== 'jpeg' || Math.max(metadata.width ?? 0, metadata.height ?? 0) > 1600) problems.push(`${photo}: ${metadata.format} ${metadata.width}x${metadata.height}`);
    }
    expect(photoFiles().length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
