import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/log/logger.ts';
import { RichText } from './rich-text.tsx';
import { MAX_RICH_TEXT_DEPTH } from './sanitize-rich-text.ts';
import { buildTestContext } from '../../../tests/support/test-block-context.ts';

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
    expect(html).toBe(
      '<div class="rich-text"><h2>Title</h2><h4>Small</h4><p>one<br/>two</p><ul><li><p>a</p></li></ul>' +
        '<ol start="3"><li><p>b</p></li></ol><hr/><blockquote><p>quote</p></blockquote></div>',
    );
  });

  it('keeps headings within h2-h4', () => {
    const html = render(doc({ type: 'heading', attrs: { level: 1 }, content: [text('a')] }, { type: 'heading', attrs: { level: 6 }, content: [text('b')] }));
    expect(html).toBe('<div class="rich-text"><h2>a</h2><h4>b</h4></div>');
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
    expect(html).toBe(
      '<div class="rich-text"><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><em><strong>both</strong></em>styled</p></div>',
    );
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
    expect(html).toBe(
      '<div class="rich-text"><p><a href="/leinwanddruck">Canvas <strong>prints</strong></a> and ' +
        '<a href="https://example.org/x" rel="nofollow noopener noreferrer" target="_blank">elsewhere</a> or ' +
        '<a href="mailto:service@posterly.de">mail</a></p></div>',
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
    expect(html).toBe('<div class="rich-text"><p>click me</p></div>');
  });

  it('escapes markup and event-handler attributes in text', () => {
    const html = render(doc(paragraph(text('<script>alert(1)</script><img src=x onerror="alert(1)">'))));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('ignores attributes smuggled onto allowed nodes and marks', () => {
    const html = render(
      doc({
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'background:url(x)', class: 'x' },
        content: [text('hi', [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }, link({ href: '/ok', linktype: 'url', onclick: 'alert(1)', target: 'evil' })])],
      }),
    );
    expect(html).toBe('<div class="rich-text"><p><a href="/ok"><strong>hi</strong></a></p></div>');
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
    expect(html).toBe('<div class="rich-text">alert(1)cell<p>after</p></div>');
  });

  it.each([[null], [undefined], ['<p>html string</p>'], [{ type: 'paragraph' }], [doc()], [{ type: 'doc', content: 'nope' }]])('renders nothing for %j', (value) => {
    expect(render(value)).toBe('');
  });

  it('skips malformed children instead of failing', () => {
    const html = render(doc(null, 42, 'text', paragraph(null, { type: 'text', text: 5 }, text('ok')), { content: [] }));
    expect(html).toBe('<div class="rich-text"><p>ok</p></div>');
  });

  it('degrades to plain text and logs when rendering fails', () => {
    const error = vi.spyOn(logger, 'error');
    let deep: unknown = text('deep text');
    for (let level = 0; level <= MAX_RICH_TEXT_DEPTH + 5; level += 1) deep = { type: 'blockquote', content: [deep] };
    const html = render(doc(paragraph(text('intro')), deep));
    expect(html).toBe('<div class="rich-text"><p>intro deep text</p></div>');
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
    expect(html).toBe('<div class="rich-text"><p>see page</p></div>');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('survives a very deep document without overflowing the stack', () => {
    let deep: unknown = text('bottom');
    for (let level = 0; level < 100_000; level += 1) deep = { type: 'paragraph', content: [deep] };
    expect(render(doc(deep))).toBe('<div class="rich-text"><p>bottom</p></div>');
  });
});
