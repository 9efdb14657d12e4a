/**
 * The flags the shop asks for. Every request evaluates all of them once (they are few), so a page
 * reads its treatments synchronously and a later page cache can key on them. The definitions
 * themselves (rollouts, targeting, experiment ids) are data served by the shop API; this list only
 * names what the code knows how to switch. Decision 0009 says which code reads which flag.
 */
/** A flag's id in the shop API: a number for experiments, a name for feature switches. */
export type ExperimentId = number | string;

export type ShopFlag = {
  key: string;
  /** The experiment tool's id, where call sites know the experiment by it. */
  experimentId: number | null;
  /** Paths (without language prefix) that switch the flag on for every visitor. */
  onForPathPrefix?: string;
};

export const SHOP_FLAGS = [
  // Calculator labels (decision 0006): two experiments per label.
  { key: 'calculator-top-deal-965', experimentId: 965 },
  { key: 'calculator-nudging-967', experimentId: 967 },
  { key: 'calculator-top-deal-1031', experimentId: 1031 },
  { key: 'calculator-nudging-1409', experimentId: 1409 },
  // The portrait experiment has no fixed id; its definition carries the experiment tool's.
  { key: 'calculator-portrait-format', experimentId: null },
  // docs/shop-rules.md, Feature flags: paths starting with /posterdruck switch an A/B treatment on.
  { key: 'posterdruck-landing', experimentId: null, onForPathPrefix: '/posterdruck' },
  // Order of the footer's customer opinions: 'on' puts them after the link boxes (footer-sections.ts).
  { key: 'footer-customer-opinions-order', experimentId: null },
  // The feed pages' introduction, tried in two wordings through an AB content block.
  { key: 'feed-intro-variant', experimentId: null },
] as const satisfies readonly ShopFlag[];

export type ShopFlagKey = (typeof SHOP_FLAGS)[number]['key'];

const byKey = new Map<string, ShopFlag & { key: ShopFlagKey }>(SHOP_FLAGS.map((flag) => [flag.key, flag]));
const byId = new Map<number, ShopFlag & { key: ShopFlagKey }>(
  SHOP_FLAGS.flatMap((flag) => (flag.experimentId === null ? [] : [[flag.experimentId, flag] as const])),
);

/** A flag by its key, or by its experiment id (a number, or its digits in a query parameter). */
export function findShopFlag(id: ExperimentId): (ShopFlag & { key: ShopFlagKey }) | undefined {
  if (typeof id === 'number') return byId.get(id);
  if (/^\d{1,9}$/.test(id)) return byId.get(Number(id));
  return byKey.get(id);
}
