import { z } from 'zod';
import { CURRENCIES } from './locales.ts';

/**
 * The currency codes as the shop API and the backend write them. Apart from `locales.ts` so that
 * modules bundled for the browser can ask about locales without bringing zod along.
 */
export const currencySchema = z.enum(CURRENCIES);
