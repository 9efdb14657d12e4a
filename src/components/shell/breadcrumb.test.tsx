import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import type { BreadcrumbItem } from '../../../domain/content/model.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import { Breadcrumb } from './breadcrumb.tsx';

async function render(items: BreadcrumbItem[], withJsonLd = true) {
  const context = buildTestRequestContext('http://ch.poster.localhost/fr/impression-sur-toile', {
    country: 'ch',
    locale: 'fr-CH',
    languagePrefix: '/fr',
  });
  const html = await runWithRequestContext(context, async () =>
    readStream((await prerenderToNodeStream(<Breadcrumb items={items} scope={getPageScope()} label="Fil d’Ariane" withJsonLd={withJsonLd} />)).prelude as Readable),
  );
  return { html, ...parseHtml(html) };
}

const items: BreadcrumbItem[] = [
  { _uid: 'a', text: 'Tableaux muraux', link: { linktype: 'story', cached_url: 'poster/fr-fr/tableaux-muraux' } },
  { _uid: 'b', text: 'Impression sur toile' },
];

describe('breadcrumb', () => {
  it('starts at the language home, links the steps and ends with the page as plain text', async () => {
    const { screen } = await render(items);
    const nav = within(screen.getByRole('navigation', { name: 'Fil d’Ariane' }));
    expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Accueil', 'Tableaux muraux', 'Impression sur toile']);
    expect(nav.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    expect(nav.getByRole('link', { name: 'Tableaux muraux' }).getAttribute('href')).toBe('/fr/tableaux-muraux');
    expect(nav.queryByRole('link', { name: 'Impression sur toile' })).toBeNull();
    expect(nav.getByText('Impression sur toile').getAttribute('aria-current')).toBe('page');
  });

  it('describes the trail as a schema.org BreadcrumbList with absolute URLs and the nonce', async () => {
    const { body } = await render(items);
    const script = body.querySelector('script[type="application/ld+json"]')!;
    expect(script.getAttribute('nonce')).toBe('nonce');
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'http://ch.poster.localhost/fr' },
        { '@type': 'ListItem', position: 2, name: 'Tableaux muraux', item: 'http://ch.poster.localhost/fr/tableaux-muraux' },
        { '@type': 'ListItem', position: 3, name: 'Impression sur toile' },
      ],
    });
  });

  it('keeps content from breaking out of the JSON-LD script', async () => {
    const { html, body } = await render([{ _uid: 'x', text: '</script><script>alert(1)</script>' }]);
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = body.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!).itemListElement[1].name).toBe('</script><script>alert(1)</script>');
  });

  it('renders nothing without items, and no JSON-LD when asked not to', async () => {
    expect((await render([])).html).toBe('');
    expect((await render(items, false)).body.querySelector('script')).toBeNull();
  });
});
