import type { Channel } from '../locale/channels.ts';
import { getLanguage, type LocaleCode } from '../locale/locales.ts';

/** The app's rating in the stores, as marketing shows it (the stores do not offer it to the page). */
export const APP_RATING = 4.6;

const STORE_IDS: Record<Channel, { apple: string; google: string; name: string }> = {
  poster: { apple: 'id6450120001', google: 'com.posterly.app', name: 'posterly' },
  card: { apple: 'id6450120002', google: 'com.cartaandco.app', name: 'carta-co' },
};

/**
 * Store pages of the channel's app in the visitor's language. They are the stores' own
 * addresses (the shop has no store of its own to stand in for); the region part of Apple's
 * address follows the visitor's country.
 */
export function getAppStoreLinks(channel: Channel, locale: LocaleCode): { appStore: string; googlePlay: string } {
  const ids = STORE_IDS[channel];
  const region = locale.slice(3).toLowerCase();
  return {
    appStore: `https://apps.apple.com/${region}/app/${ids.name}/${ids.apple}`,
    googlePlay: `https://play.google.com/store/apps/details?id=${ids.google}&hl=${getLanguage(locale)}`,
  };
}
