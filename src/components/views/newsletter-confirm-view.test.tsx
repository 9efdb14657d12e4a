import { getByRole, queryAllByRole, queryByRole } from '@testing-library/dom';
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { createContentApiMock } from '../../../tests/mocks/content-api.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { NewsletterConfirmView } from './newsletter-confirm-view.tsx';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';

// The clients talk to the mocks: the test's own services, no process.env and no re-import.
const services = buildTestServices(MOCK_UPSTREAMS);

const contentApi = createContentApiMock({
  baseUrl: 'https://content.test/v2',
  publicToken: 'public-token',
  previewToken: 'preview-token',
  stories: [
    {
      uuid: 'c1',
      fullSlug: 'poster/fr-fr/newsletter-confirm',
      published: { component: 'page', title: 'Confirmer', body: [{ _uid: 'h1', component: 'headline', text: 'Presque terminé !', level: 'h1' }] },
    },
  ],
});
const server = setupServer(...contentApi.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const TOKEN = 'a'.repeat(64);

/** The view for `?query` on the French confirm page, as a document to query like a visitor. */
async function renderConfirmPage(query: string, cookies: Record<string, string> = {}) {
  const context = buildTestRequestContext(`http://fr.poster.localhost/newsletter-confirm?${query}`, {
    country: 'fr',
    locale: 'fr-FR',
    route: { kind: 'newsletter-confirm' },
  }, services);
  context.cookies = new Map(Object.entries(cookies));
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<NewsletterConfirmView scope={getPageScope()} />);
    return readStream(prelude as Readable);
  });
  return parseHtml(html).body;
}

describe('the newsletter confirm page has three distinct states', () => {
  it('asks to confirm with a button when the mail link is opened', async () => {
    const page = await renderConfirmPage(`token=${TOKEN}`);
    expect(queryAllByRole(page, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Presque terminé !']);
    expect(getByRole(page, 'button', { name: "Confirmer l'inscription" })).toBeTruthy();
  });

  it('asks with the token the first request moved into its cookie (the URL has none), and after a failed attempt too', async () => {
    for (const query of ['', 'status=upstreamError']) {
      const page = await renderConfirmPage(query, { page_token: TOKEN });
      expect(getByRole(page, 'button', { name: "Confirmer l'inscription" })).toBeTruthy();
      expect(page.querySelector('input[name="token"]')?.getAttribute('value')).toBe(TOKEN);
    }
  });

  it('thanks after confirming, without asking again', async () => {
    const page = await renderConfirmPage('status=confirmed');
    expect(queryAllByRole(page, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Inscription confirmée']);
    expect(getByRole(page, 'status').textContent).toContain('Votre inscription à la newsletter est confirmée');
    expect(queryByRole(page, 'button')).toBeNull();
    expect(page.textContent).not.toContain('Presque terminé');
  });

  it.each([
    ['an unknown or used token', 'status=unknownToken', "n'est pas valide ou a déjà été utilisé"],
    ['an expired token', 'status=expired', 'a expiré'],
    ['no token', '', 'code de confirmation manque'],
    ['a token that cannot be one', 'token=%3Cscript%3E', "n'est pas valide"],
  ])('says that %s cannot confirm anything, and how to sign up again', async (_name, query, text) => {
    const page = await renderConfirmPage(query);
    expect(queryAllByRole(page, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Ce lien ne fonctionne plus']);
    expect(getByRole(page, 'status').textContent).toContain(text);
    expect(page.textContent).toContain('vous réinscrire');
    expect(queryByRole(page, 'button')).toBeNull();
    expect(getByRole(page, 'link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('keeps the button after a failed attempt, with the error', async () => {
    const page = await renderConfirmPage(`status=upstreamError&token=${TOKEN}`);
    expect(getByRole(page, 'status').textContent).toContain("n'a pas abouti");
    expect(getByRole(page, 'button', { name: "Confirmer l'inscription" })).toBeTruthy();
  });
});
