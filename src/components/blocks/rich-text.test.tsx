import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/log/logger.ts';
import { RichText } from './rich-text.tsx';
import { MAX_RICH_TEXT_DEPTH } from './sanitize-rich-text.ts';
import { buildTestContext } from '../../../tests/support/test-block-context.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { within } from '@testing-library/dom';

const ctx = buildTestContext();

function doc(...content: unknown[]) {
  return { type: 'doc', content };
}
function paragraph(...content: unknown[]) {
  return { type: 'paragraph', content };
}
function text(value: string, marks?: unknown[]) {
  return { type: 'text', text: value, ...(marks ? { marks } : {}) };
}
function link(attrs: Record<string, unknown>) {
  return { type: 'link', attrs };
}
function render(value: unknown, context = ctx) {
  return renderToStaticMarkup(<RichText doc={value} ctx={context} />);
}

/**
 * The element outline under the container: tag names with their attributes, and text. The
 * sanitizer's whole job is which elements and attributes survive, so that is what these tests
 * read, from the DOM rather than from a markup string.
 */
function outline(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  const element = node as Element;
  const attributes = [...element.attributes].map((attribute) => ` ${attribute.name}=${attribute.value}`).join('');
  const children = [...element.childNodes].map(outline).join('');
  return `[${element.tagName.toLowerCase()}${attributes}]${children}[/]`;
}
const contentOutline = (root: HTMLElement) => [...root.childNodes].map(outline).join('');

/** The rendered text as a reader meets it: the one rich-text container, to query by role and text. */
function parseHtmlRoot(html: string) {
  const { body } = parseHtml(html);
  expect(body.children.length).toBeLessThanOrEqual(1);
  const root = body.firstElementChild as HTMLElement;
  return { root, screen: within(root) };
}

describe('RichText', () => {
  it('renders the allow-listed nodes', () => {
    const html = render(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
        { type: 'heading', attrs: { level: 4 }, content: [text('Small')] },
        paragraph(text('one'), { type: 'hard_break' }, text('two')),
        { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('a'))] }] },
        { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [paragraph(text('b'))] }] },
        { type: 'horizontal_rule' },
        { type: 'blockquote', content: [paragraph(text('quote'))] },
      ),
    );
    const { root, screen } = parseHtmlRoot(html);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Title'],
      ['H4', 'Small'],
    ]);
    expect(screen.getByText(/one/).innerHTML).toBe('one<br>two');
    const [bullets, numbered] = screen.getAllByRole('list');
    expect([bullets!.tagName, within(bullets!).getByRole('listitem').textContent]).toEqual(['UL', 'a']);
    expect([numbered!.tagName, numbered!.getAttribute('start'), within(numbered!).getByRole('listitem').textContent]).toEqual(['OL', '3', 'b']);
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(screen.getByText('quote').closest('blockquote')).toBeTruthy();
    expect(contentOutline(root)).toBe(
      '[h2]Title[/][h4]Small[/][p]one[br][/]two[/][ul][li][p]a[/][/][/][ol start=3][li][p]b[/][/][/][hr][/][blockquote][p]quote[/][/]',
    );
  });

  it('keeps headings within h2-h4', () => {
    const html = render(doc({ type: 'heading', attrs: { level: 1 }, content: [text('a')] }, { type: 'heading', attrs: { level: 6 }, content: [text('b')] }));
    expect(parseHtmlRoot(html).screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'a'],
      ['H4', 'b'],
    ]);
  });

  it('renders the allow-listed marks and drops others', () => {
    const html = render(
      doc(
        paragraph(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('u', [{ type: 'underline' }]),
          text('s', [{ type: 'strike' }]),
          text('c', [{ type: 'code' }]),
          text('both', [{ type: 'bold' }, { type: 'italic' }]),
          text('styled', [{ type: 'textStyle', attrs: { color: 'red' } }, { type: 'styled', attrs: { class: 'evil' } }]),
        ),
      ),
    );
    const { root, screen } = parseHtmlRoot(html);
    const markOf = (text: string) => screen.getByText(text).tagName.toLowerCase();
    expect(['b', 'i', 'u', 's', 'c'].map(markOf)).toEqual(['strong', 'em', 'u', 's', 'code']);
    expect(screen.getByText('both').parentElement!.tagName).toBe('EM');
    expect(contentOutline(root)).toBe('[p][strong]b[/][em]i[/][u]u[/][s]s[/][code]c[/][em][strong]both[/][/]styled[/]');
  });

  it('resolves story and url links through the link rules and merges adjacent link text', () => {
    const storyLink = link({ href: 'poster/de-de/leinwanddruck', linktype: 'story' });
    const html = render(
      doc(
        paragraph(
          text('Canvas ', [storyLink]),
          text('prints', [storyLink, { type: 'bold' }]),
          text(' and '),
          text('elsewhere', [link({ href: 'https://example.org/x', linktype: 'url', target: '_blank' })]),
          text(' or '),
          text('mail', [link({ href: 'service@posterly.de', linktype: 'email' })]),
        ),
      ),
    );
    const { root, screen } = parseHtmlRoot(html);
    const links = screen.getAllByRole('link').map((anchor) => [anchor.textContent, anchor.getAttribute('href')]);
    expect(links).toEqual([
      ['Canvas prints', '/leinwanddruck'],
      ['elsewhere', 'https://example.org/x'],
      ['mail', 'mailto:service@posterly.de'],
    ]);
    expect(root.textContent).toBe('Canvas prints and elsewhere or mail');
    expect(contentOutline(root)).toBe(
      '[p][a href=/leinwanddruck]Canvas [strong]prints[/][/] and [a href=https://example.org/x rel=nofollow noopener noreferrer target=_blank]elsewhere[/] or [a href=mailto:service@posterly.de]mail[/][/]',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses the link %j but keeps its text', (href) => {
    const html = render(doc(paragraph(text('click me', [link({ href, linktype: 'url' })]))));
    const { root, screen } = parseHtmlRoot(html);
    expect(screen.queryByRole('link')).toBeNull();
    expect(contentOutline(root)).toBe('[p]click me[/]');
  });

  it('escapes markup and event-handler attributes in text', () => {
    const html = render(doc(paragraph(text('<script>alert(1)</script><img src=x onerror="alert(1)">'))));
    const { root } = parseHtmlRoot(html);
    expect(root.querySelector('script, img')).toBeNull();
    expect(root.textContent).toBe('<script>alert(1)</script><img src=x onerror="alert(1)">');
  });

  it('ignores attributes smuggled onto allowed nodes and marks', () => {
    const html = render(
      doc({
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'background:url(x)', class: 'x' },
        content: [text('hi', [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }, link({ href: '/ok', linktype: 'url', onclick: 'alert(1)', target: 'evil' })])],
      }),
    );
    expect(contentOutline(parseHtmlRoot(html).root)).toBe('[p][a href=/ok][strong]hi[/][/][/]');
  });

  it('renders unknown and disallowed nodes as their text', () => {
    const html = render(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('cell'))] }] }] },
        { type: 'blok', attrs: { body: [{ component: 'teaser' }] } },
        paragraph({ type: 'emoji', attrs: { emoji: 'x' } }, text('after')),
      ),
    );
    const { root } = parseHtmlRoot(html);
    expect(root.querySelector('script, img, table')).toBeNull();
    expect(contentOutline(root)).toBe('alert(1)cell[p]after[/]');
  });

  it.each([[null], [undefined], ['<p>html string</p>'], [{ type: 'paragraph' }], [doc()], [{ type: 'doc', content: 'nope' }]])('renders nothing for %j', (value) => {
    expect(render(value)).toBe('');
  });

  it('skips malformed children instead of failing', () => {
    const html = render(doc(null, 42, 'text', paragraph(null, { type: 'text', text: 5 }, text('ok')), { content: [] }));
    expect(contentOutline(parseHtmlRoot(html).root)).toBe('[p]ok[/]');
  });

  it('degrades to plain text and logs when rendering fails', () => {
    const error = vi.spyOn(logger, 'error');
    let deep: unknown = text('deep text');
    for (let level = 0; level <= MAX_RICH_TEXT_DEPTH + 5; level += 1) deep = { type: 'blockquote', content: [deep] };
    const html = render(doc(paragraph(text('intro')), deep));
    expect(contentOutline(parseHtmlRoot(html).root)).toBe('[p]intro deep text[/]');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: 'richtext-render-error' }), 'richtext-render-error');
  });

  it('degrades to plain text when the link rules throw', () => {
    const error = vi.spyOn(logger, 'error');
    const throwing = buildTestContext({
      buildPath: () => {
        throw new Error('no path');
      },
    });
    const html = render(doc(paragraph(text('see '), text('page', [link({ href: 'poster/de-de/x', linktype: 'story' })]))), throwing);
    const { root, screen } = parseHtmlRoot(html);
    expect(screen.queryByRole('link')).toBeNull();
    expect(contentOutline(root)).toBe('[p]see page[/]');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('survives a very deep document without overflowing the stack', () => {
    let deep: unknown = text('bottom');
    for (let level = 0; level < 100_000; level += 1) deep = { type: 'paragraph', content: [deep] };
    expect(contentOutline(parseHtmlRoot(render(doc(deep))).root)).toBe('[p]bottom[/]');
  });
});
