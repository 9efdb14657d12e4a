import type { PosterCopyInput } from '../build-poster-stories.ts';
import { deCh } from './de-ch.ts';
import { deDe, deDeSummerSale } from './de-de.ts';
import { enGb } from './en-gb.ts';
import { enUs } from './en-us.ts';
import { esEs } from './es-es.ts';
import { frFr } from './fr-fr.ts';
import { itIt } from './it-it.ts';
import { nlNl } from './nl-nl.ts';

export const posterCopyInput: PosterCopyInput = {
  locales: [deDe, enGb, enUs, frFr, esEs, itIt, nlNl],
  swiss: deCh,
  campaign: deDeSummerSale,
};
