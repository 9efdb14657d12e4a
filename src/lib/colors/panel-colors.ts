/**
 * Colours of a content panel with a button on it (the teaser), from what an editor chose. The
 * editor's text colour was picked for some backdrop; a button in the brand colour on a brand
 * coloured panel disappears (the poster home page's "Jetzt gestalten" did). This decides every
 * colour in one place, so whatever the editor picks, the text reads (4.5:1) and the button
 * stands out from its panel (3:1).
 */
import type { Channel } from '../../../domain/locale/channels.ts';
import { DARK_TEXT, pickReadableTextColor, standsOut } from '../../../domain/colors/contrast.ts';

/** The shell's colours per channel; they mirror the custom properties in src/styles/global.css. */
export const CHANNEL_COLORS: Record<Channel, { brand: string; brandContrast: string; surfaceAlt: string }> = {
  poster: { brand: '#1f4e5f', brandContrast: '#ffffff', surfaceAlt: '#f4f2ef' },
  card: { brand: '#7a2e4d', brandContrast: '#ffffff', surfaceAlt: '#f4f2ef' },
};

export type PanelColors = { background: string; text: string; buttonBackground: string; buttonText: string };

export function resolvePanelColors({ channel, textColor, backgroundColor }: { channel: Channel; textColor?: string; backgroundColor?: string }): PanelColors {
  const shell = CHANNEL_COLORS[channel];
  // Without a background of its own, light text needs the brand colour behind it; dark text
  // (or none) sits on the shell's light surface.
  const background = backgroundColor ?? (textColor ? shell.brand : shell.surfaceAlt);
  const text = pickReadableTextColor(background, textColor ?? DARK_TEXT);
  if (standsOut(shell.brand, background)) {
    return { background, text, buttonBackground: shell.brand, buttonText: pickReadableTextColor(shell.brand, shell.brandContrast) };
  }
  // The brand button would vanish: it takes the panel's text colour, which contrasts with the
  // panel by construction, and the panel's colour as its label.
  return { background, text, buttonBackground: text, buttonText: pickReadableTextColor(text, background) };
}
