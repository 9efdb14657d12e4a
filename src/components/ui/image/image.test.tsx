import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import { Icon } from './icon.tsx';
import { ICON_NAMES } from './icon-names.ts';
import { parseViewBox } from './parse-view-box.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const FILE = 'https://a.storyblok.com/f/1/hero.jpg';

describe('ResponsiveImage', () => {
  it('renders a lazy, async-decoded webp img with srcset, sizes and ratio-derived dimensions', () => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={{ filename: FILE, alt: 'Canvas print' }} sizes="50vw" aspectRatio="16/9" />);
    const image = parseHtml(html).screen.getByRole('img', { name: 'Canvas print' });
    expect(image.tagName).toBe('IMG');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain(`srcSet="/cdn-cgi/image/width=319,height=179,fit=cover,quality=85,format=webp/${FILE} 319w`);
    expect(html).toContain('style="aspect-ratio:16 / 9"');
    expect(html).not.toContain('fetchpriority');
  });

  it('marks a decorative image with an empty alt', () => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={{ filename: FILE }} />);
    expect(html).toContain('alt=""');
  });

  it('falls back to 4/3 for an aspect ratio that is not number/number', () => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={{ filename: FILE }} aspectRatio="16:9; color:red" />);
    expect(html).toContain('width="1600" height="1200"');
    expect(html).toContain('style="aspect-ratio:4 / 3"');
  });

  it('loads eagerly with high priority when asked', () => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={{ filename: FILE }} loading="eager" fetchPriority="high" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it.each([[{ filename: 'javascript:alert(1)', alt: 'Poster' }], [{ filename: '' }], [null]])('renders only the placeholder box for %j', (asset) => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={asset} />);
    expect(parseHtml(html).body.querySelector('img')).toBeNull();
    expect(html).not.toContain('javascript:');
    expect(html).toContain('responsive-image--empty');
  });

  it('names an empty placeholder by its alt text, or hides it when decorative', () => {
    expect(parseHtml(renderToStaticMarkup(<ResponsiveImage asset={{ filename: '', alt: 'Poster' }} />)).screen.getByRole('img', { name: 'Poster' })).toBeTruthy();
    const decorative = parseHtml(renderToStaticMarkup(<ResponsiveImage asset={{ filename: '' }} />));
    expect(decorative.screen.queryByRole('img')).toBeNull();
    expect(decorative.body.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('prefixes the image base URL', () => {
    const html = renderToStaticMarkup(<ResponsiveImage asset={{ filename: FILE }} baseUrl="https://img.shop.example" />);
    expect(html).toContain('src="https://img.shop.example/cdn-cgi/image/');
  });
});

describe('parseViewBox', () => {
  it.each<[unknown, string | null]>([
    ['0 0 24 24', '0 0 24 24'],
    ['0,0,24,24', '0 0 24 24'],
    [' -1.5 0 10e1 .5 ', '-1.5 0 10e1 .5'],
    ['0 0 24', null],
    ['0 0 24 24 24', null],
    ['0 0 a 24', null],
    ['0 0 -24 24', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseViewBox(value)).toBe(expected);
  });
});

describe('Icon', () => {
  it('references the sprite symbol and hides a decorative icon', () => {
    const html = renderToStaticMarkup(<Icon name="truck" />);
    const { body, screen } = parseHtml(html);
    expect(screen.queryByRole('img')).toBeNull();
    const icon = body.querySelector('svg')!;
    expect([icon.getAttribute('aria-hidden'), icon.getAttribute('focusable'), icon.getAttribute('viewBox')]).toEqual(['true', 'false', '0 0 24 24']);
    expect(icon.querySelector('use')!.getAttribute('href')).toBe('/icons.svg#truck');
  });

  it('names a meaningful icon and keeps a valid custom viewBox', () => {
    const html = renderToStaticMarkup(<Icon name="star" title="Rating" viewBox="0 0 48 48" size={32} />);
    expect(html).toContain('viewBox="0 0 48 48"');
    expect(parseHtml(html).screen.getByRole('img', { name: 'Rating' })).toBeTruthy();
    expect(html).toContain('width="32" height="32"');
  });

  it('replaces an invalid viewBox with the default', () => {
    expect(renderToStaticMarkup(<Icon name="star" viewBox="0 0 24" />)).toContain('viewBox="0 0 24 24"');
  });

  it('renders nothing for a name outside the sprite', () => {
    expect(renderToStaticMarkup(<Icon name={'x" onload="alert(1)'} />)).toBe('');
  });

  it('has a sprite symbol for every icon name and no unnamed symbol', () => {
    const sprite = readFileSync(new URL('../../../../public/icons.svg', import.meta.url), 'utf8');
    const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect([...symbolIds].sort()).toEqual([...ICON_NAMES].sort());
  });
});
