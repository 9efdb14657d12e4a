import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything a build reads from the project. Tests and the embedded backend are left out: they never reach
 * the bundle, and hashing them would hand browsers a new entry chunk for a change they cannot see.
 */
const INPUT_DIRECTORIES = ['src', 'public', 'locales'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'waku.config.ts', 'scripts/build-id.ts'];
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function listFiles(root: string, directory: string): string[] {
  const absolute = path.join(root, directory);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Waku stamps a build id into the client entry chunk and into every RSC payload, and reloads a page whose
 * id no longer matches the server's (version skew after a deploy). Waku draws that id at random, so two
 * builds of one commit get different entry chunks, and with them different file names for every chunk that
 * imports the entry. Deriving it from the inputs keeps the skew check (changed inputs, new id) while the
 * same inputs give byte-identical assets wherever the checkout lives.
 */
export function computeBuildId(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRECTORIES.flatMap((directory) => listFiles(root, directory)), ...INPUT_FILES.filter((file) => fs.existsSync(path.join(root, file)))];
  // Code-point order, not the locale's: the id must not depend on the machine's language settings.
  for (const file of [...new Set(files)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // Waku inlines NODE_ENV and the WAKU_PUBLIC_* variables into the bundle, so they are inputs too.
  for (const name of Object.keys(env).filter((key) => key === 'NODE_ENV' || key.startsWith('WAKU_PUBLIC_')).sort()) {
    hash.update(`env:${name}=${env[name] ?? ''}\0`);
  }
  return hash.digest('base64url').slice(0, 8);
}
