import type { PosterCopy } from './copy-types.ts';

// Dutch copy addresses customers formally (u, uw); prices put the euro sign first ({price:canvas}).
export const nlNl: PosterCopy = {
  locale: 'nl-nl',
  slugs: {
    canvas: 'afdruk-op-canvas',
    acrylic: 'foto-op-plexiglas',
    framed: 'ingelijste-posters',
    photoPrints: 'fotoafdrukken',
    about: 'over-ons',
    photoFrames: 'fotolijsten',
    collages: 'fotocollage',
    photobox: 'fotobox',
    photobooks: 'fotoboeken',
    wallArt: 'wanddecoratie',
    calendars: 'fotokalender',
    cards: 'fotokaarten',
  },
  header: {
    logoAlt: 'Posterly – naar de homepage',
    magazine: 'Magazine',
    service: 'Klantenservice',
    account: 'Mijn account',
    cart: 'Winkelwagen',
  },
  navigation: {
    wallArt: 'Wanddecoratie',
    canvas: 'Canvas',
    acrylic: 'Plexiglas & aluminium',
    framed: 'Ingelijste posters',
    photoPrints: 'Fotoafdrukken',
    collages: 'Collages',
    about: 'Over ons',
    photoFrames: 'Fotolijsten',
    photobooks: 'Fotoboeken',
    photobox: 'Fotobox',
  },
  footer: {
    newsletter: {
      headline: 'Inspiratie voor uw muren',
      inputPlaceholder: 'Uw e-mailadres',
      ctaText: 'Aanmelden',
      newsletterText:
        'Nieuwe ontwerpen, woonideeën en exclusieve kortingscodes, ongeveer twee keer per maand. Afmelden kan altijd met één klik.',
    },
    boxTitles: { wallArt: 'Wanddecoratie', photoProducts: 'Fotoproducten', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'Alle ontwerpen',
      collage: 'Fotocollage',
      photobox: 'Fotobox',
      photoFrame: 'Fotolijsten',
      calendars: 'Fotokalenders',
      cards: 'Fotokaarten',
      service: 'Klantenservice',
      account: 'Mijn account',
      magazine: 'Magazine',
    },
    seoText: [
      'Bij Posterly maakt u van uw mooiste foto’s **wanddecoratie van galeriekwaliteit**: als poster, [afdruk op canvas](@canvas), plexiglas, aluminium dibond of als [ingelijste poster](@framed). We drukken elk stuk afzonderlijk in ons eigen atelier in Keulen, met lichtechte inkt en op materialen die we zelf uitvoerig hebben getest.',
      'Liever klassiek? Bestel [fotoafdrukken](@photoPrints) op echt fotopapier of ontdek [60 ontwerpen](/products) van onafhankelijke kunstenaars.',
    ],
    serviceText: 'Van maandag tot en met vrijdag van 8.00 tot 18.00 uur voor u klaar',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Home',
    seo: {
      title: 'Posters, canvas en wanddecoratie met uw foto | Posterly',
      description:
        'Maak van uw foto’s posters, canvasdoeken, plexiglas of ingelijste posters. Galeriekwaliteit, binnen 3–5 werkdagen bij u thuis bezorgd.',
    },
    hero: {
      headline: 'Uw foto’s. Uw muur. Uw kunstwerk.',
      subline: 'Posters, canvas en plexiglas van galeriekwaliteit, binnen 3–5 werkdagen in huis.',
      ctaText: 'Begin met ontwerpen',
    },
    usps: [
      'Binnen 3–5 werkdagen bezorgd',
      'Beoordeeld met {reviews:rating} sterren in {reviews:count} reviews',
      'Klimaatneutraal gedrukt op FSC®-papier',
      '100 dagen tevredenheidsgarantie',
    ],
    intro: {
      headline: 'Wanddecoratie die uw verhaal vertelt',
      text: [
        'Een vakantiefoto, een familieportret of uw favoriete ontwerp uit onze collectie: bij Posterly wordt het een wanddecoratie waar u jaren plezier van hebt. Kies materiaal en formaat, upload uw foto en zie meteen hoe het aan de muur staat. **Elke afbeelding controleren we met de hand voordat we gaan drukken.**',
        'Twijfelt u over het materiaal? Onze klassieker is de [afdruk op canvas](@canvas): warm, mat en zonder reflecties.',
      ],
    },
    familiesHeadline: 'Vind uw materiaal',
    families: {
      canvas: { headline: 'Canvas', text: 'Op een houten frame gespannen en klaar om op te hangen, vanaf {price:canvas}.' },
      acrylic: { headline: 'Plexiglas & aluminium', text: 'Stralende kleuren en echte diepte, vanaf {price:acrylic}.' },
      framed: { headline: 'Ingelijste posters', text: 'In een houten of aluminium lijst, met optioneel passe-partout, vanaf {price:framed}.' },
      photoPrints: { headline: 'Fotoafdrukken', text: 'Echt fotopapier in mat of glans, vanaf {price:photoprint} per afdruk.' },
    },
    photoCaption: 'Meerdere wanddecoraties, één stijl: combineer formaten tot een fotowand die helemaal bij u past.',
    reco: {
      headline: 'Favoriet bij onze klanten',
      items: {
        poster: { title: 'Fotoposters', label: 'Bestseller' },
        aluminium: { title: 'Aluminium dibond' },
        wallpaper: { title: 'Fotobehang', label: 'Nieuw' },
        collage: { title: 'Fotocollages' },
        photobox: { title: 'Fotoboxen' },
        galleryWall: { title: 'Fotowanden', label: 'Tip' },
      },
    },
    info: {
      headline: 'Snel bezorgd',
      text: [
        'Bestellingen die **op werkdagen vóór 12.00 uur** binnenkomen, verlaten ons atelier meestal de volgende werkdag. Alle verzendopties vindt u bij de [klantenservice](@service).',
      ],
    },
    video: {
      title: 'Zo hangt u uw wanddecoratie goed op',
      caption: 'Stap voor stap: de juiste hoogte, het juiste gereedschap en tips voor uw fotowand.',
    },
  },
  pages: {
    canvas: {
      name: 'Afdruk op canvas',
      seo: {
        title: 'Canvas met uw eigen foto vanaf {price:canvas} | Posterly',
        description:
          'Uw foto op canvas: op een houten frame gespannen, klaar om op te hangen, in meer dan 50 formaten. Ontwerp nu en ontvang uw canvas in 3–5 werkdagen.',
      },
      hero: {
        headline: 'Uw eigen foto op canvas',
        subline: 'Met de hand gespannen op een frame van FSC®-hout en klaar om op te hangen.',
        ctaText: 'Ontwerp uw canvas',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'Uw foto op canvas',
        text: [
          'Canvas brengt warmte in elke ruimte: de fijne structuur en het matte oppervlak geven foto’s een geschilderde uitstraling, zonder reflecties. We drukken uw afbeelding met lichtechte pigmentinkt op **premium canvas van katoen en polyester** en spannen het met de hand op een houten frame.',
        ],
      },
      sections: [
        {
          headline: 'Frame en randen',
          text: [
            'U kiest uit twee framediktes:',
            {
              list: [
                '**2,5 cm**: slank en licht, ideaal voor kleinere formaten',
                '**3,8 cm**: steviger, voor grote formaten met een galerie-uitstraling',
              ],
            },
            'Voor de randen zijn er drie opties: de afbeelding loopt door over de zijkant, wordt gespiegeld, of de rand krijgt een kleur naar keuze.',
          ],
        },
        {
          headline: 'Formaten van 20 x 20 tot 150 x 100 cm',
          text: [
            'Van een klein vierkant voor op de plank tot een panorama boven de bank: kies uit meer dan 50 standaardformaten of vul uw eigen maat tot op de centimeter in. Onze tip: één groot canvas oogt vaak rustiger dan veel kleine.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tip voor de beeldkwaliteit',
        text: [
          'Voor een scherpe afdruk heeft uw foto op het gekozen formaat minstens **150 dpi** nodig. Geen zorgen: de ontwerptool laat meteen zien of de resolutie voldoende is.',
        ],
      },
      photoCaption: 'Een groot canvas boven de bank: de klassieker voor elke woonkamer.',
      recoHeadline: 'Ontdek meer materialen',
    },
    acrylic: {
      name: 'Plexiglas & aluminium dibond',
      seo: {
        title: 'Foto op plexiglas en aluminium dibond | Posterly',
        description:
          'Uw foto achter plexiglas of op aluminium dibond: stralende kleuren, indrukwekkende diepte en onzichtbare ophanging. Wanddecoratie van galeriekwaliteit.',
      },
      hero: {
        headline: 'Plexiglas van galeriekwaliteit',
        subline: 'Stralende kleuren en een diepte die u ziet.',
        ctaText: 'Ontwerp uw plexiglas',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'Uw foto achter plexiglas',
        text: [
          'Achter plexiglas komen foto’s pas echt tot leven: kleuren worden voller, zwart wordt dieper en het beeld krijgt een bijna driedimensionale diepte. We gebruiken **kristalhelder plexiglas van 5 mm dik**, desgewenst in museumkwaliteit met ontspiegelde afwerking.',
        ],
      },
      sections: [
        {
          headline: 'Direct bedrukt of fine-art kaschering',
          text: [
            'Bij **directe bedrukking** drukken we uw afbeelding rechtstreeks op de achterkant van het plexiglas: stevig en voordelig. Bij de **fine-art variant** kacheren we een echte fotoafdruk achter het plexiglas, voor de fijnste details en een extra groot kleurbereik.',
          ],
        },
        {
          headline: 'Liever mat? Aluminium dibond',
          text: [
            'Aluminium dibond is een lichte sandwichplaat met een kern van aluminium. Het oogt modern en is mat, dus zonder reflecties. Bij de geborstelde variant schemert het metaal door in de lichte delen van de foto: ideaal voor architectuur en zwart-witfotografie.',
          ],
        },
        {
          headline: 'Ophangen zonder zichtbare haken',
          text: [
            'Op verzoek krijgt elke plaat een onzichtbaar aluminium ophangsysteem aan de achterkant, zodat de foto op zo’n 2 cm van de muur lijkt te zweven. Of we boren vier gaten in de hoeken voor montage met afstandhouders.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Met een baklijst',
        text: [
          'In een houten of aluminium baklijst oogt uw plexiglas als een museumstuk. U voegt de lijst eenvoudig toe in de ontwerptool.',
        ],
      },
      photoCaption: 'Geborsteld aluminium dibond: mat, licht en schijnbaar zwevend voor de muur.',
      recoHeadline: 'Ontdek meer materialen',
    },
    framed: {
      name: 'Ingelijste posters',
      seo: {
        title: 'Ingelijste posters en foto’s met lijst | Posterly',
        description:
          'Uw foto als poster in een houten of aluminium lijst, met passe-partout en acrylglas in museumkwaliteit. Ingelijst geleverd en direct op te hangen.',
      },
      hero: {
        headline: 'Ingelijste posters, klaar om op te hangen',
        subline: 'Uw foto in de lijst van uw keuze, met de hand ingelijst in ons atelier.',
        ctaText: 'Kies uw lijst',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'De juiste lijst voor elke foto',
        text: [
          'Een lijst maakt van een poster een kunstwerk. We drukken uw foto op zijdeglans premium fotopapier, **zetten hem met de hand in de lijst** en leveren hem klaar om op te hangen, veilig verpakt in een doos die zo bij het oud papier kan.',
        ],
      },
      sections: [
        {
          headline: 'Hout, aluminium of kunststof',
          text: [
            {
              list: [
                '**Houten lijsten** van massief grenen of eiken: naturel, wit of zwart gelakt',
                '**Aluminium lijsten**: slank en tijdloos in zwart, zilver, goud of koper',
                '**Kunststof lijsten**: licht en voordelig, ideaal voor de kinderkamer en fotowanden',
              ],
            },
          ],
        },
        {
          headline: 'Passe-partout en glas',
          text: [
            'Een passe-partout in wit, crème of zwart geeft uw foto ademruimte en trekt de aandacht naar het beeld. Uw afdruk wordt beschermd door onbreekbaar acrylglas, desgewenst **ontspiegeld in museumkwaliteit**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Ideeën voor uw fotowand',
        text: [
          'Combineer drie tot negen lijsten in dezelfde kleur maar in verschillende formaten. Leg ze eerst op de vloer: zo vindt u het snelst de mooiste opstelling.',
        ],
      },
      photoCaption: 'Een fotowand van ingelijste posters vertelt veel verhalen tegelijk.',
      recoHeadline: 'Ontdek meer materialen',
    },
    photoPrints: {
      name: 'Fotoafdrukken',
      seo: {
        title: 'Fotoafdrukken online bestellen vanaf {price:photoprint} | Posterly',
        description:
          'Laat uw foto’s afdrukken op echt fotopapier: mat, glans of Hahnemühle Fine Art, van 9 x 13 tot 20 x 30 cm. Snel bezorgd, desgewenst in een fotobox.',
      },
      hero: {
        headline: 'Fotoafdrukken op echt fotopapier',
        subline: 'Uw mooiste momenten om vast te houden, vanaf {price:photoprint} per afdruk.',
        ctaText: 'Foto’s uploaden',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Foto’s afdrukken zoals vroeger, maar sneller',
        text: [
          'Op uw telefoon raken de mooiste foto’s snel ondergesneeuwd. Als afdruk krijgen ze de plek die ze verdienen: in een album, op de koelkast of als cadeau. We drukken uw foto’s af op **echt fotografisch papier**, voor natuurlijke huidtinten en kleuren die tientallen jaren meegaan.',
        ],
      },
      sections: [
        {
          headline: 'Formaten en papiersoorten',
          text: [
            'Kies uit de klassieke formaten **9 x 13, 10 x 15, 13 x 18 en 20 x 30 cm** of vierkante afdrukken van 10 x 10 cm. Daarbij passen drie papiersoorten:',
            {
              list: [
                'Glans: heldere kleuren en krachtige contrasten',
                'Mat: stijlvol en ongevoelig voor vingerafdrukken',
                'Hahnemühle Fine Art: museumpapier voor uw bijzonderste foto’s',
              ],
            },
          ],
        },
        {
          headline: 'Mooi verpakt in een fotobox',
          text: [
            'Op verzoek leveren we uw afdrukken in een stevige fotobox met een zelf ontworpen deksel: een cadeau dat bijblijft. U [ontwerpt uw fotobox](/configurator-photobox/) in dezelfde stap.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Staffelkorting',
        text: [
          'Vanaf **100 afdrukken** bespaart u automatisch 10 %, vanaf 250 afdrukken zelfs 20 %. De korting wordt in de winkelwagen verrekend.',
        ],
      },
      photoCaption: 'Uw afdrukken, veilig bewaard in een fotobox met linnen bekleding.',
      recoHeadline: 'Maak van uw foto’s wanddecoratie',
    },
    about: {
      name: 'Over ons',
      seo: {
        title: 'Over ons: uw fotoatelier sinds 2009 | Posterly',
        description:
          'Sinds 2009 maken we van foto’s wanddecoratie: met 180 mensen, een eigen atelier in Keulen en groene stroom. Maak kennis met het team achter Posterly.',
      },
      hero: {
        headline: 'Wij houden van foto’s aan de muur',
        subline: 'Sinds 2009 drukken we in Keulen: stuk voor stuk, met zorg en groene stroom.',
        ctaText: 'Onze producten',
        cta: '/products',
      },
      intro: {
        headline: 'Van garage tot fotoatelier',
        text: [
          'Het begon allemaal in 2009 met een tweedehands grootformaatprinter in een garage in Keulen. Vandaag werken er **zo’n 180 mensen** bij Posterly: in de drukkerij, de lijstenmakerij, de klantenservice en de ontwikkeling. Onze lat ligt nog altijd even hoog: elk stuk dat ons atelier verlaat, zouden we zelf aan de muur hangen.',
        ],
      },
      sections: [
        {
          headline: 'Alles onder één dak',
          text: [
            'We drukken, spannen, lijsten in en verpakken alles in ons eigen atelier. Zo houden we elke stap in de gaten en kunnen we snel leveren.',
          ],
        },
        {
          headline: 'Verantwoordelijkheid voor morgen',
          text: [
            'Onze machines draaien op 100 % groene stroom, onze papiersoorten zijn FSC®-gecertificeerd en onze verpakkingen zijn van gerecycled karton. De onvermijdelijke uitstoot van de bezorging compenseren we via gecertificeerde klimaatprojecten.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Vragen? We helpen u graag',
        text: [
          'Onze klantenservice staat van maandag tot en met vrijdag van 8.00 tot 18.00 uur voor u klaar, telefonisch, per e-mail of via de chat. Alle contactmogelijkheden vindt u bij de [klantenservice](@service).',
        ],
      },
      photoCaption: 'Bij ons begint elke fotowand met een proefdruk.',
      recoHeadline: 'Onze producten',
    },
    photoFrames: {
      name: 'Fotolijsten',
      seo: {
        title: 'Fotolijst met uw eigen foto | Posterly',
        description:
          'Uw foto in een lijst van hout, aluminium of kunststof, desgewenst met passe-partout. Van 13 x 18 tot 40 x 50 cm, klaar om neer te zetten of op te hangen.',
      },
      hero: {
        headline: 'Een fotolijst voor uw mooiste foto',
        subline: 'Wij drukken, lijsten in en verpakken – u hebt alleen nog een spijker nodig.',
        ctaText: 'Fotolijst ontwerpen',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Foto’s die een lijst verdienen',
        text: [
          'Een lijst maakt van een kiekje een herinnering. Kies formaat en lijst, upload uw foto – wij drukken hem op **zijdeglans fotopapier** en zetten hem met de hand in de lijst.',
        ],
      },
      sections: [
        {
          headline: 'Drie lijsten voor elke stijl',
          text: [
            {
              list: [
                '**Hout** – warm en natuurlijk, in zwart, wit of eiken',
                '**Aluminium** – smal en modern, in zwart, zilver of goud',
                '**Kunststof** – licht en voordelig, ideaal voor de kinderkamer',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Onze tip: een passe-partout',
        text: ['Een wit passe-partout laat zelfs kleine foto’s groots uitkomen. U voegt het in de ontwerptool met één klik toe.'],
      },
      photoCaption: 'Ingelijste familiefoto’s in verschillende formaten, samen aan één wand.',
      recoHeadline: 'Meer ideeën voor uw muren',
    },
    collages: {
      name: 'Fotocollage',
      seo: {
        title: 'Fotocollage op canvas of als poster | Posterly',
        description:
          'Veel foto’s, één wanddecoratie: maak uw fotocollage op canvas, als poster of ingelijst. Kant-en-klare lay-outs voor 2 tot 50 foto’s, in elk formaat.',
      },
      hero: {
        headline: 'Fotocollage: veel momenten, één beeld',
        subline: 'Kies een lay-out, sleep uw foto’s erin en uw wanddecoratie is klaar.',
        ctaText: 'Collage maken',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'Uw verhaal in één oogopslag',
        text: [
          'Een vakantie, een jaar, een heel gezinsleven: een collage vertelt meer dan één foto. Onze lay-outs schikken **2 tot 50 foto’s** harmonieus – op canvas, als poster of ingelijst.',
        ],
      },
      sections: [
        {
          headline: 'Zo ontstaat uw collage',
          text: [
            {
              list: [
                'Kies een lay-out en formaat',
                'Upload uw foto’s en sleep ze op hun plek',
                'Pas achtergrondkleur en tussenruimte aan',
              ],
            },
            'De ontwerptool laat u altijd een voorbeeld op ware grootte zien.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Het perfecte cadeau',
        text: ['Voor een trouwdag, een verjaardag of opa en oma: een collage met gedeelde herinneringen valt altijd in de smaak.'],
      },
      photoCaption: 'Een grote collage boven de bank bundelt de mooiste momenten van het jaar.',
      recoHeadline: 'Ontdek meer materialen',
    },
    photobox: {
      name: 'Fotobox',
      seo: {
        title: 'Fotobox gevuld met uw afdrukken | Posterly',
        description:
          'Tot 100 fotoafdrukken in een doos met linnen bekleding en uw eigen foto op het deksel. Een persoonlijk cadeau vol herinneringen om vast te houden.',
      },
      hero: {
        headline: 'Een fotobox voor uw herinneringen',
        subline: 'Uw afdrukken in een doos met linnen bekleding, met uw foto op het deksel.',
        ctaText: 'Fotobox vullen',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Foto’s om te geven en te bewaren',
        text: [
          'De fotobox is het album voor wie graag bladert: afhankelijk van de maat past er **tot 100 afdrukken** in, ze blijven stofvrij en de box staat prachtig in de kast. De foto op het deksel kiest u zelf.',
        ],
      },
      sections: [
        {
          headline: 'Twee maten',
          text: [
            'In de **fotobox** passen afdrukken tot 13 x 18 cm, in de **fotobox MAX** ook grotere formaten tot 20 x 30 cm. Allebei met glanzende of matte [fotoafdrukken](@photoPrints).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Goed om te weten',
        text: ['De box komt gevuld met uw afdrukken, vanaf {price:photobox}.'],
      },
      photoCaption: 'Afdrukken en box komen samen bij u aan, klaar om cadeau te geven.',
      recoHeadline: 'Maak van foto’s wanddecoratie',
    },
    photobooks: {
      name: 'Fotoboeken',
      seo: {
        title: 'Fotoboek maken: echt fotopapier of digitaal | Posterly',
        description:
          'Uw fotoboek op echt fotopapier met layflat-binding, digitaal gedrukt of als fotoboekje. Van 24 tot 200 pagina’s, harde of zachte kaft.',
      },
      hero: {
        headline: 'Een fotoboek zo uniek als uw verhaal',
        subline: 'Echt fotopapier, digitale druk of fotoboekje – met sjablonen of helemaal zelf.',
        ctaText: 'Fotoboek maken',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Herinneringen om door te bladeren',
        text: [
          'Een fotoboek bewaart reizen, bruiloften en het eerste jaar van uw baby voor altijd. U kiest formaat, papier en kaft, onze sjablonen helpen bij de opmaak – en **we controleren elke pagina voor het drukken**.',
        ],
      },
      sections: [
        {
          headline: 'Drie soorten fotoboeken',
          text: [
            {
              list: [
                '**Echt fotopapier** – belicht op echt fotopapier, met layflat-binding voor panorama’s over de dubbele pagina',
                '**Digitale druk** – op mat of glanzend papier, met PUR-lijmbinding',
                '**Fotoboekje** – licht en voordelig, geniet',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Meer pagina’s, lagere prijs',
        text: ['Hoe meer pagina’s, hoe minder elke pagina kost. Uw prijs wordt meteen bijgewerkt.'],
      },
      photoCaption: 'In het fotoboek op fotopapier liggen panorama’s plat over beide pagina’s, zonder vouw.',
      recoHeadline: 'Haal nog meer uit uw foto’s',
    },
    wallArt: {
      name: 'Wanddecoratie',
      seo: {
        title: 'Wanddecoratie met uw foto: alle materialen | Posterly',
        description:
          'Canvas, plexiglas, aluminium, ingelijste posters of collages: al onze wanddecoratie in één overzicht, met prijzen en tips voor het juiste materiaal.',
      },
      hero: {
        headline: 'Al onze wanddecoratie in één overzicht',
        subline: 'Van poster tot plexiglas: vind het materiaal dat bij uw foto en uw ruimte past.',
        ctaText: 'Ontwerpen bekijken',
        cta: '/products',
      },
      intro: {
        headline: 'Welke wanddecoratie past bij u?',
        text: [
          'Elk materiaal heeft zijn eigen karakter: canvas voelt warm, plexiglas briljant, een lijst klassiek. Hier ziet u al onze wanddecoratie met de vanafprijs – **met één klik gaat u naar de details en de prijscalculator**.',
        ],
      },
      sections: [
        {
          headline: 'De vuistregel voor grote ruimtes',
          text: [
            'Boven een bank of dressoir neemt een foto idealiter zo’n twee derde van de breedte van het meubel in. Hoge ruimtes vragen om staande formaten, lange wanden om panorama’s of een [fotocollage](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Twijfelt u over het materiaal?',
        text: ['Onze klantenservice adviseert u graag – stuur ons gewoon een foto van uw muur via de [klantenservice](@service).'],
      },
      photoCaption: 'Een breed canvas zet de toon in de woonkamer.',
      recoHeadline: 'Onze populairste materialen',
    },
    calendars: {
      name: 'Fotokalender',
      seo: {
        title: 'Fotokalender maken met uw eigen foto’s | Posterly',
        description:
          'Wand- en bureaukalenders met uw mooiste foto’s: A3, A4 of vierkant, met een startmaand naar keuze. Binnen 3–5 werkdagen bij u thuis bezorgd.',
      },
      hero: {
        headline: 'Fotokalender: uw jaar in beeld',
        subline: 'Twaalf favoriete foto’s, één kalender – als grote wandkalender of handige bureaukalender.',
        ctaText: 'Kalender maken',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'Een kalender met uw eigen foto’s',
        text: [
          'Een fotokalender is wanddecoratie die elke maand verandert: het strand in juli, een sneeuwwandeling in januari, het kinderfeestje in mei. We drukken uw foto’s op **stevig mat kunstdrukpapier van 250 g/m²**, binden de bladen met een metalen spiraal en voegen een ophanghaakje toe.',
          'Kies het formaat en de startmaand, upload uw foto’s en zet verjaardagen direct in de editor – ze worden meegedrukt in het kalendarium.',
        ],
      },
      sections: [
        {
          headline: 'Wandkalender of bureaukalender?',
          text: [
            {
              list: [
                '**Wandkalender** – in A3 of A4, staand of liggend, of vierkant in 30 x 30 cm: groot genoeg om uw foto’s als posters te laten ogen',
                '**Bureaukalender** – in A5 of A6 liggend, vierkant of als smal panorama, met spiraal, op een houten blok of in een houten voet',
              ],
            },
          ],
        },
        {
          headline: 'Een cadeau dat twaalf maanden meegaat',
          text: [
            'Met de feestdagen is een fotokalender een van de populairste cadeaus voor opa’s, oma’s en peetouders. Bestel **vóór half december**, dan ligt hij op tijd onder de boom. Verdient uw favoriete foto van het jaar meer ruimte? Bestel hem ook als [fotoafdruk](@photoPrints) of als grote [afdruk op canvas](@canvas).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tip: staande foto’s voor een staand formaat',
        text: [
          'Staande foto’s komen het mooist uit in de staande A3-wandkalender. Voor landschappen kiest u gewoon de liggende versie – het formaat wisselt u met één klik in de editor.',
        ],
      },
      photoCaption: 'Twaalf favoriete foto’s – één voor elke maand.',
      recoHeadline: 'Uw foto’s ook aan de muur',
    },
    cards: {
      name: 'Fotokaarten',
      seo: {
        title: 'Fotokaarten maken met uw eigen foto | Posterly',
        description:
          'Dubbele kaarten en ansichtkaarten met uw eigen foto’s: voor verjaardagen, als bedankje of zomaar. Met bijpassende enveloppen, binnen 3–5 werkdagen in huis.',
      },
      hero: {
        headline: 'Fotokaarten recht uit het hart',
        subline: 'Wenskaarten met uw favoriete foto – het kleine cadeau bij een grote wanddecoratie.',
        ctaText: 'Kaart maken',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Wenskaarten met uw eigen foto’s',
        text: [
          'Een foto zegt meer dan duizend woorden – en met een paar persoonlijke regels erbij nog meer. Maak **dubbele kaarten en ansichtkaarten** met uw foto’s: voor een verjaardag, als bedankje, als vakantiegroet of als kaartje bij een wanddecoratie.',
          'We drukken op **stevig mat papier van 300 g/m²** dat prettig aanvoelt en waarop u met elke pen makkelijk schrijft.',
        ],
      },
      sections: [
        {
          headline: 'Dubbele kaart of ansichtkaart?',
          text: [
            {
              list: [
                '**Dubbele kaart** – in A6-formaat, voorop uw foto, binnenin ruimte voor persoonlijke woorden en meer foto’s',
                '**Ansichtkaart** – ook in A6, voorop uw foto, op de achterkant ruimte voor een groet en het adres',
              ],
            },
          ],
        },
        {
          headline: 'Het perfecte kaartje bij een cadeau',
          text: [
            'Geeft u een [ingelijste poster](@framed) of een [canvas](@canvas) cadeau? Voeg een kaart met dezelfde foto toe en maak er een cadeau met een persoonlijke boodschap van. **Enveloppen in zes kleuren**, inlegvellen en satijnen linten kiest u er direct bij.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tip: lees uw tekst hardop voor',
        text: [
          'In de editor ziet u de voor- en binnenkant van uw kaart op ware grootte. Lees uw tekst één keer hardop voor voordat u bestelt – zo vindt uw typfouten het snelst.',
        ],
      },
      photoCaption: 'Enveloppen in zes kleuren – van klassiek wit tot kraftpapier.',
      recoHeadline: 'Maak wanddecoratie van uw foto’s',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'Uw canvas voor de beste prijs',
      acrylic: 'Uw plexiglas voor de beste prijs',
      framed: 'Uw ingelijste poster voor de beste prijs',
      photoFrames: 'Kies formaat en lijst',
      collages: 'Uw collage voor de beste prijs',
      photoPrints: 'Kies een formaat en upload uw foto’s',
      photobox: 'Kies uw box en afdrukformaat',
      photobooks: 'Uw fotoboek voor de beste prijs',
    },
    collageDetail: {
      headline: 'Collage op canvas',
      text: ['Onze populairste collage: tot 50 foto’s op één canvas, met de hand over een spieraam van 2 cm gespannen.'],
    },
    photobookDetail: {
      headline: 'Fotoboek op fotopapier, A4 liggend',
      text: ['Belicht op echt fotopapier met layflat-binding: uw panorama’s lopen zonder vouw over de dubbele pagina.'],
    },
    wallCalendarDetail: {
      headline: 'Wandkalender A3 staand',
      text: [
        'Onze grote wandkalender: 13 bladen inclusief voorblad, spiraalbinding en ophanghaakje – volop ruimte voor uw mooiste foto’s en al uw afspraken.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Bureaukalender A5 liggend',
      text: [
        'De kleine metgezel voor bureau en keuken: met spiraal en standaard, of als losse bladen op een houten blok of in een houten voet.',
      ],
    },
    cardDetail: {
      headline: 'Dubbele kaart A6 liggend, mat',
      text: [
        'Onze populairste fotokaart: voorop uw foto, binnenin uw persoonlijke woorden – op mat papier waarop u makkelijk schrijft.',
      ],
    },
    cardAccessoryHeadline: 'Enveloppen en extra’s voor uw dubbele kaart',
    postcard: { headline: 'Ansichtkaart A6, mat', text: 'Voorop uw foto, op de achterkant ruimte voor een groet en het adres – ideaal als vakantiegroet of uitnodiging.' },
    frameHeadline: 'Lijsten voor uw poster',
    formatsAndPricesHeadline: 'Formaten en prijzen van ingelijste posters',
    overview: {
      headline: 'Onze wanddecoratie',
      items: {
        canvas: { title: 'Canvas', text: 'Mat, warm en klaar om op te hangen.' },
        acrylic: { title: 'Plexiglas & aluminium', text: 'Briljante kleuren met diepte.' },
        framed: { title: 'Ingelijste posters', text: 'In houten of aluminium lijst, met passe-partout naar keuze.' },
        photoFrames: { title: 'Fotolijsten', text: 'Uw foto in een lijst om neer te zetten of op te hangen.' },
        collages: { title: 'Fotocollage', text: 'Veel foto’s, één beeld.' },
        poster: { title: 'Posters', text: '60 ontwerpen of uw eigen foto.' },
      },
    },
    themesHeadline: 'Populaire ontwerpen voor uw muur',
    voucher: {
      code: 'MUURLIEFDE10',
      headline: '10% korting op uw eerste wanddecoratie',
      text: ['Vul de code in uw winkelwagen in – geldig voor alle materialen en formaten.'],
      minimumOrderValue: 30,
    },
  },
  error: {
    name: 'Foutpagina',
    seo: {
      title: 'Pagina niet gevonden | Posterly',
      description: 'Deze pagina bestaat niet (meer). Ga terug naar de homepage of ontdek onze populairste wanddecoratie.',
    },
    headline: 'Oeps, hier hangt helaas niets',
    text: [
      'De pagina die u zoekt bestaat niet (meer), of er ging bij ons iets mis. Met een van deze links komt u zeker verder:',
      { list: ['[Naar de homepage](/)', '[Bekijk alle ontwerpen](/products)', '[Neem contact op met de klantenservice](@service)'] },
    ],
    recoHeadline: 'Of laat u inspireren',
  },
  products: {
    name: 'Ontwerpen',
    seo: {
      title: 'Posters en wanddecoratie: 60 ontwerpen | Posterly',
      description:
        'Ontdek 60 ontwerpen van onafhankelijke kunstenaars, als poster, canvas, plexiglas of ingelijste poster.',
    },
    headline: 'Ontwerpen voor uw muren',
    text: [
      'Landschappen, typografie, botanisch of abstract: blader door 60 ontwerpen en kies daarna het **materiaal en formaat** dat bij uw ruimte past. Elk ontwerp is ook verkrijgbaar als [afdruk op canvas](@canvas).',
    ],
  },
  themes: {
    name: 'Thema’s',
    seo: {
      title: 'Thema’s: wanddecoratie per stijl en gelegenheid | Posterly',
      description:
        'Van Scandinavisch tot vintage: onze thema’s bundelen bijpassende ontwerpen voor elke ruimte en elke gelegenheid. Laat u inspireren.',
    },
    headline: 'Thema’s',
    text: [
      'Hier vindt u ontwerpen die prachtig bij elkaar passen, **perfect voor een fotowand** in één stijl. Onze tip: combineer twee of drie formaten en kies voor alle posters dezelfde [lijst](@framed).',
    ],
  },
  newsletterConfirm: {
    name: 'Nieuwsbrief bevestigen',
    seo: {
      title: 'Bevestig uw aanmelding voor de nieuwsbrief | Posterly',
      description: 'Nog één klik: bevestig uw aanmelding voor de nieuwsbrief van Posterly.',
    },
    headline: 'Bijna klaar!',
    text: [
      'Bevestig uw aanmelding met een klik op de knop hieronder. Pas daarna sturen we u **nieuwe ontwerpen, woonideeën en exclusieve kortingscodes**.',
      'Hebt u zich niet aangemeld? Negeer deze pagina dan gewoon: zonder uw bevestiging ontvangt u geen e-mails van ons.',
    ],
  },
};
