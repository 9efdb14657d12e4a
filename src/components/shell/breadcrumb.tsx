import type { BreadcrumbItem } from '../../../domain/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { getServices } from '../../lib/services/services.ts';
import { buildBreadcrumbJsonLd, serializeJsonForScript, type BreadcrumbStep } from '../../lib/seo/breadcrumb-json-ld.ts';
import { buildLocaleOrigin } from '../../lib/seo/build-alternates.ts';
import { resolveLink } from '../blocks/resolve-block-link.ts';
import './breadcrumb.css';

/**
 * The trail of a page: home (the language's start page), then the story's items through the
 * link rules; the last step is the page itself, plain text with aria-current. Items whose link is
 * refused or missing stay as text.
 */
export function resolveBreadcrumb(items: readonly BreadcrumbItem[], scope: PageScope): BreadcrumbStep[] {
  const t = getTranslator(scope.locale);
  const steps: BreadcrumbStep[] = [{ name: t('common.home'), href: scope.buildPath('home') }];
  for (const item of items) {
    const href = item.link ? resolveLink(item.link, scope.blockContext)?.href : undefined;
    steps.push(href ? { name: item.text, href } : { name: item.text });
  }
  return steps;
}

/**
 * The breadcrumb navigation. `withJsonLd` adds the BreadcrumbList for search engines; the page
 * shows the trail twice (under the header and in the footer) but describes it once, and light
 * pages not at all: search engines never ask for them (decision 0018).
 */
export function Breadcrumb({
  items,
  scope,
  label,
  withJsonLd = false,
  className,
}: {
  items: readonly BreadcrumbItem[] | undefined;
  scope: PageScope;
  label: string;
  withJsonLd?: boolean;
  className?: string;
}) {
  if (!items?.length) return null;
  const steps = resolveBreadcrumb(items, scope);
  const describe = withJsonLd && !isLightMode();
  const origin = describe ? (buildLocaleOrigin(getServices().config.hostTable, scope.channel, scope.locale, scope.requestHost) ?? '') : '';
  return (
    <nav className={`breadcrumb${className ? ` ${className}` : ''}`} aria-label={label}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={index} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={index}>{step.href ? <a href={step.href}>{step.name}</a> : step.name}</li>
          ),
        )}
      </ol>
      {describe ? (
        <script type="application/ld+json" nonce={getRequestContext().nonce}>
          {serializeJsonForScript(buildBreadcrumbJsonLd(steps, origin))}
        </script>
      ) : null}
    </nav>
  );
}
