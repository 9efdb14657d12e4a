import type { Asset, Block, PageContent } from '../../../domain/content/model.ts';

/** A heading and its text from the page's body, in the page's order. */
export type DescriptionSection = { headline?: string; text?: unknown };

export type ProductMedia = {
  /** The product's pictures: the opening teaser's, then the body's photo and product blocks', each once. */
  images: Asset[];
  /** The page's summary (its meta description) and the body's headings and texts. */
  description: { lead?: string; sections: DescriptionSection[] };
};

/** Blocks whose `image` shows the product itself (not a link to another product). */
const PRODUCT_IMAGE_BLOCKS = new Set(['teaser', 'photo_block', 'calendar_detail_wrapper', 'card_detail_wrapper', 'collage_detail_wrapper', 'photobook_detail_wrapper']);

function isAsset(value: unknown): value is Asset {
  return typeof value === 'object' && value !== null && typeof (value as Asset).filename === 'string' && (value as Asset).filename.trim() !== '';
}

function isBlock(value: unknown): value is Block {
  return typeof value === 'object' && value !== null && typeof (value as Block).component === 'string';
}

/**
 * What the product dialogs show, read from the page's own content (decision 0037): the magnify
 * and 3D preview dialogs its pictures, the description dialog its text. Nothing is invented: a
 * page without pictures offers no picture dialog.
 */
export function collectProductMedia(content: Pick<PageContent, 'teaser' | 'body' | 'description'>): ProductMedia {
  const images: Asset[] = [];
  const seen = new Set<string>();
  const sections: DescriptionSection[] = [];
  for (const block of [...(content.teaser ?? []), ...(content.body ?? [])]) {
    if (!isBlock(block)) continue;
    if (PRODUCT_IMAGE_BLOCKS.has(block.component) && isAsset(block.image) && !seen.has(block.image.filename)) {
      seen.add(block.image.filename);
      images.push(block.image);
    }
  }
  for (const block of content.body ?? []) {
    if (!isBlock(block)) continue;
    if (block.component === 'headline' && typeof block.text === 'string' && block.text.trim()) sections.push({ headline: block.text.trim() });
    if (block.component === 'text' && block.text) {
      const last = sections.at(-1);
      if (last && last.text === undefined) last.text = block.text;
      else sections.push({ text: block.text });
    }
  }
  const lead = content.description?.trim();
  return { images, description: { ...(lead ? { lead } : {}), sections } };
}
