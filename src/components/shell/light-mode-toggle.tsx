import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import { tryGetRequestContext } from '../../lib/request/request-context.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { LIGHT_MODE_PATH } from '../../server/light-mode-html.ts';
import './light-mode-toggle.css';

/**
 * The footer's "light version" switch: one button in a form that posts to the light-mode switch
 * and comes back to this page (303). A plain form, so it works the same with JavaScript off, and
 * with it on the browser reloads the whole document (the only way to drop or regain scripts).
 * Either way the choice is kept in a cookie and wins over the client hints (decision 0028), so a
 * visitor whose slow connection got the light page can ask for the full one, and keep it.
 */
export function LightModeToggle({ scope }: { scope: Pick<PageScope, 'locale'> }) {
  const t = getTranslator(scope.locale);
  const light = isLightMode();
  const page = tryGetRequestContext()?.pageUrl;
  const back = page ? page.pathname + page.search : '/';
  return (
    <form className="light-mode-toggle" method="post" action={LIGHT_MODE_PATH}>
      <input type="hidden" name="mode" value={light ? 'off' : 'on'} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="light-mode-toggle__button">
        {light ? t('light.switchOff') : t('light.switchOn')}
      </button>
    </form>
  );
}
