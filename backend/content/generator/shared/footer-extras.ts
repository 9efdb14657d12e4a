/**
 * The footer's customer opinions texts, contact tiles and boxes (about, apps, awards, customer
 * service, social media), written once per language for both brands (`{brand}` is replaced).
 * International and language switches are not content: the shop builds them from its host table.
 */
import { stableUuid } from '../stable-uuid.ts';
import type { Link } from '../story-types.ts';
import { getAppStoreLinks } from '../../../../domain/banners/app-store-links.ts';
import { offersApps } from '../../../../domain/catalog/channel-defaults.ts';
import { parseLocaleCode } from '../../../../domain/locale/locales.ts';
import { shopPageLink, type ChannelSetup } from './build-shop-pages.ts';
import { buildShopFacts } from './shop-facts.ts';
import { HOTLINE_TEL_URL } from './hotline-placeholder.ts';
import type { ShopLocale } from './shop-pages-types.ts';

type TileCopy = { readonly title: string; readonly text: string; readonly linkText: string };

type FooterExtrasCopy = {
  readonly reviewsHeadline: string;
  readonly reviewsCompanyLinkText: string;
  readonly tiles: { readonly phone: TileCopy; readonly mail: TileCopy; readonly help: TileCopy };
  readonly about: { readonly title: string; readonly text: string; readonly linkText: string };
  readonly apps: { readonly title: string; readonly text: string };
  readonly awards: { readonly title: string; readonly items: readonly (readonly [title: string, text: string])[] };
  readonly service: { readonly title: string; readonly weekdays: string; readonly hours: (opens: number, closes: number, timeZone?: string) => string };
  readonly social: { readonly title: string };
};

const h24 = (opens: number, closes: number, suffix = '') => `${opens}:00–${closes}:00${suffix}`;
const h12 = (opens: number, closes: number, timeZone?: string) =>
  `${opens > 12 ? opens - 12 : opens} ${opens >= 12 ? 'pm' : 'am'} – ${closes > 12 ? closes - 12 : closes} ${closes >= 12 ? 'pm' : 'am'}${timeZone ? ` ${timeZone}` : ''}`;

const english: FooterExtrasCopy = {
  reviewsHeadline: 'What our customers say',
  reviewsCompanyLinkText: 'How reviews are collected',
  tiles: {
    phone: { title: 'Call us', text: 'Our service team helps with orders, uploads and delivery.', linkText: 'Call now' },
    mail: { title: 'Write to us', text: 'We answer every email within one business day.', linkText: 'Send an email' },
    help: { title: 'Help centre', text: 'Answers to the most common questions, day and night.', linkText: 'Open the help centre' },
  },
  about: { title: 'About {brand}', text: 'We print your photos with care in our own studio since 2009.', linkText: 'Our story' },
  apps: { title: 'Our apps', text: 'Design on the go with the {brand} app.' },
  awards: { title: 'Awards', items: [['Best online print shop 2025', 'Readers’ choice, PhotoWorld magazine'], ['Climate-neutral printing', 'Certified since 2021']] },
  service: { title: 'Customer service', weekdays: 'Monday to Friday', hours: (opens, closes) => h24(opens, closes) },
  social: { title: 'Follow us' },
};

const COPY: Readonly<Record<ShopLocale, FooterExtrasCopy>> = {
  'de-de': {
    reviewsHeadline: 'Das sagen unsere Kunden',
    reviewsCompanyLinkText: 'So entstehen die Bewertungen',
    tiles: {
      phone: { title: 'Rufen Sie uns an', text: 'Unser Serviceteam hilft bei Bestellung, Upload und Lieferung.', linkText: 'Jetzt anrufen' },
      mail: { title: 'Schreiben Sie uns', text: 'Wir beantworten jede E-Mail innerhalb eines Werktags.', linkText: 'E-Mail senden' },
      help: { title: 'Hilfe-Center', text: 'Antworten auf die häufigsten Fragen, rund um die Uhr.', linkText: 'Zum Hilfe-Center' },
    },
    about: { title: 'Über {brand}', text: 'Wir drucken Ihre Fotos seit 2009 mit Sorgfalt in unserer eigenen Manufaktur.', linkText: 'Unsere Geschichte' },
    apps: { title: 'Unsere Apps', text: 'Gestalten Sie unterwegs mit der {brand} App.' },
    awards: { title: 'Auszeichnungen', items: [['Bester Online-Fotodienst 2025', 'Leserwahl, Magazin FotoWelt'], ['Klimaneutral gedruckt', 'Zertifiziert seit 2021']] },
    service: { title: 'Kundenservice', weekdays: 'Montag bis Freitag', hours: (opens, closes) => h24(opens, closes, ' Uhr') },
    social: { title: 'Folgen Sie uns' },
  },
  'en-gb': english,
  'en-us': {
    ...english,
    reviewsCompanyLinkText: 'How reviews are collected',
    tiles: { ...english.tiles, help: { title: 'Help center', text: 'Answers to the most common questions, day and night.', linkText: 'Open the help center' } },
    awards: { title: 'Awards', items: [['Best online print shop 2025', 'Readers’ choice, PhotoWorld magazine'], ['Carbon-neutral printing', 'Certified since 2021']] },
    service: { title: 'Customer service', weekdays: 'Monday to Friday', hours: h12 },
  },
  'fr-fr': {
    reviewsHeadline: 'L’avis de nos clients',
    reviewsCompanyLinkText: 'Comment les avis sont collectés',
    tiles: {
      phone: { title: 'Appelez-nous', text: 'Notre équipe vous aide pour la commande, l’envoi des photos et la livraison.', linkText: 'Appeler' },
      mail: { title: 'Écrivez-nous', text: 'Nous répondons à chaque e-mail sous un jour ouvré.', linkText: 'Envoyer un e-mail' },
      help: { title: 'Centre d’aide', text: 'Les réponses aux questions fréquentes, jour et nuit.', linkText: 'Ouvrir le centre d’aide' },
    },
    about: { title: 'À propos de {brand}', text: 'Depuis 2009, nous imprimons vos photos avec soin dans notre propre atelier.', linkText: 'Notre histoire' },
    apps: { title: 'Nos applications', text: 'Créez où que vous soyez avec l’application {brand}.' },
    awards: { title: 'Distinctions', items: [['Meilleur service photo en ligne 2025', 'Choix des lecteurs, magazine PhotoMonde'], ['Impression neutre en carbone', 'Certifiée depuis 2021']] },
    service: { title: 'Service client', weekdays: 'Du lundi au vendredi', hours: (opens, closes) => `${opens} h – ${closes} h` },
    social: { title: 'Suivez-nous' },
  },
  'es-es': {
    reviewsHeadline: 'Lo que dicen nuestros clientes',
    reviewsCompanyLinkText: 'Cómo se recogen las opiniones',
    tiles: {
      phone: { title: 'Llámanos', text: 'Nuestro equipo te ayuda con el pedido, la subida de fotos y el envío.', linkText: 'Llamar ahora' },
      mail: { title: 'Escríbenos', text: 'Respondemos cada correo en un día laborable.', linkText: 'Enviar un correo' },
      help: { title: 'Centro de ayuda', text: 'Respuestas a las preguntas más frecuentes, a cualquier hora.', linkText: 'Abrir el centro de ayuda' },
    },
    about: { title: 'Sobre {brand}', text: 'Desde 2009 imprimimos tus fotos con mimo en nuestro propio taller.', linkText: 'Nuestra historia' },
    apps: { title: 'Nuestras apps', text: 'Diseña donde quieras con la app de {brand}.' },
    awards: { title: 'Premios', items: [['Mejor servicio de fotos online 2025', 'Elección de los lectores, revista FotoMundo'], ['Impresión climáticamente neutra', 'Certificada desde 2021']] },
    service: { title: 'Atención al cliente', weekdays: 'De lunes a viernes', hours: (opens, closes) => `${opens}:00–${closes}:00 h` },
    social: { title: 'Síguenos' },
  },
  'it-it': {
    reviewsHeadline: 'Cosa dicono i nostri clienti',
    reviewsCompanyLinkText: 'Come raccogliamo le recensioni',
    tiles: {
      phone: { title: 'Chiamaci', text: 'Il nostro team ti aiuta con ordine, caricamento e consegna.', linkText: 'Chiama ora' },
      mail: { title: 'Scrivici', text: 'Rispondiamo a ogni e-mail entro un giorno lavorativo.', linkText: 'Invia un’e-mail' },
      help: { title: 'Centro assistenza', text: 'Le risposte alle domande più frequenti, giorno e notte.', linkText: 'Apri il centro assistenza' },
    },
    about: { title: 'Chi è {brand}', text: 'Dal 2009 stampiamo le tue foto con cura nel nostro laboratorio.', linkText: 'La nostra storia' },
    apps: { title: 'Le nostre app', text: 'Crea ovunque con l’app di {brand}.' },
    awards: { title: 'Riconoscimenti', items: [['Miglior servizio foto online 2025', 'Scelta dei lettori, rivista FotoMondo'], ['Stampa a impatto climatico zero', 'Certificata dal 2021']] },
    service: { title: 'Servizio clienti', weekdays: 'Dal lunedì al venerdì', hours: (opens, closes) => `${opens}:00–${closes}:00` },
    social: { title: 'Seguici' },
  },
  'nl-nl': {
    reviewsHeadline: 'Wat onze klanten zeggen',
    reviewsCompanyLinkText: 'Zo worden beoordelingen verzameld',
    tiles: {
      phone: { title: 'Bel ons', text: 'Ons serviceteam helpt bij bestellen, uploaden en levering.', linkText: 'Nu bellen' },
      mail: { title: 'Mail ons', text: 'We beantwoorden elke e-mail binnen één werkdag.', linkText: 'E-mail sturen' },
      help: { title: 'Helpcentrum', text: 'Antwoorden op de meest gestelde vragen, dag en nacht.', linkText: 'Naar het helpcentrum' },
    },
    about: { title: 'Over {brand}', text: 'Sinds 2009 drukken wij uw foto’s met zorg in ons eigen atelier.', linkText: 'Ons verhaal' },
    apps: { title: 'Onze apps', text: 'Ontwerp onderweg met de {brand}-app.' },
    awards: { title: 'Onderscheidingen', items: [['Beste online fotoservice 2025', 'Lezersprijs, magazine FotoWereld'], ['Klimaatneutraal gedrukt', 'Gecertificeerd sinds 2021']] },
    service: { title: 'Klantenservice', weekdays: 'Maandag tot en met vrijdag', hours: (opens, closes) => `${opens}.00–${closes}.00 uur` },
    social: { title: 'Volg ons' },
  },
};


const SOCIAL_LINKS = {
  poster: [['Instagram', 'https://www.instagram.com/posterly.example'], ['Pinterest', 'https://www.pinterest.com/posterlyexample'], ['Facebook', 'https://www.facebook.com/posterly.example']],
  card: [['Instagram', 'https://www.instagram.com/cartaco.example'], ['Pinterest', 'https://www.pinterest.com/cartacoexample'], ['YouTube', 'https://www.youtube.com/@cartaco-example']],
} as const;

const url = (href: string): Link => ({ linktype: 'url', url: href });

/**
 * The footer fields beyond the link boxes, newsletter and SEO text, for one brand and locale.
 * `aboutLink` is the channel's own about page.
 */
export function buildFooterExtras(setup: ChannelSetup, aboutLink: Link) {
  const copy = COPY[setup.locale];
  const facts = buildShopFacts(setup.channel, setup.locale, { phone: setup.phone });
  const brand = (text: string) => text.replaceAll('{brand}', facts.brand);
  const uid = (key: string) => stableUuid(`${setup.channel}/${setup.locale}/global/footer#extras-${key}`);
  const { opens, closes, timeZone } = facts.serviceHours;
  const serviceLink = shopPageLink(setup.channel, setup.locale, 'service');
  // The same store pages as the app banner's (domain/banners/app-store-links.ts): one app id per channel.
  const locale = parseLocaleCode(setup.locale) ?? 'de-DE';
  const apps = getAppStoreLinks(setup.channel, locale);
  return {
    reviews: { headline: copy.reviewsHeadline, companyLink: serviceLink, companyLinkText: copy.reviewsCompanyLinkText },
    communicationTiles: [
      { _uid: uid('tile-phone'), icon: 'phone', ...copy.tiles.phone, text: `${copy.tiles.phone.text} ${setup.phone}`, link: url(HOTLINE_TEL_URL) },
      { _uid: uid('tile-mail'), icon: 'mail', ...copy.tiles.mail, link: { linktype: 'email', email: facts.serviceEmail } as Link },
      { _uid: uid('tile-help'), icon: 'search', ...copy.tiles.help, link: serviceLink },
    ],
    boxes: [
      { _uid: uid('about'), type: 'about', title: brand(copy.about.title), text: copy.about.text, items: [{ _uid: uid('about-story'), text: copy.about.linkText, link: aboutLink }] },
      // The apps are the poster channel's, not sold in en-US (spec 9.4).
      ...(offersApps(setup.channel, locale)
        ? [
            {
              _uid: uid('apps'),
              type: 'apps',
              title: copy.apps.title,
              text: brand(copy.apps.text),
              items: [
                { _uid: uid('apps-ios'), text: 'App Store', link: url(apps.appStore) },
                { _uid: uid('apps-android'), text: 'Google Play', link: url(apps.googlePlay) },
              ],
            },
          ]
        : []),
      { _uid: uid('awards'), type: 'awards', title: copy.awards.title, items: copy.awards.items.map(([title, text], index) => ({ _uid: uid(`awards-${index}`), title, text })) },
      {
        _uid: uid('service'),
        type: 'service',
        title: copy.service.title,
        text: `${copy.service.weekdays}, ${copy.service.hours(opens, closes, timeZone)}`,
        items: [
          { _uid: uid('service-phone'), text: setup.phone, link: url(HOTLINE_TEL_URL) },
          { _uid: uid('service-mail'), text: facts.serviceEmail, link: { linktype: 'email', email: facts.serviceEmail } as Link },
        ],
      },
      {
        _uid: uid('social'),
        type: 'social',
        title: copy.social.title,
        items: SOCIAL_LINKS[setup.channel].map(([text, href]) => ({ _uid: uid(`social-${text}`), text, link: url(href) })),
      },
    ],
  };
}
