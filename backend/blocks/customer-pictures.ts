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
type SeedRow = [id: string, file: PhotoFile, author: string, product: string, height: number];

// Every picture is 1600 px wide; the two room shots are landscape 16:9, the rest 4:3.
const seeds = (rows: readonly SeedRow[]): readonly Seed[] => rows.map(([id, file, author, product, height]) => ({ id, file, author, product, width: 1600, height }));

const PICTURES: Record<Channel, readonly Seed[]> = {
  poster: seeds([
    ['p-1', 'living-room.jpg', 'Jana', 'canvas', 900],
    ['p-2', 'gallery-wall.jpg', 'Marco', 'framed', 900],
    ['p-3', 'canvas.jpg', 'Lea', 'canvas', 1200],
    ['p-4', 'framed.jpg', 'Tom', 'framed', 1200],
    ['p-5', 'collage.jpg', 'Ines', 'collage', 1200],
    ['p-6', 'photobox.jpg', 'Paul', 'photobox', 1200],
  ]),
  card: seeds([
    ['c-1', 'wedding.jpg', 'Sofia', 'card', 1200],
    ['c-2', 'birth.jpg', 'Jonas', 'card', 1200],
    ['c-3', 'calendar.jpg', 'Mia', 'calendar', 1200],
    ['c-4', 'photobook.jpg', 'Luca', 'photobook', 1200],
    ['c-5', 'christmas.jpg', 'Emma', 'card', 1200],
    ['c-6', 'envelopes.jpg', 'Noah', 'card', 1200],
  ]),
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
