/**
 * Light or not, decided once per request from the visitor's choice, the crawler check and the
 * client hints (decision 0028). Pure: the caller hands in the request's headers. The outcome keys
 * the page store; `hintsRead` is what a response must `Vary` on, no more.
 */

/** The hints the shop asks for (`Accept-CH`), in the order the decision reads them. */
export const LIGHT_MODE_HINTS = ['Save-Data', 'ECT', 'Device-Memory', 'RTT', 'Downlink'] as const;
export type LightModeHint = (typeof LIGHT_MODE_HINTS)[number];

/**
 * Hints worth a retry of the very first request (`Critical-CH`): ECT and Device-Memory each decide
 * alone; RTT and Downlink are what ECT is computed from, and Save-Data is sent without asking.
 */
export const CRITICAL_LIGHT_MODE_HINTS: readonly LightModeHint[] = ['ECT', 'Device-Memory'];

/** Effective connection types that get the light page (Network Information API names). */
const SLOW_ECT: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);
/**
 * ECT's own 3g boundaries (RTT 270 ms, 700 kbit/s): a browser that sends RTT or Downlink without
 * ECT is judged as one sending ECT would be. At 700 kbit/s the normal home page's ~195 KB take
 * 2.2 s before anything runs; the light page's ~24 KB a quarter second (decision 0028).
 */
export const SLOW_RTT_MS = 270;
export const SLOW_DOWNLINK_MBPS = 0.7;
/** Device-Memory is sent rounded to 0.25, 0.5, 1, 2, 4, 8 (GiB): 1 or less is a low-end phone. */
export const SMALL_DEVICE_MEMORY_GB = 1;

/** The visitor's own choice from the footer switch, if any: it wins over everything. */
export type LightModeChoice = 'light' | 'full' | null;

export type LightModeInput = {
  choice: LightModeChoice;
  /** A crawler (isbot): always the normal page, which is what search results and previews show. */
  crawler: boolean;
  /** The request's header of that name, or null/undefined when it was not sent. */
  hint: (name: LightModeHint) => string | null | undefined;
};

export type LightModeReason = 'choice' | 'crawler' | 'save-data' | 'ect' | 'device-memory' | 'rtt' | 'downlink' | 'none';

export type LightModeDecision = {
  light: boolean;
  reason: LightModeReason;
  /** The hint headers the outcome depends on: exactly what the response must Vary on. */
  hintsRead: readonly LightModeHint[];
};

const REASON: Record<LightModeHint, LightModeReason> = { 'Save-Data': 'save-data', ECT: 'ect', 'Device-Memory': 'device-memory', RTT: 'rtt', Downlink: 'downlink' };

/** Whether one hint's value asks for the light page; a value that does not parse says nothing. */
export function hintSaysLight(name: LightModeHint, raw: string | null | undefined): boolean {
  if (raw === null || raw === undefined) return false;
  const value = raw.trim().toLowerCase().replace(/^"(.*)"$/, '$1');
  switch (name) {
    case 'Save-Data':
      return value === 'on';
    case 'ECT':
      return SLOW_ECT.has(value);
    case 'Device-Memory':
      return isNumber(value) && Number(value) > 0 && Number(value) <= SMALL_DEVICE_MEMORY_GB;
    case 'RTT':
      return isNumber(value) && Number(value) >= SLOW_RTT_MS;
    case 'Downlink':
      // 0 is what a browser sends when it knows nothing yet, not a dead line.
      return isNumber(value) && Number(value) > 0 && Number(value) < SLOW_DOWNLINK_MBPS;
  }
}

function isNumber(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value);
}

/**
 * The choice wins (the outcome then depends on the cookie alone); then crawlers get the normal
 * page; then the hints are read in order until one says light. A crawler's answer still lists every
 * hint: a shared cache must not hand its normal page to a visitor whose hints differ.
 */
export function decideLightMode({ choice, crawler, hint }: LightModeInput): LightModeDecision {
  if (choice) return { light: choice === 'light', reason: 'choice', hintsRead: [] };
  if (crawler) return { light: false, reason: 'crawler', hintsRead: LIGHT_MODE_HINTS };
  const read: LightModeHint[] = [];
  for (const name of LIGHT_MODE_HINTS) {
    read.push(name);
    if (hintSaysLight(name, hint(name))) return { light: true, reason: REASON[name], hintsRead: read };
  }
  return { light: false, reason: 'none', hintsRead: read };
}
