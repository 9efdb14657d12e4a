/**
 * Server-rendered HTML as a DOM, so component tests query it the way a visitor meets it (by
 * role, name and text with @testing-library/dom) instead of matching markup strings.
 */
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';

export function parseHtml(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  const body = window.document.body as unknown as HTMLElement;
  return { body, screen: within(body) };
}

/** The headings of rendered HTML in document order, each as its level and text (`h2 Title`). */
export function headingsOf(html: string): string[] {
  return parseHtml(html)
    .screen.queryAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
}

/** A table's body rows as [row header, cell] texts: what a reader takes from each row. */
export function rowHeadersAndCells(html: string): [string | null, string | null][] {
  return parseHtml(html)
    .screen.queryAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).queryByRole('cell')?.textContent ?? null]);
}

/** A whole served document (head included) as a DOM, queried the way a visitor meets it. */
export function parseDocument(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return { document, screen: within(document.body) };
}
