import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The event names of the two error catalogues (core shop and page shell), as the specifications
 * list them. docs/logged-events.md says for each where this shop logs it, or why it does not.
 */
const CATALOGUE = [
  // Core shop.
  'cms-page-not-found',
  'error-add-voucher',
  'error-add-accessory',
  'error-no-materials-for-frame-type',
  'error-no-default-option-for-material-type',
  'countdown-date-in-past',
  'preload-error',
  // Page shell: own codes.
  'log-in-error',
  'password-reset-error',
  'sign-up-error',
  'change-feature-flag-session',
  'change-feature-flag-user',
  'no-treatment',
  'user-key-changed',
  'split-error-already-initialized',
  'authorization-key-empty',
  'client-or-sdk-empty',
  'initialize',
  'key-empty',
  'track',
  // Page shell: event names.
  'storyblok-page-not-found',
  'contact-form-person-not-found',
  'richtext-render-error',
  'nuxt-bootstrap',
  'nuxt-error-page-encountered',
  'asset-load-on-slug',
  'hybrid-parse-error',
  'translator-parse-error',
  'empty-hybrid-layout',
  'hybrid-ssr-error',
  'nuxt-ssr-render-time',
  'newsletter-no-recaptcha-token',
  'newsletter-recaptcha-error',
  'nuxt-image-error',
  'nuxt-image-loaded',
] as const;

type Row = { event: string; status: string; where: string; test: string };

function readTable(): Row[] {
  const doc = readFileSync('docs/logged-events.md', 'utf8');
  const table = doc.slice(doc.indexOf('| event | catalogue |'), doc.indexOf('\n## '));
  return table
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [event = '', , status = '', where = '', test = ''] = line.split('|').slice(1).map((cell) => cell.trim());
      return { event: event.replace(/`/g, ''), status, where, test };
    });
}

function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** Source files (not tests) of the shop and the backend; logger.ts only declares the names. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.endsWith(path.join('log', 'logger.ts')) ? [file] : [];
  });
}

const rows = readTable();
const byEvent = new Map(rows.map((row) => [row.event, row]));
const sources = [...sourceFiles('src'), ...sourceFiles('backend')].map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('docs/logged-events.md', () => {
  it('has one row for every catalogue name, and no other', () => {
    expect(CATALOGUE.filter((event) => !byEvent.has(event))).toEqual([]);
    expect(rows.map((row) => row.event).filter((event) => !(CATALOGUE as readonly string[]).includes(event))).toEqual([]);
    expect(rows).toHaveLength(new Set(rows.map((row) => row.event)).size);
  });

  it.each(CATALOGUE)('%s is logged where the table says, with a test, or marked not applicable with a reason', (event) => {
    const row = byEvent.get(event);
    if (!row) return;
    expect(['logged', 'equivalent', 'n/a']).toContain(row.status);
    if (row.status === 'n/a') {
      expect(row.test.length, `${event}: the reason`).toBeGreaterThan(20);
      const loggedIn = sources.filter(({ text }) => text.includes(`'${event}'`)).map(({ file }) => file);
      expect(loggedIn, `${event} is marked n/a but appears in the code`).toEqual([]);
      return;
    }
    const names = backticked(row.where);
    const logged = row.status === 'equivalent' ? names[0]! : event;
    const files = names.filter((name) => name.includes('/'));
    expect(files.length, `${event}: where it is logged`).toBeGreaterThan(0);
    for (const file of files) {
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} logs ${logged}`).toContain(`'${logged}'`);
    }
    const tests = backticked(row.test);
    expect(tests.length, `${event}: its test`).toBeGreaterThan(0);
    for (const test of tests) {
      expect(existsSync(test), test).toBe(true);
      expect(readFileSync(test, 'utf8'), `${test} triggers ${logged}`).toContain(logged);
    }
  });
});
