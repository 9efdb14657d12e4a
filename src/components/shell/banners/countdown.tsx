import type { ReactNode } from 'react';
import { formatDays, formatRemaining, secondsUntil, splitSeconds, toIsoDuration } from '../../../lib/banners/countdown.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { LocaleCode } from '../../../../domain/locale/locales.ts';
import { logEvent } from '../../../lib/log/logger.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import './countdown.css';

/**
 * The time left until `endDate`, as text from the server (so it reads without JavaScript), which
 * the ticker then counts down. An end date already past is the campaign team's mistake: logged,
 * and nothing shown rather than a countdown at zero.
 */
export async function Countdown({ endDate, locale, now = Date.now() }: { endDate: string; locale: LocaleCode; now?: number }) {
  const end = Date.parse(endDate);
  const remaining = secondsUntil(end, now);
  if (remaining <= 0) {
    logEvent('error', 'countdown-date-in-past', { endDate });
    return null;
  }
  const t = getTranslator(locale);
  let time: ReactNode;
  if (isLightMode()) {
    // Light mode carries no scripts: the time as of this render, like a page without JavaScript.
    time = (
      <time className="countdown__time" dateTime={toIsoDuration(remaining)}>
        {formatRemaining(remaining, locale)}
      </time>
    );
  } else {
    // Imported here, not at the top: the server chunk of its own keeps the ticker's client code in
    // a chunk of its own too (client code is grouped by server chunk), loaded only where a countdown is.
    const { CountdownTicker } = await import('./countdown-ticker.tsx');
    time = <CountdownTicker end={end} locale={locale} initial={remaining} daysText={formatDays(splitSeconds(remaining).days, locale)} />;
  }
  return (
    <p className="countdown">
      <span className="countdown__label">{t('banner.countdown.endsIn')}</span> {time}
    </p>
  );
}
