import type { CardAccessoryKind } from '../../../domain/catalog/vocabulary.ts';

export type AccessoryLanguage = 'de' | 'en' | 'fr' | 'es' | 'it' | 'nl';

/**
 * Per-piece euro list prices and colours. Sizes are not listed here: envelopes take the size
 * that fits the card, inlays and boxes follow the card, the rest come in one size each.
 */
export const ACCESSORY_KINDS_DATA: Record<CardAccessoryKind, { eur: number; colors: readonly string[]; size?: string }> = {
  envelope: { eur: 0.29, colors: ['white', 'dirty-white', 'kraft', 'cool-gray', 'green', 'red'] },
  inlay: { eur: 0.39, colors: ['transparent'] },
  ribbon: { eur: 0.29, colors: ['white', 'gold', 'rosegold', 'silver'], size: '500x6' },
  bow: { eur: 0.49, colors: ['white', 'gold', 'rosegold'], size: '40x25' },
  box: { eur: 1.49, colors: ['white', 'kraft'] },
  screw: { eur: 0.19, colors: ['silver', 'gold'], size: '6x10' },
  standard: { eur: 1.99, colors: ['natur', 'white'], size: '80x40' },
  posterbar: { eur: 9.99, colors: ['eiche', 'schwarz', 'weiss'] },
};

/** Poster hangers are sold by the width of the poster they hold. */
export const POSTERBAR_WIDTHS = [300, 400, 500, 700] as const;

export const ACCESSORY_KIND_LABELS: Record<CardAccessoryKind, Record<AccessoryLanguage, string>> = {
  envelope: { de: 'Umschlag', en: 'Envelope', fr: 'Enveloppe', es: 'Sobre', it: 'Busta', nl: 'Envelop' },
  inlay: { de: 'Einlegeblatt', en: 'Inlay sheet', fr: 'Feuillet intercalaire', es: 'Hoja interior', it: 'Foglio interno', nl: 'Inlegvel' },
  ribbon: { de: 'Satinband', en: 'Satin ribbon', fr: 'Ruban satiné', es: 'Cinta de satén', it: 'Nastro di raso', nl: 'Satijnen lint' },
  bow: { de: 'Schleife', en: 'Bow', fr: 'Nœud', es: 'Lazo', it: 'Fiocco', nl: 'Strik' },
  box: { de: 'Geschenkbox', en: 'Gift box', fr: 'Boîte cadeau', es: 'Caja de regalo', it: 'Scatola regalo', nl: 'Geschenkdoos' },
  screw: { de: 'Buchschraube', en: 'Binding screw', fr: 'Vis de reliure', es: 'Tornillo de encuadernación', it: 'Vite per rilegatura', nl: 'Boekschroef' },
  standard: { de: 'Kartenständer', en: 'Card stand', fr: 'Support de carte', es: 'Soporte para tarjeta', it: 'Supporto per biglietto', nl: 'Kaartstandaard' },
  posterbar: { de: 'Posterleiste', en: 'Poster hanger', fr: 'Baguette porte-affiche', es: 'Colgador de póster', it: 'Aste per poster', nl: 'Posterhanger' },
};

export const ACCESSORY_COLOR_LABELS: Record<string, Record<AccessoryLanguage, string>> = {
  white: { de: 'Weiß', en: 'White', fr: 'Blanc', es: 'Blanco', it: 'Bianco', nl: 'Wit' },
  'dirty-white': { de: 'Naturweiß', en: 'Off-white', fr: 'Blanc cassé', es: 'Blanco roto', it: 'Bianco naturale', nl: 'Gebroken wit' },
  kraft: { de: 'Kraftpapier', en: 'Kraft', fr: 'Kraft', es: 'Kraft', it: 'Kraft', nl: 'Kraftpapier' },
  'cool-gray': { de: 'Kühles Grau', en: 'Cool grey', fr: 'Gris froid', es: 'Gris frío', it: 'Grigio freddo', nl: 'Koel grijs' },
  green: { de: 'Salbeigrün', en: 'Sage green', fr: 'Vert sauge', es: 'Verde salvia', it: 'Verde salvia', nl: 'Saliegroen' },
  red: { de: 'Rot', en: 'Red', fr: 'Rouge', es: 'Rojo', it: 'Rosso', nl: 'Rood' },
  transparent: { de: 'Transparent', en: 'Transparent', fr: 'Transparent', es: 'Transparente', it: 'Trasparente', nl: 'Transparant' },
  gold: { de: 'Gold', en: 'Gold', fr: 'Or', es: 'Dorado', it: 'Oro', nl: 'Goud' },
  rosegold: { de: 'Roségold', en: 'Rose gold', fr: 'Or rose', es: 'Oro rosa', it: 'Oro rosa', nl: 'Roségoud' },
  silver: { de: 'Silber', en: 'Silver', fr: 'Argent', es: 'Plateado', it: 'Argento', nl: 'Zilver' },
  natur: { de: 'Holz natur', en: 'Natural wood', fr: 'Bois naturel', es: 'Madera natural', it: 'Legno naturale', nl: 'Naturel hout' },
  eiche: { de: 'Eiche', en: 'Oak', fr: 'Chêne', es: 'Roble', it: 'Rovere', nl: 'Eiken' },
  schwarz: { de: 'Schwarz', en: 'Black', fr: 'Noir', es: 'Negro', it: 'Nero', nl: 'Zwart' },
  weiss: { de: 'Weiß', en: 'White', fr: 'Blanc', es: 'Blanco', it: 'Bianco', nl: 'Wit' },
};
