import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../tests/support/test-backend.ts';
import { parseHtml, rowHeadersAndCells } from '../../tests/support/parse-html.ts';
import { CONFIGURATORS } from './render-designer-page.ts';

const backend = useTestBackend();

describe('designer stand-in', () => {
  it.each(CONFIGURATORS)('renders a page for configurator-%s', async (product) => {
    const response = await fetch(`${backend.url}/configurator-${product}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Designer (stand-in)');
    expect(parseHtml(html).screen.getByTestId('product').textContent).toBe(product);
  });

  it('lists every query parameter, repeated ones included', async () => {
    const html = await (await fetch(`${backend.url}/configurator-card/?sku=card-a6&locale=de-DE&categoryIds[]=1&categoryIds[]=2`)).text();
    const rows = rowHeadersAndCells(html);
    expect(rows).toContainEqual(['sku', 'card-a6']);
    expect(rows).toContainEqual(['locale', 'de-DE']);
    expect(rows.filter(([name]) => name === 'categoryIds[]')).toEqual([
      ['categoryIds[]', '1'],
      ['categoryIds[]', '2'],
    ]);
  });

  it('escapes parameter names and values', async () => {
    const url = `${backend.url}/configurator-photobook/?${new URLSearchParams({ '<b>name': '"><script>alert(1)</script>' })}`;
    const html = await (await fetch(url)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>name');
    expect(html).toContain('&lt;b&gt;name');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 404 for unknown configurators', async () => {
    expect((await fetch(`${backend.url}/configurator-mug/`)).status).toBe(404);
  });

  it('redirects the path without trailing slash and keeps the query', async () => {
    const response = await fetch(`${backend.url}/configurator-calendar?sku=x`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/configurator-calendar/?sku=x');
  });
});
