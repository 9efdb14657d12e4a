import { Fragment } from 'react';
import type { Asset } from '../../../domain/content/model.ts';
import { getServices } from '../../lib/services/services.ts';
import { buildOgImageUrl } from '../../lib/images/index.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import type { Alternate } from '../../lib/seo/build-alternates.ts';
import { buildLocaleOrigin } from '../../lib/seo/build-alternates.ts';

export const DEFAULT_ROBOTS = 'noindex,nofollow';

/**
 * Head tags of a page (docs/shop-rules.md, Page shell); React hoists them into <head>. Robots default to
 * noindex,nofollow; drafts are never indexable whatever the story says. Light pages keep the
 * canonical link and leave out what only crawlers and link previews read (language alternates,
 * Open Graph): those never ask for the light version, and its URL is the same page (decision 0018).
 */
export function PageHead({
  scope,
  title,
  description,
  robots,
  ogImage,
  ogImages = [],
  alternates = [],
}: {
  scope: PageScope;
  title: string;
  description?: string;
  robots?: string;
  ogImage?: Asset;
  /** Further link-preview images (the content's `ogImages`), each its own `og:image`. */
  ogImages?: Asset[];
  alternates?: Alternate[];
}) {
  const origin = buildLocaleOrigin(getServices().config.hostTable, scope.channel, scope.locale, scope.requestHost) ?? '';
  const canonical = alternates.find((alternate) => alternate.hreflang === scope.locale)?.href;
  const ogImageUrls = [...new Set([ogImage, ...ogImages].flatMap((image) => (image ? [buildOgImageUrl(image)] : [])).filter((url) => url !== null))];
  const forMachines = !isLightMode();
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content={scope.preview ? DEFAULT_ROBOTS : robots || DEFAULT_ROBOTS} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {forMachines ? (
        <>
          {alternates.map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
          ))}
          <meta property="og:title" content={title} />
          {description ? <meta property="og:description" content={description} /> : null}
          {canonical ? <meta property="og:url" content={canonical} /> : null}
          {ogImageUrls.map((url) => (
            <Fragment key={url}>
              <meta property="og:image" content={origin + url} />
              <meta property="og:image:width" content="1200" />
              <meta property="og:image:height" content="627" />
            </Fragment>
          ))}
        </>
      ) : null}
    </>
  );
}
