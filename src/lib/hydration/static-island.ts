/**
 * The prop that marks a static island in the RSC payload (see docs/decisions/0017). Shared by the
 * client component that renders islands and the server code that drops their children from the
 * payload a page hydrates from; a plain module, so both sides can import it.
 */
export const STATIC_ISLAND_PROP = 'staticIsland';

/** The DOM attribute an island's element carries, so the browser can find its server HTML. */
export const STATIC_ISLAND_ATTRIBUTE = 'data-island';
