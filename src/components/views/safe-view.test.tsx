import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentApiMock } from '../../../tests/mocks/content-api.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import * as log from '../../lib/log/logger.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import { SafeView } from './safe-view.tsx';

const services = buildTestServices({ ...MOCK_UPSTREAMS });
const contentApi = createContentApiMock({
  baseUrl: 'https://content.test/v2',
  publicToken: 'public-token',
  previewToken: 'preview-token',
  stories: [
    {
      uuid: 'e1',
      fullSlug: 'poster/de-de/error',
      published: { component: 'page', title: 'Fehler', body: [{ _uid: 'h', component: 'headline', text: 'Hoppla, da ging etwas schief', level: 'h1' }] },
    },
  ],
});
const server = setupServer(...contentApi.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function Broken(): never {
  throw new Error('the view broke');
}

async function BrokenLater() {
  await Promise.resolve();
  return (
    <section>
      <Broken />
    </section>
  );
}

async function render(view: React.ReactNode, path = '/leinwanddruck') {
  const context = buildTestRequestContext(`http://de.poster.localhost${path}`, {}, services);
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<SafeView scope={getPageScope()}>{view}</SafeView>);
    return readStream(prelude as Readable);
  });
  return { screen: parseHtml(html).screen, html, status: context.response.status ?? 200 };
}

describe('SafeView', () => {
  it('renders a working view as it is', async () => {
    const { screen, status } = await render(<p>Alles gut</p>);
    expect(screen.getByText('Alles gut')).toBeTruthy();
    expect(status).toBe(200);
  });

  it('shows the error page from content with status 500 for an unexpected render error, logged, without details', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    const { screen, html, status } = await render(<BrokenLater />);
    expect(status).toBe(500);
    expect(screen.getByRole('heading', { level: 1, name: 'Hoppla, da ging etwas schief' })).toBeTruthy();
    expect(html).not.toContain('the view broke');
    expect(logEvent).toHaveBeenCalledWith('error', 'error-page-encountered', expect.objectContaining({ path: '/leinwanddruck', error: 'Error: the view broke' }));
    logEvent.mockRestore();
  });

  it('names the error when debugging', async () => {
    const { screen } = await render(<Broken />, '/leinwanddruck?_debug');
    expect(screen.getByText('Fehlerdetails')).toBeTruthy();
    expect(screen.getByText(/the view broke/)).toBeTruthy();
  });
});
