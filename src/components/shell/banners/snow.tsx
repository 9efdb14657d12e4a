import { getGlobalStory } from '../../../lib/content/get-story.ts';
import type { HeaderContent } from '../../../../domain/content/model.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import './snow.css';

export const SNOW_FLAKES = 199;
const FLAKES = Array.from({ length: SNOW_FLAKES }, (_, index) => index);

/**
 * Decorative snow over the page, switched on by the header story's `snowEffect`. Pure CSS (no
 * script): each flake's place, size, speed and delay come from `:nth-child` patterns. Hidden from
 * assistive technology, not rendered in light mode, and gone under prefers-reduced-motion.
 */
export async function Snow({ scope }: { scope: PageScope }) {
  if (isLightMode()) return null;
  const header = await getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'header', preview: scope.preview });
  if (!header.ok || (header.value.story.content as HeaderContent).snowEffect !== true) return null;
  return (
    <div className="snow" aria-hidden="true" data-snow="">
      {FLAKES.map((index) => (
        <i key={index} />
      ))}
    </div>
  );
}
