import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { Window } from 'happy-dom';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestRequestContext } from '../../lib/request/test-request-context.ts';
import { createContentApiMock } from '../../mocks/content-api.ts';

// Point the content client at the mock before any module reads the configuration.
process.env.CONTENT_API_URL = 'https://content.test/v2';
process.env.CONTENT_TOKEN = 'public-token';
process.env.CONTENT_PREVIEW_TOKEN = 'preview-token';
process.env.SHOP_API_URL = 'https://shop-api.test';

const { SiteFooter } = await import('./site-footer.tsx');
const { getPageScope } = await import('../../lib/request/get-page-scope.ts');
const { runWithRequestContext } = await import('../../lib/request/request-context.ts');

const privacyNote = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Abmeldung jederzeit. Mehr in unserer ' },
        { type: 'text', text: 'Datenschutzerklärung', marks: [{ type: 'link', attrs: { href: 'poster/de-de/datenschutz', linktype: 'story', target: '_self' } }] },
        { type: 'text', text: '.' },
      ],
    },
  ],
};
const newsletter = { headline: 'Inspiration', inputPlaceholder: 'E-Mail', ctaText: 'Anmelden', newsletterText: 'Neuheiten' };

const contentApi = createContentApiMock({
  baseUrl: 'https://content.test/v2',
  publicToken: 'public-token',
  previewToken: 'preview-token',
  stories: [
    { uuid: 'f1', fullSlug: 'poster/de-de/global/footer', published: { component: 'footer', newsletter: { ...newsletter, privacyNote } } },
    { uuid: 'f2', fullSlug: 'card/de-de/global/footer', published: { component: 'footer', newsletter } },
  ],
});
const server = setupServer(...contentApi.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => contentApi.reset());

/** The footer's newsletter region, parsed as a browser would see it. */
async function renderNewsletter(channel: 'poster' | 'card') {
  const context = buildTestRequestContext(`http://de.${channel}.localhost/`, { channel, route: { kind: 'home' } });
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(await SiteFooter({ scope: getPageScope(), uniqueIdentifier: 'test' }));
    return readStream(prelude as Readable);
  });
  const { document } = new Window();
  document.body.innerHTML = html;
  const region = document.querySelector('section[aria-labelledby="newsletter-headline"]');
  if (!region) throw new Error('no newsletter region');
  return region;
}

describe('newsletter privacy note', () => {
  it('links the privacy page under the sign-up form', async () => {
    const region = await renderNewsletter('poster');
    const link = [...region.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Datenschutzerklärung');
    expect(link?.getAttribute('href')).toBe('/datenschutz');
    expect(region.textContent).toContain('Abmeldung jederzeit.');
  });

  it('leaves the form alone when the footer has no note', async () => {
    const region = await renderNewsletter('card');
    expect(region.querySelector('form')).not.toBeNull();
    expect(region.querySelectorAll('a')).toHaveLength(0);
  });
});
