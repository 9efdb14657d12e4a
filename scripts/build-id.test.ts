import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import wakuConfig from '../waku.config.ts';
import { computeBuildId } from './build-id.ts';

const made: string[] = [];
function checkout(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const sources = {
  'package.json': '{"name":"shop"}',
  'src/pages/index.tsx': 'export default () => null;',
  'src/lib/price.ts': 'export const vat = 0.081;',
  'locales/de.json': '{"cart":"Warenkorb"}',
};

describe('computeBuildId', () => {
  it('is the same for the same sources in two different folders, whatever the time', () => {
    const first = computeBuildId(checkout(sources), {});
    const second = computeBuildId(checkout(sources), { TZ: 'Asia/Tokyo', LANG: 'de_CH.UTF-8' });
    expect(second).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });

  it('changes when a source file, a new file or a public build variable changes', () => {
    const base = computeBuildId(checkout(sources), {});
    expect(computeBuildId(checkout({ ...sources, 'src/lib/price.ts': 'export const vat = 0.077;' }), {})).not.toBe(base);
    expect(computeBuildId(checkout({ ...sources, 'src/lib/extra.ts': '' }), {})).not.toBe(base);
    expect(computeBuildId(checkout({ ...sources, 'locales/de.json': '{"cart":"Einkaufswagen"}' }), {})).not.toBe(base);
    expect(computeBuildId(checkout(sources), { WAKU_PUBLIC_CHANNEL: 'card' })).not.toBe(base);
    expect(computeBuildId(checkout(sources), { NODE_ENV: 'development' })).not.toBe(base);
  });

  it('ignores tests and files outside the build inputs', () => {
    const base = computeBuildId(checkout(sources), {});
    expect(computeBuildId(checkout({ ...sources, 'src/lib/price.test.ts': 'test' }), {})).toBe(base);
    expect(computeBuildId(checkout({ ...sources, 'backend/main.ts': 'server' }), {})).toBe(base);
    expect(computeBuildId(checkout(sources), { HOME: '/somewhere', PORT: '4500' })).toBe(base);
  });
});

describe('waku.config.ts', () => {
  const plugin = (wakuConfig.vite?.plugins ?? []).find((candidate): candidate is Plugin => !!candidate && 'name' in candidate && candidate.name === 'print-shop:reproducible-build-id');
  const configHook = plugin?.config as ((config: object, env: { command: string; mode: string }) => { define?: Record<string, string> } | undefined) | undefined;

  it('gives builds the build id of the sources instead of a random one', () => {
    const root = checkout(sources);
    const result = configHook?.({ root }, { command: 'build', mode: 'production' });
    expect(result?.define?.['import.meta.env.WAKU_BUILD_ID']).toBe(JSON.stringify(computeBuildId(root)));
  });

  it("leaves the dev server's build id to Waku", () => {
    expect(configHook?.({ root: checkout(sources) }, { command: 'serve', mode: 'development' })).toBeUndefined();
  });
});
