// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getByRole, getAllByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from './static-island.tsx';

function Page({ links }: { links?: ReactNode }) {
  return (
    <nav aria-label="Footer">
      <StaticIsland as="ul" staticIsland="footer-links" className="links">
        {links}
      </StaticIsland>
      <p>after the island</p>
    </nav>
  );
}

const links = (
  <>
    <li>
      <a href="/ueber-uns">Über uns</a>
    </li>
    <li>
      <a href="/hilfe">Hilfe</a>
    </li>
  </>
);

let container: HTMLElement;
const roots: Root[] = [];

describe('StaticIsland', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.innerHTML = '';
  });

  it('renders its children as the element it names, marked with its name', () => {
    container.innerHTML = renderToString(<Page links={links} />);
    const list = getByRole(container, 'list');
    expect(list.tagName).toBe('UL');
    expect(list.getAttribute('data-island')).toBe('footer-links');
    expect(getAllByRole(list, 'link').map((link) => link.textContent)).toEqual(['Über uns', 'Hilfe']);
  });

  it('hydrates without its children by keeping the server DOM as it is, without a mismatch', () => {
    container.innerHTML = renderToString(<Page links={links} />);
    const serverLink = getByRole(container, 'link', { name: 'Hilfe' });
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      roots.push(hydrateRoot(container, <Page />, { onRecoverableError: recoverable }));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The very node the server sent: nothing was re-created.
    expect(getByRole(container, 'link', { name: 'Hilfe' })).toBe(serverLink);
    expect(getByRole(container, 'paragraph')?.textContent).toBe('after the island');
  });

  it('switches to rendered children when a later payload brings them, without showing both', () => {
    container.innerHTML = renderToString(<Page links={links} />);
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    roots.push(root);
    act(() =>
      root.render(
        <Page
          links={
            <li>
              <a href="/kontakt">Kontakt</a>
            </li>
          }
        />,
      ),
    );
    expect(getAllByRole(container, 'link').map((link) => link.textContent)).toEqual(['Kontakt']);
  });

  it('mounts a payload without children again with the server HTML it first hydrated', () => {
    container.innerHTML = renderToString(<Page links={links} />);
    act(() => {
      roots.push(hydrateRoot(container, <Page />));
    });
    // Leaving the page (its DOM is gone) and coming back to its first payload (a client router's cache).
    container.remove();
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    const root = createRoot(elsewhere);
    roots.push(root);
    act(() => root.render(<Page />));
    expect(getAllByRole(elsewhere, 'link').map((link) => link.getAttribute('href'))).toEqual(['/ueber-uns', '/hilfe']);
  });
});
