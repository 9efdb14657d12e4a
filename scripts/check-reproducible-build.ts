/**
 * `npm run test:reproducible`: builds the shop twice, here and in a copy at another path (as CI's fresh
 * clone would be) with another time zone and locale, and fails when the outputs differ. Hashed asset
 * names are what lets browsers keep /assets/* for a year; a build that renames unchanged files on every
 * deploy throws that cache away. Leaves this checkout's build in dist/, like `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBuilds, type BuildDifference } from './reproducible-build-diff.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Never copied: outputs, caches and local data, none of them a build input. */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', '.data', 'reports', 'test-results', 'playwright-report']);

function build(directory: string, env: NodeJS.ProcessEnv): void {
  const started = Date.now();
  const waku = path.join(directory, 'node_modules', 'waku', 'cli.js');
  const result = spawnSync(process.execPath, [waku, 'build'], { cwd: directory, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`waku build failed in ${directory}`);
  }
  console.log(`  built in ${directory} (${Date.now() - started} ms)`);
}

/**
 * Hard links where the file system allows them, copies elsewhere: a symlinked node_modules would be
 * resolved to its real path and change the module ids the bundler sees, and copying 500 MB is slow.
 * Symlinks (.bin) are kept as they are.
 */
function linkTree(source: string, target: string, link: boolean): void {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to, link);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (link) fs.linkSync(from, to);
    else fs.copyFileSync(from, to);
  }
}

function copyCheckout(target: string, link: boolean): void {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    fs.cpSync(path.join(root, entry.name), path.join(target, entry.name), { recursive: true, verbatimSymlinks: true });
  }
  linkTree(path.join(root, 'node_modules'), path.join(target, 'node_modules'), link);
}

/** A temporary folder, preferably on the file system of node_modules, where hard links work. */
function makeScratchDirectory(): { directory: string; link: boolean } {
  for (const base of [os.tmpdir(), path.dirname(root)]) {
    let directory: string | undefined;
    try {
      directory = fs.mkdtempSync(path.join(base, 'reproducible-build-'));
      const probe = path.join(directory, 'probe');
      fs.linkSync(path.join(root, 'package.json'), probe);
      fs.rmSync(probe);
      return { directory, link: true };
    } catch {
      if (directory) fs.rmSync(directory, { recursive: true, force: true });
    }
  }
  return { directory: fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-build-')), link: false };
}

function hashTree(directory: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of fs.readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort()) {
    const absolute = path.join(directory, file);
    if (!fs.statSync(absolute).isFile()) continue;
    hashes.set(file.split(path.sep).join('/'), createHash('sha256').update(fs.readFileSync(absolute)).digest('hex'));
  }
  return hashes;
}

function describe(difference: BuildDifference): string {
  switch (difference.kind) {
    case 'renamed':
      return `  ${difference.before} -> ${difference.after} (same chunk, other content hash)${difference.firstChange ? `\n      first change: ${difference.firstChange}` : ''}`;
    case 'changed':
      return `  ${difference.file} has other content${difference.firstChange ? `\n      first change: ${difference.firstChange}` : ''}`;
    case 'only-first':
      return `  ${difference.file} only in the first build`;
    case 'only-second':
      return `  ${difference.file} only in the second build`;
  }
}

const { directory: scratch, link } = makeScratchDirectory();
const copy = path.join(scratch, 'elsewhere', 'checkout');
try {
  const started = Date.now();
  console.log('Reproducible build check: two builds of this checkout, compared file by file.');
  build(root, {});
  const copying = Date.now();
  copyCheckout(copy, link);
  console.log(`  ${link ? 'linked' : 'copied'} the checkout to ${copy} (${Date.now() - copying} ms)`);
  build(copy, { TZ: 'Pacific/Kiritimati', LANG: 'de_CH.UTF-8', LC_ALL: 'de_CH.UTF-8' });

  const first = path.join(root, 'dist');
  const second = path.join(copy, 'dist');
  const differences = compareBuilds(hashTree(first), hashTree(second), (file, side) => fs.readFileSync(path.join(side === 'first' ? first : second, file), 'utf8'));
  const client = differences.filter((difference) => difference.area === 'client');
  const server = differences.filter((difference) => difference.area === 'server');
  const assets = [...hashTree(path.join(first, 'public'))].length;
  if (differences.length === 0) {
    console.log(`OK: both builds are identical (${assets} public files) in ${Date.now() - started} ms.`);
  } else {
    if (client.length > 0) console.error(`Client files (dist/public) differ, browsers would download them again:\n${client.map(describe).join('\n')}`);
    if (server.length > 0) console.error(`Server files (dist/server, dist/*) differ:\n${server.map(describe).join('\n')}`);
    console.error('The same sources must give the same files: look for random ids, timestamps, absolute paths or machine settings in the build.');
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
