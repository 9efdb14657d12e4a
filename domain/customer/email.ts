/**
 * The one rule for email addresses, used by every form (newsletter now; sign-up, password reset
 * and contact later), by the browser's pre-check and by the embedded backend. It keeps the
 * required shape (local part, @, domain, dot, at least two letters) and refuses what no mailbox
 * has: markup, quotes, control characters and whitespace, so nothing hostile is ever stored.
 * A module without dependencies, so the browser bundle gets it without zod.
 */

/** RFC 5321: a forward path holds at most 254 characters; a local part at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

/**
 * Unquoted local part (RFC 5322 dot-atom text, plus letters and digits of any script for
 * internationalised mailboxes): no leading, trailing or doubled dot. Quoted local parts
 * (`"a b"@x.de`) are valid in theory and refused here: no shop customer has one, and they
 * would carry spaces and quotes into every system downstream.
 */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** A domain label: letters or digits (any script, for IDN domains), inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
/** The top-level domain: at least two letters. */
const TOP_LEVEL_LABEL = /^\p{L}{2,}$/u;

/** Whether `email` (already trimmed) is an address the shop accepts. */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels.at(-1) ?? '';
  return (
    TOP_LEVEL_LABEL.test(topLevel) &&
    labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))
  );
}

/** How addresses are compared and stored: trimmed, lower case (mailbox providers ignore case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
