import type { CampaignCopy, PosterCopy } from './copy-types.ts';

export const deDe: PosterCopy = {
  locale: 'de-de',
  slugs: {
    canvas: 'leinwanddruck',
    acrylic: 'acrylglas',
    framed: 'gerahmte-bilder',
    photoPrints: 'fotoabzuege',
    about: 'ueber-uns',
    photoFrames: 'bilderrahmen',
    collages: 'fotocollage',
    photobox: 'bilderbox',
    photobooks: 'fotobuch',
    wallArt: 'wandbilder',
    calendars: 'fotokalender',
    cards: 'fotokarten',
  },
  header: {
    logoAlt: 'Posterly – zur Startseite',
    magazine: 'Magazin',
    service: 'Service',
    account: 'Mein Konto',
    cart: 'Warenkorb',
  },
  navigation: {
    wallArt: 'Wandbilder',
    canvas: 'Leinwand',
    acrylic: 'Acrylglas & Alu',
    framed: 'Gerahmte Bilder',
    photoPrints: 'Fotoabzüge',
    collages: 'Collagen',
    about: 'Über uns',
    photoFrames: 'Bilderrahmen',
    photobooks: 'Fotobücher',
    photobox: 'Bilderbox',
  },
  footer: {
    newsletter: {
      headline: 'Inspiration für Ihre Wände',
      inputPlaceholder: 'Ihre E-Mail-Adresse',
      ctaText: 'Anmelden',
      newsletterText:
        'Neue Designs, Deko-Ideen und exklusive Gutscheine – etwa zweimal im Monat. Die Abmeldung ist jederzeit mit einem Klick möglich.',
    },
    boxTitles: { wallArt: 'Wandbilder', photoProducts: 'Fotoprodukte', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'Alle Designs',
      collage: 'Fotocollage',
      photobox: 'Bilderbox',
      photoFrame: 'Bilderrahmen',
      calendars: 'Fotokalender',
      cards: 'Fotokarten',
      service: 'Kundenservice',
      account: 'Kundenkonto',
      magazine: 'Magazin',
    },
    seoText: [
      'Bei Posterly machen Sie aus Ihren Lieblingsfotos **Wandbilder in Galeriequalität**: als Poster, [Leinwanddruck](@canvas), Acrylglas, Alu-Dibond oder [gerahmtes Bild](@framed). Wir drucken jedes Motiv einzeln in unserer eigenen Produktion in Köln – mit lichtechten Farben und auf Materialien, die wir selbst auf Herz und Nieren geprüft haben.',
      'Sie mögen es klassisch? Bestellen Sie [Fotoabzüge](@photoPrints) auf echtem Fotopapier oder stöbern Sie in [60 Designs](/products) von unabhängigen Künstlerinnen und Künstlern.',
    ],
    serviceText: 'Mo–Fr von 8 bis 18 Uhr für Sie da',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Startseite',
    seo: {
      title: 'Poster, Leinwand & Wandbilder mit Ihrem Foto | Posterly',
      description:
        'Gestalten Sie Poster, Leinwandbilder, Acrylglas und gerahmte Bilder mit Ihren Fotos. Galeriequalität aus Köln, geliefert in 2–3 Werktagen.',
    },
    hero: {
      headline: 'Ihre Fotos. Ihre Wand. Ihr Kunstwerk.',
      subline: 'Poster, Leinwand und Acrylglas in Galeriequalität – gedruckt in Köln, in 2–3 Werktagen bei Ihnen.',
      ctaText: 'Jetzt gestalten',
    },
    draftHero: {
      headline: 'Neu: Acrylglas in Galeriequalität',
      subline: 'Brillante Farben hinter 5 mm starkem Acrylglas – zum Start 15 % günstiger.',
      ctaText: 'Acrylglas entdecken',
    },
    usps: [
      'Versand in 2–3 Werktagen',
      '{reviews:count} Bewertungen mit durchschnittlich {reviews:rating} Sternen',
      'Klimaneutral gedruckt auf FSC®-Papier',
      '100 Tage Zufriedenheitsgarantie',
    ],
    intro: {
      headline: 'Wandbilder, die Geschichten erzählen',
      text: [
        'Ob Urlaubsfoto, Familienporträt oder Lieblingsmotiv aus unserer Designauswahl: Bei Posterly wird daraus ein Wandbild, das bleibt. Sie wählen Material und Format, laden Ihr Foto hoch und sehen sofort, wie es an der Wand wirkt. **Jedes Bild prüfen wir vor dem Druck von Hand.**',
        'Noch unsicher, welches Material passt? Unser Klassiker ist der [Leinwanddruck](@canvas) – warm, matt und ganz ohne Spiegelungen.',
      ],
    },
    familiesHeadline: 'Finden Sie Ihr Material',
    families: {
      canvas: { headline: 'Leinwand', text: 'Auf Keilrahmen gespannt und fertig zum Aufhängen – ab {price:canvas}.' },
      acrylic: { headline: 'Acrylglas & Alu', text: 'Brillante Farben und echte Tiefenwirkung – ab {price:acrylic}.' },
      framed: { headline: 'Gerahmte Bilder', text: 'Im Holz- oder Aluminiumrahmen, auf Wunsch mit Passepartout – ab {price:framed}.' },
      photoPrints: { headline: 'Fotoabzüge', text: 'Echtes Fotopapier in matt oder glänzend – ab {price:photoprint} pro Abzug.' },
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
      headline: 'Schnell geliefert',
      text: [
        'Bestellungen, die **werktags bis 12 Uhr** bei uns eingehen, verlassen unsere Produktion in der Regel am nächsten Werktag. Alle Versandoptionen finden Sie im [Kundenservice](@service).',
      ],
    },
    video: {
      title: 'So hängen Sie Ihr Wandbild richtig auf',
      caption: 'Schritt für Schritt: die richtige Höhe, das passende Werkzeug und Tipps für Ihre Bilderwand.',
    },
  },
  pages: {
    canvas: {
      name: 'Leinwanddruck',
      seo: {
        title: 'Leinwanddruck mit eigenem Foto – ab {price:canvas} | Posterly',
        description:
          'Ihr Foto auf Leinwand: auf Holzkeilrahmen gespannt, fertig zum Aufhängen, in über 50 Formaten. Jetzt gestalten und in 2–3 Werktagen erhalten.',
      },
      hero: {
        headline: 'Leinwanddruck mit Ihrem Foto',
        subline: 'Von Hand gespannt auf Keilrahmen aus FSC®-Holz – fertig zum Aufhängen.',
        ctaText: 'Leinwand gestalten',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'Ihr Foto auf Leinwand',
        text: [
          'Eine Leinwand bringt Wärme in jeden Raum: Die feine Gewebestruktur und die matte Oberfläche lassen Fotos wie gemalt wirken – ganz ohne Spiegelungen. Wir drucken Ihr Motiv mit lichtechten Pigmenttinten auf **Premium-Leinwand aus Baumwoll-Polyester-Mischgewebe** und spannen sie von Hand auf einen Keilrahmen.',
        ],
      },
      sections: [
        {
          headline: 'Keilrahmen und Kanten',
          text: [
            'Sie wählen zwischen zwei Rahmenstärken:',
            {
              list: [
                '**2,5 cm** – schlank und leicht, ideal für kleinere Formate',
                '**3,8 cm** – besonders plastisch, für große Formate mit Galeriewirkung',
              ],
            },
            'Für die Bildkante gibt es drei Möglichkeiten: Das Motiv läuft um die Kante herum, es wird an der Kante gespiegelt, oder die Kante erhält eine Farbe Ihrer Wahl.',
          ],
        },
        {
          headline: 'Formate von 20 x 20 bis 150 x 100 cm',
          text: [
            'Vom quadratischen Bild fürs Regal bis zum Panorama über dem Sofa: Wählen Sie aus über 50 Standardformaten oder geben Sie Ihr Wunschformat zentimetergenau ein. Unser Tipp: Ein großes Bild wirkt oft ruhiger als viele kleine.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tipp zur Bildqualität',
        text: [
          'Für einen scharfen Druck sollte Ihr Foto im gewählten Format mindestens **150 dpi** erreichen. Keine Sorge: Der Designer zeigt Ihnen sofort, ob die Auflösung reicht.',
        ],
      },
      photoCaption: 'Eine große Leinwand über dem Sofa – der Klassiker für jedes Wohnzimmer.',
      recoHeadline: 'Weitere Materialien entdecken',
    },
    acrylic: {
      name: 'Acrylglas & Alu-Dibond',
      seo: {
        title: 'Acrylglas & Alu-Dibond mit eigenem Foto | Posterly',
        description:
          'Ihr Foto hinter Acrylglas oder auf Alu-Dibond: brillante Farben, edle Tiefenwirkung, unsichtbare Aufhängung. Wandbild in Galeriequalität gestalten.',
      },
      hero: {
        headline: 'Acrylglas in Galeriequalität',
        subline: 'Leuchtende Farben und eine Tiefe, die man sehen kann.',
        ctaText: 'Acrylglas gestalten',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'Ihr Foto hinter Acrylglas',
        text: [
          'Hinter Acrylglas entfalten Fotos ihre volle Leuchtkraft: Farben wirken satter, Schwarz wird tiefer, und das Bild erhält eine fast dreidimensionale Tiefe. Wir verwenden **5 mm starkes, glasklares Acrylglas** – auf Wunsch in Museumsqualität mit entspiegelter Oberfläche.',
        ],
      },
      sections: [
        {
          headline: 'Direktdruck oder Fine-Art-Kaschierung',
          text: [
            'Beim **Direktdruck** bringen wir Ihr Motiv direkt auf die Rückseite des Acrylglases – robust und preiswert. Bei der **Fine-Art-Variante** kaschieren wir einen echten Fotoabzug hinter das Glas: für feinste Details und einen besonders großen Farbraum.',
          ],
        },
        {
          headline: 'Lieber matt? Alu-Dibond',
          text: [
            'Alu-Dibond ist eine leichte Verbundplatte mit Aluminiumkern. Sie wirkt modern und ist matt, also frei von Spiegelungen. In der gebürsteten Variante schimmert das Metall in hellen Bildbereichen durch – ideal für Architektur- und Schwarz-Weiß-Fotos.',
          ],
        },
        {
          headline: 'Aufhängen ohne sichtbare Haken',
          text: [
            'Auf Wunsch erhält jede Platte eine unsichtbare Aluminiumschiene auf der Rückseite. So scheint das Bild mit etwa 2 cm Abstand vor der Wand zu schweben. Alternativ bohren wir vier Löcher in die Ecken, für eine Montage mit Abstandshaltern.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Mit Schattenfugenrahmen',
        text: [
          'In einem Schattenfugenrahmen aus Holz oder Aluminium wirkt Ihr Acrylglasbild wie ein Exponat im Museum. Den Rahmen wählen Sie einfach im Designer dazu.',
        ],
      },
      photoCaption: 'Gebürstetes Alu-Dibond: matt, leicht und scheinbar schwebend vor der Wand.',
      recoHeadline: 'Weitere Materialien entdecken',
    },
    framed: {
      name: 'Gerahmte Bilder',
      seo: {
        title: 'Gerahmte Bilder & Poster mit Rahmen | Posterly',
        description:
          'Ihr Foto als Poster im Holz- oder Aluminiumrahmen, mit Passepartout und Acrylglas in Museumsqualität. Fertig gerahmt geliefert, sofort aufhängbar.',
      },
      hero: {
        headline: 'Gerahmte Bilder, fertig zum Aufhängen',
        subline: 'Ihr Foto im Rahmen Ihrer Wahl – wir rahmen von Hand für Sie.',
        ctaText: 'Rahmen auswählen',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'Der passende Rahmen für jedes Motiv',
        text: [
          'Ein Rahmen macht aus einem Poster ein Bild. Wir drucken Ihr Foto auf seidenmattes Premium-Fotopapier, setzen es **von Hand in den Rahmen** und liefern es fertig zum Aufhängen – sicher verpackt in einem Karton, der problemlos ins Altpapier darf.',
        ],
      },
      sections: [
        {
          headline: 'Holz, Aluminium oder Kunststoff',
          text: [
            {
              list: [
                '**Holzrahmen** aus massiver Kiefer oder Eiche – natur, weiß oder schwarz lackiert',
                '**Aluminiumrahmen** – schmal und zeitlos in Schwarz, Silber, Gold oder Kupfer',
                '**Kunststoffrahmen** – leicht und preiswert, ideal für Kinderzimmer und Bilderwände',
              ],
            },
          ],
        },
        {
          headline: 'Passepartout und Glas',
          text: [
            'Ein Passepartout in Weiß, Creme oder Schwarz schafft Abstand zwischen Bild und Rahmen und lenkt den Blick auf das Motiv. Geschützt wird Ihr Bild von bruchsicherem Acrylglas – auf Wunsch **entspiegelt in Museumsqualität**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Ideen für Ihre Bilderwand',
        text: [
          'Kombinieren Sie drei bis neun Rahmen in derselben Farbe, aber in unterschiedlichen Größen. Legen Sie die Anordnung vorher auf dem Boden aus – so finden Sie schnell die schönste Variante.',
        ],
      },
      photoCaption: 'Eine Bilderwand aus gerahmten Postern erzählt viele Geschichten auf einmal.',
      recoHeadline: 'Weitere Materialien entdecken',
    },
    photoPrints: {
      name: 'Fotoabzüge',
      seo: {
        title: 'Fotoabzüge online bestellen – ab {price:photoprint} | Posterly',
        description:
          'Fotos entwickeln lassen auf echtem Fotopapier: matt, glänzend oder Hahnemühle Fine Art, von 9 x 13 bis 20 x 30 cm. Auf Wunsch in der Bilderbox.',
      },
      hero: {
        headline: 'Fotoabzüge auf echtem Fotopapier',
        subline: 'Ihre schönsten Momente zum Anfassen – ab {price:photoprint} pro Abzug.',
        ctaText: 'Fotos hochladen',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Fotos entwickeln lassen wie früher – nur schneller',
        text: [
          'Auf dem Smartphone gehen die besten Bilder schnell unter. Als Fotoabzug bekommen sie den Platz, den sie verdienen: im Album, an der Pinnwand oder als Geschenk. Wir belichten Ihre Fotos auf **echtem Fotopapier** – für natürliche Hauttöne und jahrzehntelange Farbtreue.',
        ],
      },
      sections: [
        {
          headline: 'Formate und Papiere',
          text: [
            'Wählen Sie aus den klassischen Formaten **9 x 13, 10 x 15, 13 x 18 und 20 x 30 cm** oder aus quadratischen Abzügen in 10 x 10 cm. Dazu passen drei Papiere:',
            {
              list: [
                'Glänzend – kräftige Farben und brillante Kontraste',
                'Matt – edel und unempfindlich gegen Fingerabdrücke',
                'Hahnemühle Fine Art – Museumspapier für besondere Aufnahmen',
              ],
            },
          ],
        },
        {
          headline: 'Schön verpackt in der Bilderbox',
          text: [
            'Auf Wunsch liefern wir Ihre Abzüge in einer stabilen Bilderbox mit persönlich gestaltetem Deckel – ein Geschenk, das in Erinnerung bleibt. Ihre [Bilderbox gestalten](/configurator-photobox/) Sie im selben Schritt.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Mengenrabatt',
        text: [
          'Ab **100 Abzügen** sparen Sie automatisch 10 %, ab 250 Abzügen sogar 20 %. Der Rabatt wird im Warenkorb abgezogen.',
        ],
      },
      photoCaption: 'Ihre Abzüge, sicher verwahrt in einer Bilderbox mit Leinenbezug.',
      recoHeadline: 'Aus Fotos werden Wandbilder',
    },
    about: {
      name: 'Über uns',
      seo: {
        title: 'Über uns – Ihre Fotomanufaktur aus Köln | Posterly',
        description:
          'Seit 2009 machen wir aus Fotos Wandbilder: mit 180 Menschen, eigener Produktion in Köln und Ökostrom. Lernen Sie das Team hinter Posterly kennen.',
      },
      hero: {
        headline: 'Wir lieben Bilder an Wänden',
        subline: 'Seit 2009 drucken wir in Köln – Bild für Bild, mit Sorgfalt und Ökostrom.',
        ctaText: 'Unsere Produkte',
        cta: '/products',
      },
      intro: {
        headline: 'Von der Garage zur Fotomanufaktur',
        text: [
          'Angefangen hat alles 2009 mit einem gebrauchten Großformatdrucker in einer Kölner Garage. Heute arbeiten bei Posterly **rund 180 Menschen** – in Druck, Rahmung, Kundenservice und Entwicklung. Geblieben ist unser Anspruch: Jedes Bild, das unser Haus verlässt, würden wir uns selbst an die Wand hängen.',
        ],
      },
      sections: [
        {
          headline: 'Alles aus einer Hand',
          text: [
            'Wir drucken, spannen, rahmen und verpacken ausschließlich in unserer eigenen Produktion. So haben wir jeden Arbeitsschritt im Blick und können schnell liefern – meist innerhalb von zwei bis drei Werktagen.',
          ],
        },
        {
          headline: 'Verantwortung für morgen',
          text: [
            'Unsere Maschinen laufen mit 100 % Ökostrom, unsere Papiere sind FSC®-zertifiziert und unsere Verpackungen bestehen aus recyceltem Karton. Die unvermeidbaren Emissionen beim Versand gleichen wir über zertifizierte Klimaschutzprojekte aus.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Fragen? Wir sind für Sie da',
        text: [
          'Unser Kundenservice in Köln hilft Ihnen montags bis freitags von 8 bis 18 Uhr – am Telefon, per E-Mail oder im Chat. Alle Kontaktwege finden Sie im [Kundenservice](@service).',
        ],
      },
      photoCaption: 'Jede Bilderwand beginnt bei uns mit einem Probedruck.',
      recoHeadline: 'Unsere Produkte',
    },
    photoFrames: {
      name: 'Bilderrahmen',
      seo: {
        title: 'Bilderrahmen mit Ihrem Foto – fertig gerahmt | Posterly',
        description:
          'Ihr Foto im Bilderrahmen aus Holz, Aluminium oder Kunststoff, auf Wunsch mit Passepartout. Von 13 x 18 bis 40 x 50 cm, fertig zum Aufhängen.',
      },
      hero: {
        headline: 'Bilderrahmen mit Ihrem Lieblingsfoto',
        subline: 'Wir drucken, rahmen und verpacken – Sie müssen nur noch einen Nagel einschlagen.',
        ctaText: 'Bilderrahmen gestalten',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Fotos, die einen Rahmen verdienen',
        text: [
          'Ein Bilderrahmen macht aus einem Schnappschuss ein Erinnerungsstück. Wählen Sie Format und Rahmen, laden Sie Ihr Foto hoch – wir drucken es auf **seidenmattes Fotopapier** und setzen es von Hand in den Rahmen.',
        ],
      },
      sections: [
        {
          headline: 'Drei Rahmen für jeden Stil',
          text: [
            {
              list: [
                '**Holz** – warm und natürlich, in Schwarz, Weiß oder Eiche',
                '**Aluminium** – schmal und modern, in Schwarz, Silber oder Gold',
                '**Kunststoff** – leicht und günstig, ideal fürs Kinderzimmer',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Unser Tipp: Passepartout',
        text: ['Ein weißes Passepartout lässt auch kleine Fotos groß wirken. Sie wählen es im Designer mit einem Klick dazu.'],
      },
      photoCaption: 'Gerahmte Familienfotos in verschiedenen Größen, vereint an einer Wand.',
      recoHeadline: 'Noch mehr Ideen für Ihre Wände',
    },
    collages: {
      name: 'Fotocollage',
      seo: {
        title: 'Fotocollage auf Leinwand oder Poster | Posterly',
        description:
          'Viele Fotos, ein Bild: Gestalten Sie Ihre Fotocollage auf Leinwand, als Poster oder gerahmt. Fertige Layouts für 2 bis 50 Fotos, auch im Wunschformat.',
      },
      hero: {
        headline: 'Fotocollage: viele Momente, ein Bild',
        subline: 'Wählen Sie ein Layout, ziehen Sie Ihre Fotos hinein – fertig ist Ihr persönliches Wandbild.',
        ctaText: 'Collage gestalten',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'Ihre Geschichte auf einen Blick',
        text: [
          'Ein Urlaub, ein Jahr, ein ganzes Familienleben: Eine Fotocollage erzählt mehr als ein einzelnes Bild. Unsere Layouts ordnen **2 bis 50 Fotos** harmonisch an – auf Leinwand, als Poster oder als gerahmtes Bild.',
        ],
      },
      sections: [
        {
          headline: 'So entsteht Ihre Collage',
          text: [
            {
              list: [
                'Layout und Format wählen',
                'Fotos hochladen und per Drag-and-drop platzieren',
                'Hintergrundfarbe und Abstände anpassen',
              ],
            },
            'Der Designer zeigt Ihnen jederzeit eine Vorschau in Originalgröße.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Ideal als Geschenk',
        text: ['Zum Hochzeitstag, zum Geburtstag oder für die Großeltern: Eine Collage mit gemeinsamen Erinnerungen kommt immer an.'],
      },
      photoCaption: 'Eine große Collage über dem Sofa bündelt die schönsten Momente eines Jahres.',
      recoHeadline: 'Weitere Materialien entdecken',
    },
    photobox: {
      name: 'Bilderbox',
      seo: {
        title: 'Bilderbox mit Ihren Fotoabzügen | Posterly',
        description:
          'Bis zu 100 Fotoabzüge in einer Box mit Leinenbezug und eigenem Deckelfoto. Das persönliche Geschenk für Erinnerungen zum Anfassen.',
      },
      hero: {
        headline: 'Die Bilderbox für Ihre Erinnerungen',
        subline: 'Ihre Abzüge in einer Box mit Leinenbezug – mit Ihrem Foto auf dem Deckel.',
        ctaText: 'Bilderbox füllen',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Fotos zum Verschenken und Aufbewahren',
        text: [
          'Die Bilderbox ist das Fotoalbum für alle, die gern blättern: Sie fasst je nach Größe **bis zu 100 Abzüge**, schützt sie vor Staub und sieht im Regal richtig gut aus. Das Deckelfoto wählen Sie selbst.',
        ],
      },
      sections: [
        {
          headline: 'Zwei Größen',
          text: [
            'Die **Bilderbox** fasst Abzüge bis 13 x 18 cm, die **Bilderbox MAX** auch größere Formate bis 20 x 30 cm. Beide gibt es mit glänzenden oder matten [Fotoabzügen](@photoPrints).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Gut zu wissen',
        text: ['Die Box kommt mit Ihren Abzügen gefüllt bei Ihnen an – ab {price:photobox}.'],
      },
      photoCaption: 'Abzüge und Box kommen zusammen bei Ihnen an, fertig zum Verschenken.',
      recoHeadline: 'Aus Fotos werden Wandbilder',
    },
    photobooks: {
      name: 'Fotobuch',
      seo: {
        title: 'Fotobuch gestalten – Echtfoto oder Digitaldruck | Posterly',
        description:
          'Ihr Fotobuch als Echtfotobuch mit Layflat-Bindung, als Digitaldruck oder Fotoheft. Von 24 bis 200 Seiten, Hardcover oder Softcover.',
      },
      hero: {
        headline: 'Ihr Fotobuch, so individuell wie Ihre Geschichte',
        subline: 'Echtfotobuch, Digitaldruck oder Fotoheft – mit Vorlagen oder ganz frei gestaltet.',
        ctaText: 'Fotobuch gestalten',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Erinnerungen zum Blättern',
        text: [
          'Ein Fotobuch hält Reisen, Hochzeiten und das erste Lebensjahr für immer fest. Sie wählen Format, Papier und Einband, unsere Vorlagen helfen beim Layout – und **jede Seite prüfen wir vor dem Druck**.',
        ],
      },
      sections: [
        {
          headline: 'Drei Arten von Fotobüchern',
          text: [
            {
              list: [
                '**Echtfotobuch** – belichtet auf echtem Fotopapier, mit Layflat-Bindung für Panoramen über die Doppelseite',
                '**Digitaldruck** – auf mattem oder glänzendem Papier, mit PUR-Klebebindung',
                '**Fotoheft** – leicht und günstig, mit Klammerheftung',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Mehr Seiten, kleinerer Preis',
        text: ['Je mehr Seiten, desto weniger kostet jede einzelne. Ihr Preis aktualisiert sich im Designer sofort.'],
      },
      photoCaption: 'Große Panoramen liegen im Echtfotobuch ohne Falz flach über beide Seiten.',
      recoHeadline: 'Noch mehr aus Ihren Fotos machen',
    },
    wallArt: {
      name: 'Wandbilder',
      seo: {
        title: 'Wandbilder mit Ihrem Foto – alle Materialien | Posterly',
        description:
          'Leinwand, Acrylglas, Alu-Dibond, gerahmte Bilder oder Collagen: Alle Wandbilder im Überblick, mit Preisen und Tipps für das passende Material.',
      },
      hero: {
        headline: 'Alle Wandbilder im Überblick',
        subline: 'Vom Poster bis zum Acrylglas: Finden Sie das Material, das zu Ihrem Foto und Ihrem Raum passt.',
        ctaText: 'Designs entdecken',
        cta: '/products',
      },
      intro: {
        headline: 'Welches Wandbild passt zu Ihnen?',
        text: [
          'Jedes Material hat seinen eigenen Charakter: Leinwand wirkt warm, Acrylglas brillant, ein Rahmen klassisch. Hier sehen Sie alle Wandbilder mit ihrem Einstiegspreis – **ein Klick führt Sie zu Details und Preisrechner**.',
        ],
      },
      sections: [
        {
          headline: 'Die Faustregel für große Räume',
          text: [
            'Über Sofa oder Sideboard sollte ein Bild etwa zwei Drittel der Möbelbreite einnehmen. Für hohe Räume eignen sich Hochformate, für lange Wände Panoramen oder eine [Fotocollage](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Unsicher beim Material?',
        text: ['Unser Kundenservice berät Sie gern – schicken Sie uns einfach ein Foto Ihrer Wand über den [Kundenservice](@service).'],
      },
      photoCaption: 'Ein breites Leinwandbild setzt im Wohnzimmer den Ton.',
      recoHeadline: 'Unsere beliebtesten Materialien',
    },
    calendars: {
      name: 'Fotokalender',
      seo: {
        title: 'Fotokalender mit eigenen Fotos gestalten | Posterly',
        description:
          'Wand- und Tischkalender mit Ihren Lieblingsfotos: in A3, A4 oder quadratisch, Startmonat frei wählbar. Gedruckt in Köln, in 2–3 Werktagen bei Ihnen.',
      },
      hero: {
        headline: 'Fotokalender: Ihr Jahr in Bildern',
        subline: 'Zwölf Lieblingsfotos, ein Kalender – als großer Wandkalender oder handlicher Tischkalender.',
        ctaText: 'Kalender gestalten',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'Fotokalender mit Ihren eigenen Bildern',
        text: [
          'Ein Fotokalender ist ein Wandbild, das jeden Monat wechselt: der Strand im Juli, der Schneespaziergang im Januar, der Kindergeburtstag im Mai. Wir drucken Ihre Fotos auf **mattes Bilderdruckpapier mit 250 g/m²**, binden die Blätter mit einer Metallspirale und liefern den Kalender mit Aufhänger.',
          'Sie wählen Format und Startmonat, laden Ihre Fotos hoch und tragen Geburtstage direkt im Designer ein – sie erscheinen dann gedruckt im Kalendarium.',
        ],
      },
      sections: [
        {
          headline: 'Wandkalender oder Tischkalender?',
          text: [
            {
              list: [
                '**Wandkalender** – in A3 oder A4, hoch oder quer, oder quadratisch in 30 x 30 cm: groß genug, dass Ihre Fotos wie Poster wirken',
                '**Tischkalender** – in A5 oder A6 quer, quadratisch oder als schmales Panorama, mit Spiralbindung, auf einem Holzblock oder im Holzfuß',
              ],
            },
          ],
        },
        {
          headline: 'Ein Geschenk, das zwölf Monate hält',
          text: [
            'Zu Weihnachten gehört der Fotokalender zu den beliebtesten Geschenken für Großeltern und Paten. Bestellen Sie **bis Mitte Dezember**, dann kommt er pünktlich zum Fest an. Ihr Lieblingsfoto des Jahres verdient noch mehr Platz? Bestellen Sie es zusätzlich als [Fotoabzug](@photoPrints) oder als großen [Leinwanddruck](@canvas).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tipp: Hochformat für Hochformat',
        text: [
          'Fotos im Hochformat kommen im Wandkalender A3 hoch am besten zur Geltung. Für Landschaftsaufnahmen wählen Sie einfach die Querformat-Variante – das Format wechseln Sie im Designer mit einem Klick.',
        ],
      },
      photoCaption: 'Zwölf Lieblingsfotos – eines für jeden Monat.',
      recoHeadline: 'Ihre Fotos auch an der Wand',
    },
    cards: {
      name: 'Fotokarten',
      seo: {
        title: 'Fotokarten & Grußkarten mit eigenem Foto | Posterly',
        description:
          'Klappkarten und Postkarten mit Ihren Fotos: zum Geburtstag, als Dankeschön oder einfach so. Mit passenden Umschlägen, in 2–3 Werktagen bei Ihnen.',
      },
      hero: {
        headline: 'Fotokarten, die von Herzen kommen',
        subline: 'Grußkarten mit Ihrem Lieblingsfoto – das kleine Geschenk zum großen Wandbild.',
        ctaText: 'Karte gestalten',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Grußkarten mit Ihren eigenen Fotos',
        text: [
          'Ein Foto sagt mehr als tausend Worte – und mit ein paar persönlichen Zeilen noch mehr. Gestalten Sie **Klappkarten und Postkarten** mit Ihren Bildern: zum Geburtstag, als Dankeschön, als Urlaubsgruß oder als Begleitkarte zu einem Wandbild.',
          'Wir drucken auf **mattes Papier mit 300 g/m²**, das sich angenehm anfühlt und sich mit jedem Stift gut beschreiben lässt.',
        ],
      },
      sections: [
        {
          headline: 'Klappkarte oder Postkarte?',
          text: [
            {
              list: [
                '**Klappkarte** – im Format A6, außen Ihr Foto, innen Platz für persönliche Worte und weitere Bilder',
                '**Postkarte** – ebenfalls A6, vorne Ihr Foto, auf der Rückseite Platz für Gruß und Adresse',
              ],
            },
          ],
        },
        {
          headline: 'Die passende Karte zum Wandbild',
          text: [
            'Sie verschenken ein [gerahmtes Bild](@framed) oder eine [Leinwand](@canvas)? Legen Sie eine Karte mit demselben Motiv bei – so wird aus dem Wandbild ein Geschenk mit persönlicher Widmung. **Umschläge in sechs Farben**, Einlegeblätter und Satinbänder wählen Sie direkt dazu.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tipp: Text einmal laut lesen',
        text: [
          'Im Designer sehen Sie Vorder- und Innenseite Ihrer Karte in Originalgröße. Lesen Sie Ihren Text vor der Bestellung einmal laut vor – so fallen Tippfehler am ehesten auf.',
        ],
      },
      photoCaption: 'Umschläge in sechs Farben – vom klassischen Weiß bis zum Kraftpapier.',
      recoHeadline: 'Aus Ihren Fotos werden Wandbilder',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'Ihre Leinwand zum besten Preis',
      acrylic: 'Ihr Acrylglas-Bild zum besten Preis',
      framed: 'Ihr gerahmtes Bild zum besten Preis',
      photoFrames: 'Format und Rahmen wählen',
      collages: 'Ihre Collage zum besten Preis',
      photoPrints: 'Format wählen, Fotos hochladen',
      photobox: 'Box und Abzugsformat wählen',
      photobooks: 'Ihr Fotobuch zum besten Preis',
    },
    collageDetail: {
      headline: 'Collage auf Leinwand',
      text: ['Unsere beliebteste Collage: bis zu 50 Fotos auf einer Leinwand, von Hand auf einen 2 cm starken Keilrahmen gespannt.'],
    },
    photobookDetail: {
      headline: 'Echtfotobuch A4 quer',
      text: ['Belichtet auf echtem Fotopapier und mit Layflat-Bindung: Ihre Panoramen laufen ohne Falz über die Doppelseite.'],
    },
    wallCalendarDetail: {
      headline: 'Wandkalender A3 hoch',
      text: [
        'Unser großer Wandkalender: 13 Blätter mit Deckblatt, Spiralbindung und Aufhänger – viel Platz für Ihre schönsten Fotos und alle Termine.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Tischkalender A5 quer',
      text: [
        'Der kleine Begleiter für Schreibtisch und Küche: mit Spiralbindung und Aufsteller oder als lose Blätter auf einem Holzblock oder im Holzfuß.',
      ],
    },
    cardDetail: {
      headline: 'Klappkarte A6 quer, matt',
      text: [
        'Unsere beliebteste Fotokarte: außen Ihr Foto, innen Platz für persönliche Worte – auf mattem Papier, das sich gut beschreiben lässt.',
      ],
    },
    cardAccessoryHeadline: 'Umschläge und Zubehör für Ihre Klappkarte',
    postcard: { headline: 'Postkarte A6, matt', text: 'Vorne Ihr Foto, auf der Rückseite Platz für Gruß und Adresse – ideal als Urlaubsgruß oder Einladung.' },
    frameHeadline: 'Rahmen für Ihr Poster',
    formatsAndPricesHeadline: 'Formate und Preise für gerahmte Poster',
    overview: {
      headline: 'Unsere Wandbilder',
      items: {
        canvas: { title: 'Leinwand', text: 'Matt, warm und fertig zum Aufhängen.' },
        acrylic: { title: 'Acrylglas & Alu', text: 'Brillante Farben mit Tiefenwirkung.' },
        framed: { title: 'Gerahmte Bilder', text: 'Im Holz- oder Alurahmen, auf Wunsch mit Passepartout.' },
        photoFrames: { title: 'Bilderrahmen', text: 'Ihr Foto im Rahmen zum Aufstellen oder Aufhängen.' },
        collages: { title: 'Fotocollage', text: 'Viele Fotos, ein Bild.' },
        poster: { title: 'Poster', text: '60 Designs oder Ihr eigenes Foto.' },
      },
    },
    themesHeadline: 'Beliebte Designs für Ihre Wand',
    voucher: {
      code: 'WANDLIEBE10',
      headline: '10 % auf Ihr erstes Wandbild',
      text: ['Geben Sie den Code im Warenkorb ein – gültig für alle Materialien und Formate.'],
      minimumOrderValue: 30,
    },
  },
  error: {
    name: 'Fehlerseite',
    seo: {
      title: 'Seite nicht gefunden | Posterly',
      description: 'Diese Seite gibt es leider nicht (mehr). Hier geht es zurück zur Startseite und zu unseren beliebtesten Wandbildern.',
    },
    headline: 'Hoppla – hier hängt leider nichts',
    text: [
      'Die gesuchte Seite gibt es nicht (mehr), oder bei uns ist etwas schiefgelaufen. Einer dieser Wege bringt Sie bestimmt weiter:',
      { list: ['[Zur Startseite](/)', '[Alle Designs ansehen](/products)', '[Kundenservice kontaktieren](@service)'] },
    ],
    recoHeadline: 'Oder lassen Sie sich inspirieren',
  },
  products: {
    name: 'Designs',
    seo: {
      title: 'Poster & Wandbilder: 60 Designs | Posterly',
      description:
        'Entdecken Sie 60 Designs von unabhängigen Künstlerinnen und Künstlern – als Poster, Leinwand, Acrylglas oder gerahmtes Bild.',
    },
    headline: 'Designs für Ihre Wände',
    text: [
      'Landschaften, Typografie, Botanik oder abstrakte Kunst: Stöbern Sie in 60 Motiven und wählen Sie anschließend **Material und Format**, die zu Ihrem Raum passen. Jedes Design gibt es auch als [Leinwanddruck](@canvas).',
    ],
  },
  themes: {
    name: 'Themenwelt',
    seo: {
      title: 'Themenwelten: Wandbilder nach Stil & Anlass | Posterly',
      description:
        'Von skandinavisch bis Vintage: Unsere Themenwelten bündeln passende Motive für jeden Raum und jeden Anlass. Lassen Sie sich inspirieren.',
    },
    headline: 'Themenwelten',
    text: [
      'Hier finden Sie Motive, die wunderbar miteinander harmonieren – **perfekt für eine Bilderwand** in einheitlichem Stil. Unser Tipp: Kombinieren Sie zwei bis drei Formate und wählen Sie für alle Bilder denselben [Rahmen](@framed).',
    ],
  },
  newsletterConfirm: {
    name: 'Newsletter bestätigen',
    seo: {
      title: 'Newsletter-Anmeldung bestätigen | Posterly',
      description: 'Nur noch ein Klick: Bestätigen Sie Ihre Anmeldung zum Posterly-Newsletter.',
    },
    headline: 'Fast geschafft!',
    text: [
      'Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den Button unten. Erst dann schicken wir Ihnen **neue Designs, Deko-Ideen und exklusive Gutscheine**.',
      'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese Seite einfach – ohne Ihre Bestätigung erhalten Sie keine E-Mails von uns.',
    ],
  },
};

export const deDeSummerSale: CampaignCopy = {
  slug: 'sommer-aktion',
  page: {
    name: 'Sommer-Aktion',
    seo: {
      title: 'Sommer-Aktion: 20 % auf alle Leinwände | Posterly',
      description:
        'Nur für kurze Zeit: 20 % Rabatt auf alle Leinwanddrucke. Urlaubsfotos hochladen, Format wählen und den Sommer an die Wand holen.',
    },
    hero: {
      headline: 'Sommer-Aktion: 20 % auf alle Leinwände',
      subline: 'Holen Sie sich den Sommer an die Wand – nur bis 31. August.',
      ctaText: 'Jetzt sparen',
      cta: '@canvas',
    },
    intro: {
      headline: 'Ihre Urlaubsfotos verdienen mehr als einen Ordner',
      text: [
        'Bis zum **31. August** erhalten Sie 20 % Rabatt auf alle [Leinwanddrucke](@canvas) – in jedem Format und mit jeder Rahmenstärke. Der Rabatt wird im Warenkorb automatisch abgezogen.',
      ],
    },
    sections: [
      {
        headline: 'So einfach geht’s',
        text: [{ list: ['Foto hochladen', 'Format und Keilrahmen wählen', 'Leinwand in 2–3 Werktagen erhalten'] }],
      },
    ],
    tip: {
      type: 'warning',
      headline: 'Nur für kurze Zeit',
      text: ['Die Aktion gilt bis 31. August, 23:59 Uhr, und lässt sich nicht mit anderen Gutscheinen kombinieren.'],
    },
    photoCaption: 'Sommererinnerungen auf Leinwand – groß genug, um jeden Tag daran erinnert zu werden.',
    recoHeadline: 'Auch im Sommer beliebt',
  },
};
