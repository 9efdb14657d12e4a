import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { SHOP_COOKIES } from '../../src/lib/request/shop-cookies.ts';
import { parseFlightRows } from '../../src/server/framework/flight-rows.ts';
import { parseDocument } from '../support/parse-html.ts';
import { useSharedStack } from './shared-stack.ts';
import { send } from './raw-http.ts';

const stack = useSharedStack();


/** The RSC payload a browser assembles from the document's inline scripts. */
function inlinePayload(html: string): string {
  return [...html.matchAll(/<script[^>]*>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((match) => JSON.parse((match[1] as string).replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1')) as string)
    .join('');
}

/** Every static island in a payload: its name and whether its children travel with it. */
function islandsIn(payload: string): Map<string, boolean> {
  const islands = new Map<string, boolean>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      const props = value[3] as Record<string, unknown> | undefined;
      if (value[0] === '$' && props && typeof props === 'object' && typeof props.staticIsland === 'string') islands.set(props.staticIsland, 'children' in props);
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  for (const row of parseFlightRows(Buffer.from(payload, 'utf8'))) if (row.json !== undefined) visit(JSON.parse(row.json));
  return islands;
}

const SESSION = { cookie: `${SHOP_COOKIES.session.name}=not-a-session` };

describe('static islands on real pages', () => {
  it.each([
    ['a stored page', {}],
    ['a streamed page (session cookie, never stored)', SESSION],
  ])('%s hydrates from a payload without the inert islands’ children, and shows them in its markup', async (_kind, headers) => {
    const response = await send(stack.shopPort, { path: '/', headers });
    expect(response.status).toBe(200);
    const islands = islandsIn(inlinePayload(response.body));
    // Inert: links, text and images only.
    for (const name of ['main-navigation', 'footer-linkBoxes', 'footer-boxes', 'footer-payment', 'body-0', 'reviews']) expect({ name, children: islands.get(name) }).toEqual({ name, children: false });
    // Interactive: a server action's form, a client carousel.
    for (const name of ['footer-newsletter', 'footer-reviews']) expect({ name, children: islands.get(name) }).toEqual({ name, children: true });

    // Nothing is missing for the visitor: the markup has the footer's links and the flyouts' ones.
    const { screen } = parseDocument(response.body);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('link').length).toBeGreaterThan(20);
    const navigation = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(navigation.getAllByRole('link').length).toBeGreaterThan(30);
  });

  it('sends the content once: the inline payload is a fraction of what a client navigation gets', async () => {
    const page = await send(stack.shopPort, { path: '/' });
    const navigation = await send(stack.shopPort, { path: '/RSC/R/_root.txt' });
    expect(navigation.status).toBe(200);
    // A client navigation renders the islands' children itself: they are all there.
    const navigationIslands = islandsIn(navigation.body);
    expect(navigationIslands.get('footer-boxes')).toBe(true);
    expect(navigationIslands.get('main-navigation')).toBe(true);
    expect(inlinePayload(page.body).length).toBeLessThan(navigation.body.length / 2);
  });
});
