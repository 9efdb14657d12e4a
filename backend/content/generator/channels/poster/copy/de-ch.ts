import { overrideCopy } from '../../../locale-overrides.ts';
import type { SwissHomeCopy } from './copy-types.ts';
import { deDe } from './de-de.ts';

/** Swiss German home page: de-de's without ß, shipping to Switzerland spelled out (prices are placeholders the shop fills in CHF). */
const home = overrideCopy(deDe.home, {
  name: 'Startseite Schweiz',
  seo: {
    title: 'Poster, Leinwand & Wandbilder in der Schweiz | Posterly',
    description: 'Poster, Leinwandbilder, Acrylglas und gerahmte Bilder mit Ihren Fotos – Preise in CHF, Versand in die Schweiz inklusive Verzollung.',
  },
  hero: {
    subline: 'Wandbilder in Galeriequalität – Versand in die Schweiz in 3–4 Werktagen, Zoll inklusive.',
  },
  draftHero: undefined,
  usps: [
    'Versand in die Schweiz in 3–4 Werktagen',
    '{reviews:count} Bewertungen mit durchschnittlich {reviews:rating} Sternen',
    'Klimaneutral gedruckt auf FSC®-Papier',
    'Zoll und MWST bereits inklusive',
  ],
  intro: {
    text: [
      'Ob Ferienfoto, Familienporträt oder Lieblingsmotiv aus unserer Designauswahl: Bei Posterly wird daraus ein Wandbild, das bleibt. Sie wählen Material und Format, laden Ihr Foto hoch und sehen sofort, wie es an der Wand wirkt. **Alle Preise verstehen sich in CHF, inklusive Zoll und MWST** – ohne Überraschungen bei der Lieferung.',
      'Noch unsicher, welches Material passt? Unser Klassiker ist der [Leinwanddruck](@canvas) – warm, matt und ganz ohne Spiegelungen.',
    ],
  },
  info: {
    headline: 'Versand in die Schweiz',
    text: [
      'Wir liefern mit der Schweizerischen Post direkt an Ihre Haustür. **Zoll und Mehrwertsteuer sind im Preis bereits enthalten**, es fallen bei der Zustellung keine weiteren Gebühren an. Alle Details finden Sie im [Kundenservice](@service).',
    ],
  },
});

export const deCh: SwissHomeCopy = { home };
