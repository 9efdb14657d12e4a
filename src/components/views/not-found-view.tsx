import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { PageHead } from '../shell/page-head.tsx';

/** The 404 body: the spec's message for people and logs, and a way back home. */
export function NotFoundView({ scope, message }: { scope: PageScope; message: string }) {
  const t = getTranslator(scope.locale);
  return (
    <section className="not-found">
      <PageHead scope={scope} title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p className="not-found__message">{message}</p>
      <p>{t('notFound.text')}</p>
      <p>
        <a className="button" href={scope.buildPath('home')}>
          {t('notFound.backHome')}
        </a>
      </p>
    </section>
  );
}
