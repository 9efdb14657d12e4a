import { getGlobalStory } from '../../../lib/content/get-story.ts';
import type { HeaderContent } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import { getServices } from '../../../lib/services/services.ts';
import { resolveLink } from '../../blocks/resolve-block-link.ts';
import './messenger-launcher.css';

/**
 * The help messenger's launcher, bottom left. The service page is the header's service item
 * (content knows each language's address). Without a configured messenger, in light mode and
 * without JavaScript it is a link to that page; otherwise the button loads the messenger on click.
 */
export async function MessengerLauncher({ scope }: { scope: PageScope }) {
  const header = await getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'header', preview: scope.preview });
  const service = header.ok ? (header.value.story.content as HeaderContent).items?.find((item) => item.type === 'service') : undefined;
  const href = service ? resolveLink(service.link, scope.blockContext)?.href : undefined;
  if (!href) return null;
  const t = getTranslator(scope.locale);
  const scriptUrl = getServices().config.messengerScriptUrl;
  // A server chunk of its own gives the button a client chunk of its own (see Countdown).
  const { MessengerButton } = await import('./messenger-button.tsx');
  return (
    <div className="messenger">
      {scriptUrl && !isLightMode() ? (
        <MessengerButton href={href} scriptUrl={scriptUrl} label={t('banner.messenger.open')} loadingLabel={t('banner.messenger.loading')} />
      ) : (
        <a className="messenger-launcher" href={href}>
          {t('banner.messenger.link')}
        </a>
      )}
    </div>
  );
}
