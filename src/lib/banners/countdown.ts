/**
 * The countdown's maths, shared by the server (first text) and the client ticker: no imports, so
 * the ticker's bundle stays tiny.
 */
export type RemainingTime = { days: number; hours: number; minutes: number; seconds: number };

/** Whole seconds from `now` until `end`, never below 0; NaN end dates count as 0. */
export function secondsUntil(endMs: number, nowMs: number): number {
  const seconds = Math.ceil((endMs - nowMs) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export function splitSeconds(total: number): RemainingTime {
  const whole = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2 Tage` in the visitor's language, through Intl (singular and plural for free). */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/**
 * `2 Tage 03:04:05`: the days as `dayText` names them (formatDays unless given), the rest as a
 * clock. Under a day only the clock.
 */
export function formatRemaining(total: number, locale: string, dayText: (days: number) => string = (days) => formatDays(days, locale)): string {
  const { days, hours, minutes, seconds } = splitSeconds(total);
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return clock;
  return `${dayText(days)} ${clock}`;
}

/** ISO 8601 duration for `<time datetime>`, e.g. `P2DT3H4M5S`. */
export function toIsoDuration(total: number): string {
  const { days, hours, minutes, seconds } = splitSeconds(total);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

/**
 * running: ticking; aborted: paused while the tab is hidden; restarted: back in view and resynced
 * from the clock, running from the next tick; ended: at zero, stays there.
 */
export type CountdownState = 'running' | 'aborted' | 'restarted' | 'ended';
export type CountdownEvent = { type: 'tick' | 'show'; remaining: number } | { type: 'hide' };

export function nextCountdownState(state: CountdownState, event: CountdownEvent): CountdownState {
  if (state === 'ended') return 'ended';
  if (event.type === 'hide') return 'aborted';
  if (event.remaining <= 0) return 'ended';
  if (event.type === 'show') return state === 'aborted' ? 'restarted' : state;
  return 'running';
}
