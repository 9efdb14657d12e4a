import { CALENDAR_TYPES } from '../../../../domain/catalog/vocabulary.ts';
import { BRAND_NAMES } from '../../../../domain/locale/channels.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { setResponseHeader, setResponseStatus } from '../../../lib/request/request-context.ts';
import { buildSamePathAlternates } from '../../../lib/seo/build-alternates.ts';
import { CALENDAR_LANDING_PATH } from '../../../lib/routing/calendar-landing-path.ts';
import { getServices } from '../../../lib/services/services.ts';
import { getCalendarDesignGroup, pickNewestDesigns } from '../../../lib/shop-api/design-groups.ts';
import { DesignCard } from '../../blocks/products/design-card.tsx';
import { PageHead } from '../../shell/page-head.tsx';
import '../../blocks/products/product-blocks.css';

/** Every design of a type: the group of the richest type holds five; more would want a listing. */
const SECTION_LIMIT = 12;

/**
 * `/alle-fotokalender`: every calendar design by calendar type, one `calendar-design-group` call
 * per type (decision 0045). Each design is the listing's card (name, picture, price on the
 * poster channel) linking its themes page. A failed group leaves its section out; when every
 * call failed, the heading and a notice with 503, so no cache keeps it.
 */
export async function CalendarLandingView({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const groups = await Promise.all(CALENDAR_TYPES.map(async (calendarType) => ({ calendarType, result: await getCalendarDesignGroup(scope, calendarType) })));
  const title = t('calendarLanding.title');
  const head = (
    <PageHead
      scope={scope}
      title={`${title} | ${BRAND_NAMES[scope.channel]}`}
      description={t('calendarLanding.intro')}
      robots="index,follow"
      alternates={buildSamePathAlternates(getServices().config.hostTable, scope.channel, CALENDAR_LANDING_PATH, scope.requestHost)}
    />
  );
  if (groups.every((group) => !group.result.ok)) {
    setResponseStatus(503);
    setResponseHeader('retry-after', '30');
  }
  const sections = groups.flatMap(({ calendarType, result }) => {
    const designs = result.ok ? pickNewestDesigns([result.value], SECTION_LIMIT) : [];
    return designs.length > 0 ? [{ calendarType, designs }] : [];
  });
  return (
    <section className="calendar-landing">
      {head}
      <h1>{title}</h1>
      <p className="calendar-landing__intro">{t('calendarLanding.intro')}</p>
      {sections.length === 0 ? (
        <p className="form-error" role="status">
          {t('calendarLanding.unavailable')}
        </p>
      ) : null}
      {sections.map(({ calendarType, designs }) => (
        <section key={calendarType} className="calendar-landing__type" aria-labelledby={`calendar-type-${calendarType}`}>
          <h2 id={`calendar-type-${calendarType}`}>{t(`calendarLanding.type.${calendarType}`)}</h2>
          <ul className="design-grid">
            {designs.map((design, index) => (
              <DesignCard key={design.id} design={design} ctx={scope.blockContext} t={t} loading={index === 0 && sections[0]?.calendarType === calendarType ? { loading: 'eager' } : { loading: 'lazy' }} />
            ))}
          </ul>
        </section>
      ))}
      <p>
        <a className="button button--secondary" href={scope.buildPath('filters/calendar')}>
          {t('blocks.feed.all.calendar')}
        </a>
      </p>
    </section>
  );
}
