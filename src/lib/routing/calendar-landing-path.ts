/** The spec's calendar landing slug (spec 2.1): one path in every language, like `/products`. */
export const CALENDAR_LANDING_PATH = 'alle-fotokalender';
