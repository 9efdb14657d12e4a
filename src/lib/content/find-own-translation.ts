import type { Channel } from '../../../domain/locale/channels.ts';
import { getFallbackChain, toContentFolder, type LocaleCode } from '../../../domain/locale/locales.ts';
import { getPagePathOfFullSlug } from '../routing/build-shop-path.ts';

/**
 * A page answered from a fallback folder may have a translation of its own under another path:
 * en-US reads en-GB's `christmas-cards` because en-US calls its page `holiday-cards`. The story's
 * alternates (its translation group) name that page. Returns its page path when a folder the
 * locale reads before the answering one has it, else null (the fallback page is the locale's page).
 */
export function findOwnTranslationPath({
  channel,
  locale,
  answeredFrom,
  alternates,
}: {
  channel: Channel;
  locale: LocaleCode;
  /** The locale whose folder answered. */
  answeredFrom: LocaleCode;
  alternates: readonly { full_slug: string }[];
}): string | null {
  const chain = getFallbackChain(locale);
  const answered = chain.indexOf(answeredFrom);
  for (const earlier of chain.slice(0, Math.max(answered, 0))) {
    const folder = `${channel}/${toContentFolder(earlier)}/`;
    const own = alternates.find((alternate) => alternate.full_slug.startsWith(folder));
    const path = own ? getPagePathOfFullSlug(own.full_slug) : null;
    if (path) return path;
  }
  return null;
}
