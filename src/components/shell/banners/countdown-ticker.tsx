'use client';

import { useEffect, useState } from 'react';
import { formatRemaining, nextCountdownState, secondsUntil, toIsoDuration, type CountdownState } from '../../../lib/banners/countdown.ts';

/**
 * Counts the server's text down once a second, on the second. A hidden tab stops the timer
 * (aborted); back in view it reads the clock again (restarted), so a sleeping laptop or a
 * throttled tab never shows a stale time. The first render equals the server's.
 */
export function CountdownTicker({ end, locale, initial }: { end: number; locale: string; initial: number }) {
  const [view, setView] = useState<{ remaining: number; state: CountdownState }>({ remaining: initial, state: 'running' });
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
      {formatRemaining(view.remaining, locale)}
    </time>
  );
}
