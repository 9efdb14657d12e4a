import type { Translate } from '../../../lib/i18n/get-translator.ts';

/** What a product section shows when its data could not be loaded: short, and not an error page. */
export function UnavailableNotice({ t, className }: { t: Translate; className?: string }) {
  return (
    <p className={className ? `unavailable-notice ${className}` : 'unavailable-notice'} role="status">
      {t('common.sectionUnavailable')}
    </p>
  );
}
