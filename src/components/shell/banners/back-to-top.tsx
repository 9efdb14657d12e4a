import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { LocaleCode } from '../../../../domain/locale/locales.ts';
import './back-to-top.css';

/**
 * A plain anchor to the top of the page. CSS alone decides when it shows (decision 0011): after
 * half a window of scrolling, and not while the visitor scrolls down; without those CSS features
 * it sits at the end of the page.
 */
export function BackToTop({ locale }: { locale: LocaleCode }) {
  const t = getTranslator(locale);
  return (
    <a className="back-to-top" href="#top">
      <span aria-hidden="true">↑</span> {t('banner.backToTop')}
    </a>
  );
}
