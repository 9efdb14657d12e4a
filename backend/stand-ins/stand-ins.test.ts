import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../tests/support/test-backend.ts';
import { parseHtml, rowHeadersAndCells } from '../../tests/support/parse-html.ts';
import { CONFIGURATORS } from '../designer/render-designer-page.ts';
import { pickLanguage, pickReturnUrl } from './render-stand-in-page.ts';

const backend = useTestBackend();

/** The `href` of the page's "back" link, or null. */
function backLink(html: string): string | null {
  const match = /<a class="back" href="([^"]*)">/.exec(html);
  return match ? match[1]!.replaceAll('&amp;', '&') : null;
}

describe('cart and magazine stand-ins', () => {
  it.each(['/cart', '/cart/', '/magazin', '/magazin/', '/magazin/tipps/wandgestaltung', '/magazine', '/magazine/'])('answer 200 on %s without a redirect', async (path) => {
    const response = await fetch(`${backend.url}${path}?locale=de-DE`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('speak the visitor language, list the parameters and link back to the shop', async () => {
    const returnUrl = 'http://ch.poster.localhost:3000/fr';
    const html = await (await fetch(`${backend.url}/cart/?${new URLSearchParams({ returnUrl, locale: 'fr-CH' })}`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Panier');
    expect(rowHeadersAndCells(html)).toContainEqual(['locale', 'fr-CH']);
    expect(backLink(html)).toBe(returnUrl);
  });

  it('shows which magazine page was asked for', async () => {
    const html = await (await fetch(`${backend.url}/magazin/tipps?locale=it-CH`)).text();
    expect(parseHtml(html).screen.getByTestId('path').textContent).toBe('/magazin/tipps');
    expect(html).toContain('<html lang="it">');
  });

  it('falls back to the referring page for the way back, and refuses script addresses', async () => {
    const referred = await (await fetch(`${backend.url}/magazin/`, { headers: { referer: 'http://de.poster.localhost:3000/' } })).text();
    expect(backLink(referred)).toBe('http://de.poster.localhost:3000/');
    const hostile = await (await fetch(`${backend.url}/cart/?returnUrl=${encodeURIComponent('javascript:alert(1)')}`)).text();
    expect(backLink(hostile)).toBeNull();
    expect(hostile).not.toContain('href="javascript:');
  });
});

describe('designer stand-in', () => {
  it.each(CONFIGURATORS)('answers 200 on /configurator-%s/ in the visitor language', async (product) => {
    const response = await fetch(`${backend.url}/configurator-${product}/?locale=de-CH`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de">');
  });
});

describe('pickLanguage and pickReturnUrl', () => {
  it.each([
    ['fr-CH', 'fr'],
    ['nl-BE', 'nl'],
    ['pt-PT', 'en'],
    [undefined, 'en'],
  ])('%s reads %s', (locale, language) => {
    expect(pickLanguage(locale)).toBe(language);
  });

  it.each([
    ['https://shop.ch/fr', null, 'https://shop.ch/fr'],
    ['data:text/html,x', 'https://shop.de/', 'https://shop.de/'],
    [null, 'javascript:alert(1)', null],
    ['not a url', undefined, null],
  ])('returnUrl %s, referer %s -> %s', (returnUrl, referer, expected) => {
    expect(pickReturnUrl(returnUrl, referer)).toBe(expected);
  });
});

describe('help messenger stand-in', () => {
  it('serves a script that defines the messenger the shop opens', async () => {
    const response = await fetch(`${backend.url}/stand-ins/messenger.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const source = await response.text();
    expect(source).toContain('window.ShopMessenger');
    // A script, not a page: it must parse as JavaScript.
    expect(() => new Function(source)).not.toThrow();
  });
});
