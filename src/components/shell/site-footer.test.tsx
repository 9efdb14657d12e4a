import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { createContentApiMock } from '../../../tests/mocks/content-api.ts';
import { createReviewsMock } from '../../../tests/mocks/shop-api-reviews.ts';
import { within } from '@testing-library/dom';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { SiteFooter } from './site-footer.tsx';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';

// The clients talk to the mocks: the test's own services, no process.env and no re-import.
const services = buildTestServices(MOCK_UPSTREAMS);

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
const server = setupServer(...contentApi.handlers, ...createReviewsMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL }).handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => contentApi.reset());

/** The footer's newsletter region, parsed as a browser would see it. */
async function renderNewsletter(channel: 'poster' | 'card') {
  const context = buildTestRequestContext(`http://de.${channel}.localhost/`, { channel, route: { kind: 'home' } }, services);
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(await SiteFooter({ scope: getPageScope(), uniqueIdentifier: 'test' }));
    return readStream(prelude as Readable);
  });
  return within(parseHtml(html).screen.getByRole('region', { name: newsletter.headline }));
}

describe('newsletter privacy note', () => {
  it('links the privacy page under the sign-up form', async () => {
    const region = await renderNewsletter('poster');
    expect(region.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
    expect(region.getByText(/Abmeldung jederzeit\./)).toBeTruthy();
  });

  it('leaves the form alone when the footer has no note', async () => {
    const region = await renderNewsletter('card');
    expect(region.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(region.queryAllByRole('link')).toHaveLength(0);
  });
});
