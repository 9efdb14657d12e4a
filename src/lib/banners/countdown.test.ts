import { describe, expect, it } from 'vitest';
import { formatRemaining, nextCountdownState, secondsUntil, splitSeconds, toIsoDuration } from './countdown.ts';

describe('countdown maths', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil(now + 1500, now)).toBe(2);
    expect(secondsUntil(now + 1000, now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(now - 60_000, now)).toBe(0);
    expect(secondsUntil(Number.NaN, now)).toBe(0);
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitSeconds(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes days in the visitor’s language and the rest as a clock', () => {
    expect(formatRemaining(2 * 86_400 + 3 * 3600 + 4 * 60 + 5, 'de-DE')).toBe('2 Tage 03:04:05');
    expect(formatRemaining(86_400 + 61, 'en-GB')).toBe('1 day 00:01:01');
    expect(formatRemaining(3599, 'fr-FR')).toBe('00:59:59');
  });

  it('gives an ISO duration for the time element', () => {
    expect(toIsoDuration(86_400 + 3600 + 61)).toBe('P1DT1H1M1S');
  });
});

describe('countdown states', () => {
  it('runs while time remains and ends at zero for good', () => {
    expect(nextCountdownState('running', { type: 'tick', remaining: 10 })).toBe('running');
    expect(nextCountdownState('running', { type: 'tick', remaining: 0 })).toBe('ended');
    expect(nextCountdownState('ended', { type: 'show', remaining: 10 })).toBe('ended');
  });

  it('pauses when hidden and restarts when shown again', () => {
    expect(nextCountdownState('running', { type: 'hide' })).toBe('aborted');
    expect(nextCountdownState('aborted', { type: 'show', remaining: 5 })).toBe('restarted');
    expect(nextCountdownState('restarted', { type: 'tick', remaining: 4 })).toBe('running');
    expect(nextCountdownState('aborted', { type: 'show', remaining: 0 })).toBe('ended');
  });
});
