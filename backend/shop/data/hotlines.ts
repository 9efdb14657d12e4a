import type { Channel } from '../../../domain/locale/channels.ts';

/**
 * The service hotline per country and channel: the one source of the number the header shows
 * (initial data) and the footer, navigation and legal pages state (seed content, for the
 * language's home country). Fictional numbers; GB and US use the ranges reserved for fiction
 * (020 7946 0xxx, 555-01xx).
 */
export const HOTLINES: Readonly<Record<string, Readonly<Record<Channel, string>>>> = {
  AT: { poster: '+43 1 2345 670', card: '+43 1 2345 680' },
  CH: { poster: '+41 44 123 45 67', card: '+41 44 123 45 68' },
  DE: { poster: '+49 221 98765 430', card: '+49 221 98765 440' },
  IT: { poster: '+39 02 1234 5670', card: '+39 02 1234 5680' },
  LI: { poster: '+423 234 56 70', card: '+423 234 56 80' },
  LU: { poster: '+352 2345 670', card: '+352 2345 680' },
  GB: { poster: '+44 20 7946 0123', card: '+44 20 7946 0124' },
  US: { poster: '+1 201 555 0123', card: '+1 201 555 0124' },
  ES: { poster: '+34 912 345 670', card: '+34 912 345 680' },
  BE: { poster: '+32 2 345 67 70', card: '+32 2 345 67 80' },
  FR: { poster: '+33 1 99 00 12 30', card: '+33 1 99 00 12 40' },
  NL: { poster: '+31 20 123 4567', card: '+31 20 123 4568' },
};

/** The hotline of a content locale's home country (`de-de` -> Germany's). */
export function getHomeCountryHotline(channel: Channel, contentLocale: string): string {
  const country = contentLocale.slice(3).toUpperCase();
  const hotline = HOTLINES[country]?.[channel];
  if (!hotline) throw new Error(`no hotline for ${channel} ${contentLocale}`);
  return hotline;
}
