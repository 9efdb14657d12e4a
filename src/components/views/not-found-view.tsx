import { getGlobalStory } from '../../lib/content/get-story.ts';
import { BackHomeLink } from './back-home-link.tsx';
import type { NavigationContent } from '../../../domain/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { logEvent } from '../../lib/log/logger.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { PageHead } from '../shell/page-head.tsx';
import { ContentLinkList } from '../ui/content-link.tsx';

/**
 * The 404 body. The 404 messages ('story not found', 'Page Not Found: {path}') are for logs and
 * editors, so they go to the log; shoppers get their language, the product categories of the
 * navigation story, the design listing with its filters, and the way home. Links only, so it
 * works the same without JavaScript.
 */
export async function NotFoundView({ scope, message }: { scope: PageScope; message: string }) {
  const t = getTranslator(scope.locale);
  logEvent('info', 'page-not-found', { message, channel: scope.channel, locale: scope.locale });
  const navigation = await getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'navigation', preview: scope.preview });
  const categories = navigation.ok ? ((navigation.value.story.content as NavigationContent).items ?? []).filter((item) => item.text) : [];
  return (
    <section className="not-found">
      <PageHead scope={scope} title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      {categories.length > 0 ? (
        <nav className="not-found__categories" aria-labelledby="not-found-categories">
          <h2 id="not-found-categories">{t('notFound.categories')}</h2>
          <ContentLinkList items={categories} scope={scope} />
        </nav>
      ) : null}
      <p>
        <a href={scope.buildPath('products')}>{t('notFound.allDesigns')}</a>
      </p>
      <BackHomeLink scope={scope} />
    </section>
  );
}
