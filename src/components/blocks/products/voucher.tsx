import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { getTranslator, type Translate } from '../../../lib/i18n/get-translator.ts';
import type { LocaleCode } from '../../../../domain/locale/locales.ts';
import { logEventOnce } from '../../../lib/log/logger.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText, requiredText, richTextSchema } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { RichText } from '../rich-text.tsx';
import { getDateTimeFormat } from '../../../../domain/intl/get-formatter.ts';

/** A calendar day; content date fields come as `2025-12-31` or `2025-12-31 23:59`. */
export type CalendarDay = { year: number; month: number; day: number };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Null for anything that is not a real day (2025-02-30 included). */
function parseCalendarDay(value: unknown): CalendarDay | null {
  const match = typeof value === 'string' ? DAY_PATTERN.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The day in the locale's words (`31. Dezember 2025`, `December 31, 2025`), never shifted by time zones. */
function formatCalendarDay({ year, month, day }: CalendarDay, locale: LocaleCode): string {
  return getDateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A voucher is valid through its last day; the shop's clock is UTC, a few hours either way are fine. */
function isPastDay({ year, month, day }: CalendarDay, now: Date): boolean {
  return Date.UTC(year, month - 1, day + 1) <= now.getTime();
}

const voucherSchema = z.object({
  code: requiredText.max(64),
  headline: requiredText,
  text: z.union([richTextSchema, optionalText]).optional().catch(undefined),
  /** An unreadable date is left out rather than shown wrong. */
  validUntil: z.unknown().transform(parseCalendarDay).optional(),
  minimumOrderValue: z.coerce.number().finite().positive().optional().catch(undefined),
});
export type VoucherProps = z.output<typeof voucherSchema> & { env: BlockEnv; now?: Date };

const SLOT = '\u0000';

/** The translated label with the code as an element in its `{code}` slot (or after it, without one). */
function renderCodeLabel(t: Translate, code: ReactNode): ReactNode {
  const [before = '', ...after] = t('voucher.code', { code: SLOT }).split(SLOT);
  return (
    <>
      {before}
      {after.length === 0 ? ' ' : null}
      {code}
      {after.join('')}
    </>
  );
}

/**
 * A voucher code to type or select at checkout; there is no copy button, so it needs no script.
 * An expired voucher is not shown (and logged once): telling visitors about a code checkout
 * refuses costs more than an empty spot.
 */
function VoucherBlock({ code, headline, text, validUntil, minimumOrderValue, env, now = new Date() }: VoucherProps) {
  if (validUntil && isPastDay(validUntil, now)) {
    logEventOnce('error', 'countdown-date-in-past', `voucher:${code}`, { component: 'voucher' });
    return null;
  }
  const { locale } = env.ctx;
  const t = getTranslator(locale);
  const minimumOrder = minimumOrderValue === undefined ? '' : formatPrice(minimumOrderValue, locale);
  return (
    <section className="block block-voucher">
      <h2 className="block-voucher__headline">{headline}</h2>
      {typeof text === 'string' ? <p className="block-voucher__text">{text}</p> : text ? <RichText doc={text} ctx={env.ctx} /> : null}
      <p className="block-voucher__code-line">{renderCodeLabel(t, <code className="block-voucher__code">{code}</code>)}</p>
      {validUntil || minimumOrder ? (
        <ul className="block-voucher__conditions">
          {validUntil ? <li>{t('voucher.validUntil', { date: formatCalendarDay(validUntil, locale) })}</li> : null}
          {minimumOrder ? <li>{t('voucher.minimumOrder', { value: minimumOrder })}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}

export const voucherBlock = defineBlock('voucher', voucherSchema, (props, env) => <VoucherBlock {...props} env={env} />);
