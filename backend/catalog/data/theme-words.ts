import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../domain/locale/locales.ts';
import type { LocalizedText } from '../localize-text.ts';
import motifs from './motifs.json' with { type: 'json' };

const DESIGN_COLORS = ['white', 'black', 'gold', 'silver', 'pink', 'blue', 'green', 'red', 'beige', 'gray', 'yellow', 'multicolor'] as const;
export type DesignColor = (typeof DESIGN_COLORS)[number];

export type Motif = { name: LocalizedText; colors: readonly DesignColor[] };
export type MotifKey = keyof typeof motifs;

const localizedText = z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(1)])) as Record<Language, z.ZodString>);

/**
 * The motifs (`motifs.json`, data kept out of code). Design names are `{motif} – {style}`; the
 * style is a predicative word, so no grammar agreement is needed. Checked on load: a typo in the
 * file fails the backend's start and its tests, not a page.
 */
export const MOTIFS: Readonly<Record<MotifKey, Motif>> = z
  .record(z.string(), z.object({ name: localizedText, colors: z.array(z.enum(DESIGN_COLORS)).min(1) }))
  .parse(motifs) as Record<MotifKey, Motif>;

export const STYLES = {
  modern: { de: 'modern', en: 'modern', fr: 'moderne', es: 'moderno', it: 'moderno', nl: 'modern' },
  classic: { de: 'klassisch', en: 'classic', fr: 'classique', es: 'clásico', it: 'classico', nl: 'klassiek' },
  playful: { de: 'verspielt', en: 'playful', fr: 'ludique', es: 'divertido', it: 'giocoso', nl: 'speels' },
  elegant: { de: 'elegant', en: 'elegant', fr: 'élégant', es: 'elegante', it: 'elegante', nl: 'elegant' },
  minimal: { de: 'schlicht', en: 'minimal', fr: 'épuré', es: 'minimalista', it: 'minimale', nl: 'minimalistisch' },
  rustic: { de: 'rustikal', en: 'rustic', fr: 'rustique', es: 'rústico', it: 'rustico', nl: 'rustiek' },
  floral: { de: 'floral', en: 'floral', fr: 'fleuri', es: 'floral', it: 'floreale', nl: 'bloemig' },
  vintage: { de: 'vintage', en: 'vintage', fr: 'vintage', es: 'vintage', it: 'vintage', nl: 'vintage' },
  colorful: { de: 'bunt', en: 'colourful', fr: 'coloré', es: 'colorido', it: 'colorato', nl: 'kleurrijk' },
} as const satisfies Record<string, LocalizedText>;
export type StyleKey = keyof typeof STYLES;

export const DESIGN_DESCRIPTIONS: LocalizedText = {
  de: '{name}: ein Design zum Anpassen mit eigenen Fotos und Texten.',
  en: '{name}: a design to personalise with your own photos and text.',
  fr: '{name} : un design à personnaliser avec vos photos et vos textes.',
  es: '{name}: un diseño para personalizar con tus fotos y textos.',
  it: '{name}: un design da personalizzare con le tue foto e i tuoi testi.',
  nl: "{name}: een ontwerp om te personaliseren met uw eigen foto's en teksten.",
};
