import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { logger } from '../../lib/log/logger.ts';
import { defineBlock } from './define-block.ts';
import { BLOCK_REGISTRY, BlockList, NOT_BUILT_YET, type BlockRegistry } from './registry.tsx';
import { buildTestContext } from '../../../tests/support/test-block-context.ts';
import { contrastRatio } from '../../../domain/colors/contrast.ts';
import { CHANNEL_COLORS } from '../../lib/colors/panel-colors.ts';
import { getButtonColors } from '../../lib/colors/button-colors.ts';
import { BUTTON_COLORS } from '../../../domain/catalog/vocabulary.ts';
import { headingsOf as headings, parseHtml } from '../../../tests/support/parse-html.ts';
import { within } from '@testing-library/dom';

const ctx = buildTestContext();
const IMAGE = { filename: 'https://a.storyblok.com/f/1/hero.jpg', alt: 'A canvas on a wall' };
const STORY_LINK = { linktype: 'story', cached_url: 'poster/de-de/leinwanddruck' };
const richText = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });

let uidCounter = 0;
function block(component: string, fields: Record<string, unknown> = {}) {
  uidCounter += 1;
  return { _uid: `uid-${uidCounter}`, component, ...fields };
}

function render(blocks: unknown, options: { firstImageEager?: boolean; registry?: BlockRegistry } = {}) {
  return renderToStaticMarkup(<BlockList blocks={blocks} ctx={ctx} {...options} />);
}

/** The rendered blocks as a shopper meets them: a DOM to query by role, name and text. */
function view(blocks: unknown, options: { firstImageEager?: boolean; registry?: BlockRegistry } = {}) {
  return parseHtml(render(blocks, options));
}


function warnedEvents(warn: { mock: { calls: unknown[][] } }, event: string) {
  return warn.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((fields) => fields.event === event);
}

describe('built blocks', () => {
  it('headline: level and alignment, h2 and left by default', () => {
    const centred = view([block('headline', { text: 'Hello', level: 'h1', align: 'center' })]).screen.getByRole('heading', { level: 1, name: 'Hello' });
    // Alignment is only a style: the class is all there is to see without the stylesheet.
    expect(centred.classList).toContain('block-headline--center');
    const fallback = view([block('headline', { text: 'Hello', level: 'h6', align: '' })]);
    expect(fallback.screen.getAllByRole('heading')).toHaveLength(1);
    expect(fallback.screen.getByRole('heading', { level: 2, name: 'Hello' }).classList).toContain('block-headline--left');
  });

  it('text: rich text', () => {
    const { body, screen } = view([block('text', { text: richText('Body copy') })]);
    expect(screen.getByText('Body copy').tagName).toBe('P');
    expect(body.textContent).toBe('Body copy');
  });

  it('teaser: image, headline, subline, resolved call to action and hex colours only', () => {
    const html = render([
      block('teaser', {
        headline: 'Canvas prints',
        subline: 'From 9.99',
        image: IMAGE,
        cta: { text: 'Design now', link: STORY_LINK },
        textColor: '#ffffff',
        backgroundColor: 'red;background-image:url(https://evil.example/x)',
      }),
    ]);
    // The refused background leaves white text on the brand colour, not on the light surface.
    const teaser = parseHtml(html).body.querySelector('section')!;
    expect(teaser.style.getPropertyValue('--teaser-color')).toBe('#ffffff');
    expect(teaser.style.getPropertyValue('--teaser-background')).toBe(CHANNEL_COLORS.poster.brand);
    expect(html).not.toContain('evil.example');
    const { screen } = parseHtml(html);
    expect(screen.getByRole('heading', { level: 2, name: 'Canvas prints' })).toBeTruthy();
    expect(screen.getByText('From 9.99').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Design now' }).getAttribute('href')).toBe('/leinwanddruck');
    const image = screen.getByRole('img', { name: 'A canvas on a wall' });
    expect(image.closest<HTMLElement>('[style]')!.style.aspectRatio).toBe('16 / 9');
  });

  it('teaser: the call to action stands out from its panel, whatever colours the editor chose', () => {
    // The poster home page: white text and no background put the brand-coloured button on a
    // brand-coloured panel, where it vanished.
    for (const colors of [{ textColor: '#ffffff' }, { backgroundColor: '#1f4e5f' }, { textColor: '#ffffff', backgroundColor: '#7a2e4d' }, {}]) {
      for (const channel of ['poster', 'card'] as const) {
        const html = renderToStaticMarkup(
          <BlockList blocks={[block('teaser', { headline: 'H', image: IMAGE, cta: { text: 'Jetzt gestalten', link: STORY_LINK }, ...colors })]} ctx={buildTestContext({ channel })} />,
        );
        const { body, screen } = parseHtml(html);
        const panel = body.querySelector('section')!;
        const read = (name: string, fallback: string) => panel.style.getPropertyValue(name) || fallback;
        const panelBackground = read('--teaser-background', CHANNEL_COLORS[channel].surfaceAlt);
        const buttonBackground = read('--teaser-cta-background', CHANNEL_COLORS[channel].brand);
        expect(screen.getByRole('link', { name: 'Jetzt gestalten' })).toBeTruthy();
        expect(contrastRatio(buttonBackground, panelBackground), JSON.stringify({ channel, colors })).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(read('--teaser-cta-color', '#ffffff'), buttonBackground)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(read('--teaser-color', '#1d1d1f'), panelBackground)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('teaser: the button takes a colour of the button vocabulary (black … yellow, smashy1/2) with a readable label; other values are ignored', () => {
    const read = (buttonColor: unknown) => {
      const html = render([block('teaser', { headline: 'H', image: IMAGE, cta: { text: 'Go', link: STORY_LINK, buttonColor } })]);
      const style = parseHtml(html).body.querySelector('section')!.style;
      return { background: style.getPropertyValue('--teaser-cta-background'), text: style.getPropertyValue('--teaser-cta-color') };
    };
    for (const color of BUTTON_COLORS) {
      const { background, text } = read(color);
      expect(background, color).toBe(getButtonColors(color).background);
      expect(contrastRatio(text, background), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(read('yellow').background).not.toBe(read('black').background);
    expect(read('chartreuse')).toEqual({ background: '', text: '' });
  });

  it('teaser: a call to action with a refused link is left out', () => {
    const html = render([block('teaser', { headline: 'H', image: IMAGE, cta: { text: 'Go', link: { linktype: 'url', url: 'javascript:alert(1)' } } })]);
    expect(html).not.toContain('Go');
    expect(html).not.toContain('javascript');
  });

  it('usp_teaser: one item per point, sprite icons, unknown icon names leave the text', () => {
    const html = render([
      block('usp_teaser', {
        items: [
          { _uid: 'a', icon: 'truck', text: 'Free shipping' },
          { _uid: 'b', icon: 'rocket', text: 'Fast' },
        ],
      }),
    ]);
    const { screen } = parseHtml(html);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Free shipping', 'Fast']);
    // The icon is decoration from the sprite; an unknown name leaves the text alone.
    const icons = items.map((item) => [...item.querySelectorAll('svg')]);
    expect(icons[0]!.map((icon) => [icon.getAttribute('aria-hidden'), icon.querySelector('use')!.getAttribute('href')])).toEqual([['true', '/icons.svg#truck']]);
    expect(icons[1]).toEqual([]);
  });

  it('usp_teaser: a point left empty (its review figures unknown) is left out, the others stay', () => {
    const html = render([block('usp_teaser', { items: [{ _uid: 'a', icon: 'truck', text: 'Free shipping' }, { _uid: 'b', icon: 'star', text: '' }] })]);
    expect(parseHtml(html).screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free shipping']);
  });

  it('sub_teasers: linked cards with h3 titles under the block headline', () => {
    const html = render([
      block('sub_teasers', {
        headline: 'Our products',
        items: [
          { _uid: 'a', headline: 'Canvas', text: 'Stretched', image: IMAGE, link: STORY_LINK },
          { _uid: 'b', headline: 'Poster', text: '', image: { filename: '' }, link: { linktype: 'story', cached_url: '' } },
        ],
      }),
    ]);
    const { screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 Our products', 'h3 Canvas', 'h3 Poster']);
    const [canvas, poster] = screen.getAllByRole('listitem');
    const canvasLink = within(canvas!).getByRole('link', { name: /Canvas/ });
    expect(canvasLink.getAttribute('href')).toBe('/leinwanddruck');
    expect(within(canvasLink).getByRole('heading', { level: 3, name: 'Canvas' })).toBeTruthy();
    expect(within(canvas!).getByText('Stretched').closest('a')).toBeNull();
    // The second card has no link and no image: its title and a placeholder box remain.
    expect(within(poster!).queryByRole('link')).toBeNull();
    expect(within(poster!).queryByRole('img')).toBeNull();
    const placeholder = poster!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(placeholder.style.aspectRatio).toBe('4 / 3');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('sub_teasers: item titles are h2 without a block headline', () => {
    const html = render([block('sub_teasers', { items: [{ headline: 'Canvas', image: IMAGE, link: STORY_LINK }] })]);
    expect(headings(html)).toEqual(['h2 Canvas']);
  });

  it('reco_sub_teasers: square tiles with optional label', () => {
    const html = render([
      block('reco_sub_teasers', {
        headline: 'You may also like',
        items: [{ _uid: 'a', title: 'Acrylic', image: IMAGE, link: { linktype: 'url', url: 'https://www.posterly.de/acryl' }, label: 'New' }],
      }),
    ]);
    const { screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 You may also like']);
    const tile = screen.getByRole('link', { name: /Acrylic/ });
    expect(tile.getAttribute('href')).toBe('https://www.posterly.de/acryl');
    // The label comes before the title, each its own piece of text.
    expect([...tile.querySelectorAll('span')].map((span) => span.textContent).filter((text) => text === 'New' || text === 'Acrylic')).toEqual(['New', 'Acrylic']);
    expect(screen.getByRole('img', { name: 'A canvas on a wall' }).closest<HTMLElement>('[style]')!.style.aspectRatio).toBe('1 / 1');
  });

  it('information: typed notice with title and rich text', () => {
    const { screen } = view([block('information', { headline: 'Note', text: richText('Closed on Sunday'), type: 'warning' })]);
    const note = screen.getByRole('note');
    expect([...note.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Note', 'Closed on Sunday']);
    // The type is only a colour: its class is what shows it.
    expect(note.classList).toContain('block-info--warning');
    expect(view([block('information', { text: richText('x'), type: 'danger' })]).screen.getByRole('note').classList).toContain('block-info--info');
  });

  it('margin: size class, hidden from assistive technology', () => {
    // A spacer has nothing to read and its size is only a style.
    for (const [fields, size] of [[{ size: 'l' }, 'l'], [{}, 'm']] as const) {
      const { body } = view([block('margin', fields)]);
      const spacer = body.firstElementChild as HTMLElement;
      expect(body.children).toHaveLength(1);
      expect(spacer.textContent).toBe('');
      expect(spacer.getAttribute('aria-hidden')).toBe('true');
      expect(spacer.classList).toContain(`block-margin--${size}`);
    }
  });

  it('photo_block: figure with caption, validated aspect ratio and link', () => {
    const html = render([block('photo_block', { image: IMAGE, caption: 'Living room', aspectRatio: '3/2', link: STORY_LINK })]);
    const { screen } = parseHtml(html);
    const figure = screen.getByRole('figure');
    const image = within(figure).getByRole('img', { name: 'A canvas on a wall' });
    expect(image.closest('a')!.getAttribute('href')).toBe('/leinwanddruck');
    expect(image.closest<HTMLElement>('[style]')!.style.aspectRatio).toBe('3 / 2');
    expect(figure.querySelector('figcaption')!.textContent).toBe('Living room');
    const wide = view([block('photo_block', { image: IMAGE, aspectRatio: 'wide' })]).screen.getByRole('img');
    expect(wide.closest<HTMLElement>('[style]')!.style.aspectRatio).toBe('4 / 3');
  });

  it('photo_block: a linked decorative image takes its name from the caption', () => {
    const html = render([block('photo_block', { image: { filename: IMAGE.filename }, caption: 'Living room', link: STORY_LINK })]);
    expect(parseHtml(html).screen.getByRole('link', { name: 'Living room' }).getAttribute('href')).toBe('/leinwanddruck');
  });

  describe('video_block', () => {
    it('links the poster to YouTube without loading anything from YouTube', () => {
      const html = render([block('video_block', { title: 'How it works', youtubeId: 'dQw4w9WgXcQ', poster: IMAGE, caption: 'Two minutes' })]);
      const { body, screen } = parseHtml(html);
      const link = screen.getByRole('link', { name: /How it works/ });
      // Without JavaScript the link opens the privacy-enhanced player as a page of its own.
      expect(link.getAttribute('href')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
      expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
      expect(link.querySelector('use')!.getAttribute('href')).toBe('/icons.svg#play');
      expect(screen.getByRole('figure').querySelector('figcaption')!.textContent).toBe('Two minutes');
      expect(body.querySelector('iframe')).toBeNull();
      expect([...body.querySelectorAll('[src]')].map((element) => element.getAttribute('src')).filter((src) => src?.includes('youtube'))).toEqual([]);
    });

    it('links to the video file when there is no YouTube id', () => {
      const html = render([block('video_block', { title: 'Clip', video: { filename: 'https://a.storyblok.com/f/1/clip.mp4' }, poster: IMAGE })]);
      expect(parseHtml(html).screen.getByRole('link', { name: /Clip/ }).getAttribute('href')).toBe('https://a.storyblok.com/f/1/clip.mp4');
    });

    it('shows just the poster and title without a video, and ignores an invalid YouTube id', () => {
      const html = render([block('video_block', { title: 'Soon', youtubeId: '"><script>', poster: IMAGE })]);
      const { body, screen } = parseHtml(html);
      expect(screen.queryByRole('link')).toBeNull();
      expect(html).not.toContain('#play');
      expect(body.querySelector('script')).toBeNull();
      expect(screen.getByText('Soon')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'A canvas on a wall' })).toBeTruthy();
    });
  });
});

describe('image loading', () => {
  const loadingOf = (html: string) =>
    [...html.matchAll(/<img [^>]*>/g)].map(([img]) => `${/loading="(\w+)"/.exec(img)?.[1]}${img.includes('fetchPriority="high"') ? '+high' : ''}`);

  it('loads the first image of the page eagerly at high priority and every other image lazily', () => {
    const html = render(
      [
        block('headline', { text: 'Welcome' }),
        block('teaser', { headline: 'Canvas', image: IMAGE }),
        block('sub_teasers', { items: [{ headline: 'a', image: IMAGE }, { headline: 'b', image: IMAGE }] }),
        block('photo_block', { image: IMAGE }),
      ],
      { firstImageEager: true },
    );
    expect(loadingOf(html)).toEqual(['eager+high', 'lazy', 'lazy', 'lazy']);
  });

  it('makes only the first item of a list block eager', () => {
    const html = render([block('reco_sub_teasers', { headline: 'x', items: [{ title: 'a', image: IMAGE }, { title: 'b', image: IMAGE }] })], { firstImageEager: true });
    expect(loadingOf(html)).toEqual(['eager+high', 'lazy']);
  });

  it('keeps everything lazy in a list that does not hold the first image', () => {
    expect(loadingOf(render([block('teaser', { headline: 'Canvas', image: IMAGE })]))).toEqual(['lazy']);
  });
});

describe('BlockList', () => {
  it('renders blocks in order', () => {
    const html = render([block('headline', { text: 'One' }), block('margin', { size: 's' }), block('headline', { text: 'Two', level: 'h3' })]);
    expect(headings(html)).toEqual(['h2 One', 'h3 Two']);
    const [one, spacer, two] = [...parseHtml(html).body.children];
    expect([one!.textContent, spacer!.getAttribute('aria-hidden'), two!.textContent]).toEqual(['One', 'true', 'Two']);
  });

  it('skips an unknown block and logs its name once', () => {
    const warn = vi.spyOn(logger, 'warn');
    const blocks = [block('headline', { text: 'Before' }), block('mystery_widget'), block('mystery_widget'), block('headline', { text: 'After' })];
    const first = render(blocks);
    const second = render(blocks);
    expect(first).toBe(second);
    expect(headings(first)).toEqual(['h2 Before', 'h2 After']);
    expect(parseHtml(first).body.textContent).toBe('BeforeAfter');
    expect(warnedEvents(warn, 'unknown-block')).toEqual([expect.objectContaining({ key: 'mystery_widget', known: false })]);
  });

  it('skips a block that is not built yet and logs it once as known', () => {
    const warn = vi.spyOn(logger, 'warn');
    const registry: BlockRegistry = new Map([['later_block', NOT_BUILT_YET]]);
    expect(render([block('later_block'), block('later_block')], { registry })).toBe('');
    expect(warnedEvents(warn, 'unknown-block')).toEqual([expect.objectContaining({ key: 'later_block', known: true })]);
  });

  it.each([
    ['headline without text', block('headline', { text: '   ' })],
    ['teaser without image', block('teaser', { headline: 'H', image: { filename: '' } })],
    ['text that is an HTML string', block('text', { text: '<p>hi</p>' })],
    ['usp_teaser without items', block('usp_teaser', { items: [] })],
    ['sub_teasers with items not a list', block('sub_teasers', { items: 'nope' })],
    ['reco_sub_teasers item without title', block('reco_sub_teasers', { headline: 'x', items: [{ image: IMAGE }] })],
    ['video_block without title', block('video_block', { youtubeId: 'dQw4w9WgXcQ' })],
  ])('skips malformed content (%s) and logs it', (_label, malformed) => {
    const warn = vi.spyOn(logger, 'warn');
    const html = render([malformed, block('headline', { text: 'Still here' })]);
    expect(headings(html)).toEqual(['h2 Still here']);
    expect(parseHtml(html).body.textContent).toBe('Still here');
    expect(warnedEvents(warn, 'block-render-error')).toEqual([
      expect.objectContaining({ component: malformed.component, uid: malformed._uid, reason: 'invalid-content', issues: expect.any(Array) }),
    ]);
  });

  it.each([[null], ['headline'], [{ text: 'no component' }], [{ component: 'constructor' }], [{ component: '__proto__' }], [{ component: 'toString' }]])(
    'renders nothing for the non-block %j',
    (value) => {
      const html = render([value, block('headline', { text: 'ok' })]);
      expect(headings(html)).toEqual(['h2 ok']);
      expect(parseHtml(html).body.textContent).toBe('ok');
    },
  );

  it('renders nothing for a blocks value that is not a list', () => {
    expect(render({ component: 'headline', text: 'x' })).toBe('');
    expect(render(undefined)).toBe('');
  });

  describe('isolation of failing blocks', () => {
    function Boom(): never {
      throw new Error('nested component failed');
    }
    const registry: BlockRegistry = new Map([
      ...BLOCK_REGISTRY,
      ['throws_in_render', defineBlock('throws_in_render', z.object({}), () => {
        throw new Error('render failed');
      })],
      ['throws_in_child', defineBlock('throws_in_child', z.object({}), () => (
        <section>
          <p>partial</p>
          <Boom />
        </section>
      ))],
      ['rejects_async', defineBlock('rejects_async', z.object({}), () => {
        async function Slow(): Promise<never> {
          throw new Error('async failure');
        }
        return <Slow />;
      })],
      ['resolves_async', defineBlock('resolves_async', z.object({}), () => {
        async function Slow() {
          return <p>async ok</p>;
        }
        return <Slow />;
      })],
    ]);

    it.each(['throws_in_render', 'throws_in_child'])('drops %s, logs it, and renders the rest', (component) => {
      const error = vi.spyOn(logger, 'error');
      const html = render([block('headline', { text: 'Before' }), block(component), block('headline', { text: 'After' })], { registry });
      expect(headings(html)).toEqual(['h2 Before', 'h2 After']);
      expect(parseHtml(html).body.textContent).toBe('BeforeAfter');
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: 'block-render-error', component }), 'block-render-error');
    });

    it('drops a rejecting async block and keeps a resolving one', async () => {
      const error = vi.spyOn(logger, 'error');
      const { prelude } = await prerenderToNodeStream(
        <BlockList
          blocks={[block('headline', { text: 'Before' }), block('rejects_async'), block('resolves_async'), block('headline', { text: 'After' })]}
          ctx={ctx}
          registry={registry}
        />,
      );
      const html = await readStream(prelude as Readable);
      expect(headings(html)).toEqual(['h2 Before', 'h2 After']);
      expect([...parseHtml(html).body.children].map((element) => element.textContent)).toEqual(['Before', 'async ok', 'After']);
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: 'block-render-error', component: 'rejects_async', error: 'Error: async failure' }), 'block-render-error');
    });
  });
});

describe('BLOCK_REGISTRY', () => {
  it('knows every block name of the content model, built or not', () => {
    const contentModel = readFileSync(new URL('../../../docs/content-model.md', import.meta.url), 'utf8');
    const tableNames = [...contentModel.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]!);
    const notBuiltList = /Block names that exist but are built with later issues[^`]*`([^.]*)`\./s.exec(contentModel)?.[1] ?? '';
    const notBuiltNames = notBuiltList.split(/[\s,`]+/).filter(Boolean);
    expect(tableNames).toEqual(expect.arrayContaining(['headline', 'video_block', 'ab_content', 'contact_form', 'customer_pictures', 'feed', 'shop', 'toolbox']));
    for (const name of tableNames) expect(typeof BLOCK_REGISTRY.get(name), name).toBe('object');
    for (const name of notBuiltNames) expect(BLOCK_REGISTRY.get(name), name).toBe(NOT_BUILT_YET);
    expect(BLOCK_REGISTRY.size).toBe(tableNames.length + notBuiltNames.length);
  });
});
