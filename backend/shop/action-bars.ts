import type { ActionBarAnswer } from '../../domain/shop-api-contract/index.ts';
import { formatPrice } from '../../domain/catalog/price.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import { ACCESSORY_KINDS_DATA } from '../catalog/data/accessories.ts';
import { getLowestAccessoryPrice } from '../catalog/get-card-price.ts';
import { localizeText, type LocalizedText } from '../catalog/localize-text.ts';
import type { Channel, Locale } from './locales.ts';

type Campaign = {
  id: string;
  color: string;
  backgroundColor: string;
  /** Spelled for the locale as the catalogue's names are (American, Swiss) by localizeText. */
  text: LocalizedText;
  /** A locale that words it otherwise, not only spells it otherwise: the US shop's holiday cards. */
  localeText?: Partial<Record<Locale, string>>;
};

function textFor(campaign: Campaign, locale: Locale): string {
  return campaign.localeText?.[locale] ?? localizeText(campaign.text, locale);
}

/**
 * The campaign team's bars: a sale with a countdown on the home pages, a shipping offer on the
 * other shop pages, and none on the legal and service pages (nobody reading the terms wants an
 * offer in their way). Ids are the same in every language of a channel, so a visitor who closed
 * a campaign in German has closed it in French too.
 */
const SALE: Record<Channel, Campaign> = {
  poster: {
    id: 'poster-wall-art-sale',
    color: '#ffffff',
    backgroundColor: '#1f3a5f',
    text: {
      de: '<strong>Wandbilder-Sale:</strong> 25 % auf Leinwand, Acrylglas und gerahmte Bilder mit dem Code <b>WAND25</b>',
      en: '<strong>Wall art sale:</strong> 25% off canvas, acrylic and framed prints with code <b>WALL25</b>',
      es: '<strong>Rebajas en cuadros:</strong> 25 % en lienzos, metacrilato y cuadros enmarcados con el código <b>WALL25</b>',
      fr: '<strong>Soldes déco murale :</strong> –25 % sur toiles, plexiglas et cadres avec le code <b>MUR25</b>',
      it: '<strong>Saldi quadri:</strong> 25% su tela, plexiglass e quadri con cornice con il codice <b>MURO25</b>',
      nl: '<strong>Wanddecoratie-sale:</strong> 25% korting op canvas, plexiglas en ingelijste posters met code <b>WAND25</b>',
    },
  },
  card: {
    id: 'card-christmas-early-bird',
    color: '#ffffff',
    backgroundColor: '#7a1f2b',
    text: {
      de: '<strong>Weihnachtskarten-Frühbucher:</strong> 20 % auf alle Karten mit dem Code <b>STERN20</b>',
      en: '<strong>Christmas cards early bird:</strong> 20% off every card with code <b>STAR20</b>',
      es: '<strong>Navidad anticipada:</strong> 20 % en todas las tarjetas con el código <b>ESTRELLA20</b>',
      fr: '<strong>Cartes de Noël en avance :</strong> –20 % sur toutes les cartes avec le code <b>ETOILE20</b>',
      it: '<strong>Natale in anticipo:</strong> 20% su tutti i biglietti con il codice <b>STELLA20</b>',
      nl: '<strong>Vroegboekkorting kerstkaarten:</strong> 20% op alle kaarten met code <b>STER20</b>',
    },
    // The US card shop calls its Christmas cards holiday cards (its page is /holiday-cards/).
    localeText: { 'en-US': '<strong>Holiday cards early bird:</strong> 20% off every card with code <b>STAR20</b>' },
  },
};

const PAGE_OFFER: Record<Channel, Campaign> = {
  poster: {
    id: 'poster-free-hanging-kit',
    color: '#1b1b1b',
    backgroundColor: '#ffe7a3',
    text: {
      de: 'Nur diese Woche: <strong>Aufhängeset gratis</strong> zu jedem Wandbild',
      en: 'This week only: <strong>free hanging kit</strong> with every wall print',
      es: 'Solo esta semana: <strong>kit de colgado gratis</strong> con cada cuadro',
      fr: 'Cette semaine seulement : <strong>kit d’accrochage offert</strong> avec chaque tableau',
      it: 'Solo questa settimana: <strong>kit di montaggio in omaggio</strong> con ogni quadro',
      nl: 'Alleen deze week: <strong>gratis ophangset</strong> bij elke wanddecoratie',
    },
  },
  card: {
    id: 'card-matching-envelopes',
    color: '#1b1b1b',
    backgroundColor: '#e4f1e6',
    // {price}: the cheapest envelope now, {colors}: how many colours; both from the accessories data.
    text: {
      de: '<strong>Passende Umschläge</strong> in {colors} Farben zu jeder Karte – ab {price} pro Stück',
      en: '<strong>Matching envelopes</strong> in {colors} colours for every card – from {price} each',
      es: '<strong>Sobres a juego</strong> en {colors} colores para cada tarjeta, desde {price} la unidad',
      fr: '<strong>Enveloppes assorties</strong> en {colors} couleurs pour chaque carte – à partir de {price} pièce',
      it: '<strong>Buste abbinate</strong> in {colors} colori per ogni biglietto – da {price} cad.',
      nl: '<strong>Bijpassende enveloppen</strong> in {colors} kleuren bij elke kaart – vanaf {price} per stuk',
    },
  },
};

/**
 * The card offer names the envelopes' price and colours from the accessories data, the block's
 * own source: an offer written by hand once promised free envelopes the block priced.
 */
function fillOfferText(text: string, locale: Locale): string {
  const price = getLowestAccessoryPrice('envelope', getCurrency(locale));
  return text
    .replace('{price}', formatPrice(price, locale))
    .replace('{colors}', String(ACCESSORY_KINDS_DATA.envelope.colors.length));
}

/** Last path segments of the legal and service pages in every language: no bar there. */
const QUIET_PAGES = new Set([
  'impressum', 'imprint', 'mentions-legales', 'note-legali', 'aviso-legal', 'colofon',
  'agb', 'terms-and-conditions', 'conditions-generales-de-vente', 'condizioni-generali-di-vendita', 'condiciones-generales', 'algemene-voorwaarden',
  'datenschutz', 'privacy-policy', 'politique-de-confidentialite', 'informativa-privacy', 'politica-de-privacidad', 'privacyverklaring',
  'widerrufsrecht', 'right-of-withdrawal', 'droit-de-retractation', 'diritto-di-recesso', 'derecho-de-desistimiento', 'herroepingsrecht',
  'service', 'service-client', 'servizio-clienti', 'atencion-al-cliente', 'klantenservice',
]);

const LANGUAGE_PREFIX = /^\/(?:de|en|es|fr|it|nl)(?=\/|$)/;
/** The desktop application's marker, after the language prefix. */
const DESKTOP_MARKER = /^\/d(?=\/|$)/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The visitor's page path without language prefix, desktop marker and trailing slash: `/fr/d/` is `/`. */
function normalizePagePath(url: string): string {
  const path = url.split(/[?#]/)[0]!.replace(LANGUAGE_PREFIX, '').replace(DESKTOP_MARKER, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The sale ends three days after the start of today (UTC midnight), the other pages' offer thirty:
 * both move with the clock, so the seed campaigns never run out.
 */
export function getActionBar(channel: Channel, locale: Locale, url: string, now = Date.now()): ActionBarAnswer {
  const path = normalizePagePath(url);
  const lastSegment = path.split('/').pop() ?? '';
  if (QUIET_PAGES.has(lastSegment)) return { bar: null };
  if (path === '/') {
    const campaign = SALE[channel];
    const countdownEndDate = new Date(Math.floor(now / DAY_MS) * DAY_MS + 3 * DAY_MS).toISOString();
    return { bar: { id: campaign.id, text: textFor(campaign, locale), color: campaign.color, backgroundColor: campaign.backgroundColor, countdownEndDate } };
  }
  const campaign = PAGE_OFFER[channel];
  const actionBarEndDate = new Date(Math.floor(now / DAY_MS) * DAY_MS + 30 * DAY_MS).toISOString();
  return { bar: { id: campaign.id, text: fillOfferText(textFor(campaign, locale), locale), color: campaign.color, backgroundColor: campaign.backgroundColor, actionBarEndDate } };
}
