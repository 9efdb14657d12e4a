'use client';

import { useEffect, useMemo, useState } from 'react';
import { formatDays, formatRemaining, nextCountdownState, secondsUntil, splitSeconds, toIsoDuration, type CountdownState } from '../../../lib/banners/countdown.ts';

/**
 * Counts the server's text down once a second, on the second. A hidden tab stops the timer
 * (aborted); back in view it reads the clock again (restarted), so a sleeping laptop or a
 * throttled tab never shows a stale time. The first render equals the server's.
 *
 * `daysText` is the server's text for the days of `initial`: the first Intl unit formatter a page
 * builds loads locale data (0.4-1.4 s on a slow phone, decision 0041), so the ticker builds one
 * only when the day count changes.
 */
export function CountdownTicker({ end, locale, initial, daysText }: { end: number; locale: string; initial: number; daysText: string }) {
  const [view, setView] = useState<{ remaining: number; state: CountdownState }>({ remaining: initial, state: 'running' });
  const dayText = useMemo(() => {
    const known = new Map([[splitSeconds(initial).days, daysText]]);
    return (days: number) => {
      let text = known.get(days);
      if (text === undefined) {
        text = formatDays(days, locale);
        known.set(days, text);
      }
      return text;
    };
  }, [initial, daysText, locale]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = (type: 'tick' | 'show') => {
      clearTimeout(timer);
      const remaining = secondsUntil(end, Date.now());
      setView((current) => ({ remaining, state: nextCountdownState(current.state, { type, remaining }) }));
      if (remaining > 0) timer = setTimeout(step, (end - Date.now()) % 1000 || 1000, 'tick');
    };
    const onVisibility = () => {
      if (!document.hidden) return step('show');
      clearTimeout(timer);
      setView((current) => ({ ...current, state: nextCountdownState(current.state, { type: 'hide' }) }));
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (!document.hidden) step('tick');
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [end]);
  return (
    <time className="countdown__time" dateTime={toIsoDuration(view.remaining)} data-state={view.state}>
      {formatRemaining(view.remaining, locale, dayText)}
    </time>
  );
}
