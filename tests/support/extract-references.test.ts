import { describe, expect, it } from 'vitest';
import { extractCssUrls, extractReferences, extractSitemapLocations, isNoindex, parseSrcset } from './extract-references.ts';

describe('extractReferences', () => {
  it('finds links, assets and head links, with entities decoded', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/assets/a.css"><link rel="canonical" href="https://shop.de/x">
      <link rel="alternate" hreflang="fr-CH" href="/fr/x"><link rel="icon" href='/favicon.svg'>
      <script type="module" src="/assets/a.js"></script></head><body>
      <a class="x" href="/a?b=1&amp;c=2">A</a><A HREF=/b>B</A>
      <img alt="a > b" src="/cdn-cgi/image/width=400,quality=80/x.jpg" srcset="/i/1.jpg 1x, /i/2.jpg 2x">
      <svg><use href="/icons.svg#cart"/></svg><div style="background-image: url('/bg.jpg')"></div>
    </body></html>`;
    expect(extractReferences(html).map(({ kind, url }) => `${kind} ${url}`)).toEqual([
      'asset /assets/a.css',
      'meta https://shop.de/x',
      'meta /fr/x',
      'asset /favicon.svg',
      'asset /assets/a.js',
      'link /a?b=1&c=2',
      'link /b',
      'asset /cdn-cgi/image/width=400,quality=80/x.jpg',
      'asset /i/1.jpg',
      'asset /i/2.jpg',
      'asset /icons.svg#cart',
      'asset /bg.jpg',
    ]);
  });

  it('ignores comments and the bodies of scripts, but not their sources', () => {
    const html = `<!-- <a href="/commented"> --><script src="/s.js">document.write('<a href="/scripted">')</script>
      <style>.x { background: url(/styled.png) }</style><a href="/real">x</a>`;
    expect(extractReferences(html).map((reference) => reference.url)).toEqual(['/styled.png', '/s.js', '/real']);
  });

  it('reads a language switch (a link with hreflang) as an alternate, not a page in this language', () => {
    expect(extractReferences('<a href="/" hreflang="de-CH" lang="de">Deutsch</a><a href="/fr/x">x</a>').map(({ kind, url }) => `${kind} ${url}`)).toEqual([
      'meta /',
      'link /fr/x',
    ]);
  });

  it('skips empty addresses', () => {
    expect(extractReferences('<a href="">x</a><img src=" ">')).toEqual([]);
  });
});

describe('parseSrcset', () => {
  it('keeps commas inside the image service URLs', () => {
    expect(
      parseSrcset('/cdn-cgi/image/width=400,format=webp/a.jpg 400w, /cdn-cgi/image/width=800,format=webp/a.jpg 800w'),
    ).toEqual(['/cdn-cgi/image/width=400,format=webp/a.jpg', '/cdn-cgi/image/width=800,format=webp/a.jpg']);
  });

  it('reads candidates without descriptors, as the HTML parser does', () => {
    expect(parseSrcset('/a.jpg, /b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg']);
    // Without whitespace the comma belongs to the URL.
    expect(parseSrcset('/a.jpg,/b.jpg 2x')).toEqual(['/a.jpg,/b.jpg']);
  });
});

describe('the rest', () => {
  it('reads CSS urls and imports', () => {
    expect(extractCssUrls(`@import "/base.css"; /* url(/no.png) */ .a{src:url("/f.woff2") format("woff2")}`)).toEqual(['/f.woff2', '/base.css']);
  });

  it('recognises noindex whatever the attribute order', () => {
    expect(isNoindex('<meta content="noindex, follow" name="robots">')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow">')).toBe(false);
  });

  it('lists sitemap locations', () => {
    expect(extractSitemapLocations('<urlset><url><loc>https://s.de/a?x=1&amp;y=2</loc></url><url><loc> https://s.de/ </loc></url></urlset>')).toEqual([
      'https://s.de/a?x=1&y=2',
      'https://s.de/',
    ]);
  });
});
