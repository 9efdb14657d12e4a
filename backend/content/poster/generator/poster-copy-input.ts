import type { PosterCopyInput } from './build-poster-stories.ts';
import { deCh } from './copy-de-ch.ts';
import { deDe, deDeSummerSale } from './copy-de-de.ts';
import { enGb } from './copy-en-gb.ts';
import { enUs } from './copy-en-us.ts';
import { esEs } from './copy-es-es.ts';
import { frFr } from './copy-fr-fr.ts';
import { itIt } from './copy-it-it.ts';
import { nlNl } from './copy-nl-nl.ts';

export const posterCopyInput: PosterCopyInput = {
  locales: [deDe, enGb, enUs, frFr, esEs, itIt, nlNl],
  swiss: deCh,
  campaign: deDeSummerSale,
};
