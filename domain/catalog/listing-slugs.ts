/**
 * The words a filtered listing's path shows for a filter value, per language
 * (`/products/product/calendar/category/family` on the English shops, `…/familie` on the German
 * ones). The shop API's filter values stay the German wire values (catalog/vocabulary.ts); only the
 * address is translated, so a shopper and a search engine read the shop's own language. Decision
 * 0045, "US card category URLs".
 *
 * Only filter types whose values are German words are here: category (card occasions, photo-book,
 * calendar, collage and wall-art categories), frame colour and card punching. The others (product,
 * style, colour, label) are English keys, and an aspect ratio (`5:7`) never fits in a path. A
 * language without a slug for a value keeps the value itself: German has none, so German paths
 * are the values, as they always were.
 */
import type { Language } from '../locale/locales.ts';
import type { FilterType } from './vocabulary.ts';

type Slugs = Readonly<Partial<Record<Exclude<Language, 'de'>, string>>>;

/**
 * Slugs follow the facet labels of each language (locales/products), in ASCII without accents.
 * The two occasions whose values hold a slash (`weihnachten/privat`, `weihnachten/geschaeftlich`)
 * are not here: a path segment cannot carry them, so no listing path has them in any language.
 */
const CATEGORY_SLUGS: Readonly<Record<string, Slugs>> = {
  // Card occasions (backend/catalog/data/cards.ts); hochzeit and trauer are guest-book categories too.
  hochzeit: { en: 'wedding', fr: 'mariage', es: 'boda', it: 'matrimonio', nl: 'bruiloft' },
  trauer: { en: 'sympathy', fr: 'deuil', es: 'condolencias', it: 'lutto', nl: 'rouw' },
  geburt: { en: 'birth', fr: 'naissance', es: 'nacimiento', it: 'nascita', nl: 'geboorte' },
  taufe: { en: 'christening', fr: 'bapteme', es: 'bautizo', it: 'battesimo', nl: 'doop' },
  kommunion: { en: 'first-communion', fr: 'communion', es: 'comunion', it: 'comunione', nl: 'communie' },
  konfirmation: { en: 'confirmation', fr: 'confirmation', es: 'confirmacion', it: 'confermazione', nl: 'belijdenis' },
  // Two confirmations in English, French and Spanish: the Catholic one says so, as its label does.
  firmung: { en: 'catholic-confirmation', fr: 'confirmation-catholique', es: 'confirmacion-catolica', it: 'cresima', nl: 'vormsel' },
  geburtstag: { en: 'birthday', fr: 'anniversaire', es: 'cumpleanos', it: 'compleanno', nl: 'verjaardag' },
  kindergeburtstag: { en: 'kids-party', fr: 'anniversaire-enfant', es: 'cumpleanos-infantil', it: 'compleanno-bambini', nl: 'kinderfeestje' },
  einschulung: { en: 'school-start', fr: 'rentree-scolaire', es: 'primer-dia-de-colegio', it: 'primo-giorno-di-scuola', nl: 'eerste-schooldag' },
  ostern: { en: 'easter', fr: 'paques', es: 'pascua', it: 'pasqua', nl: 'pasen' },
  // Photo-book, calendar, collage and wall-art categories (backend/catalog/data/designs.ts).
  familie: { en: 'family', fr: 'famille', es: 'familia', it: 'famiglia' },
  reisen: { en: 'travel', fr: 'voyages', es: 'viajes', it: 'viaggi', nl: 'reizen' },
  jahrbuch: { en: 'yearbook', fr: 'album-annee', es: 'anuario', it: 'album-anno', nl: 'jaarboek' },
  urlaub: { en: 'holidays', fr: 'vacances', es: 'vacaciones', it: 'vacanze', nl: 'vakantie' },
  liebe: { en: 'love', fr: 'amour', es: 'amor', it: 'amore', nl: 'liefde' },
  natur: { en: 'nature', fr: 'nature', es: 'naturaleza', it: 'natura', nl: 'natuur' },
  botanik: { en: 'botanical', fr: 'botanique', es: 'botanica', it: 'botanica', nl: 'botanisch' },
  berge: { en: 'mountains', fr: 'montagnes', es: 'montanas', it: 'montagne', nl: 'bergen' },
  staedte: { en: 'cities', fr: 'villes', es: 'ciudades', it: 'citta', nl: 'steden' },
  abstrakt: { en: 'abstract', fr: 'abstrait', es: 'abstracto', it: 'astratto', nl: 'abstract' },
  tiere: { en: 'animals', fr: 'animaux', es: 'animales', it: 'animali', nl: 'dieren' },
  meer: { en: 'sea', fr: 'mer', es: 'mar', it: 'mare', nl: 'zee' },
  typografie: { en: 'typography', fr: 'typographie', es: 'tipografia', it: 'tipografia' },
  kinderzimmer: { en: 'kids-room', fr: 'chambre-enfant', es: 'habitacion-infantil', it: 'cameretta', nl: 'kinderkamer' },
};

/** The frame colours a framed design is sold in (backend/catalog/data/designs.ts, FRAME_TYPE_BY_COLOUR). */
const FRAME_SLUGS: Readonly<Record<string, Slugs>> = {
  schwarz: { en: 'black', fr: 'noir', es: 'negro', it: 'nero', nl: 'zwart' },
  weiss: { en: 'white', fr: 'blanc', es: 'blanco', it: 'bianco', nl: 'wit' },
  eiche: { en: 'oak', fr: 'chene', es: 'roble', it: 'rovere', nl: 'eiken' },
  gold: { fr: 'or', es: 'oro', it: 'oro', nl: 'goud' },
  silber: { en: 'silver', fr: 'argent', es: 'plata', it: 'argento', nl: 'zilver' },
};

/** Card die cuts (backend/catalog/build-themes.ts); `rounded-corners`, not `round`, an older value of the same filter. */
const PUNCHING_SLUGS: Readonly<Record<string, Slugs>> = {
  herz: { en: 'heart', fr: 'coeur', es: 'corazon', it: 'cuore', nl: 'hart' },
  rund: { en: 'rounded-corners', fr: 'coins-arrondis', es: 'esquinas-redondeadas', it: 'angoli-arrotondati', nl: 'ronde-hoeken' },
  bogen: { en: 'arch', fr: 'arche', es: 'arco', it: 'arco', nl: 'boog' },
};

/**
 * Every filter type whose values are translated, with every value it knows. A path may carry only
 * these values (or their slugs) for these types: anything else is no listing (404), as an unknown
 * page is. A new category of the shop API gets its row here before a link to it is written.
 */
export const LISTING_SLUGS: Readonly<Partial<Record<FilterType, Readonly<Record<string, Slugs>>>>> = {
  category: CATEGORY_SLUGS,
  frame: FRAME_SLUGS,
  punching: PUNCHING_SLUGS,
};

function slugsOf(type: FilterType, value: string): Slugs | undefined {
  const table = LISTING_SLUGS[type];
  return table && Object.hasOwn(table, value) ? table[value] : undefined;
}

/** The word a path shows for a filter value in a language: its slug there, else the value itself. */
export function toListingSlug(type: FilterType, value: string, language: Language): string {
  if (language === 'de') return value;
  return slugsOf(type, value)?.[language] ?? value;
}

/**
 * The filter value a path segment names in a language, or null when it names none. A translated
 * type accepts the language's slug and the value itself (the address before slugs, which the
 * caller redirects when it is no longer the language's); other types take the segment as it is.
 */
export function fromListingSlug(type: FilterType, segment: string, language: Language): string | null {
  const table = LISTING_SLUGS[type];
  if (!table) return segment;
  if (slugsOf(type, segment)) return segment;
  if (language === 'de') return null;
  const found = Object.entries(table).find(([, slugs]) => slugs[language] === segment);
  return found ? found[0] : null;
}
