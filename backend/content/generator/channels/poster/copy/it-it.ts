import type { PosterCopy } from './copy-types.ts';

// Italian shops address customers informally (tu); the copy follows that convention.
export const itIt: PosterCopy = {
  locale: 'it-it',
  slugs: {
    canvas: 'stampa-su-tela',
    acrylic: 'stampa-su-plexiglass',
    framed: 'quadri-con-cornice',
    photoPrints: 'stampa-foto',
    about: 'chi-siamo',
    photoFrames: 'cornici-per-foto',
    collages: 'collage-di-foto',
    photobox: 'scatola-con-foto',
    photobooks: 'fotolibri',
    wallArt: 'quadri-da-parete',
    calendars: 'calendario-personalizzato',
    cards: 'biglietti-con-foto',
  },
  header: {
    logoAlt: 'Posterly – torna alla home page',
    magazine: 'Magazine',
    service: 'Assistenza',
    account: 'Il mio account',
    cart: 'Carrello',
  },
  navigation: {
    wallArt: 'Quadri',
    canvas: 'Tela',
    acrylic: 'Plexiglass e alluminio',
    framed: 'Quadri con cornice',
    photoPrints: 'Stampa foto',
    collages: 'Collage',
    about: 'Chi siamo',
    photoFrames: 'Cornici per foto',
    photobooks: 'Fotolibri',
    photobox: 'Scatola con foto',
  },
  footer: {
    newsletter: {
      headline: 'Ispirazione per le tue pareti',
      inputPlaceholder: 'Il tuo indirizzo e-mail',
      ctaText: 'Iscriviti',
      newsletterText:
        'Nuovi soggetti, idee d’arredo e buoni sconto esclusivi, circa due volte al mese. Puoi annullare l’iscrizione in qualsiasi momento con un clic.',
    },
    boxTitles: { wallArt: 'Quadri', photoProducts: 'Prodotti fotografici', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'Tutti i soggetti',
      collage: 'Collage di foto',
      photobox: 'Scatola con foto',
      photoFrame: 'Cornici per foto',
      calendars: 'Calendari personalizzati',
      cards: 'Biglietti con foto',
      service: 'Servizio clienti',
      account: 'Area clienti',
      magazine: 'Magazine',
    },
    seoText: [
      'Con Posterly le tue foto preferite diventano **quadri di qualità da galleria**: come poster, [stampa su tela](@canvas), plexiglass, Dibond di alluminio o [quadro con cornice](@framed). Stampiamo ogni pezzo singolarmente nel nostro laboratorio di Colonia, con inchiostri resistenti alla luce e su materiali che abbiamo testato noi stessi.',
      'Preferisci qualcosa di classico? Ordina la [stampa delle tue foto](@photoPrints) su vera carta fotografica oppure scopri [60 soggetti](/products) di artisti indipendenti.',
    ],
    serviceText: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Home',
    seo: {
      title: 'Poster, tele e quadri personalizzati | Posterly',
      description:
        'Trasforma le tue foto in poster, stampe su tela, quadri in plexiglass o con cornice. Qualità da galleria e consegna in 4–6 giorni lavorativi.',
    },
    hero: {
      headline: 'Le tue foto. Le tue pareti. La tua opera d’arte.',
      subline: 'Poster, tele e plexiglass di qualità da galleria, a casa tua in 4–6 giorni lavorativi.',
      ctaText: 'Inizia a creare',
    },
    usps: [
      'Consegna in 4–6 giorni lavorativi',
      'Valutazione di {reviews:rating} stelle su {reviews:count} recensioni',
      'Stampa a impatto climatico zero su carta FSC®',
      'Soddisfatti o rimborsati per 100 giorni',
    ],
    intro: {
      headline: 'Quadri che raccontano la tua storia',
      text: [
        'Una foto delle vacanze, un ritratto di famiglia o il tuo soggetto preferito della nostra collezione: con Posterly diventa un quadro da tenere per sempre. Scegli materiale e formato, carica la tua foto e guarda subito come sta sulla parete. **Ogni immagine viene controllata a mano prima della stampa.**',
        'Non sai quale materiale scegliere? Il nostro grande classico è la [stampa su tela](@canvas): calda, opaca e senza riflessi.',
      ],
    },
    familiesHeadline: 'Trova il tuo materiale',
    families: {
      canvas: { headline: 'Tela', text: 'Montata su telaio e pronta da appendere, da {price:canvas}.' },
      acrylic: { headline: 'Plexiglass e alluminio', text: 'Colori brillanti e vera profondità, da {price:acrylic}.' },
      framed: { headline: 'Quadri con cornice', text: 'Cornice in legno o alluminio, passe-partout opzionale, da {price:framed}.' },
      photoPrints: { headline: 'Stampa foto', text: 'Vera carta fotografica opaca o lucida, da {price:photoprint} a stampa.' },
    },
    photoCaption: 'Tanti quadri, un unico stile: combina i formati per creare una parete tutta tua.',
    reco: {
      headline: 'I preferiti dei nostri clienti',
      items: {
        poster: { title: 'Poster fotografici', label: 'Bestseller' },
        aluminium: { title: 'Dibond di alluminio' },
        wallpaper: { title: 'Carta da parati fotografica', label: 'Novità' },
        collage: { title: 'Collage di foto' },
        photobox: { title: 'Scatole con foto' },
        galleryWall: { title: 'Pareti di quadri', label: 'Consiglio' },
      },
    },
    info: {
      headline: 'Consegna rapida',
      text: [
        'Gli ordini effettuati **entro le 12 di un giorno lavorativo** lasciano di solito il nostro laboratorio il giorno lavorativo successivo. Trovi tutte le opzioni di spedizione nel [servizio clienti](@service).',
      ],
    },
    video: {
      title: 'Come appendere il tuo quadro nel modo giusto',
      caption: 'Passo dopo passo: l’altezza giusta, gli attrezzi adatti e i consigli per la tua parete di quadri.',
    },
  },
  pages: {
    canvas: {
      name: 'Stampa su tela',
      seo: {
        title: 'Stampa su tela personalizzata da {price:canvas} | Posterly',
        description:
          'La tua foto su tela: montata su telaio in legno, pronta da appendere, in oltre 50 formati. Creala ora e ricevila in 4–6 giorni lavorativi.',
      },
      hero: {
        headline: 'La tua foto stampata su tela',
        subline: 'Tesa a mano su telaio in legno FSC® e pronta da appendere.',
        ctaText: 'Crea la tua tela',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'La tua foto su tela',
        text: [
          'La tela porta calore in ogni stanza: la trama sottile e la superficie opaca danno alle foto un effetto pittorico, senza riflessi. Stampiamo il tuo soggetto con inchiostri a pigmenti resistenti alla luce su **tela premium in cotone e poliestere** e la tendiamo a mano su un telaio.',
        ],
      },
      sections: [
        {
          headline: 'Telaio e bordi',
          text: [
            'Puoi scegliere tra due spessori di telaio:',
            {
              list: [
                '**2,5 cm**: sottile e leggero, ideale per i formati piccoli',
                '**3,8 cm**: più importante, per i grandi formati e un effetto galleria',
              ],
            },
            'Per i bordi hai tre possibilità: l’immagine prosegue sul lato, viene riflessa a specchio oppure il bordo prende un colore a tua scelta.',
          ],
        },
        {
          headline: 'Formati da 20 x 20 a 150 x 100 cm',
          text: [
            'Dal piccolo quadrato per la mensola al panoramico sopra il divano: scegli tra oltre 50 formati standard o inserisci le misure che desideri al centimetro. Il nostro consiglio: un quadro grande trasmette spesso più calma di tanti piccoli.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consiglio sulla qualità dell’immagine',
        text: [
          'Per una stampa nitida, la foto dovrebbe raggiungere almeno **150 dpi** nel formato scelto. Niente paura: l’editor ti indica subito se la risoluzione è sufficiente.',
        ],
      },
      photoCaption: 'Una grande tela sopra il divano: il classico intramontabile del soggiorno.',
      recoHeadline: 'Scopri altri materiali',
    },
    acrylic: {
      name: 'Plexiglass e Dibond',
      seo: {
        title: 'Stampa su plexiglass e Dibond di alluminio | Posterly',
        description:
          'La tua foto dietro plexiglass o su Dibond di alluminio: colori brillanti, grande profondità e sistema di aggancio invisibile. Qualità da galleria.',
      },
      hero: {
        headline: 'Plexiglass di qualità da galleria',
        subline: 'Colori luminosi e una profondità che si vede.',
        ctaText: 'Crea il tuo plexiglass',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'La tua foto dietro plexiglass',
        text: [
          'Dietro il plexiglass le foto sprigionano tutta la loro luminosità: i colori diventano più intensi, i neri più profondi e l’immagine acquista una profondità quasi tridimensionale. Usiamo **plexiglass trasparente da 5 mm**, disponibile anche in qualità museale con finitura antiriflesso.',
        ],
      },
      sections: [
        {
          headline: 'Stampa diretta o accoppiamento Fine Art',
          text: [
            'Con la **stampa diretta** il soggetto viene stampato direttamente sul retro del plexiglass: resistente e conveniente. Con l’**opzione Fine Art** accoppiamo una vera stampa fotografica dietro il plexiglass, per dettagli finissimi e una gamma di colori particolarmente ampia.',
          ],
        },
        {
          headline: 'Preferisci l’opaco? Dibond di alluminio',
          text: [
            'Il Dibond è un pannello composito leggero con anima in alluminio. Ha un aspetto moderno e una finitura opaca, senza riflessi. Nella versione spazzolata il metallo traspare nelle zone chiare dell’immagine: perfetto per foto di architettura e in bianco e nero.',
          ],
        },
        {
          headline: 'Da appendere senza ganci in vista',
          text: [
            'Su richiesta ogni pannello riceve sul retro un profilo in alluminio invisibile: il quadro sembra fluttuare a circa 2 cm dalla parete. In alternativa pratichiamo quattro fori negli angoli per il montaggio con distanziali.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Con cornice a cassetta',
        text: [
          'In una cornice a cassetta in legno o alluminio il tuo quadro in plexiglass sembra un’opera da museo. Ti basta aggiungerla nell’editor.',
        ],
      },
      photoCaption: 'Dibond di alluminio spazzolato: opaco, leggero e come sospeso davanti alla parete.',
      recoHeadline: 'Scopri altri materiali',
    },
    framed: {
      name: 'Quadri con cornice',
      seo: {
        title: 'Quadri con cornice e poster incorniciati | Posterly',
        description:
          'La tua foto come poster in una cornice di legno o alluminio, con passe-partout e vetro acrilico di qualità museale. Arriva pronta da appendere.',
      },
      hero: {
        headline: 'Quadri con cornice, pronti da appendere',
        subline: 'La tua foto nella cornice che preferisci, incorniciata a mano nel nostro laboratorio.',
        ctaText: 'Scegli la cornice',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'La cornice giusta per ogni foto',
        text: [
          'Una cornice trasforma un poster in un quadro. Stampiamo la tua foto su carta fotografica premium satinata, **la inseriamo a mano nella cornice** e te la spediamo pronta da appendere, ben protetta in una scatola completamente riciclabile.',
        ],
      },
      sections: [
        {
          headline: 'Legno, alluminio o materiale sintetico',
          text: [
            {
              list: [
                '**Cornici in legno** massello di pino o rovere: naturali o laccate in bianco o nero',
                '**Cornici in alluminio**: sottili e senza tempo in nero, argento, oro o rame',
                '**Cornici sintetiche**: leggere e convenienti, ideali per le camerette e le pareti di quadri',
              ],
            },
          ],
        },
        {
          headline: 'Passe-partout e vetro',
          text: [
            'Un passe-partout bianco, crema o nero crea respiro tra foto e cornice e porta lo sguardo sull’immagine. La stampa è protetta da un vetro acrilico infrangibile, su richiesta **antiriflesso e di qualità museale**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Idee per la tua parete di quadri',
        text: [
          'Abbina da tre a nove cornici dello stesso colore ma di dimensioni diverse. Disponile prima sul pavimento: è il modo più veloce per trovare la composizione più bella.',
        ],
      },
      photoCaption: 'Una parete di poster incorniciati racconta tante storie in una volta sola.',
      recoHeadline: 'Scopri altri materiali',
    },
    photoPrints: {
      name: 'Stampa foto',
      seo: {
        title: 'Stampa foto online da {price:photoprint} | Posterly',
        description:
          'Stampa le tue foto su vera carta fotografica: opaca, lucida o Hahnemühle Fine Art, da 9 x 13 a 20 x 30 cm. Consegna rapida, anche in una scatola con foto.',
      },
      hero: {
        headline: 'Stampe su vera carta fotografica',
        subline: 'I tuoi momenti più belli da tenere in mano, da {price:photoprint} a stampa.',
        ctaText: 'Carica le foto',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Stampare le foto come una volta, ma più in fretta',
        text: [
          'Sullo smartphone le foto più belle si perdono in fretta. Stampate, ritrovano il posto che meritano: in un album, sul frigorifero o come regalo. Stampiamo le tue foto su **vera carta fotografica**, per incarnati naturali e colori che durano decenni.',
        ],
      },
      sections: [
        {
          headline: 'Formati e carte',
          text: [
            'Scegli tra i formati classici **9 x 13, 10 x 15, 13 x 18 e 20 x 30 cm** oppure stampe quadrate da 10 x 10 cm. Tre carte a scelta:',
            {
              list: [
                'Lucida: colori vivaci e contrasti brillanti',
                'Opaca: elegante e resistente alle impronte',
                'Hahnemühle Fine Art: carta da museo per gli scatti più speciali',
              ],
            },
          ],
        },
        {
          headline: 'Ben custodite in una scatola con foto',
          text: [
            'Su richiesta ti spediamo le stampe in una robusta scatola con il coperchio personalizzato: un regalo che resta nel cuore. Puoi [creare la tua scatola con foto](/configurator-photobox/) nello stesso passaggio.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Sconto quantità',
        text: [
          'Da **100 stampe** risparmi automaticamente il 10 %, da 250 stampe addirittura il 20 %. Lo sconto viene applicato nel carrello.',
        ],
      },
      photoCaption: 'Le tue stampe, ben custodite in una scatola rivestita in lino.',
      recoHeadline: 'Trasforma le tue foto in quadri',
    },
    about: {
      name: 'Chi siamo',
      seo: {
        title: 'Chi siamo: il tuo laboratorio fotografico | Posterly',
        description:
          'Dal 2009 trasformiamo foto in quadri: 180 persone, un laboratorio tutto nostro a Colonia ed energia verde. Scopri il team dietro Posterly.',
      },
      hero: {
        headline: 'Amiamo i quadri alle pareti',
        subline: 'Stampiamo a Colonia dal 2009: quadro dopo quadro, con cura ed energia verde.',
        ctaText: 'I nostri prodotti',
        cta: '/products',
      },
      intro: {
        headline: 'Dal garage al laboratorio fotografico',
        text: [
          'Tutto è iniziato nel 2009 con una stampante di grande formato usata, in un garage di Colonia. Oggi da Posterly lavorano **circa 180 persone**: in stampa, incorniciatura, servizio clienti e sviluppo. Una cosa non è cambiata: ogni quadro che esce dal nostro laboratorio lo appenderemmo volentieri a casa nostra.',
        ],
      },
      sections: [
        {
          headline: 'Tutto sotto lo stesso tetto',
          text: [
            'Stampiamo, tendiamo, incorniciamo e imballiamo tutto nel nostro laboratorio. Così teniamo sotto controllo ogni passaggio e possiamo spedire in fretta.',
          ],
        },
        {
          headline: 'Pensiamo al domani',
          text: [
            'Le nostre macchine funzionano al 100 % con energia verde, le nostre carte sono certificate FSC® e i nostri imballaggi sono in cartone riciclato. Compensiamo le emissioni inevitabili della spedizione con progetti climatici certificati.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Domande? Siamo qui per te',
        text: [
          'Il nostro servizio clienti ti aiuta dal lunedì al venerdì dalle 8 alle 18, al telefono, via e-mail o in chat. Tutti i contatti sono nel [servizio clienti](@service).',
        ],
      },
      photoCaption: 'Da noi ogni parete di quadri comincia con una stampa di prova.',
      recoHeadline: 'I nostri prodotti',
    },
    photoFrames: {
      name: 'Cornici per foto',
      seo: {
        title: 'Cornici per foto con la tua immagine | Posterly',
        description:
          'La tua foto in una cornice di legno, alluminio o plastica, con passe-partout se vuoi. Da 13 x 18 a 40 x 50 cm, pronta da appendere o appoggiare.',
      },
      hero: {
        headline: 'Una cornice per la tua foto preferita',
        subline: 'Noi stampiamo, incorniciamo e imballiamo: a te basta un chiodo.',
        ctaText: 'Crea la tua cornice',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Foto che meritano una cornice',
        text: [
          'Una cornice trasforma uno scatto in un ricordo. Scegli formato e cornice, carica la tua foto: la stampiamo su **carta fotografica satinata** e la incorniciamo a mano.',
        ],
      },
      sections: [
        {
          headline: 'Tre cornici per ogni stile',
          text: [
            {
              list: [
                '**Legno**: calda e naturale, in nero, bianco o rovere',
                '**Alluminio**: sottile e moderna, in nero, argento o oro',
                '**Plastica**: leggera ed economica, ideale per la cameretta',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Il nostro consiglio: il passe-partout',
        text: ['Un passe-partout bianco valorizza anche le foto piccole. Aggiungilo con un clic nel configuratore.'],
      },
      photoCaption: 'Foto di famiglia incorniciate in formati diversi, riunite su una parete.',
      recoHeadline: 'Altre idee per le tue pareti',
    },
    collages: {
      name: 'Collage di foto',
      seo: {
        title: 'Collage di foto su tela o poster | Posterly',
        description:
          'Tante foto, un solo quadro: crea il tuo collage su tela, come poster o con cornice. Layout pronti per 2-50 foto, anche nel formato che preferisci.',
      },
      hero: {
        headline: 'Collage di foto: tanti momenti, un quadro',
        subline: 'Scegli un layout, trascina le tue foto e il tuo quadro è pronto.',
        ctaText: 'Crea il tuo collage',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'La tua storia a colpo d’occhio',
        text: [
          'Una vacanza, un anno, un’intera vita di famiglia: un collage racconta più di una sola foto. I nostri layout dispongono **da 2 a 50 foto** in armonia, su tela, come poster o con cornice.',
        ],
      },
      sections: [
        {
          headline: 'Come nasce il tuo collage',
          text: [
            { list: ['Scegli layout e formato', 'Carica le foto e posizionale trascinandole', 'Regola colore di sfondo e spaziature'] },
            'Il configuratore ti mostra sempre un’anteprima a grandezza naturale.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Il regalo perfetto',
        text: ['Per un anniversario, un compleanno o i nonni: un collage di ricordi condivisi fa sempre centro.'],
      },
      photoCaption: 'Un grande collage sopra il divano raccoglie i momenti più belli dell’anno.',
      recoHeadline: 'Scopri altri materiali',
    },
    photobox: {
      name: 'Scatola con foto',
      seo: {
        title: 'Scatola con le tue foto stampate | Posterly',
        description:
          'Fino a 100 stampe fotografiche in una scatola rivestita di lino, con la tua foto sul coperchio. Un regalo personale pieno di ricordi da toccare.',
      },
      hero: {
        headline: 'Una scatola per i tuoi ricordi',
        subline: 'Le tue stampe in una scatola rivestita di lino, con la tua foto sul coperchio.',
        ctaText: 'Riempi la scatola',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Foto da regalare e da conservare',
        text: [
          'La scatola con foto è l’album di chi ama sfogliare: a seconda della misura contiene **fino a 100 stampe**, le protegge dalla polvere e sta benissimo sulla mensola. La foto del coperchio la scegli tu.',
        ],
      },
      sections: [
        {
          headline: 'Due misure',
          text: [
            'La **scatola con foto** contiene stampe fino a 13 x 18 cm, la **scatola MAX** formati fino a 20 x 30 cm. Entrambe con [stampe fotografiche](@photoPrints) lucide od opache.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Buono a sapersi',
        text: ['La scatola arriva piena delle tue stampe, da {price:photobox}.'],
      },
      photoCaption: 'Stampe e scatola arrivano insieme, pronte da regalare.',
      recoHeadline: 'Trasforma le foto in quadri',
    },
    photobooks: {
      name: 'Fotolibri',
      seo: {
        title: 'Crea il tuo fotolibro: carta foto o digitale | Posterly',
        description:
          'Il tuo fotolibro su vera carta fotografica con rilegatura lay-flat, in stampa digitale o come fotoalbum. Da 24 a 200 pagine, copertina rigida o morbida.',
      },
      hero: {
        headline: 'Un fotolibro unico come la tua storia',
        subline: 'Carta fotografica, stampa digitale o fotoalbum: con i nostri modelli o a modo tuo.',
        ctaText: 'Crea il tuo fotolibro',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Ricordi da sfogliare',
        text: [
          'Un fotolibro custodisce per sempre viaggi, matrimoni e il primo anno del bebè. Scegli formato, carta e copertina, i nostri modelli ti aiutano con l’impaginazione e **controlliamo ogni pagina prima della stampa**.',
        ],
      },
      sections: [
        {
          headline: 'Tre tipi di fotolibro',
          text: [
            {
              list: [
                '**Carta fotografica**: sviluppato su vera carta fotografica, con rilegatura lay-flat per panorami sulla doppia pagina',
                '**Stampa digitale**: su carta opaca o lucida, con brossura PUR',
                '**Fotoalbum**: leggero ed economico, a punto metallico',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Più pagine, prezzo migliore',
        text: ['Più pagine, meno costa ciascuna. Il prezzo si aggiorna subito nel configuratore.'],
      },
      photoCaption: 'Nel fotolibro su carta fotografica i panorami restano piatti su entrambe le pagine.',
      recoHeadline: 'Fai ancora di più con le tue foto',
    },
    wallArt: {
      name: 'Quadri da parete',
      seo: {
        title: 'Quadri con la tua foto: tutti i materiali | Posterly',
        description:
          'Tela, plexiglass, alluminio, quadri con cornice o collage: tutti i nostri quadri a colpo d’occhio, con prezzi e consigli per scegliere il materiale.',
      },
      hero: {
        headline: 'Tutti i nostri quadri a colpo d’occhio',
        subline: 'Dal poster al plexiglass: trova il materiale adatto alla tua foto e alla tua stanza.',
        ctaText: 'Scopri i design',
        cta: '/products',
      },
      intro: {
        headline: 'Quale quadro fa per te?',
        text: [
          'Ogni materiale ha il suo carattere: la tela è calda, il plexiglass brillante, la cornice classica. Qui trovi tutti i nostri quadri con il prezzo di partenza: **un clic ti porta ai dettagli e al calcolatore di prezzo**.',
        ],
      },
      sections: [
        {
          headline: 'La regola d’oro per le stanze grandi',
          text: [
            'Sopra un divano o una credenza, il quadro dovrebbe occupare circa due terzi della larghezza del mobile. Le stanze alte amano i formati verticali, le pareti lunghe i panorami o un [collage di foto](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Indeciso sul materiale?',
        text: ['Il nostro servizio clienti ti consiglia volentieri: mandaci una foto della tua parete tramite il [servizio clienti](@service).'],
      },
      photoCaption: 'Una tela panoramica dà il tono al soggiorno.',
      recoHeadline: 'I nostri materiali più amati',
    },
    calendars: {
      name: 'Calendario personalizzato',
      seo: {
        title: 'Calendario personalizzato con le tue foto | Posterly',
        description:
          'Calendari da parete e da tavolo con le tue foto più belle: A3, A4 o quadrati, mese di inizio a scelta. A casa tua in 4–6 giorni lavorativi.',
      },
      hero: {
        headline: 'Calendario personalizzato: il tuo anno in foto',
        subline: 'Dodici foto del cuore, un calendario: da parete in grande formato o da tavolo in formato compatto.',
        ctaText: 'Crea il tuo calendario',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'Un calendario con le tue foto',
        text: [
          'Un calendario fotografico è un quadro che cambia ogni mese: il mare a luglio, una passeggiata sulla neve a gennaio, il compleanno dei bambini a maggio. Stampiamo le tue foto su **carta patinata opaca da 250 g/m²**, rileghiamo i fogli con una spirale metallica e aggiungiamo il gancio.',
          'Scegli il formato e il mese di inizio, carica le tue foto e inserisci i compleanni direttamente nell’editor: li troverai stampati nel calendario.',
        ],
      },
      sections: [
        {
          headline: 'Da parete o da tavolo?',
          text: [
            {
              list: [
                '**Calendario da parete**: in A3 o A4, verticale o orizzontale, oppure quadrato da 30 x 30 cm, abbastanza grande da far sembrare le tue foto dei poster',
                '**Calendario da tavolo**: in A5 o A6 orizzontale, quadrato o panoramico, con spirale, su un blocco di legno o in un supporto di legno',
              ],
            },
          ],
        },
        {
          headline: 'Un regalo che dura dodici mesi',
          text: [
            'A Natale il calendario fotografico è uno dei regali preferiti da nonni e padrini. Ordina **entro metà dicembre** per riceverlo in tempo. La tua foto preferita dell’anno merita più spazio? Ordinala anche come [stampa fotografica](@photoPrints) o su una grande [tela](@canvas).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consiglio: foto verticali per il formato verticale',
        text: [
          'Le foto verticali rendono al meglio nel calendario da parete A3 verticale. Per i paesaggi scegli la versione orizzontale: il formato si cambia con un clic nell’editor.',
        ],
      },
      photoCaption: 'Dodici foto del cuore, una per ogni mese.',
      recoHeadline: 'Le tue foto anche sulla parete',
    },
    cards: {
      name: 'Biglietti con foto',
      seo: {
        title: 'Biglietti d’auguri con foto personalizzati | Posterly',
        description:
          'Biglietti pieghevoli e cartoline con le tue foto: per compleanni, ringraziamenti o un semplice saluto. Con buste abbinate, in 4–6 giorni lavorativi.',
      },
      hero: {
        headline: 'Biglietti con foto che arrivano al cuore',
        subline: 'Biglietti con la tua foto preferita: il piccolo regalo che accompagna un grande quadro.',
        ctaText: 'Crea il tuo biglietto',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Biglietti con le tue foto',
        text: [
          'Un’immagine vale più di mille parole, e con qualche riga personale vale ancora di più. Crea **biglietti pieghevoli e cartoline** con le tue foto: per un compleanno, per dire grazie, per un saluto dalle vacanze o per accompagnare un quadro.',
          'Stampiamo su **carta opaca da 300 g/m²**, piacevole al tatto e facile da scrivere con qualsiasi penna.',
        ],
      },
      sections: [
        {
          headline: 'Biglietto pieghevole o cartolina?',
          text: [
            {
              list: [
                '**Biglietto pieghevole**: in formato A6, con la tua foto in copertina e spazio all’interno per le tue parole e altre foto',
                '**Cartolina**: sempre in A6, con la tua foto davanti e spazio per un messaggio e l’indirizzo sul retro',
              ],
            },
          ],
        },
        {
          headline: 'Il biglietto perfetto per accompagnare un quadro',
          text: [
            'Regali un [quadro con cornice](@framed) o una [tela](@canvas)? Aggiungi un biglietto con la stessa foto: il tuo quadro diventa un regalo con dedica. **Buste in sei colori**, fogli interni e nastri di raso si scelgono insieme.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consiglio: leggi il testo ad alta voce',
        text: [
          'L’editor mostra la copertina e l’interno del biglietto a grandezza naturale. Rileggi il messaggio ad alta voce prima di ordinare: è il modo più semplice per scovare gli errori di battitura.',
        ],
      },
      photoCaption: 'Buste in sei colori, dal bianco classico alla carta kraft.',
      recoHeadline: 'Trasforma le tue foto in quadri',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'La tua tela al miglior prezzo',
      acrylic: 'Il tuo quadro in plexiglass al miglior prezzo',
      framed: 'Il tuo quadro con cornice al miglior prezzo',
      photoFrames: 'Scegli formato e cornice',
      collages: 'Il tuo collage al miglior prezzo',
      photoPrints: 'Scegli un formato e carica le foto',
      photobox: 'Scegli la scatola e il formato delle stampe',
      photobooks: 'Il tuo fotolibro al miglior prezzo',
    },
    collageDetail: {
      headline: 'Collage su tela',
      text: ['Il nostro collage più amato: fino a 50 foto su una tela, tesa a mano su un telaio da 2 cm.'],
    },
    photobookDetail: {
      headline: 'Fotolibro su carta fotografica, A4 orizzontale',
      text: ['Sviluppato su vera carta fotografica con rilegatura lay-flat: i tuoi panorami attraversano la doppia pagina senza piega.'],
    },
    wallCalendarDetail: {
      headline: 'Calendario da parete A3 verticale',
      text: [
        'Il nostro calendario da parete grande: 13 fogli con copertina, rilegatura a spirale e gancio, con tanto spazio per le tue foto più belle e tutti gli appuntamenti.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Calendario da tavolo A5 orizzontale',
      text: [
        'Il piccolo compagno per scrivania e cucina: con spirale e supporto, oppure a fogli sciolti su un blocco o un piedistallo di legno.',
      ],
    },
    cardDetail: {
      headline: 'Biglietto pieghevole A6 orizzontale, opaco',
      text: [
        'Il nostro biglietto con foto più amato: la tua foto in copertina, le tue parole all’interno, su carta opaca facile da scrivere.',
      ],
    },
    cardAccessoryHeadline: 'Buste e accessori per il tuo biglietto pieghevole',
    postcard: { headline: 'Cartolina A6, opaca', text: 'La tua foto davanti, spazio per un messaggio e l’indirizzo sul retro: perfetta per un saluto dalle vacanze o per un invito.' },
    frameHeadline: 'Cornici per il tuo poster',
    formatsAndPricesHeadline: 'Formati e prezzi dei poster con cornice',
    overview: {
      headline: 'I nostri quadri',
      items: {
        canvas: { title: 'Tela', text: 'Opaca, calda e pronta da appendere.' },
        acrylic: { title: 'Plexiglass e alluminio', text: 'Colori brillanti e profondità.' },
        framed: { title: 'Quadri con cornice', text: 'Cornice in legno o alluminio, passe-partout a scelta.' },
        photoFrames: { title: 'Cornici per foto', text: 'La tua foto in cornice, da appoggiare o appendere.' },
        collages: { title: 'Collage di foto', text: 'Tante foto, un solo quadro.' },
        poster: { title: 'Poster', text: '60 design o la tua foto.' },
      },
    },
    themesHeadline: 'Design più amati per la tua parete',
    voucher: {
      code: 'PARETE10',
      headline: '10% di sconto sul tuo primo quadro',
      text: ['Inserisci il codice nel carrello: valido per tutti i materiali e formati.'],
      minimumOrderValue: 30,
    },
  },
  error: {
    name: 'Pagina di errore',
    seo: {
      title: 'Pagina non trovata | Posterly',
      description: 'Questa pagina non esiste (più). Torna alla home page o scopri i nostri quadri più amati.',
    },
    headline: 'Ops, qui non c’è appeso niente',
    text: [
      'La pagina che cerchi non esiste (più), oppure qualcosa è andato storto da parte nostra. Uno di questi link ti rimetterà sulla strada giusta:',
      { list: ['[Torna alla home page](/)', '[Vedi tutti i soggetti](/products)', '[Contatta il servizio clienti](@service)'] },
    ],
    recoHeadline: 'Oppure lasciati ispirare',
  },
  products: {
    name: 'Soggetti',
    seo: {
      title: 'Poster e quadri: 60 soggetti | Posterly',
      description:
        'Scopri 60 soggetti di artisti indipendenti, come poster, stampa su tela, plexiglass o quadro con cornice.',
    },
    headline: 'Soggetti per le tue pareti',
    text: [
      'Paesaggi, tipografia, botanica o arte astratta: sfoglia 60 soggetti e scegli poi il **materiale e il formato** più adatti alla tua stanza. Ogni soggetto è disponibile anche come [stampa su tela](@canvas).',
    ],
  },
  themes: {
    name: 'Temi',
    seo: {
      title: 'Temi: quadri per stile e occasione | Posterly',
      description:
        'Dallo stile nordico al vintage: i nostri temi riuniscono soggetti coordinati per ogni stanza e ogni occasione. Lasciati ispirare.',
    },
    headline: 'I nostri temi',
    text: [
      'Qui abbiamo raccolto soggetti che stanno benissimo insieme, **perfetti per una parete di quadri** dallo stile coerente. Il nostro consiglio: combina due o tre formati e scegli la stessa [cornice](@framed) per tutti i quadri.',
    ],
  },
  newsletterConfirm: {
    name: 'Conferma newsletter',
    seo: {
      title: 'Conferma l’iscrizione alla newsletter | Posterly',
      description: 'Manca solo un clic: conferma la tua iscrizione alla newsletter di Posterly.',
    },
    headline: 'Ci siamo quasi!',
    text: [
      'Conferma la tua iscrizione cliccando sul pulsante qui sotto. Solo allora ti invieremo **nuovi soggetti, idee d’arredo e buoni sconto esclusivi**.',
      'Non ti sei iscritto? Ignora semplicemente questa pagina: senza la tua conferma non riceverai nessuna e-mail da noi.',
    ],
  },
};
