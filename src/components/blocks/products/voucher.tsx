import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { getTranslator, type Translate } from '../../../lib/i18n/get-translator.ts';
import type { LocaleCode } from '../../../../domain/locale/locales.ts';
import { logEvent, logEventOnce } from '../../../lib/log/logger.ts';
import { describeShopApiError } from '../../../lib/shop-api/shop-api-client.ts';
import { getVoucher, type Voucher } from '../../../lib/shop-api/vouchers.ts';
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
  /** Used only when the shop API cannot be asked: its answer is the code's validity. */
  validUntil: z.unknown().transform(parseCalendarDay).optional(),
  /** Ignored: one language's content serves several currencies; the shop API names the minimum. */
  minimumOrderValue: z.unknown().optional(),
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

/** What the shop API says about the code, as lines in the visitor’s language. */
function describeTerms(voucher: Voucher, locale: LocaleCode, t: Translate): string[] {
  const day = parseCalendarDay(voucher.validUntil);
  return [
    t('voucher.percent', { percent: voucher.percent }),
    ...(day ? [t('voucher.validUntil', { date: formatCalendarDay(day, locale) })] : []),
    ...(voucher.minimumOrderValue > 0 ? [t('voucher.minimumOrder', { value: formatPrice(voucher.minimumOrderValue, locale, { currency: voucher.currency }) })] : []),
    ...(voucher.firstOrderOnly ? [t('voucher.firstOrderOnly')] : []),
  ];
}

/**
 * A voucher code to type at checkout, with its value, validity and conditions from the shop API
 * (`/web-api/voucher`) in the host's currency; there is no copy button, so it needs no script.
 * An expired code says so. A code the API does not know is not shown (checkout would refuse it);
 * when the API cannot be asked, `error-add-voucher` is logged and the code shows without terms.
 */
async function VoucherBlock({ code, headline, text, validUntil, env, now = new Date() }: VoucherProps) {
  const { locale, channel } = env.ctx;
  const t = getTranslator(locale);
  const result = await getVoucher({ channel, locale }, code);
  if (!result.ok) {
    logEvent('error', 'error-add-voucher', { code, ...describeShopApiError(result.error) });
    if (result.error.kind === 'http' && result.error.status === 404) return null;
    if (validUntil && isPastDay(validUntil, now)) {
      logEventOnce('error', 'countdown-date-in-past', `voucher:${code}`, { component: 'voucher' });
      return null;
    }
  }
  const voucher = result.ok ? result.value : null;
  const expiredDay = voucher?.expired ? parseCalendarDay(voucher.validUntil) : null;
  const terms = voucher && !voucher.expired ? describeTerms(voucher, locale, t) : [];
  return (
    <section className="block block-voucher">
      <h2 className="block-voucher__headline">{headline}</h2>
      {voucher?.expired ? (
        <p className="block-voucher__expired">{t('voucher.expired', { code: voucher.code, date: expiredDay ? formatCalendarDay(expiredDay, locale) : voucher.validUntil })}</p>
      ) : (
        <>
          {typeof text === 'string' ? <p className="block-voucher__text">{text}</p> : text ? <RichText doc={text} ctx={env.ctx} /> : null}
          <p className="block-voucher__code-line">{renderCodeLabel(t, <code className="block-voucher__code">{code}</code>)}</p>
          {terms.length > 0 ? (
            <ul className="block-voucher__conditions">
              {terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

export const voucherBlock = defineBlock('voucher', voucherSchema, (props, env) => <VoucherBlock {...props} env={env} />);
