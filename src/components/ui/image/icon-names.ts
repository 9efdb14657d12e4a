/** Symbols in `public/icons.svg`; keep both lists in step (a test checks it). */
export const ICON_NAMES = [
  'truck', 'star', 'shield', 'leaf', 'clock', 'heart',
  'cart', 'user', 'search', 'phone', 'mail',
  'chevron-left', 'chevron-right', 'close', 'menu', 'play',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return (ICON_NAMES as readonly unknown[]).includes(value);
}

export const ICON_SPRITE_PATH = '/icons.svg';
