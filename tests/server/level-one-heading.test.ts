import { describe, expect, it } from 'vitest';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * Exactly one level-1 heading on every page type, read from the server's HTML: it was a browser
 * page load per page in tests/e2e/accessibility.spec.ts that counted server-rendered headings, the
 * same in both projects (moved here, decision 0043). The design page, reached by a click, stays
 * there.
 */

const stack = useSharedStack();

const CASES = ['de.poster.localhost', 'de.card.localhost'].flatMap((host) => {
  const slash = host.startsWith('de.card') ? '/' : '';
  return [
    ['home', '/'],
    ['content page with a calculator', host.startsWith('de.card') ? '/wandbilder/' : '/leinwanddruck'],
    ['design listing', `/products${slash}`],
    ['not found', `/gibt-es-nicht${slash}`],
  ].map(([name, path]) => [host, name!, path!] as const);
});

describe('exactly one level-1 heading on every page type', () => {
  it.each(CASES)('%s %s', async (host, name, path) => {
    const response = await send(stack.shopPort, { path, headers: { host: `${host}:${stack.shopPort}` } });
    expect(response.status, path).toBe(name === 'not found' ? 404 : 200);
    expect(parseDocument(response.body).screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
