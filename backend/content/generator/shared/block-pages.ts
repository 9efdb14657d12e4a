/**
 * The content of the blocks with a server side (contact form, toolbox, customer pictures, feed,
 * shop, AB content) for both channels: the service page's contact form and toolbox, the home
 * pages' customer pictures, and the feed pages (`/feed-collage`, `/feed-calendar`, `/feed-card`).
 * Words per language live here; labels and messages of the forms are the shop's translations.
 */
import type { TeaserCopy } from '../copy-types.ts';
import { parseRichCopy, type RichCopy, type RichTextDoc } from '../rich-copy.ts';
import { stableUuid } from '../stable-uuid.ts';
import type { Block, PageContent, StoryFile } from '../story-types.ts';
import { getImageAlts, type PhotoFile } from './image-alts.ts';
import type { Channel, ShopLocale } from './shop-pages-types.ts';

type Language = 'de' | 'en' | 'fr' | 'it' | 'es' | 'nl';

export const FEED_PRODUCTS_BY_CHANNEL = { poster: ['collage', 'calendar'], card: ['card'] } as const satisfies Record<Channel, readonly string[]>;
type FeedProduct = 'collage' | 'calendar' | 'card';

/** The AB content block of the feed pages switches their introduction on this flag. */
export const FEED_INTRO_FLAG = 'feed-intro-variant';

type FeedCopy = {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  /** The introduction everybody sees without the experiment (control). */
  readonly intro: RichCopy;
  /** The introduction the experiment tries (variant). */
  readonly introVariant: RichCopy;
  readonly feedHeadline: string;
};

type BlockCopy = {
  readonly contact: { readonly headline: string; readonly text: RichCopy };
  readonly toolbox: { readonly headline: string; readonly text: RichCopy };
  readonly customerPictures: string;
  readonly shopHeadline: string;
  /**
   * The card feed's articles by name: the shop names a wall-art SKU itself (material and format)
   * but has no words for a card SKU, so without a title the tile showed `klappkarte-148x105-matt`.
   * No sizes or paper: the US shop measures in inches, and British and American spell paper finishes differently.
   */
  readonly cardItemTitles: Readonly<Record<'folded' | 'postcard', string>>;
  readonly feeds: Readonly<Record<FeedProduct, FeedCopy>>;
};

const COPY: Readonly<Record<Language, BlockCopy>> = {
  de: {
    contact: { headline: 'Schreiben Sie uns', text: ['Fragen zu Ihrer Bestellung oder zu unseren Produkten? Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags.'] },
    toolbox: {
      headline: 'Dateien vorbereiten',
      text: ['Bild im falschen Format oder zu groß für den Upload? Hier wandeln Sie es um, machen ein PDF daraus oder verkleinern es – kostenlos, die Datei wird nach einer Stunde gelöscht.'],
    },
    customerPictures: 'So sehen unsere Produkte bei Ihnen zu Hause aus',
    shopHeadline: 'Direkt gestalten',
    cardItemTitles: { folded: 'Klappkarte mit Foto', postcard: 'Fotopostkarte' },
    feeds: {
      collage: {
        name: 'Feed: Collagen',
        title: 'Neue Collage-Designs',
        description: 'Die neuesten Designs für Fotocollagen auf Leinwand, als Poster und im Rahmen.',
        h1: 'Neue Collage-Designs',
        intro: ['Die neuesten Vorlagen für Ihre Fotocollage: Wählen Sie die Collage-Art und legen Sie los.'],
        introVariant: ['Bis zu 30 Fotos auf einem Bild: Entdecken Sie unsere neuesten Collage-Vorlagen.'],
        feedHeadline: 'Neu eingetroffen',
      },
      calendar: {
        name: 'Feed: Kalender',
        title: 'Neue Kalender-Designs',
        description: 'Die neuesten Designs für Fotokalender – jeden Monat ein Lieblingsfoto.',
        h1: 'Neue Kalender-Designs',
        intro: ['Die neuesten Vorlagen für Ihren Fotokalender. Alle Kalender mit Filtern finden Sie in der Kalender-Übersicht.'],
        introVariant: ['Zwölf Monate, zwölf Lieblingsfotos: Das sind unsere neuesten Kalender-Vorlagen.'],
        feedHeadline: 'Neu eingetroffen',
      },
      card: {
        name: 'Feed: Karten',
        title: 'Neue Karten-Designs',
        description: 'Die neuesten Designs für Foto-Karten zu Hochzeit, Geburt, Weihnachten und mehr.',
        h1: 'Neue Karten-Designs',
        intro: ['Die neuesten Vorlagen für Ihre Karten – für jeden Anlass.'],
        introVariant: ['Frisch aus dem Atelier: unsere neuesten Karten für jeden Anlass.'],
        feedHeadline: 'Neu eingetroffen',
      },
    },
  },
  en: {
    contact: { headline: 'Write to us', text: ['Questions about your order or our products? Write to us – we usually reply within one business day.'] },
    toolbox: {
      headline: 'Prepare your files',
      text: ['Image in the wrong format or too large to upload? Convert it, make a PDF of it or shrink it here – free of charge; the file is deleted after an hour.'],
    },
    customerPictures: 'How our products look in your homes',
    shopHeadline: 'Start designing',
    cardItemTitles: { folded: 'Folded photo card', postcard: 'Photo postcard' },
    feeds: {
      collage: {
        name: 'Feed: collages',
        title: 'New collage designs',
        description: 'The newest designs for photo collages on canvas, as posters and framed.',
        h1: 'New collage designs',
        intro: ['The newest templates for your photo collage: choose the collage type and get started.'],
        introVariant: ['Up to 30 photos in one picture: discover our newest collage templates.'],
        feedHeadline: 'Just in',
      },
      calendar: {
        name: 'Feed: calendars',
        title: 'New calendar designs',
        description: 'The newest designs for photo calendars – a photo you love for every month.',
        h1: 'New calendar designs',
        intro: ['The newest templates for your photo calendar. Every calendar, with filters, is in the calendar overview.'],
        introVariant: ['Twelve months, twelve photos you love: these are our newest calendar templates.'],
        feedHeadline: 'Just in',
      },
      card: {
        name: 'Feed: cards',
        title: 'New card designs',
        description: 'The newest designs for photo cards for weddings, births, Christmas and more.',
        h1: 'New card designs',
        intro: ['The newest templates for your cards – for every occasion.'],
        introVariant: ['Fresh from the studio: our newest cards for every occasion.'],
        feedHeadline: 'Just in',
      },
    },
  },
  fr: {
    contact: { headline: 'Écrivez-nous', text: ['Une question sur votre commande ou nos produits ? Écrivez-nous – nous répondons généralement sous un jour ouvré.'] },
    toolbox: {
      headline: 'Préparer vos fichiers',
      text: ['Image au mauvais format ou trop lourde à envoyer ? Convertissez-la, faites-en un PDF ou allégez-la ici – gratuitement ; le fichier est supprimé au bout d’une heure.'],
    },
    customerPictures: 'Nos produits chez vous',
    shopHeadline: 'Créer directement',
    cardItemTitles: { folded: 'Carte pliée avec photo', postcard: 'Carte postale photo' },
    feeds: {
      collage: {
        name: 'Flux : collages',
        title: 'Nouveaux designs de collage',
        description: 'Les derniers designs de collages photo sur toile, en poster et encadrés.',
        h1: 'Nouveaux designs de collage',
        intro: ['Les derniers modèles pour votre collage photo : choisissez le type de collage et lancez-vous.'],
        introVariant: ['Jusqu’à 30 photos sur une seule image : découvrez nos derniers modèles de collage.'],
        feedHeadline: 'Nouveautés',
      },
      calendar: {
        name: 'Flux : calendriers',
        title: 'Nouveaux designs de calendrier',
        description: 'Les derniers designs de calendriers photo – une photo préférée chaque mois.',
        h1: 'Nouveaux designs de calendrier',
        intro: ['Les derniers modèles pour votre calendrier photo. Tous les calendriers, avec filtres, sont dans l’aperçu des calendriers.'],
        introVariant: ['Douze mois, douze photos préférées : voici nos derniers modèles de calendrier.'],
        feedHeadline: 'Nouveautés',
      },
      card: {
        name: 'Flux : cartes',
        title: 'Nouveaux designs de cartes',
        description: 'Les derniers designs de cartes photo pour mariage, naissance, Noël et plus encore.',
        h1: 'Nouveaux designs de cartes',
        intro: ['Les derniers modèles pour vos cartes – pour toutes les occasions.'],
        introVariant: ['Tout juste sorties de l’atelier : nos dernières cartes pour toutes les occasions.'],
        feedHeadline: 'Nouveautés',
      },
    },
  },
  it: {
    contact: { headline: 'Ci scriva', text: ['Domande sul Suo ordine o sui nostri prodotti? Ci scriva: di solito rispondiamo entro un giorno lavorativo.'] },
    toolbox: {
      headline: 'Prepari i Suoi file',
      text: ['Immagine nel formato sbagliato o troppo grande da caricare? Qui può convertirla, trasformarla in PDF o ridurla, gratis; il file viene cancellato dopo un’ora.'],
    },
    customerPictures: 'I nostri prodotti a casa dei nostri clienti',
    shopHeadline: 'Crei subito',
    cardItemTitles: { folded: 'Biglietto pieghevole con foto', postcard: 'Cartolina con foto' },
    feeds: {
      collage: {
        name: 'Feed: collage',
        title: 'Nuovi design per collage',
        description: 'I design più recenti per collage fotografici su tela, come poster e con cornice.',
        h1: 'Nuovi design per collage',
        intro: ['I modelli più recenti per il Suo collage fotografico: scelga il tipo di collage e inizi.'],
        introVariant: ['Fino a 30 foto in un’unica immagine: scopra i nostri nuovi modelli di collage.'],
        feedHeadline: 'Appena arrivati',
      },
      calendar: {
        name: 'Feed: calendari',
        title: 'Nuovi design per calendari',
        description: 'I design più recenti per calendari fotografici: ogni mese una foto preferita.',
        h1: 'Nuovi design per calendari',
        intro: ['I modelli più recenti per il Suo calendario fotografico. Tutti i calendari, con i filtri, sono nella panoramica dei calendari.'],
        introVariant: ['Dodici mesi, dodici foto preferite: ecco i nostri nuovi modelli di calendario.'],
        feedHeadline: 'Appena arrivati',
      },
      card: {
        name: 'Feed: biglietti',
        title: 'Nuovi design per biglietti',
        description: 'I design più recenti per biglietti fotografici per matrimoni, nascite, Natale e altro.',
        h1: 'Nuovi design per biglietti',
        intro: ['I modelli più recenti per i Suoi biglietti, per ogni occasione.'],
        introVariant: ['Appena usciti dal laboratorio: i nostri nuovi biglietti per ogni occasione.'],
        feedHeadline: 'Appena arrivati',
      },
    },
  },
  es: {
    contact: { headline: 'Escríbanos', text: ['¿Preguntas sobre su pedido o nuestros productos? Escríbanos: normalmente respondemos en un día laborable.'] },
    toolbox: {
      headline: 'Prepare sus archivos',
      text: ['¿Imagen en un formato equivocado o demasiado grande para subirla? Conviértala, haga un PDF con ella o redúzcala aquí, gratis; el archivo se borra al cabo de una hora.'],
    },
    customerPictures: 'Así lucen nuestros productos en casa de nuestros clientes',
    shopHeadline: 'Diseñe ahora',
    cardItemTitles: { folded: 'Tarjeta plegable con foto', postcard: 'Postal con foto' },
    feeds: {
      collage: {
        name: 'Feed: collages',
        title: 'Nuevos diseños de collage',
        description: 'Los diseños más recientes para collages de fotos en lienzo, en póster y enmarcados.',
        h1: 'Nuevos diseños de collage',
        intro: ['Las plantillas más recientes para su collage de fotos: elija el tipo de collage y empiece.'],
        introVariant: ['Hasta 30 fotos en una sola imagen: descubra nuestras nuevas plantillas de collage.'],
        feedHeadline: 'Recién llegados',
      },
      calendar: {
        name: 'Feed: calendarios',
        title: 'Nuevos diseños de calendario',
        description: 'Los diseños más recientes para calendarios de fotos: una foto favorita cada mes.',
        h1: 'Nuevos diseños de calendario',
        intro: ['Las plantillas más recientes para su calendario de fotos. Todos los calendarios, con filtros, están en la vista general de calendarios.'],
        introVariant: ['Doce meses, doce fotos favoritas: estas son nuestras nuevas plantillas de calendario.'],
        feedHeadline: 'Recién llegados',
      },
      card: {
        name: 'Feed: tarjetas',
        title: 'Nuevos diseños de tarjetas',
        description: 'Los diseños más recientes para tarjetas con foto de boda, nacimiento, Navidad y más.',
        h1: 'Nuevos diseños de tarjetas',
        intro: ['Las plantillas más recientes para sus tarjetas, para cada ocasión.'],
        introVariant: ['Recién salidas del taller: nuestras nuevas tarjetas para cada ocasión.'],
        feedHeadline: 'Recién llegados',
      },
    },
  },
  nl: {
    contact: { headline: 'Schrijf ons', text: ['Vragen over uw bestelling of onze producten? Schrijf ons – we antwoorden meestal binnen één werkdag.'] },
    toolbox: {
      headline: 'Bestanden voorbereiden',
      text: ['Afbeelding in het verkeerde formaat of te groot om te uploaden? Zet hem hier om, maak er een pdf van of verklein hem – gratis; het bestand wordt na een uur verwijderd.'],
    },
    customerPictures: 'Zo zien onze producten er bij u thuis uit',
    shopHeadline: 'Direct ontwerpen',
    cardItemTitles: { folded: 'Gevouwen fotokaart', postcard: 'Fotoansichtkaart' },
    feeds: {
      collage: {
        name: 'Feed: collages',
        title: 'Nieuwe collagedesigns',
        description: 'De nieuwste designs voor fotocollages op canvas, als poster en ingelijst.',
        h1: 'Nieuwe collagedesigns',
        intro: ['De nieuwste sjablonen voor uw fotocollage: kies het soort collage en begin.'],
        introVariant: ['Tot 30 foto’s op één afbeelding: ontdek onze nieuwste collagesjablonen.'],
        feedHeadline: 'Net binnen',
      },
      calendar: {
        name: 'Feed: kalenders',
        title: 'Nieuwe kalenderdesigns',
        description: 'De nieuwste designs voor fotokalenders – elke maand een favoriete foto.',
        h1: 'Nieuwe kalenderdesigns',
        intro: ['De nieuwste sjablonen voor uw fotokalender. Alle kalenders, met filters, vindt u in het kalenderoverzicht.'],
        introVariant: ['Twaalf maanden, twaalf favoriete foto’s: dit zijn onze nieuwste kalendersjablonen.'],
        feedHeadline: 'Net binnen',
      },
      card: {
        name: 'Feed: kaarten',
        title: 'Nieuwe kaartdesigns',
        description: 'De nieuwste designs voor fotokaarten voor bruiloft, geboorte, kerst en meer.',
        h1: 'Nieuwe kaartdesigns',
        intro: ['De nieuwste sjablonen voor uw kaarten – voor elke gelegenheid.'],
        introVariant: ['Vers uit het atelier: onze nieuwste kaarten voor elke gelegenheid.'],
        feedHeadline: 'Net binnen',
      },
    },
  },
};

function languageOf(locale: ShopLocale | 'de-ch'): Language {
  return locale.slice(0, 2) as Language;
}

/** Block copy has no links; a link in it would be a mistake the parser reports. */
function rich(copy: RichCopy): RichTextDoc {
  return parseRichCopy(copy, () => undefined);
}

type UidOf = (key: string) => string;

/** The service page's contact form (to customer service) and toolbox. */
export function buildServiceBlocks(locale: ShopLocale, uid: UidOf): Block[] {
  const copy = COPY[languageOf(locale)];
  return [
    { _uid: uid('margin-contact'), component: 'margin', size: 'm' },
    { _uid: uid('contact-form'), component: 'contact_form', headline: copy.contact.headline, text: rich(copy.contact.text), contactPerson: 'customer-service' },
    { _uid: uid('margin-toolbox'), component: 'margin', size: 'm' },
    { _uid: uid('toolbox'), component: 'toolbox', headline: copy.toolbox.headline, text: rich(copy.toolbox.text) },
  ];
}

/** The customer pictures gallery of a home page. */
export function buildCustomerPicturesBlock(locale: ShopLocale | 'de-ch', uid: string): Block {
  return { _uid: uid, component: 'customer_pictures', headline: COPY[languageOf(locale)].customerPictures, limit: 6 };
}

/** Articles the feed pages sell directly, with their picture. */
const SHOP_ITEMS: Readonly<Record<FeedProduct, ReadonlyArray<{ sku: string; image: PhotoFile; title?: keyof BlockCopy['cardItemTitles'] }>>> = {
  collage: [
    { sku: 'leinwand:600x400', image: 'canvas.jpg' },
    { sku: 'poster:300x400', image: 'poster.jpg' },
    { sku: 'acrylglas:600x400', image: 'acrylic.jpg' },
  ],
  calendar: [],
  card: [
    { sku: 'klappkarte-148x105-matt', image: 'card.jpg', title: 'folded' },
    // Photo cards, not the envelopes picture: the tile sells a postcard.
    { sku: 'postkarte-148x105-matt', image: 'card-hero.jpg', title: 'postcard' },
  ],
};

const FEED_OG_IMAGES: Readonly<Record<FeedProduct, PhotoFile>> = { collage: 'collage.jpg', calendar: 'calendar.jpg', card: 'card.jpg' };

function buildFeedPage(channel: Channel, locale: ShopLocale, product: FeedProduct): PageContent {
  const copy = COPY[languageOf(locale)];
  const feed = copy.feeds[product];
  const alts = getImageAlts(locale);
  const uid = (key: string) => stableUuid(`${channel}/${locale}/feed-${product}#${key}`);
  const asset = (file: PhotoFile) => ({ filename: `{{assets}}/${file}`, alt: alts[file] });
  const items = SHOP_ITEMS[product];
  return {
    component: 'page',
    title: feed.title,
    description: feed.description,
    robots: 'index,follow',
    ogImage: asset(FEED_OG_IMAGES[product]),
    translationGroup: `${channel}-feed-${product}`,
    body: [
      { _uid: uid('headline'), component: 'headline', text: feed.h1, level: 'h1' },
      {
        _uid: uid('intro'),
        component: 'ab_content',
        flag: FEED_INTRO_FLAG,
        control: [{ _uid: uid('intro-control'), component: 'text', text: rich(feed.intro) }],
        variant: [{ _uid: uid('intro-variant'), component: 'text', text: rich(feed.introVariant) }],
      },
      { _uid: uid('margin-feed'), component: 'margin', size: 's' },
      { _uid: uid('feed'), component: 'feed', product, headline: feed.feedHeadline },
      ...(items.length > 0
        ? [
            { _uid: uid('margin-shop'), component: 'margin', size: 'm' },
            {
              _uid: uid('shop'),
              component: 'shop',
              headline: copy.shopHeadline,
              items: items.map((item) => ({
                _uid: uid(`shop-${item.sku}`),
                sku: item.sku,
                ...(item.title ? { title: copy.cardItemTitles[item.title] } : {}),
                image: asset(item.image),
              })),
            },
          ]
        : []),
      { _uid: uid('margin-end'), component: 'margin', size: 'l' },
    ],
  };
}

/** The channel's feed pages of one locale, keyed by their story path (`feed-collage`, ...). */
export function buildFeedStories(channel: Channel, locale: ShopLocale): Map<string, StoryFile> {
  const stories = new Map<string, StoryFile>();
  for (const product of FEED_PRODUCTS_BY_CHANNEL[channel]) {
    stories.set(`feed-${product}`, {
      uuid: stableUuid(`${channel}/${locale}/feed/${product}`),
      name: COPY[languageOf(locale)].feeds[product].name,
      published: buildFeedPage(channel, locale, product),
    });
  }
  return stories;
}

/**
 * The poster print landing page (`/posterdruck`, the campaign address in every language). Paths
 * starting with /posterdruck switch the `posterdruck-landing` treatment on, so its AB content block
 * shows the campaign's variant there; the control text is what the page says without the experiment.
 * A teaser then leads to the designs, where a poster is made: a campaign page is where a visitor
 * arrives from an advert, and it had no link onwards. The variant promises nothing the shipping
 * page and the cart do not keep (it offered free delivery from the first poster).
 */
const POSTER_LANDING_FLAG = 'posterdruck-landing';
const POSTER_LANDING_COPY: Readonly<Record<Language, { name: string; title: string; description: string; h1: string; control: string; variant: string; designs: TeaserCopy }>> = {
  de: {
    name: 'Posterdruck',
    title: 'Posterdruck – Ihr Foto als Poster',
    description: 'Ihr Foto als Poster drucken lassen: matt oder glänzend, von A4 bis 120 cm, mit Rahmen auf Wunsch.',
    h1: 'Posterdruck: Ihr Foto als Poster',
    control: 'Drucken Sie Ihr Lieblingsfoto als Poster – matt oder glänzend, von A4 bis 120 cm, auf Wunsch mit Rahmen.',
    variant: 'Aktion Posterdruck: Ihr Lieblingsfoto als Poster in Galeriequalität – gedruckt auf schwerem Papier, auf Wunsch gerahmt und fertig zum Aufhängen.',
    designs: { headline: 'Ein Design für Ihr Poster', subline: 'Wählen Sie ein Design und setzen Sie Ihr Foto hinein – oder bestellen Sie es gerahmt.', ctaText: 'Poster-Designs ansehen' },
  },
  en: {
    // One English text for British and American shops: no units, no spellings that differ.
    name: 'Poster printing',
    title: 'Poster printing – your photo as a poster',
    description: 'Have your photo printed as a poster: smooth or shiny, small to large wall sizes, framed if you wish.',
    h1: 'Poster printing: your photo as a poster',
    control: 'Print your best photo as a poster – smooth or shiny, small to large wall sizes, framed if you wish.',
    variant: 'Poster printing offer: your best photo as a gallery-quality poster – printed on heavy paper, framed if you wish and ready to hang.',
    designs: { headline: 'A design for your poster', subline: 'Pick a design and put your photo in it – or order it framed.', ctaText: 'See poster designs' },
  },
  fr: {
    name: 'Impression de posters',
    title: 'Impression de posters – votre photo en poster',
    description: 'Faites imprimer votre photo en poster : mat ou brillant, du A4 à 120 cm, encadré si vous le souhaitez.',
    h1: 'Impression de posters : votre photo en poster',
    control: 'Imprimez votre photo préférée en poster – mat ou brillant, du A4 à 120 cm, encadré si vous le souhaitez.',
    variant: 'Offre impression de posters : votre photo préférée en poster de qualité galerie – imprimé sur papier épais, encadré si vous le souhaitez et prêt à accrocher.',
    designs: { headline: 'Un design pour votre poster', subline: 'Choisissez un design et placez-y votre photo – ou commandez-le encadré.', ctaText: 'Voir les designs de posters' },
  },
  it: {
    name: 'Stampa poster',
    title: 'Stampa poster – la Sua foto come poster',
    description: 'Faccia stampare la Sua foto come poster: opaco o lucido, dall’A4 a 120 cm, con cornice se lo desidera.',
    h1: 'Stampa poster: la Sua foto come poster',
    control: 'Stampi la Sua foto preferita come poster – opaco o lucido, dall’A4 a 120 cm, con cornice se lo desidera.',
    variant: 'Offerta stampa poster: la Sua foto preferita come poster di qualità da galleria – stampato su carta pesante, con cornice se lo desidera e pronto da appendere.',
    designs: { headline: 'Un design per il Suo poster', subline: 'Scelga un design e vi inserisca la Sua foto – oppure lo ordini con cornice.', ctaText: 'Vedi i design per poster' },
  },
  es: {
    name: 'Impresión de pósteres',
    title: 'Impresión de pósteres – su foto como póster',
    description: 'Imprima su foto como póster: mate o brillante, de A4 a 120 cm, con marco si lo desea.',
    h1: 'Impresión de pósteres: su foto como póster',
    control: 'Imprima su foto favorita como póster: mate o brillante, de A4 a 120 cm, con marco si lo desea.',
    variant: 'Oferta de impresión de pósteres: su foto favorita como póster con calidad de galería, impreso en papel grueso, con marco si lo desea y listo para colgar.',
    designs: { headline: 'Un diseño para su póster', subline: 'Elija un diseño y coloque su foto en él, o pídalo con marco.', ctaText: 'Ver diseños de pósteres' },
  },
  nl: {
    name: 'Posters drukken',
    title: 'Posters drukken – uw foto als poster',
    description: 'Laat uw foto als poster drukken: mat of glanzend, van A4 tot 120 cm, desgewenst met lijst.',
    h1: 'Posters drukken: uw foto als poster',
    control: 'Druk uw favoriete foto af als poster – mat of glanzend, van A4 tot 120 cm, desgewenst met lijst.',
    variant: 'Actie posters drukken: uw favoriete foto als poster in galeriekwaliteit – gedrukt op stevig papier, desgewenst met lijst en klaar om op te hangen.',
    designs: { headline: 'Een ontwerp voor uw poster', subline: 'Kies een ontwerp en zet uw foto erin – of bestel het met lijst.', ctaText: 'Posterontwerpen bekijken' },
  },
};

/** `toDesigns` builds the channel's teaser to its design listing (the channel resolves the link and picture). */
export function buildPosterLandingStory(locale: ShopLocale, toDesigns: (copy: TeaserCopy, uid: string) => Block): StoryFile {
  const copy = POSTER_LANDING_COPY[languageOf(locale)];
  const uid = (key: string) => stableUuid(`poster/${locale}/posterdruck#${key}`);
  return {
    uuid: stableUuid(`poster/${locale}/posterdruck`),
    name: copy.name,
    published: {
      component: 'page',
      title: copy.title,
      description: copy.description,
      robots: 'index,follow',
      ogImage: { filename: '{{assets}}/poster.jpg', alt: getImageAlts(locale)['poster.jpg'] },
      translationGroup: 'poster-posterdruck',
      body: [
        { _uid: uid('headline'), component: 'headline', text: copy.h1, level: 'h1' },
        {
          _uid: uid('intro'),
          component: 'ab_content',
          flag: POSTER_LANDING_FLAG,
          control: [{ _uid: uid('intro-control'), component: 'text', text: rich([copy.control]) }],
          variant: [{ _uid: uid('intro-variant'), component: 'text', text: rich([copy.variant]) }],
        },
        toDesigns(copy.designs, uid('designs')),
        { _uid: uid('margin-end'), component: 'margin', size: 'l' },
      ],
    },
  };
}
