/**
 * Writes one small SVG print per design motif that no photo in backend/assets shows, so a
 * design's thumbnail shows what its name says (a fox for "Fuchs im Schnee", not a leaf). Flat
 * shapes, centred in a square, so any crop of the design's format keeps the motif. Run after
 * changing a drawing and commit the output:
 *   node_modules/.bin/node backend/scripts/generate-motif-art.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOTIF_ART } from '../catalog/data/motif-art.ts';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');

for (const [motif, art] of Object.entries(MOTIF_ART)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><rect width="1200" height="1200" fill="${art.paper}"/>${art.body}</svg>\n`;
  fs.writeFileSync(path.join(assetsDir, `motif-${motif}.svg`), svg);
}
console.log(`${Object.keys(MOTIF_ART).length} motif prints written to ${assetsDir}`);
