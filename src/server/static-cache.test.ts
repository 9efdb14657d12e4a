import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeFile } from './static-cache.ts';

/** Every file below a directory, as request paths (`/payment/visa.svg`). */
function publicPaths(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

describe('which requests look for a static file', () => {
  it('every file the build publishes is looked up', () => {
    const files = publicPaths(path.resolve('public'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !looksLikeFile(file))).toEqual([]);
    expect(looksLikeFile('/assets/index-1a2b3c.js')).toBe(true);
  });

  it('page paths are not', () => {
    for (const page of ['/', '/products', '/fr/leinwanddruck', '/themes/2020', '/ueber.uns/seite', '/RSC/R/_root']) {
      expect(looksLikeFile(page), page).toBe(false);
    }
  });
});
