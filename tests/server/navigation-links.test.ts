import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { memoizeRequests } from '../support/memoize-requests.ts';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * Where the navigation's links lead, read from the server-rendered HTML: no browser is needed to
 * follow an href (moved from tests/e2e/navigation.spec.ts, decision 0035). What a visitor does with
 * the menus (burger, flyouts, keyboard) stays in the e2e spec.
 */

const stack = useSharedStack();

// GETs only, so each page is read once for both describes, five at a time (decision 0044).
const read = memoizeRequests((key) => {
  const [host, path] = key.split(' ') as [string, string];
  return send(stack.shopPort, { path, headers: { host: `${host}:${stack.shopPort}` } });
}, 5);
const get = (host: string, path: string) => read(`${host} ${path}`);

const LANGUAGES = ['de', 'ch', 'gb', 'com', 'fr', 'it', 'es', 'nl'].flatMap((country) => [`${country}.poster.localhost`, `${country}.card.localhost`]);

describe('every navigation link of both channels in every language leads to a page', () => {
  it.each(LANGUAGES)('%s', async (host) => {
    const home = await get(host, '/');
    expect(home.status, host).toBe(200);
    const header = home.body.slice(home.body.indexOf('<header'), home.body.indexOf('</header>'));
    const hrefs = new Set(
      [...header.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).filter((href) => !href.startsWith('/icons.svg')),
    );
    expect(hrefs.size, host).toBeGreaterThan(15);
    const statuses = await Promise.all([...hrefs].map(async (href) => ({ href, status: (await get(host, href)).status })));
    const bad = statuses.filter(({ status }) => status >= 300).map(({ href, status }) => `${href}: ${status}`);
    expect(bad, `${host}: links that do not answer with a page`).toEqual([]);
  });
});

/** Elements with the group role, as a browser's accessibility tree has them (details and fieldset implicitly). */
const GROUP = ':is([role=group], details:not([role]), fieldset:not([role]))';

/**
 * Issue 20: the sub-links of a submenu (Hochzeit, Reise, Schwarz, Gold, …) all led to the same
 * product page. Every submenu's links lead to pages of their own, and a link to a filtered listing
 * lands on designs whose heading names what the link says.
 */
const SUBMENU_HOSTS = [
  ['de.poster.localhost', '/'],
  ['gb.poster.localhost', '/'],
  ['ch.poster.localhost', '/fr'],
  ['com.card.localhost', '/'],
  ['de.card.localhost', '/'],
] as const;

describe('each sub-link of a submenu lands on its own page, a listing on what it names', () => {
  it.each(SUBMENU_HOSTS)('%s%s', async (host, path) => {
    const home = await get(host, path);
    expect(home.status).toBe(200);
    const { screen } = parseDocument(home.body);
    // The main navigation: the named one holding the flyouts (each a group named by its main item).
    const navigation = screen.getAllByRole('navigation', { hidden: true }).find((nav) => nav.getAttribute('aria-label') && nav.querySelector(GROUP));
    expect(navigation, 'the navigation with the flyouts').toBeDefined();
    const submenus = [...navigation!.querySelectorAll(GROUP)]
      .flatMap((group) =>
        [...group.querySelectorAll('ul')].map((list) => ({
          name: `${group.getAttribute('aria-label') ?? ''} (${list.parentElement?.className ?? ''})`,
          links: [...list.querySelectorAll(':scope > li > a[href]')].map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
        })),
      )
      .filter((submenu) => submenu.links.length > 1);
    expect(submenus.length, host).toBeGreaterThan(5);
    for (const submenu of submenus) {
      const hrefs = submenu.links.map((link) => link.href);
      expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index), `${host} ${submenu.name}: ${JSON.stringify(submenu.links)}`).toEqual([]);
    }
    const listings = [...new Map(submenus.flatMap((submenu) => submenu.links).filter((link) => /\/products\/./.test(link.href)).map((link) => [link.href, link])).values()];
    expect(listings.length, host).toBeGreaterThan(8);
    const responses = await Promise.all(listings.map((link) => get(host, link.href)));
    for (const [index, link] of listings.entries()) {
      const response = responses[index]!;
      expect(response.status, link.href).toBe(200);
      const listing = parseDocument(response.body).screen;
      const heading = listing.getByRole('heading', { level: 1 }).textContent?.replace(/\s+/g, ' ') ?? '';
      expect(heading.toLowerCase(), link.href).toContain(link.text.replace(/^.*: /, '').toLowerCase());
      // The count of designs found (a status) is not zero.
      const count = listing.queryAllByRole('status').find((status) => /\d/.test(status.textContent ?? ''));
      expect(count, `${link.href}: the count of designs`).toBeDefined();
      expect(count!.textContent!.trim(), link.href).not.toMatch(/^0\b/);
      const tiles = within(listing.getByRole('main')).queryAllByRole('listitem').filter((item) => item.querySelector('a[href]'));
      expect(tiles.length, `${link.href}: designs listed`).toBeGreaterThan(0);
    }
  });
});
