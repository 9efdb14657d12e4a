import type { ReactNode } from 'react';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { TagManagerTags } from '../analytics/tag-manager-tags.tsx';
import { ConsentBanner } from '../consent/consent-banner.tsx';
import { ActionBar } from './banners/action-bar.tsx';
import { AppBanner } from './banners/app-banner.tsx';
import { LocationSuggestion } from './banners/location-suggestion.tsx';
import { BackToTop } from './banners/back-to-top.tsx';
import { MessengerLauncher } from './banners/messenger-launcher.tsx';
import { Snow } from './banners/snow.tsx';
import { EditorBridge } from './editor-bridge.tsx';
import { WhitelabelBanner } from './customer/account-item.tsx';
import { FlagDebug } from './flag-debug.tsx';
import { PageBehindDialog, PageDialogs } from './page-dialogs.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { WishlistNotice } from './wishlist-notice.tsx';

/**
 * The page frame. Header, page and footer are async siblings, so their content requests run in
 * parallel. No Suspense boundary on purpose: streamed fallbacks are swapped by inline script, and
 * a visitor without JavaScript would be left with the fallback.
 */
export function PageShell({ scope, pageId, children }: { scope: PageScope; pageId: string; children: ReactNode }) {
  const t = getTranslator(scope.locale);
  return (
    <div id="top" className={`shop shop--${scope.channel} shop--${scope.platform}`}>
      <PageBehindDialog scope={scope}>
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <ConsentBanner scope={scope} />
        {scope.preview ? (
          <p className="preview-banner" role="status">
            {t('common.draftPreview')}
          </p>
        ) : null}
        <LocationSuggestion scope={scope} />
        <ActionBar scope={scope} />
        <AppBanner scope={scope} />
        <SiteHeader scope={scope} />
        <WhitelabelBanner scope={scope} />
        <WishlistNotice scope={scope} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter scope={scope} uniqueIdentifier={pageId} />
        <BackToTop locale={scope.locale} />
        <MessengerLauncher scope={scope} />
        <Snow scope={scope} />
        <FlagDebug />
      </PageBehindDialog>
      <PageDialogs scope={scope} />
      <TagManagerTags scope={scope} />
      <EditorBridge scope={scope} />
    </div>
  );
}
