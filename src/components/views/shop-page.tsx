import { logEvent } from '../../lib/log/logger.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseStatus } from '../../lib/request/request-context.ts';
import { notFoundMessage } from '../../lib/routing/route-pipeline.ts';
import { PageShell } from '../shell/page-shell.tsx';
import { CustomerPageView } from './customer-page-view.tsx';
import { GiftVoucherView } from './gift-voucher-view.tsx';
import { IconsView } from './icons-view.tsx';
import { NewsletterConfirmView } from './newsletter-confirm-view.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { CalendarLandingView } from './products/calendar-landing-view.tsx';
import { ProductsView } from './products/products-view.tsx';
import { ThemeView } from './products/theme-view.tsx';
import { SafeView } from './safe-view.tsx';
import { StoryPage } from './story-page.tsx';
import { UploadRefusedView } from './upload-refused-view.tsx';
import { WishlistView } from './wishlist-view.tsx';

/** The last segment names a file (`logo.png`, `app.js.map`), which no shop page does. */
const ASSET_PATH = /\/[^/]+\.[A-Za-z0-9]{1,5}$/;

/**
 * Every shop URL lands here (via the thin route files) with its route already resolved by the
 * request middleware; this picks the view. The optional prefixes are data, not route files.
 */
export function ShopPage() {
  const request = getRequestContext();
  const scope = getPageScope();
  const route = scope.location?.route;
  const pageId = request.pageUrl.pathname.replace(scope.pathContext.languagePrefix, '') || '/';

  if (route?.kind === 'icons') return <IconsView scope={scope} />;

  let body;
  if (request.uploadRefusal) {
    setResponseStatus(request.uploadRefusal.status);
    body = <UploadRefusedView scope={scope} refusal={request.uploadRefusal} formPath={request.pageUrl.pathname} />;
  } else if (!route) {
    // A file name at a page's address: a stale asset link or a probe, not a missing page.
    if (ASSET_PATH.test(request.pageUrl.pathname)) logEvent('warn', 'asset-load-on-slug', { path: request.pageUrl.pathname });
    setResponseStatus(404);
    body = <NotFoundView scope={scope} message={request.notFoundMessage ?? notFoundMessage(request.pageUrl.pathname)} />;
  } else {
    switch (route.kind) {
      case 'home':
        body = <StoryPage scope={scope} pagePath="home" />;
        break;
      case 'content':
        body = <StoryPage scope={scope} pagePath={route.slug} toOwnTranslation />;
        break;
      case 'error':
        body = <StoryPage scope={scope} pagePath="error" />;
        break;
      case 'products':
        body = route.filters ? (
          <ProductsView scope={scope} listing={route.listing} filters={route.filters} />
        ) : (
          <ProductsView scope={scope} listing={route.listing} />
        );
        break;
      case 'themes':
        body = <ThemeView scope={scope} id={route.id} />;
        break;
      case 'calendar-landing':
        body = <CalendarLandingView scope={scope} />;
        break;
      case 'calendar-filter':
        body = <ProductsView scope={scope} listing="vorkonfigurator-kalender" pathSlug="filters/calendar" />;
        break;
      case 'newsletter-confirm':
        body = <NewsletterConfirmView scope={scope} />;
        break;
      case 'gift-voucher':
        body = <GiftVoucherView scope={scope} />;
        break;
      case 'wishlist':
        body = <WishlistView scope={scope} slug={route.slug} />;
        break;
      case 'customer':
        body = <CustomerPageView scope={scope} page={route.page} />;
        break;
    }
  }
  return (
    <PageShell scope={scope} pageId={pageId}>
      <SafeView scope={scope}>{body}</SafeView>
    </PageShell>
  );
}
