import { DIALOG_PARAM } from '../dialog/dialog-url.ts';

/**
 * The calculator keeps its state in the page URL (decision 0006): every choice is a GET form
 * submission or a link, so it works without JavaScript, can be bookmarked, and the server renders
 * the calculator from the query alone. All keys start with `calc-` so they never collide with the
 * page's own parameters, except the dialog: the page has one dialog parameter for every dialog.
 */
export const CALCULATOR_ANCHOR = 'calculator';

export const CALCULATOR_QUERY_KEYS = {
  material: 'calc-material',
  format: 'calc-format',
  /** The page's one dialog parameter: opening a calculator dialog closes any other. */
  dialog: DIALOG_PARAM,
  width: 'calc-w',
  height: 'calc-h',
} as const;

const CALCULATOR_DIALOGS = ['more-formats', 'own-format'] as const;
export type CalculatorDialog = (typeof CALCULATOR_DIALOGS)[number];

export type CalculatorQuery = {
  material: string | null;
  format: string | null;
  dialog: CalculatorDialog | null;
  /** Own format as typed, in the visitor's unit (cm, or inch for en-US). */
  width: string | null;
  height: string | null;
};

export const EMPTY_CALCULATOR_QUERY: CalculatorQuery = Object.freeze({ material: null, format: null, dialog: null, width: null, height: null });

/** Values are short identifiers or numbers; anything longer is not ours and is ignored. */
const MAX_VALUE_LENGTH = 64;

function readValue(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  if (value === null || value.length > MAX_VALUE_LENGTH) return null;
  return value.trim();
}

/** Never throws; unknown dialogs and over-long values count as absent. */
export function parseCalculatorQuery(params: URLSearchParams): CalculatorQuery {
  const dialog = readValue(params, CALCULATOR_QUERY_KEYS.dialog);
  const material = readValue(params, CALCULATOR_QUERY_KEYS.material);
  const format = readValue(params, CALCULATOR_QUERY_KEYS.format);
  return {
    material: material || null,
    format: format || null,
    dialog: CALCULATOR_DIALOGS.find((known) => known === dialog) ?? null,
    width: readValue(params, CALCULATOR_QUERY_KEYS.width),
    height: readValue(params, CALCULATOR_QUERY_KEYS.height),
  };
}

/** The shop's own switches have short values (ids, numbers, hashes); a longer one is junk. */
const MAX_PRESERVED_VALUE_LENGTH = 64;
const MAX_PRESERVED_KEY_LENGTH = 32;
/** More than the shop ever sets at once (preview link plus a few flag overrides and debug). */
const MAX_PRESERVED_PARAMS = 8;

/**
 * The page's own parameters a calculator form or link must carry on. A GET form replaces the whole
 * query, so the shop's own switches survive — the underscore parameters that internal links keep
 * too (the editor's draft-preview link, flag overrides, debug), each once and within small bounds.
 * Campaign tags and any other parameter are left behind: they were read when the page was
 * entered, and copying them into every form and link multiplied the page size by whatever a
 * visitor appended.
 */
export function getPreservedParams(params: URLSearchParams): [string, string][] {
  const preserved = new Map<string, string>();
  for (const [key, value] of params) {
    if (preserved.size === MAX_PRESERVED_PARAMS) break;
    if (!key.startsWith('_') || preserved.has(key) || key.length > MAX_PRESERVED_KEY_LENGTH || value.length > MAX_PRESERVED_VALUE_LENGTH) continue;
    preserved.set(key, value);
  }
  return [...preserved];
}

/** The query entries for a calculator state, in a fixed order so equal states give equal URLs. */
export function toCalculatorParams(query: Partial<CalculatorQuery>): [string, string][] {
  const entries: [string, string | null | undefined][] = [
    [CALCULATOR_QUERY_KEYS.material, query.material],
    [CALCULATOR_QUERY_KEYS.format, query.format],
    [CALCULATOR_QUERY_KEYS.width, query.width],
    [CALCULATOR_QUERY_KEYS.height, query.height],
    [CALCULATOR_QUERY_KEYS.dialog, query.dialog],
  ];
  return entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

/**
 * A link to the page in a calculator state, scrolled to the calculator. Without any parameter the
 * path stands alone: `#calculator` by itself would keep the current query.
 */
export function buildCalculatorHref(pathname: string, preserved: readonly (readonly [string, string])[], query: Partial<CalculatorQuery>, anchor = CALCULATOR_ANCHOR): string {
  const search = new URLSearchParams([...preserved, ...toCalculatorParams(query)].map(([key, value]) => [key, value])).toString();
  return `${pathname}${search ? `?${search}` : ''}#${anchor}`;
}
