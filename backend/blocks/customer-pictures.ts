import type { CustomerPicture } from '../../domain/shop-api-contract/index.ts';
import { getImageAlts, type PhotoFile } from '../content/generator/shared/image-alts.ts';
import type { ShopLocale } from '../content/generator/shared/shop-pages-types.ts';
import type { Channel, Locale } from '../shop/locales.ts';

type Seed = { id: string; file: PhotoFile; author: string; product: string; width: number; height: number };

/**
 * Pictures customers sent of their products at home, with the first name they agreed to show.
 * The stand-in uses the product photographs of the assets folder (the same picture, the same alt
 * text everywhere); a real shop answers the moderated uploads.
 */
const PICTURES: Record<Channel, readonly Seed[]> = {
  poster: [
    { id: 'p-1', file: 'living-room.jpg', author: 'Jana', product: 'canvas', width: 1600, height: 900 },
    { id: 'p-2', file: 'gallery-wall.jpg', author: 'Marco', product: 'framed', width: 1600, height: 900 },
    { id: 'p-3', file: 'canvas.jpg', author: 'Lea', product: 'canvas', width: 1600, height: 1200 },
    { id: 'p-4', file: 'framed.jpg', author: 'Tom', product: 'framed', width: 1600, height: 1200 },
    { id: 'p-5', file: 'collage.jpg', author: 'Ines', product: 'collage', width: 1600, height: 1200 },
    { id: 'p-6', file: 'photobox.jpg', author: 'Paul', product: 'photobox', width: 1600, height: 1200 },
  ],
  card: [
    { id: 'c-1', file: 'wedding.jpg', author: 'Sofia', product: 'card', width: 1600, height: 1200 },
    { id: 'c-2', file: 'birth.jpg', author: 'Jonas', product: 'card', width: 1600, height: 1200 },
    { id: 'c-3', file: 'calendar.jpg', author: 'Mia', product: 'calendar', width: 1600, height: 1200 },
    { id: 'c-4', file: 'photobook.jpg', author: 'Luca', product: 'photobook', width: 1600, height: 1200 },
    { id: 'c-5', file: 'christmas.jpg', author: 'Emma', product: 'card', width: 1600, height: 1200 },
    { id: 'c-6', file: 'envelopes.jpg', author: 'Noah', product: 'card', width: 1600, height: 1200 },
  ],
};

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
