import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written, in document order, once', () => {
    const first = 'window.a = 1;\n';
    const second = '(self.__FLIGHT_DATA||=[]).push("0:\\"é€\\"")';
    const html = `<html><head><script id="_R_">${first}</script></head><body><script nonce="">${second}</script><script>${first}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });

  it('covers modules and scripts added by other parts, skips external scripts and data blocks', () => {
    const dataLayer = 'window.dataLayer=window.dataLayer||[];';
    const html = [
      '<script type="module">import("/assets/a.js")</script>',
      `<SCRIPT>${dataLayer}</SCRIPT>`,
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script src="/assets/b.js"></script>',
      '<script async src=/assets/c.js></script>',
      '<scripts>not a script</scripts>',
      '<script data-x="a>b">x()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('import("/assets/a.js")'), sha(dataLayer), sha('x()')]);
  });

  it('a page without inline scripts has none', () => {
    expect(inlineScriptHashes('<html><body><p>light</p></body></html>')).toEqual([]);
  });
});
