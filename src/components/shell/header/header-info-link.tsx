import type { ReactNode } from 'react';
import type { HeaderItem } from '../../../../domain/content/model.ts';
import { buildApplicationEntryLink } from '../../../lib/links/application-links.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getServices } from '../../../lib/services/services.ts';
import { ContentLink } from '../../ui/content-link.tsx';

/**
 * Cart and magazine are other applications: the item's type says which, the configuration says
 * where (content cannot know each environment's address). Other items follow their content link.
 */
function getApplicationEntry(item: HeaderItem, scope: PageScope): string | null | undefined {
  if (item.type !== 'cart' && item.type !== 'magazine') return undefined;
  const config = getServices().config;
  const returnUrl = `${config.hostTable.protocol}://${scope.requestHost}${scope.buildPath('home')}`;
  return buildApplicationEntryLink(item.type === 'cart' ? config.cartUrl : config.magazineUrl, scope.locale, returnUrl);
}

/** One info item (magazine, service, account, cart) as the header and the burger link it. */
export function HeaderInfoLink({ item, scope, className, children }: { item: HeaderItem; scope: PageScope; className?: string; children: ReactNode }) {
  const entry = getApplicationEntry(item, scope);
  if (entry === undefined) {
    return (
      <ContentLink link={item.link} scope={scope} className={className}>
        {children}
      </ContentLink>
    );
  }
  if (entry === null) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={entry}>
      {children}
    </a>
  );
}

export function iconOf(item: HeaderItem): string {
  return item.type === 'account' ? 'user' : item.type === 'cart' ? 'cart' : item.type === 'service' ? 'phone' : 'star';
}

/** `tel:` wants digits and a leading plus only. */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^+\d]/g, '')}`;
}
