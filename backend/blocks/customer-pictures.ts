import type { CustomerPicture } from '../../domain/shop-api-contract/index.ts';
import { z } from 'zod';
import { getImageAlts, PHOTO_FILES, type PhotoFile } from '../content/generator/shared/image-alts.ts';
import type { ShopLocale } from '../content/generator/shared/shop-pages-types.ts';
import { CHANNELS, type Channel, type Locale } from '../shop/locales.ts';
import customerPictures from './customer-pictures.json' with { type: 'json' };

type Seed = { id: string; file: PhotoFile; author: string; product: string; width: number; height: number };

/**
 * Pictures customers sent of their products at home, with the first name they agreed to show
 * (`customer-pictures.json`: id, file, author, product, height).
 * The stand-in uses the product photographs of the assets folder (the same picture, the same alt
 * text everywhere); a real shop answers the moderated uploads.
 */
type SeedRow = readonly [id: string, file: PhotoFile, author: string, product: string, height: number];

// Every picture is 1600 px wide; the two room shots are landscape 16:9, the rest 4:3.
const seeds = (rows: readonly SeedRow[]): readonly Seed[] => rows.map(([id, file, author, product, height]) => ({ id, file, author, product, width: 1600, height }));

// Checked on load: a typo in the file fails the backend's start and its tests, not a page.
const PICTURES: Record<Channel, readonly Seed[]> = z
  .record(z.enum(CHANNELS), z.array(z.tuple([z.string(), z.enum(PHOTO_FILES), z.string(), z.string(), z.number().int().positive()])))
  .transform((byChannel) => ({ card: seeds(byChannel.card), poster: seeds(byChannel.poster) }))
  .parse(customerPictures);

/** The alt-text table's locale for a shop locale: its language's table, American and Swiss spelling kept. */
function altLocale(locale: Locale): ShopLocale | 'de-ch' {
  if (locale === 'de-CH' || locale === 'de-LI') return 'de-ch';
  if (locale === 'en-US') return 'en-us';
  const byLanguage: Record<string, ShopLocale> = { de: 'de-de', en: 'en-gb', fr: 'fr-fr', es: 'es-es', it: 'it-it', nl: 'nl-nl' };
  return byLanguage[locale.slice(0, 2)] ?? 'en-gb';
}

export function getCustomerPictures(
  { channel, locale, assetsBaseUrl }: { channel: Channel; locale: Locale; assetsBaseUrl: string },
  { limit, product }: { limit?: number; product?: string },
): CustomerPicture[] {
  const alts = getImageAlts(altLocale(locale));
  return PICTURES[channel]
    .filter((picture) => !product || picture.product === product)
    .slice(0, limit ?? 8)
    .map(({ id, file, author, product: pictured, width, height }) => ({ id, image: `${assetsBaseUrl}/${file}`, alt: alts[file], author, product: pictured, width, height }));
}
