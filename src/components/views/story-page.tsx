import type { ReactNode } from 'react';
import { getServices } from '../../lib/services/services.ts';
import { getPageStory } from '../../lib/content/get-story.ts';
import type { BreadcrumbItem, PageContent, Story } from '../../../domain/content/model.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { logEvent } from '../../lib/log/logger.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseHeader, setResponseStatus } from '../../lib/request/request-context.ts';
import { findOwnTranslationPath } from '../../lib/content/find-own-translation.ts';
import { redirect } from '../../server/framework/waku-router.ts';
import { buildAlternates } from '../../lib/seo/build-alternates.ts';
import { headingFromTitle, keepOneH1 } from '../../lib/content/single-h1.ts';
import { BlockList } from '../blocks/registry.tsx';
import { Breadcrumb } from '../shell/breadcrumb.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { ProductDialogLinks, readProductPageMedia } from '../shell/product/product-dialogs.tsx';
import { NotFoundView } from './not-found-view.tsx';

/**
 * Loads a page story and renders head, teaser and body. A missing story is a 404 'story
 * not found'; an unreachable content API answers 503 with the shell intact, so the visitor still
 * has navigation and can retry.
 */
export async function StoryPage({
  scope,
  pagePath,
  titleFallback,
  title,
  urlPathFor,
  trail,
  heading,
  toOwnTranslation = false,
  children,
}: {
  scope: PageScope;
  pagePath: string;
  /**
   * A page at its own path (the content route): when the locale's fallback folder answered and the
   * locale has its own translation of that page under another path, the visitor goes there.
   */
  toOwnTranslation?: boolean;
  titleFallback?: string;
  /** The page's own title where the route shows more than its story (a design on /themes/{id}). */
  title?: string;
  /** The route's own path where it differs from the story's (/themes/2020 shows `themes`), for canonical and hreflang. */
  urlPathFor?: (storyPath: string, locale: LocaleCode) => string;
  /** The trail of a route that shows more than its story (a design under the design listing); the story's own otherwise. */
  trail?: readonly BreadcrumbItem[];
  /** A route's own level-1 heading (a filtered listing): it replaces the story's teaser and body, which speak of the whole. */
  heading?: string;
  children?: (story: Story<PageContent>) => ReactNode;
}) {
  const result = await getPageStory({ channel: scope.channel, locale: scope.locale, path: pagePath, preview: scope.preview });
  if (!result.ok) {
    if (result.error.kind === 'not-found') {
      // Info, not warn: the loader has already warned (cms-page-not-found); this is the page's answer.
      logEvent('info', 'storyblok-page-not-found', { path: pagePath, message: 'story not found' });
      setResponseStatus(404);
      return <NotFoundView scope={scope} message="story not found" />;
    }
    logEvent('error', 'hybrid-ssr-error', { path: pagePath, status: result.error.status });
    setResponseStatus(503);
    setResponseHeader('retry-after', '30');
    const t = getTranslator(scope.locale);
    return (
      <section className="degraded-page">
        <PageHead scope={scope} title={titleFallback ?? t('common.sectionUnavailable')} />
        <p>{t('common.sectionUnavailable')}</p>
      </section>
    );
  }
  const { story } = result.value;
  if (toOwnTranslation && scope.preview === null && result.value.locale !== scope.locale) {
    const own = findOwnTranslationPath({ channel: scope.channel, locale: scope.locale, answeredFrom: result.value.locale, alternates: story.alternates });
    // 307, not permanent: the page may get a translation at this path later, and browsers keep 308s.
    if (own !== null) redirect(scope.buildPath(own) + getRequestContext().pageUrl.search, 307);
  }
  const content = story.content;
  const alternates = buildAlternates({
    table: getServices().config.hostTable,
    channel: scope.channel,
    requestHost: scope.requestHost,
    fullSlugs: [story.fullSlug, ...story.alternates.map((alternate) => alternate.full_slug)],
    mapPath: urlPathFor,
  });
  const productMedia = heading === undefined ? readProductPageMedia(content) : null;
  const pageTitle = title ?? (content.title || story.name || titleFallback || '');
  const {
    lists: [teaser, body],
    hasH1,
  } = keepOneH1([content.teaser, content.body] as const);
  return (
    <article className="story-page">
      <PageHead
        scope={scope}
        title={pageTitle}
        description={content.description}
        robots={content.robots}
        ogImage={content.ogImage}
        ogImages={content.ogImages}
        alternates={alternates}
      />
      {/* The trail under the header; the footer repeats it, the search engines' copy (JSON-LD) is this one. */}
      <Breadcrumb items={trail ?? content.breadcrumb} scope={scope} label={getTranslator(scope.locale)('breadcrumb.label')} withJsonLd className="breadcrumb--page" />
      {/* Content without a level-1 headline still gives the page one, for those who navigate by headings. */}
      {heading !== undefined ? (
        <h1 className="story-page__heading">{heading}</h1>
      ) : (
        <>
          {hasH1 ? null : <h1 className="visually-hidden">{headingFromTitle(pageTitle)}</h1>}
          {teaser.length ? <BlockList blocks={teaser} ctx={scope.blockContext} firstImageEager island="teaser-" /> : null}
          {productMedia ? <ProductDialogLinks scope={scope} media={productMedia} /> : null}
          <BlockList blocks={body} ctx={scope.blockContext} firstImageEager={!teaser.length} island="body-" />
        </>
      )}
      {/* Route-specific content (listing, theme, confirm form) follows the story's own headline and intro. */}
      {children?.(story)}
    </article>
  );
}
