/**
 * The content's button colours (spec 3.1: black … yellow, smashy1 and smashy2, the brand's two
 * signal colours) as fill and label. Each label is picked for its fill, so any choice reads.
 */
import { BUTTON_COLORS, type ButtonColor } from '../../../domain/catalog/vocabulary.ts';
import { pickReadableTextColor } from '../../../domain/colors/contrast.ts';

const FILLS: Record<ButtonColor, string> = {
  black: '#1d1d1f',
  blue: '#1f5fa8',
  'cool-gray': '#6b7280',
  'dirty-white': '#f3efe6',
  green: '#2e7d32',
  orange: '#f28c28',
  pink: '#e7568c',
  red: '#c62828',
  smashy1: '#ff5a36',
  smashy2: '#ffd23f',
  white: '#ffffff',
  yellow: '#ffe14d',
};

export type ButtonColors = { background: string; text: string };

export function getButtonColors(color: ButtonColor): ButtonColors {
  const background = FILLS[color];
  return { background, text: pickReadableTextColor(background) };
}

export { BUTTON_COLORS };
