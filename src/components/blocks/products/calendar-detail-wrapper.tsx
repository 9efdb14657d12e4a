import { z } from 'zod';
import { CALENDAR_FORMATS, CALENDAR_TYPES } from '../../../../domain/catalog/vocabulary.ts';
import { buildCalendarDesignerLink } from '../../../lib/links/designer-links.ts';
import { getCalendarDesignGroup, pickNewestDesigns } from '../../../lib/shop-api/design-groups.ts';
import { getCalendarPrice } from '../../../lib/shop-api/product-data.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { CALENDAR_LANDING_PATH } from '../../../lib/routing/calendar-landing-path.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { DESIGN_STRIP_SIZE, DetailWrapper, detailWrapperFields } from './detail-wrapper.tsx';
import { toDesignerUrl } from './product-designer-links.ts';

const calendarDetailWrapperSchema = z.object({
  calendarType: z.enum(CALENDAR_TYPES),
  format: z.enum(CALENDAR_FORMATS),
  ...detailWrapperFields,
});
export type CalendarDetailWrapperProps = z.output<typeof calendarDetailWrapperSchema> & { env: BlockEnv };

/**
 * A calendar type in one format. Priced without a mounting: each type has its own default (a desk
 * calendar has no spiral), which the API and the designer both pick.
 */
async function CalendarDetailWrapperBlock({ calendarType, format, env, ...content }: CalendarDetailWrapperProps) {
  // The type's design group feeds the strip; a failed call leaves the strip out (shop-api-error).
  const [result, group] = await Promise.all([getCalendarPrice(env.ctx, { calendarType, format }), getCalendarDesignGroup(env.ctx, calendarType)]);
  const designerUrl = toDesignerUrl(buildCalendarDesignerLink({ calendarType, formatType: format }, { locale: env.ctx.locale, channel: env.ctx.channel }));
  return (
    <DetailWrapper
      product="calendar"
      {...content}
      price={result.ok ? { ...result.value, from: true } : null}
      designerUrl={designerUrl}
      designs={group.ok ? pickNewestDesigns([group.value], DESIGN_STRIP_SIZE) : []}
      allDesigns={{ href: env.ctx.buildPath(CALENDAR_LANDING_PATH), label: getTranslator(env.ctx.locale)('calendarLanding.title') }}
      env={env}
    />
  );
}

export const calendarDetailWrapperBlock = defineBlock(
  'calendar_detail_wrapper',
  calendarDetailWrapperSchema,
  (props, env) => <CalendarDetailWrapperBlock {...props} env={env} />,
  { hasImage: true },
);
