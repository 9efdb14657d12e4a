/**
 * 001 §5: local part, @, domain, dot, at least two letters. A module of its own so the browser
 * bundle gets the pattern without zod.
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
