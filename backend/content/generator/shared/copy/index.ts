import type { SharedCopyTable, ShopLocale } from '../shop-pages-types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';

export const sharedCopyTables: Readonly<Record<ShopLocale, SharedCopyTable>> = {
  'de-de': de,
  'en-gb': en('gb'),
  'en-us': en('us'),
  'fr-fr': fr,
  'es-es': es,
  'it-it': it,
  'nl-nl': nl,
};
