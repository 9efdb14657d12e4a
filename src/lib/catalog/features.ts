/**
 * What each sales channel offers by default (docs/shop-rules.md, Channel defaults). Feature flags from the shop API
 * may override these later; this is the baseline when they are absent.
 */
import { getUnit, usesTrailingSlash, type Channel, type LocaleCode, type Unit } from '../locale/index.ts';
import type { PhotobookCoverLamination } from './vocabulary.ts';

export interface FeatureDefaults {
  defaultCollageId: number;
  guestbooksAvailable: boolean;
  condolenceBooksAvailable: boolean;
  wishlistAvailable: boolean;
  trailingSlash: boolean;
  defaultLamination: PhotobookCoverLamination;
  pricesInOverview: boolean;
  appsAvailable: boolean;
  /** Whether a listing's first image may load lazily (poster only, per docs/shop-rules.md, Channel defaults; cards load it eagerly). */
  lazyFirstImage: boolean;
  /** Unit for the aluminium gallery sizes; only the poster channel sells them. */
  aluGalleryUnit: Unit | null;
}

const DEFAULT_COLLAGE_ID: Record<Channel, number> = { poster: 13, card: 1 };

/** The desktop apps are not distributed in the US. */
const LOCALES_WITHOUT_APPS: readonly LocaleCode[] = ['en-US'];

export function getFeatureDefaults(channel: Channel, locale: LocaleCode): FeatureDefaults {
  const isCard = channel === 'card';
  return {
    defaultCollageId: DEFAULT_COLLAGE_ID[channel],
    guestbooksAvailable: isCard,
    condolenceBooksAvailable: isCard,
    wishlistAvailable: isCard,
    trailingSlash: usesTrailingSlash(channel),
    defaultLamination: isCard ? 'matt' : 'glossy',
    pricesInOverview: !isCard,
    appsAvailable: !isCard && !LOCALES_WITHOUT_APPS.includes(locale),
    lazyFirstImage: !isCard,
    aluGalleryUnit: isCard ? null : getUnit(locale),
  };
}
