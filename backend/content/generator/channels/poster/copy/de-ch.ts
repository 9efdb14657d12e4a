import type { SwissHomeCopy } from './copy-types.ts';

// Swiss German: no ß, prices in CHF with Swiss number formatting, shipping to Switzerland spelled out.
export const deCh: SwissHomeCopy = {
  home: {
    name: 'Startseite Schweiz',
    seo: {
      title: 'Poster, Leinwand & Wandbilder in der Schweiz | Posterly',
      description:
        'Poster, Leinwandbilder, Acrylglas und gerahmte Bilder mit Ihren Fotos – Preise in CHF, Versand in die Schweiz inklusive Verzollung.',
    },
    hero: {
      headline: 'Ihre Fotos. Ihre Wand. Ihr Kunstwerk.',
      subline: 'Wandbilder in Galeriequalität – Versand in die Schweiz in 3–4 Werktagen, Zoll inklusive.',
      ctaText: 'Jetzt gestalten',
    },
    usps: [
      'Versand in die Schweiz in 3–4 Werktagen',
      'Über 40’000 Bewertungen mit 4,8 Sternen',
      'Klimaneutral gedruckt auf FSC®-Papier',
      'Zoll und MWST bereits inklusive',
    ],
    intro: {
      headline: 'Wandbilder, die Geschichten erzählen',
      text: [
        'Ob Ferienfoto, Familienporträt oder Lieblingsmotiv aus unserer Designauswahl: Bei Posterly wird daraus ein Wandbild, das bleibt. Sie wählen Material und Format, laden Ihr Foto hoch und sehen sofort, wie es an der Wand wirkt. **Alle Preise verstehen sich in CHF, inklusive Zoll und MWST** – ohne Überraschungen bei der Lieferung.',
        'Noch unsicher, welches Material passt? Unser Klassiker ist der [Leinwanddruck](@canvas) – warm, matt und ganz ohne Spiegelungen.',
      ],
    },
    familiesHeadline: 'Finden Sie Ihr Material',
    families: {
      canvas: { headline: 'Leinwand', text: 'Auf Keilrahmen gespannt und fertig zum Aufhängen – ab CHF 24.90.' },
      acrylic: { headline: 'Acrylglas & Alu', text: 'Brillante Farben und echte Tiefenwirkung – ab CHF 36.90.' },
      framed: { headline: 'Gerahmte Bilder', text: 'Im Holz- oder Aluminiumrahmen, auf Wunsch mit Passepartout – ab CHF 29.90.' },
      photoPrints: { headline: 'Fotoabzüge', text: 'Echtes Fotopapier in matt oder glänzend – ab CHF 0.15 pro Abzug.' },
    },
    photoCaption: 'Mehrere Wandbilder, ein Stil: Kombinieren Sie Formate zu Ihrer persönlichen Bilderwand.',
    reco: {
      headline: 'Gerade besonders gefragt',
      items: {
        poster: { title: 'Fotoposter', label: 'Bestseller' },
        aluminium: { title: 'Alu-Dibond' },
        wallpaper: { title: 'Fototapete', label: 'Neu' },
        collage: { title: 'Fotocollage' },
        photobox: { title: 'Bilderbox' },
        galleryWall: { title: 'Bilderwände', label: 'Tipp' },
      },
    },
    info: {
      headline: 'Versand in die Schweiz',
      text: [
        'Wir liefern mit der Schweizerischen Post direkt an Ihre Haustür. **Zoll und Mehrwertsteuer sind im Preis bereits enthalten**, es fallen bei der Zustellung keine weiteren Gebühren an. Alle Details finden Sie im [Kundenservice](@service).',
      ],
    },
    video: {
      title: 'So hängen Sie Ihr Wandbild richtig auf',
      caption: 'Schritt für Schritt: die richtige Höhe, das passende Werkzeug und Tipps für Ihre Bilderwand.',
    },
  },
};
