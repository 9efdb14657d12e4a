/**
 * Content names no phone number: one language folder serves several countries (de-de the Austrian
 * and Swiss hosts), so the shop fills these with the host's hotline, the header's
 * (src/lib/content/fill-shop-facts.ts, decision 0023).
 */
export const HOTLINE = '{hotline}';
export const HOTLINE_TEL_URL = 'tel:{hotline:tel}';
