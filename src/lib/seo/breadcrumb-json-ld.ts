/** One step of a resolved trail: its name and, except for the current page, its URL. */
export type BreadcrumbStep = { name: string; href?: string };

/**
 * schema.org BreadcrumbList of a trail. Relative hrefs are made absolute with `origin` (search
 * engines want full URLs); the current page, the last step, has no `item`.
 */
export function buildBreadcrumbJsonLd(steps: readonly BreadcrumbStep[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.href && index < steps.length - 1 ? { item: new URL(step.href, origin || 'http://invalid').href } : {}),
    })),
  };
}

/**
 * JSON for the inside of a <script> element: `<` is escaped so content (a page name like
 * `</script><script>...`) cannot end the element, and U+2028/2029 for old parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
