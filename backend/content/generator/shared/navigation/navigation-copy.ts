/**
 * The words of the flyouts, the sub-navigation and the burger that the channels' copy tables do
 * not already have (their page and navigation names are reused). One table per language, written
 * once for both brands; British and US English differ only where the spelling does.
 */
import productsDe from '../../../../../locales/products/de.json' with { type: 'json' };
import productsEnGb from '../../../../../locales/products/en-GB.json' with { type: 'json' };
import productsEnUs from '../../../../../locales/products/en-US.json' with { type: 'json' };
import productsEs from '../../../../../locales/products/es.json' with { type: 'json' };
import productsFr from '../../../../../locales/products/fr.json' with { type: 'json' };
import productsIt from '../../../../../locales/products/it.json' with { type: 'json' };
import productsNl from '../../../../../locales/products/nl.json' with { type: 'json' };
import { overrideCopy } from '../../locale-overrides.ts';
import type { ShopLocale } from '../shop-pages-types.ts';

export type NavigationCopy = {
  readonly materials: string;
  readonly categories: string;
  readonly occasions: string;
  readonly browse: string;
  readonly additional: string;
  readonly accessories: string;
  readonly photobookTypes: string;
  readonly startWithoutDesign: string;
  readonly startWithoutDesignText: string;
  readonly withMultipleImages: string;
  readonly withMultipleImagesText: string;
  readonly assistant: string;
  readonly assistantText: string;
  readonly more: string;
  readonly frameColours: string;
  readonly colourNames: readonly [black: string, white: string, oak: string, gold: string, silver: string];
  readonly otherFrames: string;
  readonly frameColumns: readonly [poster: string, canvas: string, plate: string];
  /** The next three are the catalogue's category labels (withCategoryNames), not in the tables below. */
  readonly photobookCategories: readonly [wedding: string, family: string, travel: string, yearbook: string];
  readonly photobookTypeNames: readonly [digital: string, layflat: string, booklet: string];
  readonly calendarCategories: readonly [nature: string, botanical: string, travel: string, family: string];
  readonly collageCategories: readonly [family: string, holiday: string, love: string];
};

type NavigationTable = Omit<NavigationCopy, 'photobookCategories' | 'calendarCategories' | 'collageCategories'>;

const de: NavigationTable = {
  materials: 'Materialien',
  categories: 'Kategorien',
  occasions: 'Anlässe',
  browse: 'Stöbern',
  additional: 'Passend dazu',
  accessories: 'Zubehör',
  photobookTypes: 'Fotobuch-Typen',
  startWithoutDesign: 'Ohne Vorlage starten',
  startWithoutDesignText: 'Eigene Fotos frei gestalten',
  withMultipleImages: 'Mit mehreren Bildern',
  withMultipleImagesText: 'Bis zu 40 Fotos in einem Bild',
  assistant: 'Fotobuch-Assistent',
  assistantText: 'In wenigen Minuten zum fertigen Buch',
  more: 'Mehr entdecken',
  frameColours: 'Rahmenfarben',
  colourNames: ['Schwarz', 'Weiß', 'Eiche', 'Gold', 'Silber'],
  otherFrames: 'Weitere Rahmen',
  frameColumns: ['Poster', 'Leinwand', 'Platten'],
  photobookTypeNames: ['Digitalfotobuch', 'Echtfotobuch', 'Fotoheft'],
};

const enGb: NavigationTable = {
  materials: 'Materials',
  categories: 'Categories',
  occasions: 'Occasions',
  browse: 'Browse',
  additional: 'Goes well with',
  accessories: 'Accessories',
  photobookTypes: 'Photo book types',
  startWithoutDesign: 'Start without a design',
  startWithoutDesignText: 'Lay out your own photos freely',
  withMultipleImages: 'With multiple photos',
  withMultipleImagesText: 'Up to 40 photos in one picture',
  assistant: 'Photo book assistant',
  assistantText: 'A finished book in minutes',
  more: 'Discover more',
  frameColours: 'Frame colours',
  colourNames: ['Black', 'White', 'Oak', 'Gold', 'Silver'],
  otherFrames: 'More frames',
  frameColumns: ['Posters', 'Canvas', 'Panels'],
  photobookTypeNames: ['Digital print photo book', 'Layflat photo book', 'Photo booklet'],
};

const enUs = overrideCopy(enGb, { frameColours: 'Frame colors' });

const fr: NavigationTable = {
  materials: 'Matériaux',
  categories: 'Catégories',
  occasions: 'Occasions',
  browse: 'Parcourir',
  additional: 'Pour compléter',
  accessories: 'Accessoires',
  photobookTypes: 'Types de livre photo',
  startWithoutDesign: 'Commencer sans modèle',
  startWithoutDesignText: 'Mettez vos photos en page librement',
  withMultipleImages: 'Avec plusieurs photos',
  withMultipleImagesText: 'Jusqu’à 40 photos en une image',
  assistant: 'Assistant livre photo',
  assistantText: 'Un livre terminé en quelques minutes',
  more: 'Découvrir plus',
  frameColours: 'Couleurs de cadre',
  colourNames: ['Noir', 'Blanc', 'Chêne', 'Or', 'Argent'],
  otherFrames: 'Autres cadres',
  frameColumns: ['Posters', 'Toile', 'Panneaux'],
  photobookTypeNames: ['Livre photo numérique', 'Livre photo papier photo', 'Cahier photo'],
};

const it: NavigationTable = {
  materials: 'Materiali',
  categories: 'Categorie',
  occasions: 'Occasioni',
  browse: 'Catalogo',
  additional: 'Da abbinare',
  accessories: 'Accessori',
  photobookTypes: 'Tipi di fotolibro',
  startWithoutDesign: 'Senza modello',
  startWithoutDesignText: 'Impaginazione libera delle proprie foto',
  withMultipleImages: 'Con più foto',
  withMultipleImagesText: 'Fino a 40 foto in un’unica immagine',
  assistant: 'Assistente fotolibro',
  assistantText: 'Un libro pronto in pochi minuti',
  more: 'Altre idee',
  frameColours: 'Colori della cornice',
  colourNames: ['Nero', 'Bianco', 'Rovere', 'Oro', 'Argento'],
  otherFrames: 'Altre cornici',
  frameColumns: ['Poster', 'Tela', 'Pannelli'],
  photobookTypeNames: ['Fotolibro stampa digitale', 'Fotolibro carta fotografica', 'Quaderno fotografico'],
};

const es: NavigationTable = {
  materials: 'Materiales',
  categories: 'Categorías',
  occasions: 'Ocasiones',
  browse: 'Explorar',
  additional: 'Para combinar',
  accessories: 'Accesorios',
  photobookTypes: 'Tipos de fotolibro',
  startWithoutDesign: 'Empezar sin plantilla',
  startWithoutDesignText: 'Diseño libre con sus propias fotos',
  withMultipleImages: 'Con varias fotos',
  withMultipleImagesText: 'Hasta 40 fotos en una imagen',
  assistant: 'Asistente de fotolibro',
  assistantText: 'Un libro listo en minutos',
  more: 'Descubrir más',
  frameColours: 'Colores de marco',
  colourNames: ['Negro', 'Blanco', 'Roble', 'Oro', 'Plata'],
  otherFrames: 'Otros marcos',
  frameColumns: ['Pósteres', 'Lienzo', 'Paneles'],
  photobookTypeNames: ['Fotolibro impresión digital', 'Fotolibro papel fotográfico', 'Cuaderno de fotos'],
};

const nl: NavigationTable = {
  materials: 'Materialen',
  categories: 'Categorieën',
  occasions: 'Gelegenheden',
  browse: 'Bladeren',
  additional: 'Bijpassend',
  accessories: 'Accessoires',
  photobookTypes: 'Soorten fotoboeken',
  startWithoutDesign: 'Zonder sjabloon beginnen',
  startWithoutDesignText: 'Uw eigen foto’s vrij vormgeven',
  withMultipleImages: 'Met meerdere foto’s',
  withMultipleImagesText: 'Tot 40 foto’s in één afbeelding',
  assistant: 'Fotoboek-assistent',
  assistantText: 'In een paar minuten een kant-en-klaar boek',
  more: 'Meer ontdekken',
  frameColours: 'Lijstkleuren',
  colourNames: ['Zwart', 'Wit', 'Eiken', 'Goud', 'Zilver'],
  otherFrames: 'Andere lijsten',
  frameColumns: ['Posters', 'Canvas', 'Platen'],
  photobookTypeNames: ['Digitaal fotoboek', 'Echt fotoboek', 'Fotoschrift'],
};

/** The shop's facet labels: a category's sub-link says what its listing's heading and filter say. */
const FACET_LABELS: Readonly<Record<ShopLocale, Readonly<Record<string, string>>>> = {
  'de-de': productsDe,
  'en-gb': productsEnGb,
  'en-us': { ...productsEnGb, ...productsEnUs },
  'fr-fr': productsFr,
  'es-es': productsEs,
  'it-it': productsIt,
  'nl-nl': productsNl,
};

function categoryNames<const T extends readonly string[]>(locale: ShopLocale, categories: T): { -readonly [K in keyof T]: string } {
  return categories.map((category) => {
    const label = FACET_LABELS[locale][`products.facet.category.${category}`];
    if (!label) throw new Error(`no label for the category ${category} in ${locale}`);
    return label;
  }) as { -readonly [K in keyof T]: string };
}

/** Category sub-links are named by the catalogue's categories they list (build-navigation.ts). */
function withCategoryNames(locale: ShopLocale, copy: NavigationTable): NavigationCopy {
  return {
    ...copy,
    photobookCategories: categoryNames(locale, ['hochzeit', 'familie', 'reisen', 'jahrbuch'] as const),
    calendarCategories: categoryNames(locale, ['natur', 'botanik', 'reisen', 'familie'] as const),
    collageCategories: categoryNames(locale, ['familie', 'urlaub', 'liebe'] as const),
  };
}

const byLocale: Readonly<Record<ShopLocale, NavigationTable>> = {
  'de-de': de,
  'en-gb': enGb,
  'en-us': enUs,
  'fr-fr': fr,
  'es-es': es,
  'it-it': it,
  'nl-nl': nl,
};

export const navigationCopy: Readonly<Record<ShopLocale, NavigationCopy>> = Object.fromEntries(
  Object.entries(byLocale).map(([locale, copy]) => [locale, withCategoryNames(locale as ShopLocale, copy)]),
) as Record<ShopLocale, NavigationCopy>;
