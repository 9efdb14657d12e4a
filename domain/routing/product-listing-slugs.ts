/** Listing pages the shop renders itself; the content seed must not claim these slugs. */
export const PRODUCT_LISTING_SLUGS = ['products', 'vorkonfigurator-kalender', 'vorkonfigurator-karten'] as const;
