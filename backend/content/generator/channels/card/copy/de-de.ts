import type { CardCopy, DraftOnlyPageCopy } from './copy-types.ts';

export const deDe: CardCopy = {
  locale: 'de-de',
  slugs: {
    wedding: 'hochzeitskarten',
    birth: 'geburtskarten',
    christmas: 'weihnachtskarten',
    calendars: 'fotokalender',
    about: 'ueber-uns',
    photobooks: 'fotobuch',
    collages: 'fotocollage',
    photoPrints: 'fotoabzuege',
    photoFrames: 'bilderrahmen',
    photobox: 'fotobox',
    wallArt: 'wandbilder',
    cardsOverview: 'karten',
  },
  usps: [
    { icon: 'truck', text: 'Versand in 2–3 Werktagen' },
    { icon: 'star', text: 'Veredelung in Gold, Silber und Roségold' },
    { icon: 'leaf', text: 'FSC®-zertifiziertes Papier' },
    { icon: 'heart', text: 'Einzelne Musterkarte vorab bestellen' },
  ],
  home: {
    name: 'Startseite',
    seo: {
      title: 'Karten & Einladungen selbst gestalten | Carta & Co.',
      description:
        'Hochzeitskarten, Geburtskarten, Weihnachtskarten und Fotokalender persönlich gestalten – auf Premium-Papier gedruckt und schnell geliefert.',
    },
    teaser: {
      headline: 'Karten, die von Herzen kommen',
      subline: 'Gestalten Sie Einladungen, Danksagungen und Grüße mit Ihren eigenen Fotos – gedruckt auf edlem Papier.',
      ctaText: 'Designs entdecken',
    },
    draftTeaser: {
      headline: 'Neu: Weihnachtskarten 2027',
      subline: 'Über 200 neue Designs mit Goldfolie, Relief und Ihren schönsten Fotos des Jahres.',
      ctaText: 'Zu den Weihnachtskarten',
    },
    occasions: {
      headline: 'Karten für jeden großen Moment',
      wedding: { headline: 'Hochzeit', text: 'Save-the-Date, Einladung, Menü- und Dankeskarten in einem Stil.' },
      birth: { headline: 'Geburt', text: 'Stellen Sie Ihr Baby mit einer Karte vor, die man gern aufhebt.' },
      christmas: { headline: 'Weihnachten', text: 'Festliche Grüße für Familie, Freunde und Geschäftspartner.' },
      calendars: { headline: 'Fotokalender', text: 'Zwölf Monate voller Erinnerungen – als Wand- oder Tischkalender.' },
    },
    reco: {
      headline: 'Beliebt bei unseren Kundinnen und Kunden',
      birthday: 'Geburtstagskarten',
      guestbooks: 'Gäste- und Kondolenzbücher',
      photobooks: 'Fotobücher',
      envelopes: 'Farbige Umschläge',
      christmas: 'Weihnachtskarten',
      calendars: 'Fotokalender',
      labelBestseller: 'Bestseller',
      labelNew: 'Neu',
    },
    intro: {
      headline: 'Persönliche Karten, liebevoll gedruckt',
      text: [
        'Bei Carta & Co. wird aus Ihren Fotos und Worten eine Karte, die man nicht so schnell weglegt. Wählen Sie aus 60 Designs, passen Sie Farben, Schriften und Texte an und sehen Sie jede Änderung sofort in der Vorschau.',
        'Gedruckt wird auf **schwerem Premium-Papier** in unserer eigenen Druckerei – auf Wunsch mit Veredelung in Gold, Silber oder Roségold. Sie planen eine Hochzeit? Dann stöbern Sie in unseren [Hochzeitskarten](@wedding).',
      ],
    },
    photoCaption: 'Passende Umschläge in vielen Farben sorgen für einen stimmigen ersten Eindruck.',
    info: {
      headline: 'Erst fühlen, dann bestellen',
      text: [
        'Sie sind unsicher bei Papier oder Veredelung? Bestellen Sie eine einzelne Musterkarte Ihres Designs und entscheiden Sie in Ruhe. Mehr dazu erfahren Sie im [Kundenservice](@service).',
      ],
    },
    video: {
      title: 'So entsteht Ihre Karte',
      caption: 'Vom Entwurf bis in den Briefkasten: ein Blick in unsere Druckerei.',
    },
  },
  wedding: {
    name: 'Hochzeitskarten',
    seo: {
      title: 'Hochzeitskarten & Einladungen gestalten | Carta & Co.',
      description:
        'Hochzeitseinladungen, Save-the-Date- und Dankeskarten mit eigenen Fotos gestalten. Premium-Papier, Veredelung in Gold und passende Umschläge.',
    },
    teaser: {
      headline: 'Hochzeitskarten, so einzigartig wie Ihre Liebe',
      subline: 'Von Save-the-Date bis Danksagung – alles in einem Design.',
      ctaText: 'Jetzt gestalten',
    },
    h1: 'Hochzeitskarten gestalten',
    intro: [
      'Eine Hochzeit beginnt lange vor dem Jawort: mit der ersten Karte, die Ihre Gäste in den Händen halten. Mit unseren **Hochzeitskarten** gestalten Sie Save-the-Date, Einladung, Menü- und Platzkarten sowie die Danksagung in einem durchgängigen Stil.',
      'Laden Sie Ihre Lieblingsfotos hoch, wählen Sie Papier und Format und ergänzen Sie Details wie Goldfolie oder Relieflack. Alle Designs finden Sie in unserer [Designübersicht](@products).',
    ],
    ideas: {
      headline: 'Alles für Ihren großen Tag',
      items: [
        { headline: 'Save-the-Date-Karten', text: 'Damit sich alle den Termin rechtzeitig freihalten – gern schon ein Jahr im Voraus.' },
        { headline: 'Einladungen mit Umschlag', text: 'Einladungskarten mit passenden Umschlägen in vielen Farben und Formaten.' },
        { headline: 'Gästebücher', text: 'Ein Gästebuch im Design Ihrer Karten sammelt Wünsche und Erinnerungen.' },
      ],
    },
    tips: {
      headline: 'Wann verschicke ich was?',
      text: [
        {
          list: [
            '**Save-the-Date:** sechs bis zwölf Monate vor der Hochzeit',
            '**Einladung:** etwa drei Monate vorher, mit der Bitte um Antwort bis sechs Wochen vor dem Fest',
            '**Danksagung:** innerhalb von zwei Monaten nach der Feier, am schönsten mit einem Foto vom großen Tag',
          ],
        },
        'Tipp: Bestellen Sie ein paar Karten mehr, als Sie Gäste haben – für Trauzeugen, Fotografin und Ihre eigene Erinnerungskiste.',
      ],
    },
    info: {
      headline: 'Prüfung vor dem Druck inklusive',
      text: [
        'Vor dem Druck prüfen wir jede Hochzeitsbestellung auf Bildauflösung und Randabstände. Fällt uns etwas auf, melden wir uns bei Ihnen, bevor gedruckt wird.',
      ],
    },
    photoCaption: 'Ein Gästebuch im Stil Ihrer Einladung hält alle Glückwünsche fest.',
  },
  birth: {
    name: 'Geburtskarten',
    seo: {
      title: 'Geburtskarten mit Foto gestalten | Carta & Co.',
      description:
        'Geburtskarten mit Foto gestalten: Name, Gewicht und Geburtsdatum liebevoll in Szene gesetzt. Auch als Dankeskarte zur Taufe.',
    },
    teaser: {
      headline: 'Hallo Welt! Willkommen, kleines Wunder',
      subline: 'Stellen Sie Ihr Baby mit einer Karte vor, die Familie und Freunde aufheben.',
      ctaText: 'Geburtskarte gestalten',
    },
    h1: 'Geburtskarten gestalten',
    intro: [
      'Die ersten Fotos, der Name, das Geburtsgewicht: Mit einer **Geburtskarte** teilen Sie Ihr Glück mit allen, die sich mit Ihnen freuen. Wählen Sie ein Design, setzen Sie Ihre Lieblingsbilder ein und passen Sie Farben und Texte in wenigen Minuten an.',
      'Gerade wenig Schlaf und noch weniger Zeit? Ihr Entwurf wird automatisch gespeichert, und Sie können ihn jederzeit in Ihrem [Kundenkonto](@account) weiterbearbeiten.',
    ],
    ideas: {
      headline: 'Rund um die Geburt',
      items: [
        { headline: 'Geburtsanzeigen', text: 'Klassisch, verspielt oder schlicht – mit einem oder mehreren Fotos.' },
        { headline: 'Dankeskarten zur Taufe', text: 'Bedanken Sie sich für Geschenke und Glückwünsche im selben Stil.' },
        { headline: 'Babyfotobuch', text: 'Das erste Jahr in einem Fotobuch festhalten – Seite für Seite.' },
      ],
    },
    tips: {
      headline: 'Das gehört auf eine Geburtskarte',
      text: [
        'Neben einem schönen Foto freuen sich die meisten Empfänger über ein paar Eckdaten:',
        {
          list: [
            'Vorname und gegebenenfalls Nachname des Babys',
            'Geburtsdatum, Uhrzeit und Geburtsort',
            'Größe und Gewicht',
            'ein kurzer Gruß der stolzen Eltern und Geschwister',
          ],
        },
        'Tipp: Fotos mit viel ruhigem Hintergrund wirken auf Karten besonders schön, weil daneben Platz für Text bleibt.',
      ],
    },
    info: {
      headline: 'Klimaneutraler Versand',
      text: [
        'Wir versenden alle Geburtskarten klimaneutral und verpacken sie plastikfrei – damit die Welt Ihres Kindes ein bisschen grüner bleibt.',
      ],
    },
    photoCaption: 'Das erste Lebensjahr im Babyfotobuch – ein Geschenk für die ganze Familie.',
  },
  christmas: {
    name: 'Weihnachtskarten',
    seo: {
      title: 'Weihnachtskarten mit Foto gestalten | Carta & Co.',
      description:
        'Weihnachtskarten für Familie, Freunde und Kunden gestalten – mit eigenen Fotos, Goldfolie und passendem Umschlag. Jetzt rechtzeitig bestellen.',
    },
    teaser: {
      headline: 'Frohe Weihnachten, persönlich gesagt',
      subline: 'Festliche Karten mit Ihren Fotos – für private und geschäftliche Grüße.',
      ctaText: 'Weihnachtsdesigns ansehen',
    },
    h1: 'Weihnachtskarten gestalten',
    intro: [
      'Eine handgeschriebene Zeile auf einer persönlichen Karte sagt mehr als jede Nachricht auf dem Handy. Mit unseren **Weihnachtskarten** verschicken Sie Ihre Grüße mit den schönsten Fotos des Jahres – an die Großeltern, an Freunde in aller Welt oder an Ihre Kundschaft.',
      'Für Unternehmen gibt es geschäftliche Designs mit Platz für Ihr Logo und Staffelpreise ab 100 Karten. Stöbern Sie in allen [Weihnachtsdesigns](@products).',
    ],
    ideas: {
      headline: 'Weihnachtsgrüße für alle',
      items: [
        { headline: 'Private Weihnachtskarten', text: 'Familienfoto, Jahresrückblick oder winterliche Illustration – Sie entscheiden.' },
        { headline: 'Geschäftliche Weihnachtskarten', text: 'Mit Firmenlogo und Unterschrift bedanken Sie sich bei Kunden und Team.' },
        { headline: 'Fotokalender als Geschenk', text: 'Der Klassiker unter dem Weihnachtsbaum: zwölf Monate voller Erinnerungen.' },
      ],
    },
    tips: {
      headline: 'Rechtzeitig planen',
      text: [
        'Die meisten Karten werden in der ersten Dezemberhälfte verschickt. Wenn Sie **bis Mitte November** bestellen, bleibt genug Zeit, jede Karte in Ruhe zu unterschreiben.',
        {
          list: [
            'Adressliste früh zusammenstellen',
            'ein Foto wählen, das auch klein gedruckt gut wirkt',
            'ein paar Karten als Reserve einplanen',
          ],
        },
      ],
    },
    info: {
      headline: 'Bestellschluss vor Weihnachten',
      text: [
        'Damit Ihre Karten sicher vor dem Fest ankommen, bestellen Sie bitte bis zum **15. Dezember**. Danach drucken wir weiter, können die Zustellung vor Heiligabend aber nicht mehr garantieren.',
      ],
    },
    photoCaption: 'Mit einer persönlichen Zeile wird jede Weihnachtskarte zum Unikat.',
  },
  calendars: {
    name: 'Fotokalender',
    seo: {
      title: 'Fotokalender selbst gestalten | Carta & Co.',
      description:
        'Fotokalender mit eigenen Bildern gestalten: Wandkalender, Tischkalender und Familienplaner in vielen Formaten. Startmonat frei wählbar.',
    },
    teaser: {
      headline: 'Ihr Jahr in Bildern',
      subline: 'Wandkalender, Tischkalender und Familienplaner mit Ihren Lieblingsfotos.',
      ctaText: 'Kalender gestalten',
    },
    h1: 'Fotokalender gestalten',
    intro: [
      'Ein **Fotokalender** begleitet Sie und Ihre Liebsten ein ganzes Jahr lang. Wählen Sie zwischen Wandkalender, Tischkalender, Küchenkalender und Familienplaner, legen Sie den Startmonat fest und füllen Sie jede Seite mit Ihren Lieblingsbildern.',
      'Formate von DIN A6 bis DIN A3, quadratisch oder im Panoramaformat, mit Spiralbindung oder Holzleiste – so passt Ihr Kalender an jede Wand. Noch mehr Platz für Erinnerungen bietet ein [Fotobuch](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'Der passende Kalender für jeden',
      items: [
        { headline: 'Wandkalender', text: 'Groß, brillant und der Blickfang im Wohnzimmer – von DIN A4 bis DIN A3.' },
        { headline: 'Geburtstagskalender', text: 'Nie wieder einen Geburtstag vergessen: immerwährend und ohne Jahreszahl.' },
        { headline: 'Fotobuch', text: 'Für alle Bilder, die in keinen Kalender mehr passen.' },
      ],
    },
    tips: {
      headline: 'Tipps für einen gelungenen Fotokalender',
      text: [
        {
          list: [
            'Wählen Sie Motive, die zur Jahreszeit passen – Schnee im Januar, Strand im August.',
            'Fotos im Querformat wirken auf einem Kalender im Querformat am besten.',
            'Tragen Sie Geburtstage und Jahrestage direkt im Kalendarium ein.',
          ],
        },
        'Übrigens: Ein Fotokalender ist eines der beliebtesten Weihnachtsgeschenke für Großeltern. Passende Grüße dazu finden Sie bei unseren [Weihnachtskarten](@christmas).',
      ],
    },
    info: {
      headline: 'Startmonat frei wählbar',
      text: [
        'Ihr Kalender muss nicht im Januar beginnen: Wählen Sie einfach Startmonat und Jahr – ideal als Geschenk zum Geburtstag oder zum Schuljahresbeginn.',
      ],
    },
    photoCaption: 'Ein Wandkalender mit Ihren Fotos – jeden Monat ein neuer Lieblingsmoment.',
  },
  about: {
    name: 'Über uns',
    seo: {
      title: 'Über uns – die Kartenmacher von Carta & Co.',
      description:
        'Wir sind Carta & Co.: Papierliebhaber, Designerinnen und Drucker. Erfahren Sie, wie und wo Ihre persönlichen Karten und Kalender entstehen.',
    },
    teaser: {
      headline: 'Wir lieben Papier',
      subline: 'Und Karten, die Menschen miteinander verbinden.',
      ctaText: 'Unsere Designs',
    },
    h1: 'Über Carta & Co.',
    intro: [
      'Carta & Co. begann mit einer einfachen Idee: Persönliche Karten sollen so leicht zu gestalten sein wie ein Foto zu verschicken – und sich trotzdem anfühlen wie etwas ganz Besonderes.',
      'Heute gestalten jedes Jahr Hunderttausende Menschen bei uns ihre **Hochzeitseinladungen, Geburtskarten und Weihnachtsgrüße**. Unser Team aus Designerinnen, Druckern und Kundenberatern sorgt dafür, dass jede Karte so ankommt, wie Sie sie sich vorgestellt haben.',
    ],
    values: {
      headline: 'Was uns wichtig ist',
      text: [
        {
          list: [
            '**Qualität:** Wir drucken in unserer eigenen Druckerei auf schwerem Papier aus verantwortungsvoller Forstwirtschaft.',
            '**Design:** Unsere Motive entstehen im eigenen Studio und gemeinsam mit unabhängigen Illustratorinnen und Illustratoren.',
            '**Service:** Bei Fragen hilft Ihnen unser [Kundenservice](@service) persönlich weiter.',
          ],
        },
      ],
    },
    photoCaption: 'Jede Bestellung wird von Hand geprüft und sorgfältig verpackt.',
    info: {
      headline: 'Nachhaltig gedruckt',
      text: ['Wir verwenden FSC®-zertifizierte Papiere, drucken mit Ökostrom und verzichten beim Versand auf Plastik.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: 'Sind Umschläge dabei?',
      text: [
        'Zu jeder Karte können Sie passende Umschläge in vielen Farben dazubestellen. Für die meisten Einladungen passt das Format **C6** oder **B6**, für lange Karten das Format DIN lang.',
      ],
    },
    {
      headline: 'Kann ich vorab eine Musterkarte bestellen?',
      text: [
        'Ja. Wählen Sie im Designer bei der Menge einfach „Muster“ – Sie erhalten dann eine einzelne Karte Ihres Designs und können Papier und Farben in Ruhe prüfen.',
      ],
    },
  ],
  photobooks: {
    name: 'Fotobuch',
    seo: {
      title: 'Fotobuch & Gästebuch selbst gestalten | Carta & Co.',
      description:
        'Gestalten Sie Ihr Fotobuch oder Hochzeitsgästebuch mit eigenen Fotos: Digitaldruck, Echtfotopapier oder Fotoheft, mit Hard- oder Softcover.',
    },
    teaser: {
      headline: 'Fotobücher, die man gern in die Hand nimmt',
      subline: 'Vom Hochzeitsalbum bis zum Gästebuch – gestaltet mit Ihren Fotos und gedruckt auf feinem Papier.',
      ctaText: 'Fotobuch gestalten',
    },
    h1: 'Fotobuch und Gästebuch gestalten',
    intro: [
      'Ein Fotobuch erzählt Ihre Geschichte Seite für Seite: die Hochzeit, das erste Jahr mit Baby, die große Reise. Wählen Sie eine unserer Vorlagen oder gestalten Sie **jede Doppelseite ganz frei**.',
    ],
    calculatorHeadline: 'Format und Ausführung wählen',
    section: {
      headline: 'Passend zu Ihren Karten',
      text: [
        'Viele unserer [Hochzeitskarten](@wedding) gibt es auch als Gästebuch im gleichen Design. So tragen Einladung, Tischkarte und Gästebuch eine gemeinsame Handschrift.',
      ],
    },
    photoCaption: 'Ein Gästebuch im Design der Einladung – die schönste Erinnerung an den großen Tag.',
    info: {
      headline: 'Lieferung in 5–7 Werktagen',
      text: ['Jedes Fotobuch binden wir einzeln. Planen Sie für Geschenke zu einem festen Termin bitte eine Woche ein.'],
    },
  },
  collages: {
    name: 'Fotocollage',
    seo: {
      title: 'Fotocollage als Poster oder Leinwand | Carta & Co.',
      description:
        'Ihre schönsten Fotos in einer Collage: als Poster, auf Leinwand oder gerahmt. Vorlagen für 2 bis 50 Bilder – ideal als Geschenk zur Hochzeit oder Taufe.',
    },
    teaser: {
      headline: 'Viele Erinnerungen, ein Bild',
      subline: 'Kombinieren Sie Ihre Lieblingsfotos zu einer Collage – als Poster, Leinwand oder gerahmt.',
      ctaText: 'Collage gestalten',
    },
    h1: 'Fotocollage gestalten',
    intro: [
      'Eine Fotocollage ist das perfekte Geschenk für Paare, Eltern und Großeltern. Wählen Sie ein Layout für **2 bis 50 Fotos**, ziehen Sie Ihre Bilder hinein und passen Sie Farben und Abstände an.',
    ],
    calculatorHeadline: 'Ihre Collage zum besten Preis',
    section: {
      headline: 'Ideen für Ihre Collage',
      text: [
        {
          list: [
            'Das erste Lebensjahr in zwölf Monatsbildern',
            'Die schönsten Hochzeitsfotos als Dankeschön für die Trauzeugen',
            'Ein Jahresrückblick für die ganze Familie',
          ],
        },
      ],
    },
    photoCaption: 'Neun Fotos, ein Rahmen: eine Collage erzählt die ganze Geschichte.',
    info: {
      headline: 'Tipp zur Auflösung',
      text: ['Der Designer zeigt bei jedem Foto an, ob die Auflösung für das gewählte Format reicht.'],
    },
  },
  photoPrints: {
    name: 'Fotoabzüge',
    seo: {
      title: 'Fotoabzüge online bestellen | Carta & Co.',
      description:
        'Fotoabzüge in matt oder glänzend, von 10 x 10 bis 30 x 20 cm – auf Wunsch in der Bilderbox. Perfekt für Gästebücher, Alben und Karten.',
    },
    teaser: {
      headline: 'Fotoabzüge auf echtem Fotopapier',
      subline: 'Matt oder glänzend, in sechs Formaten – auf Wunsch in der Bilderbox.',
      ctaText: 'Fotos hochladen',
    },
    h1: 'Fotoabzüge bestellen',
    intro: [
      'Ob fürs Gästebuch, das Fotoalbum oder als Beilage zur Dankeskarte: Unsere Abzüge werden auf **echtem Fotopapier** belichtet und kommen sicher verpackt zu Ihnen.',
    ],
    calculatorHeadline: 'Format wählen, Fotos hochladen',
    section: {
      headline: 'Matt oder glänzend?',
      text: [
        'Glänzende Abzüge zeigen kräftige Farben und tiefe Schatten. Matte Abzüge sind unempfindlich gegen Fingerabdrücke – ideal zum Einkleben in ein [Fotobuch](@photobooks).',
      ],
    },
    photoCaption: 'Abzüge in der Bilderbox: sicher verwahrt und schön zu verschenken.',
    info: {
      headline: 'Mengenrabatt',
      text: ['Ab **100 Abzügen** sparen Sie automatisch 10 %. Der Rabatt wird im Warenkorb abgezogen.'],
    },
  },
  photoFrames: {
    name: 'Bilderrahmen',
    seo: {
      title: 'Bilderrahmen mit Ihrem Foto | Carta & Co.',
      description:
        'Ihr Hochzeits- oder Familienfoto fertig gerahmt: Rahmen aus Holz, Aluminium oder Kunststoff, von 10 x 15 bis 50 x 70 cm. Ein Geschenk, das bleibt.',
    },
    teaser: {
      headline: 'Ihr schönstes Foto, fertig gerahmt',
      subline: 'Vom Hochzeitsfoto bis zum ersten Babybild – gedruckt, gerahmt und bereit für die Wand.',
      ctaText: 'Bilderrahmen gestalten',
    },
    h1: 'Bilderrahmen mit Foto gestalten',
    intro: [
      'Manche Fotos gehören nicht in die Schublade: das Brautpaar vor der Kirche, die ersten Stunden mit dem Baby, die ganze Familie an Weihnachten. Wir drucken Ihr Bild und liefern es **fertig gerahmt** – Sie brauchen nur noch einen Nagel.',
      'Wählen Sie einen Rahmen aus **Holz, Aluminium oder Kunststoff** und ein Format von 10 x 15 bis 50 x 70 cm. Ihr Format ist nicht dabei? Geben Sie einfach Ihre Wunschmaße ein.',
    ],
    calculatorHeadline: 'Rahmen und Format wählen',
    section: {
      headline: 'Passend zu Ihren Karten',
      text: [
        'Das Foto Ihrer [Hochzeitseinladung](@wedding) oder [Geburtskarte](@birth) macht sich auch an der Wand gut. Ein gerahmter Abzug ist außerdem ein schönes Dankeschön für Trauzeugen, Paten und Großeltern.',
        {
          list: [
            '**Holz:** warm und klassisch, passt zu fast jeder Einrichtung',
            '**Aluminium:** schmal und modern, mit dezentem Glanz',
            '**Kunststoff:** leicht und besonders günstig',
          ],
        },
      ],
    },
    photoCaption: 'Viele Rahmen, eine Geschichte: eine Bilderwand mit Ihren Lieblingsfotos.',
    info: {
      headline: 'Tipp für Ihre Bilderwand',
      text: [
        'Legen Sie die Rahmen zuerst auf dem Boden aus und lassen Sie zwischen den Bildern **5 bis 8 cm Abstand**. So wirkt die Wand ruhig, auch wenn die Formate verschieden sind.',
      ],
    },
  },
  photobox: {
    name: 'Fotobox',
    seo: {
      title: 'Fotobox mit Ihren Fotoabzügen | Carta & Co.',
      description:
        'Ihre Fotos als Abzüge in einer Box mit Leinenbezug und eigenem Deckel: bis zu 40 Abzüge in der kleinen, bis zu 150 in der großen Box. Zum Anfassen schön.',
    },
    teaser: {
      headline: 'Eine Box voller Erinnerungen',
      subline: 'Ihre Lieblingsfotos als Abzüge, verpackt in einer Leinenbox mit Ihrem Foto auf dem Deckel.',
      ctaText: 'Fotobox gestalten',
    },
    h1: 'Fotobox mit Abzügen gestalten',
    intro: [
      'Handyfotos verschwinden schnell in der Cloud. In der Fotobox werden sie wieder zu Bildern, die man in die Hand nimmt, herumreicht und verschenkt – zum Beispiel die schönsten Hochzeitsfotos als Dankeschön an die Eltern.',
      'Sie laden Ihre Fotos hoch, wir belichten sie auf **echtem Fotopapier** und legen sie in eine Box mit Leinenbezug. Den Deckel gestalten Sie mit Ihrem Lieblingsfoto und einem persönlichen Text.',
    ],
    calculatorHeadline: 'Box und Abzugsformat wählen',
    section: {
      headline: 'Zwei Größen',
      text: [
        {
          list: [
            '**Kleine Box:** bis zu 40 Abzüge in 13 x 9 oder 15 x 10 cm oder 30 Abzüge in 18 x 13 cm',
            '**Große Box:** bis zu 150 Abzüge in 15 x 10 cm, 120 in 18 x 13 cm oder 50 in 30 x 20 cm',
          ],
        },
        'Im Preis sind die Box und alle Abzüge enthalten, die hineinpassen. Einzelne Abzüge ohne Box bestellen Sie bei unseren [Fotoabzügen](@photoPrints).',
      ],
    },
    photoCaption: 'Abzüge für Album und Karten gibt es auch einzeln, ganz ohne Box.',
    info: {
      headline: 'Ein Geschenk mit Karte',
      text: [
        'Legen Sie der Box eine passende [Karte](@cardsOverview) bei: Mit einem Foto aus der Box auf der Vorderseite wird daraus ein kleines Geschenkset.',
      ],
    },
  },
  wallArt: {
    name: 'Wandbilder',
    seo: {
      title: 'Wandbilder mit eigenem Foto: Leinwand & mehr | Carta & Co.',
      description:
        'Ihr Foto als Wandbild: auf Leinwand im Schattenfugenrahmen, als gerahmtes Poster mit Passepartout oder hinter Acrylglas. Von 20 x 20 bis 150 x 100 cm.',
    },
    teaser: {
      headline: 'Ihr Foto als Wandbild',
      subline: 'Die Hochzeit, die Familie, Ihr Lieblingsort – groß auf Leinwand, gemacht fürs Wohnzimmer.',
      ctaText: 'Wandbild gestalten',
    },
    h1: 'Wandbilder mit Ihrem Foto',
    intro: [
      'Ein großes Bild verändert einen Raum: Über dem Sofa, im Flur oder im Schlafzimmer erinnert es jeden Tag an einen besonderen Moment. Wir drucken Ihr Foto auf **Leinwand** und setzen es in einen schmalen Schattenfugenrahmen – fertig zum Aufhängen.',
      'Lieber ein gerahmtes Poster oder Acrylglas? Im Preisrechner wechseln Sie das Material mit einem Klick und sehen sofort den Preis.',
    ],
    calculatorHeadline: 'Material und Format wählen',
    section: {
      headline: 'Welches Material passt zu Ihnen?',
      text: [
        {
          list: [
            '**Leinwand:** matte Oberfläche ohne Spiegelungen, wirkt warm und fast wie gemalt',
            '**Gerahmtes Poster:** mit Passepartout, ideal für Schwarz-Weiß-Fotos',
            '**Acrylglas:** leuchtende Farben und viel Tiefe, perfekt für Landschaften',
          ],
        },
        'Viele Fotos, ein Bild? Dann ist eine [Fotocollage](@collages) das Richtige für Sie.',
      ],
    },
    photoCaption: 'Ein breites Panorama über dem Sofa: So wird das Wandbild zum Mittelpunkt des Wohnzimmers.',
    info: {
      headline: 'Die richtige Größe',
      text: [
        'Als Faustregel ist ein Bild über dem Sofa etwa **zwei Drittel so breit** wie das Sofa selbst. Der Designer zeigt Ihnen außerdem, ob die Auflösung Ihres Fotos für das Format reicht.',
      ],
    },
  },
  cardsOverview: {
    name: 'Alle Karten',
    seo: {
      title: 'Karten für jeden Anlass im Überblick | Carta & Co.',
      description:
        'Hochzeitskarten, Geburtskarten, Weihnachtskarten, Fotokalender und Fotobücher: alle Produkte von Carta & Co. auf einen Blick, mit Preisen.',
    },
    teaser: {
      headline: 'Alle Karten auf einen Blick',
      subline: 'Finden Sie die passende Karte für Ihren Anlass – und alles, was dazugehört.',
      ctaText: 'Alle Designs ansehen',
    },
    h1: 'Karten für jeden Anlass',
    intro: [
      'Von der Hochzeitseinladung bis zum Weihnachtsgruß: Hier finden Sie alle Anlässe und Produkte mit ihrem Einstiegspreis. **Jede Karte können Sie vorab als Muster bestellen.**',
    ],
    overviewHeadline: 'Unsere Anlässe und Produkte',
    items: {
      wedding: { title: 'Hochzeitskarten', text: 'Save-the-Date, Einladung und Dankeskarte in einem Stil.' },
      birth: { title: 'Geburtskarten', text: 'Das neue Familienmitglied stolz vorstellen.' },
      christmas: { title: 'Weihnachtskarten', text: 'Festliche Grüße, privat oder geschäftlich.' },
      calendars: { title: 'Fotokalender', text: 'Zwölf Monate mit Ihren schönsten Fotos.' },
      photobooks: { title: 'Fotobücher', text: 'Gästebücher und Fotoalben in Ihrem Design.' },
      allDesigns: { title: 'Alle Designs', text: '60 Designs für jeden Anlass.' },
    },
    themesHeadline: 'Beliebte Kartendesigns',
    info: {
      headline: 'Erst ansehen, dann bestellen',
      text: ['Eine gedruckte Musterkarte Ihres Designs schicken wir Ihnen vorab zu, inklusive Versand; den Preis sehen Sie im Designer.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Klappkarte A6 auf mattem Papier',
      text: ['Unsere beliebteste Hochzeitseinladung: vierseitig, auf 350 g/m² Naturkarton, auf Wunsch mit Goldveredelung.'],
    },
    accessoryHeadline: 'Passende Umschläge und Einleger',
    sampleCard: {
      headline: 'Hochformat auf Perlmuttpapier',
      text: 'Schimmerndes Papier für festliche Einladungen – bestellen Sie eine Musterkarte vorab.',
    },
    calendar: {
      headline: 'Wandkalender A3 quer',
      text: ['Großformatig für Ihre Landschaftsfotos, mit Spiralbindung und Aufhänger – Start in jedem beliebigen Monat.'],
    },
    photobook: {
      headline: 'Fotobuch A4 quer im Digitaldruck',
      text: ['Das Format für Hochzeits- und Reisealben: Platz für große Fotos, mit Hardcover und PUR-Bindung.'],
    },
    voucher: {
      code: 'KARTENGLUECK',
      headline: '15 % auf Ihre erste Kartenbestellung',
      text: ['Geben Sie den Code im Warenkorb ein – gültig für alle Karten; den Mindestbestellwert zeigt der Warenkorb.'],
      minimumOrderValue: 40,
    },
  },
  error: {
    name: 'Seite nicht gefunden',
    seo: {
      title: 'Seite nicht gefunden | Carta & Co.',
      description:
        'Diese Seite gibt es leider nicht. Entdecken Sie stattdessen unsere Karten für Hochzeit, Geburt und Weihnachten oder unsere Fotokalender.',
    },
    headline: 'Hoppla, diese Seite gibt es nicht',
    text: [
      'Vielleicht hat sich ein Tippfehler eingeschlichen, oder die Seite ist umgezogen. Kein Grund zur Sorge: Auf der [Startseite](@home) finden Sie alles wieder, und in unserer [Designübersicht](@products) warten 60 Designs auf Sie.',
    ],
  },
  products: {
    name: 'Alle Designs',
    seo: {
      title: 'Alle Karten-Designs entdecken | Carta & Co.',
      description:
        'Stöbern Sie in allen Designs für Hochzeit, Geburt, Geburtstag, Weihnachten und Trauer – und filtern Sie nach Anlass, Farbe und Format.',
    },
    headline: 'Alle Designs',
    text: [
      'Finden Sie das passende Design für Ihren Anlass: Filtern Sie nach **Anlass, Farbe, Format und Veredelung** und öffnen Sie Ihren Favoriten direkt im Designer. Jedes Design lässt sich mit Ihren Fotos und Texten anpassen.',
    ],
  },
  themes: {
    name: 'Themenwelten',
    seo: {
      title: 'Themenwelten für jeden Anlass | Carta & Co.',
      description:
        'Von Hochzeit bis Weihnachten: In unseren Themenwelten finden Sie aufeinander abgestimmte Karten, Kalender und Gästebücher.',
    },
    headline: 'Unsere Themenwelten',
    text: [
      'In jeder Themenwelt haben wir Karten, Einladungen und Accessoires zusammengestellt, die perfekt zueinander passen. So gestalten Sie von der ersten Einladung bis zur Danksagung alles in **einem durchgängigen Stil**.',
    ],
  },
  newsletterConfirm: {
    name: 'Newsletter bestätigen',
    seo: {
      title: 'Newsletter-Anmeldung bestätigen | Carta & Co.',
      description: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Carta & Co. mit einem Klick.',
    },
    headline: 'Fast geschafft!',
    text: [
      'Bitte bestätigen Sie Ihre Anmeldung zu unserem Newsletter mit einem Klick auf die Schaltfläche unten. Erst danach senden wir Ihnen Inspiration, neue Designs und exklusive Angebote.',
      'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese Seite einfach – ohne Bestätigung erhalten Sie keine E-Mails von uns.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – zur Startseite',
    magazine: 'Magazin',
    service: 'Service',
    account: 'Mein Konto',
    cart: 'Warenkorb',
  },
  navigation: {
    wedding: 'Hochzeit',
    birth: 'Geburt & Taufe',
    christmas: 'Weihnachten',
    calendars: 'Fotokalender',
    photobooks: 'Fotobücher',
    allDesigns: 'Alle Designs',
    about: 'Über uns',
    collages: 'Fotocollagen',
    photoPrints: 'Fotoabzüge',
    cardsOverview: 'Alle Karten',
    photoFrames: 'Bilderrahmen',
    photobox: 'Fotobox',
    wallArt: 'Wandbilder',
  },
  footer: {
    newsletter: {
      headline: 'Neue Designs zuerst sehen',
      inputPlaceholder: 'Ihre E-Mail-Adresse',
      ctaText: 'Anmelden',
      newsletterText:
        'Erhalten Sie Inspiration, neue Kollektionen und exklusive Gutscheine. Die Abmeldung ist jederzeit mit einem Klick möglich.',
    },
    occasionsTitle: 'Anlässe & Produkte',
    serviceTitle: 'Hilfe & Kontakt',
    serviceFaq: 'Häufige Fragen',
    emailUs: 'E-Mail an den Kundenservice',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Karten online gestalten bei Carta & Co.:** Ob [Hochzeitskarten](@wedding), [Geburtskarten](@birth) oder [Weihnachtskarten](@christmas) – bei uns gestalten Sie persönliche Karten mit Ihren eigenen Fotos und Texten, ganz einfach im Browser.',
      'Neben Karten für jeden Anlass finden Sie Gästebücher, Kondolenzbücher, [Fotokalender](@calendars) und Fotobücher. Alle Produkte drucken wir auf hochwertigem Papier und versenden sie schnell und sicher zu Ihnen nach Hause.',
    ],
    serviceText: 'Mo–Fr 8–18 Uhr persönlich für Sie da',
    copyright: '© 2026 Carta & Co. Alle Rechte vorbehalten.',
  },
};

export const deDeEaster: DraftOnlyPageCopy = {
  slug: 'ostern',
  name: 'Osterkarten',
  seo: {
    title: 'Osterkarten mit Foto gestalten | Carta & Co.',
    description:
      'Frühlingshafte Osterkarten mit eigenen Fotos gestalten und Familie und Freunden frohe Ostern wünschen – gedruckt auf Premium-Papier.',
  },
  teaser: {
    headline: 'Frohe Ostern!',
    subline: 'Frühlingshafte Grüße mit Ihren schönsten Fotos.',
    ctaText: 'Osterkarten entdecken',
  },
  h1: 'Osterkarten gestalten',
  intro: [
    'Ostern ist die perfekte Gelegenheit, sich nach dem Winter bei Familie und Freunden zu melden. Mit unseren **Osterkarten** verbinden Sie frühlingshafte Motive mit Ihren eigenen Fotos.',
    'Alle Osterdesigns finden Sie in unserer [Designübersicht](@products).',
  ],
  ideas: {
    headline: 'Ideen für Ostern',
    items: [
      { headline: 'Osterkarten mit Foto', text: 'Das Familienfoto vom Osterspaziergang als Gruß an die Großeltern.' },
      { headline: 'Passende Umschläge', text: 'In frischen Frühlingsfarben wie Zartgelb und Salbeigrün.' },
      { headline: 'Fotokalender', text: 'Den Frühling festhalten und das ganze Jahr über ansehen.' },
    ],
  },
  tips: {
    headline: 'Rechtzeitig zum Fest',
    text: ['Bestellen Sie Ihre Osterkarten **spätestens zehn Tage vor Ostersonntag**, damit sie pünktlich im Briefkasten liegen.'],
  },
  info: {
    headline: 'Tipp für Familien',
    text: ['Kinderzeichnungen lassen sich einscannen und wie ein Foto einsetzen – so gestalten die Kleinen ihre Osterkarte selbst mit.'],
  },
  photoCaption: 'Ostergrüße in Frühlingsfarben – mit passendem Umschlag.',
};
