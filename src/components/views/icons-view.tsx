import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { Icon } from '../ui/image/icon.tsx';
import { ICON_NAMES } from '../ui/image/icon-names.ts';

/** `/_icons`: the sprite's icons on a bare page of their own (no shop shell), for designers. */
export function IconsView({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  return (
    <main className="icons-page">
      <title>{t('icons.title')}</title>
      <meta name="robots" content="noindex,nofollow" />
      <h1>{t('icons.title')}</h1>
      <ul className="icons-page__grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
