import type { PageContent } from '../../../../domain/content/model.ts';
import { loadPageStoryOfRequest } from '../../../lib/content/load-page-story-of-request.ts';
import { findCalculatorBlock } from '../../../lib/calculator/find-calculator-block.ts';
import {
  buildProductDialogCloseHref,
  buildProductDialogHref,
  getNeighbourImages,
  PREVIEW_ANGLES,
  readProductDialog,
  type ProductDialog,
} from '../../../lib/dialog/product-dialog.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { buildImageUrl, buildLightImageSource, buildSrcSet, getSrcSetWidthsFor } from '../../../lib/images/build-image-url.ts';
import { collectProductMedia, type ProductMedia } from '../../../lib/product/collect-product-media.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import { getRequestContext, type RequestContext } from '../../../lib/request/request-context.ts';
import { RichText } from '../../blocks/rich-text.tsx';
import { DialogFrame } from '../dialog/dialog-frame.tsx';
import { DialogLink } from '../dialog/dialog-link.tsx';
import './product-dialogs.css';
import { perRequest } from '../../../lib/request/per-request.ts';

type OpenProductDialog = { dialog: ProductDialog; media: ProductMedia };

/** A product page is a page story with a calculator: the product is on sale there. */
export function readProductPageMedia(content: PageContent): ProductMedia | null {
  return findCalculatorBlock(content) ? collectProductMedia(content) : null;
}

function hasDescription(media: ProductMedia): boolean {
  return media.description.lead !== undefined || media.description.sections.length > 0;
}

const openedFor = perRequest<Promise<OpenProductDialog | null>>();

async function findOpenDialog(scope: PageScope, request: RequestContext): Promise<OpenProductDialog | null> {
  // Only a product dialog's name loads the story a second time (it is cached for the page's own read).
  if (readProductDialog(request.pageUrl.searchParams, 1) === null) return null;
  const content = await loadPageStoryOfRequest(scope, request);
  if (!content) return null;
  const media = readProductPageMedia(content);
  if (!media) return null;
  const dialog = readProductDialog(request.pageUrl.searchParams, media.images.length);
  if (!dialog || (dialog.kind === 'description' && !hasDescription(media))) return null;
  return { dialog, media };
}

/** The product dialog this render shows over the page, decided once per request (decision 0037). */
export function loadPageProductDialog(scope: PageScope): Promise<OpenProductDialog | null> {
  const request = getRequestContext();
  return openedFor(request, () => findOpenDialog(scope, request));
}

/**
 * The links that open the product dialogs, under the product's picture where a shopper looks for
 * more of it. Plain links without JavaScript; with it the client router opens the dialog in place.
 */
export function ProductDialogLinks({ scope, media }: { scope: PageScope; media: ProductMedia }) {
  const t = getTranslator(scope.locale);
  const pageUrl = getRequestContext().pageUrl;
  const links: { dialog: ProductDialog; text: string }[] = [];
  if (media.images.length > 0) links.push({ dialog: { kind: 'magnify', image: 1 }, text: t('productDialogs.magnify') });
  if (hasDescription(media)) links.push({ dialog: { kind: 'description' }, text: t('productDialogs.description') });
  if (media.images.length > 0) links.push({ dialog: { kind: 'preview', angle: 0 }, text: t('productDialogs.preview') });
  if (links.length === 0) return null;
  return (
    <nav className="product-dialog-links" aria-label={t('productDialogs.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.dialog.kind}>
            <DialogLink href={buildProductDialogHref(pageUrl, link.dialog)} className="product-dialog-links__link">
              {link.text}
            </DialogLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const MAGNIFY_SIZES = '(min-width: 60rem) 56rem, 100vw';
const MAGNIFY_MAX_WIDTH = 896;

export async function ProductDialogs({ scope }: { scope: PageScope }) {
  const open = await loadPageProductDialog(scope);
  if (!open) return null;
  const { dialog, media } = open;
  const t = getTranslator(scope.locale);
  const pageUrl = getRequestContext().pageUrl;
  const title = dialog.kind === 'magnify' ? t('productDialogs.magnifyTitle') : dialog.kind === 'description' ? t('productDialogs.description') : t('productDialogs.preview');
  return (
    <DialogFrame
      id={`dialog-${dialog.kind}`}
      className={`product-dialog product-dialog--${dialog.kind}`}
      title={title}
      closeHref={buildProductDialogCloseHref(pageUrl)}
      closeText={t('account.close')}
      inPlace
    >
      {dialog.kind === 'magnify' ? <MagnifyBody scope={scope} media={media} image={dialog.image} pageUrl={pageUrl} /> : null}
      {dialog.kind === 'description' ? <DescriptionBody scope={scope} media={media} /> : null}
      {dialog.kind === 'preview' ? <PreviewBody scope={scope} media={media} angle={dialog.angle} pageUrl={pageUrl} /> : null}
    </DialogFrame>
  );
}

function MagnifyBody({ scope, media, image, pageUrl }: { scope: PageScope; media: ProductMedia; image: number; pageUrl: URL }) {
  const t = getTranslator(scope.locale);
  const asset = media.images[image - 1]!;
  const options = { sizes: MAGNIFY_SIZES, maxDisplayWidth: MAGNIFY_MAX_WIDTH };
  // Not cropped: the whole picture, as large and sharp as the screen allows.
  const sources = isLightMode() ? buildLightImageSource(asset, options) : buildSrcSet(asset, options);
  const { previous, next } = getNeighbourImages(image, media.images.length);
  return (
    <figure className="product-dialog__figure">
      {sources ? <img className="product-dialog__image" {...sources} alt={asset.alt ?? ''} decoding="async" /> : null}
      <figcaption className="product-dialog__caption">
        <span>{t('productDialogs.position', { index: image, count: media.images.length })}</span>
        {media.images.length > 1 ? (
          <span className="product-dialog__steps">
            {previous !== null ? (
              <DialogLink href={buildProductDialogHref(pageUrl, { kind: 'magnify', image: previous })} className="button">
                {t('productDialogs.previous')}
              </DialogLink>
            ) : null}
            {next !== null ? (
              <DialogLink href={buildProductDialogHref(pageUrl, { kind: 'magnify', image: next })} className="button">
                {t('productDialogs.next')}
              </DialogLink>
            ) : null}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function DescriptionBody({ scope, media }: { scope: PageScope; media: ProductMedia }) {
  const { lead, sections } = media.description;
  return (
    <div className="product-dialog__description">
      {lead ? <p className="product-dialog__lead">{lead}</p> : null}
      {sections.map((section, index) => (
        <section key={index}>
          {section.headline ? <h4>{section.headline}</h4> : null}
          {section.text ? <RichText doc={section.text} ctx={scope.blockContext} /> : null}
        </section>
      ))}
    </div>
  );
}

const PREVIEW_MAX_WIDTH = 640;

function PreviewBody({ scope, media, angle, pageUrl }: { scope: PageScope; media: ProductMedia; angle: number; pageUrl: URL }) {
  const t = getTranslator(scope.locale);
  const asset = media.images[0]!;
  // Turned by the image service from the product's first picture (decision 0037); one file in light mode.
  const turn = angle === 0 ? {} : { turn: angle as (typeof PREVIEW_ANGLES)[number] };
  const widths = isLightMode() ? [479] : getSrcSetWidthsFor(PREVIEW_MAX_WIDTH);
  const urls = widths.map((width) => [width, buildImageUrl(asset.filename, { width, format: 'webp', ...turn })] as const).filter((entry): entry is readonly [number, string] => entry[1] !== null);
  const alt = angle === 0 ? (asset.alt ?? '') : t('productDialogs.angleAlt', { alt: asset.alt ?? '', degrees: angle });
  return (
    <div className="product-dialog__preview">
      {urls.length > 0 ? (
        <img
          className="product-dialog__image"
          src={urls.at(-1)![1]}
          {...(urls.length > 1 ? { srcSet: urls.map(([width, url]) => `${url} ${width}w`).join(', '), sizes: `(min-width: 44rem) ${PREVIEW_MAX_WIDTH}px, 100vw` } : {})}
          alt={alt}
          decoding="async"
        />
      ) : null}
      <ul className="product-dialog__angles" aria-label={t('productDialogs.angles')}>
        {PREVIEW_ANGLES.map((candidate) => (
          <li key={candidate}>
            <DialogLink
              href={buildProductDialogHref(pageUrl, { kind: 'preview', angle: candidate })}
              className="product-dialog__angle"
              aria-current={candidate === angle ? 'true' : undefined}
            >
              {t('productDialogs.angle', { degrees: candidate })}
            </DialogLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
