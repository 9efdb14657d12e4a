import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import { DialogFrame } from './dialog-frame.tsx';

async function render(node: React.ReactNode) {
  return parseHtml(await readStream((await prerenderToNodeStream(node)).prelude as Readable));
}

describe('the dialog frame', () => {
  it('is rendered open, named by its title, with a close link to the page without it', async () => {
    const { screen } = await render(
      <DialogFrame id="login" title="Log in" closeHref="/poster" closeText="Close">
        <p>Form</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/poster');
    expect(dialog.textContent).toContain('Form');
  });

  it('hides its overlay link from assistive technology and the tab order', async () => {
    const { body } = await render(
      <DialogFrame id="x" title="T" closeHref="/p" closeText="Close" headingLevel={3}>
        {null}
      </DialogFrame>,
    );
    const links = [...body.querySelectorAll('a')];
    expect(links.every((link) => link.getAttribute('href') === '/p')).toBe(true);
    const overlay = links.find((link) => link.getAttribute('aria-hidden') === 'true');
    expect(overlay?.getAttribute('tabindex')).toBe('-1');
  });
});
