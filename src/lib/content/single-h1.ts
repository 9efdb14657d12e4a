/**
 * Every page has exactly one level-1 heading: screen-reader users jump to it to find where the
 * content starts, and search engines read it as the page's topic. Content decides which headline
 * that is; the code holds the rule when content does not: a second `h1` headline block is shown
 * as `h2`, and a page whose content has none gets one from its title (see StoryPage).
 */

type HeadlineLike = { component?: unknown; level?: unknown };

function isH1Headline(block: unknown): boolean {
  return typeof block === 'object' && block !== null && (block as HeadlineLike).component === 'headline' && (block as HeadlineLike).level === 'h1';
}

/** The block lists in page order with only the first `h1` headline kept at level 1. */
export function keepOneH1<T extends readonly unknown[]>(lists: T): { lists: { [K in keyof T]: unknown[] }; hasH1: boolean } {
  let seen = false;
  const result = lists.map((list) =>
    (Array.isArray(list) ? list : []).map((block: unknown) => {
      if (!isH1Headline(block)) return block;
      if (!seen) {
        seen = true;
        return block;
      }
      return { ...(block as object), level: 'h2' };
    }),
  );
  return { lists: result as { [K in keyof T]: unknown[] }, hasH1: seen };
}

/** "Leinwand drucken | Posterly" -> "Leinwand drucken": the page's own name without the brand. */
export function headingFromTitle(title: string): string {
  const [name = ''] = title.split(' | ');
  return name.trim() || title.trim();
}
