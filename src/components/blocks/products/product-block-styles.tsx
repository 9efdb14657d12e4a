import './product-blocks.css';

/**
 * Renders nothing itself. Waku links the stylesheet a server component's module imports when
 * that component is rendered from another module; the product blocks render this so their styles
 * come with them onto any content page, without a global import.
 */
export function ProductBlockStyles() {
  return null;
}
