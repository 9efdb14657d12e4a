import { err, ok, type Result } from '../../../domain/result/result.ts';

/** A tag manager container (`GTM-`) or a Google tag (`G-`): the prefix, then upper-case letters and digits. */
export const CONTAINER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export type ContainerIdProblem = { message: string; suggestion: string | null };

/**
 * Checks a configured container id. A wrong one is the kind of typo that silently loses a
 * shop's analytics, so the answer names the likely correction: the id upper-cased, with its
 * dash, without surrounding blanks, quotes or a pasted URL around it.
 */
export function checkContainerId(raw: string): Result<string, ContainerIdProblem> {
  if (CONTAINER_ID_PATTERN.test(raw)) return ok(raw);
  const suggestion = suggestContainerId(raw);
  const message = suggestion
    ? `The tag manager container id "${raw}" is invalid; did you mean "${suggestion}"?`
    : `The tag manager container id "${raw}" is invalid: expected GTM- or G- followed by upper-case letters and digits (e.g. GTM-AB12CD3).`;
  return err({ message, suggestion });
}

function suggestContainerId(raw: string): string | null {
  // A pasted snippet or URL: `...gtm.js?id=GTM-XXXX` or `id=GTM-XXXX`.
  const fromUrl = /[?&]id=([^&#\s]+)/i.exec(raw)?.[1];
  const candidate = (fromUrl ?? raw).trim().replace(/^["'`]+|["'`]+$/g, '').trim().toUpperCase();
  // `GTMABC` reads as GTM-ABC, never as G-TMABC.
  const prefix = candidate.startsWith('GTM') ? 'GTM' : candidate.startsWith('G') ? 'G' : null;
  if (!prefix) return null;
  // A missing dash, or another separator in its place or inside (GTM_ABC, GTM ABC, GTM.ABC, GTM-AB-C).
  const rest = candidate.slice(prefix.length).replace(/[\s_.:–—-]+/g, '');
  const suggestion = `${prefix}-${rest}`;
  return CONTAINER_ID_PATTERN.test(suggestion) ? suggestion : null;
}
