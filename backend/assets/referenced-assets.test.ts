import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSET_REFERENCE = /\{\{assets\}\}\/([A-Za-z0-9._-]+)/g;

function listJsonFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(directory, file));
}

describe('assets referenced by content', () => {
  it('exist in backend/assets for every story file', () => {
    const missing: string[] = [];
    for (const file of [...listJsonFiles(path.join(backendDir, 'content')), ...listJsonFiles(path.join(backendDir, 'test-fixtures'))]) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(ASSET_REFERENCE)) {
        const asset = match[1] ?? '';
        if (!fs.existsSync(path.join(backendDir, 'assets', asset))) missing.push(`${path.relative(backendDir, file)}: ${asset}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are listed in backend/assets/README.md', () => {
    const readme = fs.readFileSync(path.join(backendDir, 'assets', 'README.md'), 'utf8');
    const files = fs.readdirSync(path.join(backendDir, 'assets')).filter((file) => /\.(jpg|svg)$/.test(file));
    expect(files.filter((file) => !readme.includes(`\`${file}\``))).toEqual([]);
  });
});
