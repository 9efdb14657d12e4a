import { ICON_SPRITE_PATH, isIconName } from './icon-names.ts';
import { DEFAULT_VIEW_BOX, parseViewBox } from './parse-view-box.ts';

export type IconProps = {
  name: string;
  /** Square size in CSS pixels; omit to size the icon from CSS (`.icon` is 1.5em). */
  size?: number;
  viewBox?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
};

/**
 * An icon from the shared sprite. The sprite is one cacheable file, so pages carry a `<use>`
 * reference instead of repeating path data. Unknown names render nothing.
 */
export function Icon({ name, size, viewBox, title, className }: IconProps) {
  if (!isIconName(name)) return null;
  const label = title?.trim();
  const sizeAttributes = size !== undefined && Number.isFinite(size) && size > 0 ? { width: size, height: size } : {};
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={parseViewBox(viewBox) ?? DEFAULT_VIEW_BOX}
      {...sizeAttributes}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' })}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
