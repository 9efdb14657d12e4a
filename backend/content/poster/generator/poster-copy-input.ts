import type { PosterCopyInput } from './build-poster-stories.ts';
import { deCh } from './copy-de-ch.ts';
import { deDe, deDeSummerSale } from './copy-de-de.ts';

export const posterCopyInput: PosterCopyInput = {
  locales: [deDe],
  swiss: deCh,
  campaign: deDeSummerSale,
};
