import type { SwissHomeCopy } from './copy-types.ts';

// Swiss German: no ß, prices in CHF with Swiss number formatting, shipping to Switzerland spelled out.
export const deCh: SwissHomeCopy = {
  alts: {
    photobook: 'Aufgeschlagenes Fotobuch mit einem grossen Ferienfoto und zwei kleineren Familienfotos',
    calendar: 'Fotokalender mit Spiralbindung, oben ein Landschaftsfoto, unten das Kalendarium des Monats',
    card: 'Aufgeklappte Grusskarte mit einem Foto auf der Vorderseite, aufgestellt auf einem Regal',
    envelopes: 'Farbige Briefumschläge als Fächer, aus dem obersten schaut eine Karte heraus',
    posterHero: 'Grosses Poster mit Meeresmotiv über einem hellen Sideboard mit Vase',
    poster: 'Poster mit der Skyline einer Stadt in hölzernen Posterleisten an einer weissen Wand',
    canvas: 'Leinwandbild eines Bergsees in der Abenddämmerung, leicht von der Seite gesehen',
    acrylic: 'Meeresmotiv hinter glänzendem Acrylglas mit Lichtreflex und Wandabstandshaltern',
    framed: 'Botanischer Druck in schwarzem Holzrahmen mit weissem Passepartout auf einem Sideboard',
    photoPrints: 'Verstreute Fotoabzüge mit weissem Rand von Ferien, Familie und Natur auf einem Holztisch',
    collage: 'Leinwand-Collage mit neun Familien- und Urlaubsfotos im Raster',
    wallpaper: 'Fototapete mit Waldsee über die ganze Wand, davor Sessel und Stehlampe',
    aluminium: 'Alpenpanorama auf dünner, gebürsteter Aluminiumplatte, die vor der Wand zu schweben scheint',
    livingRoom: 'Graues Sofa unter einem breiten Leinwandbild mit Bergpanorama, daneben eine Pflanze',
    galleryWall: 'Bilderwand mit neun Rahmen in verschiedenen Grössen an einer salbeigrünen Wand',
    photobox: 'Geöffnete Bilderbox aus Leinen mit einem Stapel Abzüge, der Deckel lehnt daneben',
  },
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
