export const CHANNELS = ['card', 'poster'] as const;
export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

/** docs/shop-rules.md, Channel defaults: the card channel's URLs end with a slash, the poster channel's do not. */
export function usesTrailingSlash(channel: Channel): boolean {
  return channel === 'card';
}

/** Brand names, used where content (the header story's logo text) is unavailable. */
export const BRAND_NAMES: Record<Channel, string> = { card: 'Carta & Co.', poster: 'Posterly' };
