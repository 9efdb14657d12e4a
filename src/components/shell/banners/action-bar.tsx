import { dismissActionBarAction } from '../../../actions/banners.ts';
import { readableColors } from '../../../lib/banners/contrast.ts';
import { isActionBarDismissed } from '../../../lib/banners/dismissal.ts';
import { inlineHtmlToRichText } from '../../../lib/banners/inline-html.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { getActionBar } from '../../../lib/shop-api/action-bar.ts';
import { RichText } from '../../blocks/rich-text.tsx';
import { Countdown } from './countdown.tsx';
import { DismissForm } from './dismiss-form.tsx';
import './action-bar.css';

/**
 * The campaign bar above the header (`/web-api/bar`): its text, an optional countdown and a close
 * button, in the campaign's colours (made readable if they are not). Closing is a form post (works without JavaScript) that remembers this bar's id in a
 * cookie and returns to the page; other campaigns still show. No bar, a closed one, an ended one
 * or a failed call: nothing.
 */
export async function ActionBar({ scope, now = Date.now() }: { scope: PageScope; now?: number }) {
  const request = getRequestContext();
  const bar = await getActionBar({ channel: scope.channel, locale: scope.locale }, request.pageUrl.pathname);
  if (!bar || isActionBarDismissed(bar.id, request.cookies)) return null;
  if (bar.actionBarEndDate && Date.parse(bar.actionBarEndDate) <= now) return null;
  const t = getTranslator(scope.locale);
  return (
    <aside className="action-bar" aria-label={t('banner.actionBar.label')} style={readableColors(bar.color, bar.backgroundColor)}>
      <div className="action-bar__content">
        <RichText doc={inlineHtmlToRichText(bar.text)} ctx={scope.blockContext} className="action-bar__text" />
        {bar.countdownEndDate ? <Countdown endDate={bar.countdownEndDate} locale={scope.locale} now={now} /> : null}
      </div>
      <DismissForm action={dismissActionBarAction} label={t('banner.actionBar.dismiss')} className="action-bar__dismiss" fields={{ id: bar.id }} />
    </aside>
  );
}
