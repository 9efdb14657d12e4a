/**
 * The words of the flyouts, the sub-navigation and the burger that the channels' copy tables do
 * not already have (their page and navigation names are reused). One table per language, written
 * once for both brands; British and US English differ only where the spelling does.
 */
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
  readonly photobookCategories: readonly [wedding: string, family: string, travel: string, yearbook: string];
  readonly photobookTypeNames: readonly [digital: string, layflat: string, booklet: string];
  readonly calendarCategories: readonly [wall: string, desk: string, family: string, birthday: string];
  readonly collageCategories: readonly [grid: string, heart: string, letters: string];
};

const de: NavigationCopy = {
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
  photobookCategories: ['Hochzeit', 'Baby & Familie', 'Reise', 'Jahrbuch'],
  photobookTypeNames: ['Digitalfotobuch', 'Echtfotobuch', 'Fotoheft'],
  calendarCategories: ['Wandkalender', 'Tischkalender', 'Familienplaner', 'Geburtstagskalender'],
  collageCategories: ['Raster-Collage', 'Herz-Collage', 'Buchstaben-Collage'],
};

const enGb: NavigationCopy = {
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
  photobookCategories: ['Wedding', 'Baby & family', 'Travel', 'Year book'],
  photobookTypeNames: ['Digital print photo book', 'Layflat photo book', 'Photo booklet'],
  calendarCategories: ['Wall calendars', 'Desk calendars', 'Family planners', 'Birthday calendars'],
  collageCategories: ['Grid collage', 'Heart collage', 'Letter collage'],
};

const enUs = overrideCopy(enGb, { frameColours: 'Frame colors', photobookCategories: ['Wedding', 'Baby & family', 'Travel', 'Yearbook'] });

const fr: NavigationCopy = {
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
  photobookCategories: ['Mariage', 'Bébé & famille', 'Voyage', 'Album de l’année'],
  photobookTypeNames: ['Livre photo numérique', 'Livre photo papier photo', 'Cahier photo'],
  calendarCategories: ['Calendriers muraux', 'Calendriers de bureau', 'Agendas familiaux', 'Calendriers d’anniversaires'],
  collageCategories: ['Collage en grille', 'Collage cœur', 'Collage lettres'],
};

const it: NavigationCopy = {
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
  photobookCategories: ['Matrimonio', 'Bebè e famiglia', 'Viaggi', 'Album dell’anno'],
  photobookTypeNames: ['Fotolibro stampa digitale', 'Fotolibro carta fotografica', 'Quaderno fotografico'],
  calendarCategories: ['Calendari da parete', 'Calendari da tavolo', 'Planner familiari', 'Calendari dei compleanni'],
  collageCategories: ['Collage a griglia', 'Collage a cuore', 'Collage con lettere'],
};

const es: NavigationCopy = {
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
  photobookCategories: ['Boda', 'Bebé y familia', 'Viajes', 'Anuario'],
  photobookTypeNames: ['Fotolibro impresión digital', 'Fotolibro papel fotográfico', 'Cuaderno de fotos'],
  calendarCategories: ['Calendarios de pared', 'Calendarios de mesa', 'Planificadores familiares', 'Calendarios de cumpleaños'],
  collageCategories: ['Collage en cuadrícula', 'Collage de corazón', 'Collage de letras'],
};

const nl: NavigationCopy = {
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
  photobookCategories: ['Bruiloft', 'Baby & gezin', 'Reizen', 'Jaarboek'],
  photobookTypeNames: ['Digitaal fotoboek', 'Echt fotoboek', 'Fotoschrift'],
  calendarCategories: ['Wandkalenders', 'Bureaukalenders', 'Familieplanners', 'Verjaardagskalenders'],
  collageCategories: ['Rastercollage', 'Hartcollage', 'Lettercollage'],
};

export const navigationCopy: Readonly<Record<ShopLocale, NavigationCopy>> = {
  'de-de': de,
  'en-gb': enGb,
  'en-us': enUs,
  'fr-fr': fr,
  'es-es': es,
  'it-it': it,
  'nl-nl': nl,
};
