import type { CardCopy } from './copy-types.ts';

export const itIt: CardCopy = {
  locale: 'it-it',
  slugs: {
    wedding: 'partecipazioni-matrimonio',
    birth: 'partecipazioni-nascita',
    christmas: 'biglietti-di-natale',
    calendars: 'calendario-personalizzato',
    about: 'chi-siamo',
    photobooks: 'fotolibri',
    collages: 'collage-di-foto',
    photoPrints: 'stampa-foto',
    photoFrames: 'cornici-foto',
    photobox: 'scatola-con-foto',
    wallArt: 'quadri',
    cardsOverview: 'biglietti',
  },
  usps: [
    { icon: 'truck', text: 'Spedizione in 2-3 giorni lavorativi' },
    { icon: 'star', text: 'Nobilitazioni in oro, argento e oro rosa' },
    { icon: 'leaf', text: 'Carta certificata FSC®' },
    { icon: 'heart', text: 'Ordina prima un campione' },
  ],
  home: {
    name: 'Home',
    seo: {
      title: 'Biglietti e partecipazioni personalizzati | Carta & Co.',
      description:
        'Crea partecipazioni di nozze e di nascita, biglietti di Natale e calendari con le tue foto, stampati su carta premium e consegnati in fretta.',
    },
    teaser: {
      headline: 'Biglietti che vengono dal cuore',
      subline: 'Crea inviti, biglietti di ringraziamento e auguri con le tue foto, stampati su carta pregiata.',
      ctaText: 'Scopri i modelli',
    },
    occasions: {
      headline: 'Biglietti per ogni grande momento',
      wedding: { headline: 'Matrimonio', text: 'Save the date, partecipazioni, menu e ringraziamenti coordinati.' },
      birth: { headline: 'Nascita', text: 'Presenta il tuo bambino con un biglietto che tutti vorranno conservare.' },
      christmas: { headline: 'Natale', text: 'Auguri festosi per famiglia, amici e clienti.' },
      calendars: { headline: 'Calendari', text: 'Dodici mesi di ricordi, da appendere o da scrivania.' },
    },
    reco: {
      headline: 'I preferiti dei nostri clienti',
      birthday: 'Biglietti di compleanno',
      guestbooks: 'Libri degli ospiti e di condoglianze',
      photobooks: 'Fotolibri',
      envelopes: 'Buste colorate',
      christmas: 'Biglietti di Natale',
      calendars: 'Calendari personalizzati',
      labelBestseller: 'Più venduto',
      labelNew: 'Novità',
    },
    intro: {
      headline: 'Biglietti personali, stampati con cura',
      text: [
        'Da Carta & Co. le tue foto e le tue parole diventano un biglietto che nessuno vuole buttare via. Scegli tra 60 modelli, cambia colori, caratteri e testi e guarda ogni modifica in tempo reale nell’anteprima.',
        'Stampiamo su **carta premium ad alta grammatura** nella nostra tipografia, con nobilitazioni in oro, argento o oro rosa se lo desideri. Stai organizzando un matrimonio? Scopri le nostre [partecipazioni di nozze](@wedding).',
      ],
    },
    photoCaption: 'Buste coordinate in tanti colori per una prima impressione perfetta.',
    info: {
      headline: 'Toccalo prima di ordinarlo',
      text: [
        'Non sei sicuro della carta o della finitura? Ordina un singolo campione del tuo biglietto e decidi con calma. Il nostro [servizio clienti](@service) ti spiega tutto.',
      ],
    },
    video: {
      title: 'Come nasce il tuo biglietto',
      caption: 'Dal progetto alla cassetta delle lettere: uno sguardo nella nostra tipografia.',
    },
  },
  wedding: {
    name: 'Partecipazioni di matrimonio',
    seo: {
      title: 'Partecipazioni di matrimonio personalizzate | Carta & Co.',
      description:
        'Crea partecipazioni di nozze, save the date e biglietti di ringraziamento con le tue foto. Carta premium, dettagli in oro e buste coordinate.',
    },
    teaser: {
      headline: 'Partecipazioni uniche come la vostra storia',
      subline: 'Dal save the date ai ringraziamenti, tutto con lo stesso stile.',
      ctaText: 'Inizia a creare',
    },
    h1: 'Crea le tue partecipazioni di matrimonio',
    intro: [
      'Un matrimonio inizia molto prima del «sì»: con il primo biglietto che i vostri ospiti tengono tra le mani. Con le nostre **partecipazioni di matrimonio** crei save the date, inviti, menu, segnaposto e biglietti di ringraziamento in uno stile coordinato.',
      'Carica le vostre foto preferite, scegli carta e formato e aggiungi dettagli come la lamina oro o la vernice in rilievo. Trovi tutti i modelli nella nostra [galleria](@products).',
    ],
    ideas: {
      headline: 'Tutto per il vostro grande giorno',
      items: [
        { headline: 'Save the date', text: 'Perché tutti si tengano liberi, meglio con un anno di anticipo.' },
        { headline: 'Inviti con busta', text: 'Biglietti d’invito con buste coordinate in tanti colori e formati.' },
        { headline: 'Libri degli ospiti', text: 'Un libro degli ospiti abbinato alla vostra cancelleria raccoglie auguri e ricordi.' },
      ],
    },
    tips: {
      headline: 'Quando spedire cosa?',
      text: [
        {
          list: [
            '**Save the date:** da sei a dodici mesi prima del matrimonio',
            '**Partecipazione:** circa tre mesi prima, chiedendo conferma entro sei settimane dalla festa',
            '**Ringraziamenti:** entro due mesi dalla cerimonia, meglio ancora con una foto della giornata',
          ],
        },
        'Consiglio: ordina qualche biglietto in più rispetto agli invitati, per i testimoni, il fotografo e la vostra scatola dei ricordi.',
      ],
    },
    info: {
      headline: 'Controllo prima della stampa incluso',
      text: [
        'Prima della stampa controlliamo la risoluzione delle immagini e i margini di ogni ordine per il matrimonio. Se qualcosa non ci convince, ti contattiamo prima di stampare.',
      ],
    },
    photoCaption: 'Un libro degli ospiti abbinato alla partecipazione custodisce tutti gli auguri.',
  },
  birth: {
    name: 'Partecipazioni di nascita',
    seo: {
      title: 'Partecipazioni di nascita con foto | Carta & Co.',
      description:
        'Crea partecipazioni di nascita con foto, nome, peso e data di nascita del tuo bambino. Perfette anche come ringraziamento per il battesimo.',
    },
    teaser: {
      headline: 'Ciao mondo! Benvenuto, piccolo',
      subline: 'Presenta il tuo bambino con un biglietto che parenti e amici conserveranno.',
      ctaText: 'Crea la partecipazione',
    },
    h1: 'Crea le tue partecipazioni di nascita',
    intro: [
      'Le prime foto, il nome, il peso alla nascita: con una **partecipazione di nascita** condividi la tua gioia con tutte le persone care. Scegli un modello, inserisci le tue foto preferite e adatta colori e testi in pochi minuti.',
      'Poco sonno e ancora meno tempo? Il tuo progetto viene salvato automaticamente e puoi riprenderlo quando vuoi dal tuo [account](@account).',
    ],
    ideas: {
      headline: 'Tutto per dare il benvenuto',
      items: [
        { headline: 'Annunci di nascita', text: 'Classici, giocosi o essenziali, con una o più foto.' },
        { headline: 'Ringraziamenti per il battesimo', text: 'Ringrazia per regali e auguri con lo stesso stile.' },
        { headline: 'Fotolibro del bebè', text: 'Il suo primo anno in un fotolibro, pagina dopo pagina.' },
      ],
    },
    tips: {
      headline: 'Cosa scrivere su una partecipazione di nascita',
      text: [
        'Oltre a una bella foto, a quasi tutti fa piacere leggere qualche dato:',
        {
          list: [
            'nome e cognome del bambino',
            'data, ora e luogo di nascita',
            'lunghezza e peso',
            'un breve saluto dei genitori e dei fratellini',
          ],
        },
        'Consiglio: le foto con uno sfondo semplice rendono al meglio, perché lasciano spazio al testo.',
      ],
    },
    info: {
      headline: 'Spedizione a impatto zero',
      text: [
        'Spediamo tutte le partecipazioni di nascita compensando le emissioni di CO₂ e in imballaggi senza plastica, per un mondo un po’ più verde.',
      ],
    },
    photoCaption: 'Il primo anno del bebè in un fotolibro: un regalo per tutta la famiglia.',
  },
  christmas: {
    name: 'Biglietti di Natale',
    seo: {
      title: 'Biglietti di Natale personalizzati con foto | Carta & Co.',
      description:
        'Crea biglietti di Natale per famiglia, amici e clienti con le tue foto, dettagli in oro e buste coordinate. Ordina per tempo.',
    },
    teaser: {
      headline: 'Buon Natale, con parole tutte tue',
      subline: 'Biglietti festosi con le tue foto, per le persone care e per la tua azienda.',
      ctaText: 'Scopri i modelli natalizi',
    },
    h1: 'Crea i tuoi biglietti di Natale',
    intro: [
      'Poche righe scritte a mano su un biglietto personale dicono più di qualsiasi messaggio sul telefono. Con i nostri **biglietti di Natale** mandi i tuoi auguri con le foto più belle dell’anno: ai nonni, agli amici sparsi per il mondo o ai tuoi clienti.',
      'Per le aziende offriamo modelli aziendali con spazio per il logo e prezzi a scaglioni a partire da 100 biglietti. Sfoglia tutti i [modelli natalizi](@products).',
    ],
    ideas: {
      headline: 'Auguri per tutti',
      items: [
        { headline: 'Biglietti di Natale per la famiglia', text: 'Foto di famiglia, ricordi dell’anno o un’illustrazione invernale: scegli tu.' },
        { headline: 'Biglietti di Natale aziendali', text: 'Ringrazia clienti e colleghi con il logo aziendale e la tua firma.' },
        { headline: 'Un calendario fotografico in regalo', text: 'Il classico sotto l’albero: dodici mesi pieni di ricordi.' },
      ],
    },
    tips: {
      headline: 'Organizzati per tempo',
      text: [
        'La maggior parte dei biglietti parte nella prima metà di dicembre. Se ordini **entro metà novembre**, avrai tutto il tempo di firmare ogni biglietto con calma.',
        {
          list: [
            'prepara presto la lista degli indirizzi',
            'scegli una foto che renda bene anche in piccolo',
            'ordina qualche biglietto di scorta',
          ],
        },
      ],
    },
    info: {
      headline: 'Ultimo giorno per ordinare prima di Natale',
      text: [
        'Perché i tuoi biglietti arrivino prima delle feste, ordina entro il **15 dicembre**. Continuiamo a stampare anche dopo, ma non possiamo più garantire la consegna prima della Vigilia.',
      ],
    },
    photoCaption: 'Un pensiero scritto a mano rende unico ogni biglietto di Natale.',
  },
  calendars: {
    name: 'Calendario personalizzato',
    seo: {
      title: 'Calendario personalizzato con foto | Carta & Co.',
      description:
        'Crea il tuo calendario con le tue foto: da parete, da tavolo o planner per la famiglia, in tanti formati e dal mese che preferisci.',
    },
    teaser: {
      headline: 'Il tuo anno in immagini',
      subline: 'Calendari da parete, da tavolo e planner per la famiglia con le tue foto preferite.',
      ctaText: 'Crea il calendario',
    },
    h1: 'Crea il tuo calendario personalizzato',
    intro: [
      'Un **calendario personalizzato** accompagna te e i tuoi cari per tutto l’anno. Scegli tra calendario da parete, da tavolo, da cucina o planner per la famiglia, decidi il mese di inizio e riempi ogni pagina con le tue foto preferite.',
      'Formati dall’A6 all’A3, quadrati o panoramici, con spirale o asta in legno: c’è un calendario per ogni parete. Per ancora più ricordi, prova un [fotolibro](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'Il calendario giusto per tutti',
      items: [
        { headline: 'Calendari da parete', text: 'Grandi, brillanti e protagonisti di ogni stanza, dall’A4 all’A3.' },
        { headline: 'Calendari dei compleanni', text: 'Mai più un compleanno dimenticato: perpetuo, senza anno stampato.' },
        { headline: 'Fotolibri', text: 'Per tutte le foto che non entrano in un calendario.' },
      ],
    },
    tips: {
      headline: 'Consigli per un calendario riuscito',
      text: [
        {
          list: [
            'Scegli foto adatte alla stagione: neve a gennaio, mare ad agosto.',
            'Le foto orizzontali rendono meglio su un calendario orizzontale.',
            'Segna compleanni e anniversari direttamente nel calendario.',
          ],
        },
        'A proposito: il calendario fotografico è uno dei regali di Natale più amati dai nonni. Trova il biglietto da abbinare tra i nostri [biglietti di Natale](@christmas).',
      ],
    },
    info: {
      headline: 'Inizia dal mese che vuoi',
      text: [
        'Il tuo calendario non deve per forza iniziare a gennaio: scegli mese e anno di inizio. Ideale come regalo di compleanno o per l’inizio della scuola.',
      ],
    },
    photoCaption: 'Un calendario da parete con le tue foto: ogni mese un nuovo momento del cuore.',
  },
  about: {
    name: 'Chi siamo',
    seo: {
      title: 'Chi siamo – i creatori di biglietti di Carta & Co.',
      description:
        'Siamo Carta & Co.: appassionati di carta, designer e tipografi. Scopri come e dove nascono i tuoi biglietti e calendari personalizzati.',
    },
    teaser: {
      headline: 'Amiamo la carta',
      subline: 'E i biglietti che avvicinano le persone.',
      ctaText: 'I nostri modelli',
    },
    h1: 'Chi è Carta & Co.',
    intro: [
      'Carta & Co. è nata da un’idea semplice: creare un biglietto personalizzato deve essere facile come inviare una foto, ma dare comunque la sensazione di qualcosa di speciale.',
      'Oggi centinaia di migliaia di persone creano ogni anno con noi le loro **partecipazioni di nozze, partecipazioni di nascita e biglietti di Natale**. Il nostro team di designer, tipografi e consulenti fa in modo che ogni biglietto arrivi esattamente come lo avevi immaginato.',
    ],
    values: {
      headline: 'Ciò che conta per noi',
      text: [
        {
          list: [
            '**Qualità:** stampiamo nella nostra tipografia su carta ad alta grammatura proveniente da foreste gestite in modo responsabile.',
            '**Design:** i nostri modelli nascono nel nostro studio e in collaborazione con illustratrici e illustratori indipendenti.',
            '**Servizio:** per qualsiasi domanda, il nostro [servizio clienti](@service) ti aiuta di persona.',
          ],
        },
      ],
    },
    photoCaption: 'Ogni ordine viene controllato a mano e imballato con cura.',
    info: {
      headline: 'Stampato in modo sostenibile',
      text: ['Usiamo carte certificate FSC®, stampiamo con energia rinnovabile e spediamo senza plastica.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: 'Le buste sono incluse?',
      text: [
        'A ogni biglietto può aggiungere buste coordinate in tanti colori. Il formato **C6** o **B6** è adatto alla maggior parte degli inviti, il formato DL ai biglietti allungati.',
      ],
    },
    {
      headline: 'Posso ordinare prima un campione?',
      text: [
        'Sì. Nel designer scelga semplicemente «Campione» come quantità: Le invieremo un singolo biglietto del Suo progetto per verificare carta e colori.',
      ],
    },
  ],
  photobooks: {
    name: 'Fotolibri',
    seo: {
      title: 'Crea il tuo fotolibro o guestbook | Carta & Co.',
      description:
        'Crea il tuo fotolibro o il guestbook del matrimonio con le tue foto: stampa digitale, carta fotografica o fotoalbum, copertina rigida o morbida.',
    },
    teaser: {
      headline: 'Fotolibri da tenere tra le mani',
      subline: 'Dall’album di nozze al guestbook: con le tue foto, stampato su carta pregiata.',
      ctaText: 'Crea il tuo fotolibro',
    },
    h1: 'Crea un fotolibro o un guestbook',
    intro: [
      'Un fotolibro racconta la tua storia pagina dopo pagina: il matrimonio, il primo anno del bebè, il grande viaggio. Scegli un modello o **impagina ogni doppia pagina come preferisci**.',
    ],
    calculatorHeadline: 'Scegli formato e finitura',
    section: {
      headline: 'Abbinato ai tuoi biglietti',
      text: [
        'Molte delle nostre [partecipazioni di nozze](@wedding) esistono anche come guestbook con lo stesso design: partecipazione, segnaposto e guestbook in un unico stile.',
      ],
    },
    photoCaption: 'Un guestbook con il design della partecipazione: il ricordo più bello del grande giorno.',
    info: {
      headline: 'Consegna in 5–7 giorni lavorativi',
      text: ['Rileghiamo ogni fotolibro singolarmente. Per un regalo con data fissa, calcola una settimana.'],
    },
  },
  collages: {
    name: 'Collage di foto',
    seo: {
      title: 'Collage di foto su poster o tela | Carta & Co.',
      description:
        'Le tue foto più belle in un collage: come poster, su tela o con cornice. Modelli per 2-50 foto, un regalo perfetto per matrimoni e battesimi.',
    },
    teaser: {
      headline: 'Tanti ricordi, una sola immagine',
      subline: 'Unisci le tue foto preferite in un collage: come poster, su tela o con cornice.',
      ctaText: 'Crea il tuo collage',
    },
    h1: 'Crea un collage di foto',
    intro: [
      'Un collage di foto è il regalo perfetto per coppie, genitori e nonni. Scegli un layout per **da 2 a 50 foto**, trascina le immagini e regola colori e spaziature.',
    ],
    calculatorHeadline: 'Il tuo collage al miglior prezzo',
    section: {
      headline: 'Idee per il tuo collage',
      text: [
        {
          list: [
            'Il primo anno del bebè in dodici foto',
            'Le foto più belle delle nozze per ringraziare i testimoni',
            'Il riepilogo dell’anno per tutta la famiglia',
          ],
        },
      ],
    },
    photoCaption: 'Nove foto, una cornice: un collage racconta tutta la storia.',
    info: {
      headline: 'Un consiglio sulla risoluzione',
      text: ['Il configuratore ti segnala per ogni foto se la risoluzione basta per il formato scelto.'],
    },
  },
  photoPrints: {
    name: 'Stampa foto',
    seo: {
      title: 'Stampa foto online | Carta & Co.',
      description:
        'Stampe fotografiche opache o lucide, da 10 x 10 a 30 x 20 cm, anche in scatola. Perfette per guestbook, album e biglietti di ringraziamento.',
    },
    teaser: {
      headline: 'Stampe su vera carta fotografica',
      subline: 'Opache o lucide, in sei formati, anche in una scatola per foto.',
      ctaText: 'Carica le foto',
    },
    h1: 'Ordina le tue stampe',
    intro: [
      'Per il guestbook, l’album o da infilare in un biglietto di ringraziamento: sviluppiamo le tue stampe su **vera carta fotografica** e te le spediamo ben imballate.',
    ],
    calculatorHeadline: 'Scegli un formato e carica le foto',
    section: {
      headline: 'Opache o lucide?',
      text: [
        'Le stampe lucide hanno colori intensi e ombre profonde. Quelle opache non trattengono le impronte: ideali da incollare in un [fotolibro](@photobooks).',
      ],
    },
    photoCaption: 'Stampe in una scatola per foto: ben custodite e pronte da regalare.',
    info: {
      headline: 'Sconto quantità',
      text: ['Da **100 stampe** risparmi automaticamente il 10%. Lo sconto viene applicato nel carrello.'],
    },
  },
  photoFrames: {
    name: 'Cornici foto',
    seo: {
      title: 'Cornici foto con la tua immagine | Carta & Co.',
      description:
        'La tua foto di matrimonio o di famiglia stampata e incorniciata: cornici in legno, alluminio o plastica, da 10 x 15 a 50 x 70 cm. Un regalo che resta.',
    },
    teaser: {
      headline: 'La tua foto più bella, già incorniciata',
      subline: 'Dalla foto delle nozze al primo ritratto del bebè: stampata, incorniciata e pronta da appendere.',
      ctaText: 'Crea la tua cornice',
    },
    h1: 'Crea la tua cornice con foto',
    intro: [
      'Certe foto meritano più di un cassetto: gli sposi all’uscita dalla chiesa, le prime ore con il bebè, tutta la famiglia riunita a Natale. Stampiamo la tua foto e te la spediamo **già incorniciata**: ti basta un chiodo.',
      'Scegli una cornice in **legno, alluminio o plastica** e un formato da 10 x 15 a 50 x 70 cm. La tua misura non c’è? Inserisci semplicemente le tue dimensioni.',
    ],
    calculatorHeadline: 'Scegli cornice e formato',
    section: {
      headline: 'Abbinata ai tuoi biglietti',
      text: [
        'La foto della tua [partecipazione di matrimonio](@wedding) o di [nascita](@birth) è bellissima anche appesa al muro. Una foto incorniciata è anche un pensiero gentile per testimoni, padrini e nonni.',
        {
          list: [
            '**Legno:** caldo e classico, si adatta a quasi ogni arredamento',
            '**Alluminio:** sottile e moderno, con una leggera lucentezza',
            '**Plastica:** leggera e la più conveniente',
          ],
        },
      ],
    },
    photoCaption: 'Tante cornici, una sola storia: una parete con le tue foto preferite.',
    info: {
      headline: 'Un consiglio per la parete di foto',
      text: [
        'Disponi prima le cornici sul pavimento e lascia **5-8 cm** tra una foto e l’altra. La parete resta armoniosa anche con formati diversi.',
      ],
    },
  },
  photobox: {
    name: 'Scatola con foto',
    seo: {
      title: 'Scatola con foto e stampe personalizzate | Carta & Co.',
      description:
        'Le tue foto stampate in una scatola rivestita in lino con coperchio personalizzato: fino a 40 stampe nella scatola piccola, fino a 150 in quella grande.',
    },
    teaser: {
      headline: 'Una scatola piena di ricordi',
      subline: 'Le tue foto preferite stampate e custodite in una scatola di lino, con la tua foto sul coperchio.',
      ctaText: 'Crea la tua scatola',
    },
    h1: 'Crea la tua scatola con foto',
    intro: [
      'Le foto dello smartphone finiscono in fretta nel cloud. La scatola con foto le trasforma di nuovo in immagini da toccare, passare di mano in mano e regalare: per esempio gli scatti più belli del matrimonio come grazie ai tuoi genitori.',
      'Carichi le tue foto, noi le stampiamo su **vera carta fotografica** e le sistemiamo in una scatola rivestita in lino. Il coperchio lo personalizzi tu, con la tua foto preferita e una dedica.',
    ],
    calculatorHeadline: 'Scegli la scatola e il formato delle stampe',
    section: {
      headline: 'Due misure',
      text: [
        {
          list: [
            '**Scatola piccola:** fino a 40 stampe 13 x 9 o 15 x 10 cm, oppure 30 stampe 18 x 13 cm',
            '**Scatola grande:** fino a 150 stampe 15 x 10 cm, 120 stampe 18 x 13 cm o 50 stampe 30 x 20 cm',
          ],
        },
        'Il prezzo comprende la scatola e tutte le stampe che può contenere. Per stampe singole senza scatola, vai alla nostra [stampa foto](@photoPrints).',
      ],
    },
    photoCaption: 'Le stampe per l’album o i biglietti si possono ordinare anche singolarmente, senza scatola.',
    info: {
      headline: 'Un regalo con biglietto',
      text: [
        'Aggiungi un [biglietto](@cardsOverview) abbinato alla scatola: con una delle foto sul fronte, diventa un piccolo set regalo.',
      ],
    },
  },
  wallArt: {
    name: 'Quadri',
    seo: {
      title: 'Quadri personalizzati con le tue foto | Carta & Co.',
      description:
        'La tua foto come quadro: su tela con cornice a cassetta, come poster incorniciato con passe-partout o su plexiglass. Da 20 x 20 a 150 x 100 cm.',
    },
    teaser: {
      headline: 'La tua foto diventa un quadro',
      subline: 'Le nozze, la famiglia, il tuo posto del cuore: in grande su tela, per il soggiorno.',
      ctaText: 'Crea il tuo quadro',
    },
    h1: 'Quadri personalizzati con le tue foto',
    intro: [
      'Un quadro grande cambia una stanza: sopra il divano, nell’ingresso o in camera da letto, ti ricorda ogni giorno un momento speciale. Stampiamo la tua foto su **tela** e la montiamo in una sottile cornice a cassetta, pronta da appendere.',
      'Preferisci un poster incorniciato o il plexiglass? Nel calcolatore di prezzo cambi materiale con un clic e vedi subito il prezzo.',
    ],
    calculatorHeadline: 'Scegli materiale e formato',
    section: {
      headline: 'Quale materiale scegliere?',
      text: [
        {
          list: [
            '**Tela:** superficie opaca senza riflessi, calda e quasi pittorica',
            '**Poster incorniciato:** con passe-partout, ideale per le foto in bianco e nero',
            '**Plexiglass:** colori brillanti e grande profondità, perfetto per i paesaggi',
          ],
        },
        'Tante foto in un solo quadro? Allora fa per te un [collage di foto](@collages).',
      ],
    },
    photoCaption: 'Un ampio panorama sopra il divano: il quadro diventa il cuore del soggiorno.',
    info: {
      headline: 'La misura giusta',
      text: [
        'Come regola generale, un quadro sopra il divano dovrebbe essere largo circa **due terzi del divano**. Il designer ti indica anche se la risoluzione della foto basta per il formato scelto.',
      ],
    },
  },
  cardsOverview: {
    name: 'Tutti i biglietti',
    seo: {
      title: 'Biglietti per ogni occasione | Carta & Co.',
      description:
        'Partecipazioni di nozze e nascita, biglietti di Natale, calendari e fotolibri: tutta l’offerta di Carta & Co. a colpo d’occhio, con i prezzi.',
    },
    teaser: {
      headline: 'Tutti i nostri biglietti a colpo d’occhio',
      subline: 'Trova il biglietto giusto per la tua occasione e tutto ciò che serve.',
      ctaText: 'Vedi tutti i modelli',
    },
    h1: 'Biglietti per ogni occasione',
    intro: [
      'Dalla partecipazione di nozze agli auguri di Natale: qui trovi tutte le occasioni e i prodotti con il prezzo di partenza. **Ogni biglietto si può ordinare prima come campione.**',
    ],
    overviewHeadline: 'Le nostre occasioni e i nostri prodotti',
    items: {
      wedding: { title: 'Partecipazioni di nozze', text: 'Save the date, partecipazione e ringraziamento in un unico stile.' },
      birth: { title: 'Partecipazioni di nascita', text: 'Presenta con orgoglio il nuovo arrivato.' },
      christmas: { title: 'Biglietti di Natale', text: 'Auguri festosi, privati o aziendali.' },
      calendars: { title: 'Calendari personalizzati', text: 'Dodici mesi con le tue foto più belle.' },
      photobooks: { title: 'Fotolibri', text: 'Guestbook e album con il tuo design.' },
      allDesigns: { title: 'Tutti i modelli', text: '60 modelli per ogni occasione.' },
    },
    themesHeadline: 'Modelli di biglietti più amati',
    info: {
      headline: 'Prima guarda, poi ordina',
      text: ['Ti spediamo prima un campione stampato del tuo modello, spedizione inclusa; il prezzo lo vedi nel configuratore.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Biglietto pieghevole A6 su carta opaca',
      text: ['La nostra partecipazione di nozze più amata: quattro facciate su cartoncino naturale da 350 g/m², con doratura se vuoi.'],
    },
    accessoryHeadline: 'Buste e inserti abbinati',
    sampleCard: {
      headline: 'Formato verticale su carta perlata',
      text: 'Una carta dai riflessi perlati per inviti di festa: ordina prima un biglietto campione.',
    },
    calendar: {
      headline: 'Calendario da parete A3 orizzontale',
      text: ['Grande formato per i tuoi paesaggi, con spirale e gancio: inizia dal mese che preferisci.'],
    },
    photobook: {
      headline: 'Fotolibro A4 orizzontale in stampa digitale',
      text: ['Il formato per gli album di nozze e di viaggio: spazio per foto grandi, con copertina rigida e brossura PUR.'],
    },
    voucher: {
      code: 'BIGLIETTI15',
      headline: '15% sul tuo primo ordine di biglietti',
      text: ['Inserisci il codice nel carrello: valido su tutti i biglietti; l’importo minimo è indicato nel carrello.'],
      minimumOrderValue: 40,
    },
  },
  error: {
    name: 'Pagina non trovata',
    seo: {
      title: 'Pagina non trovata | Carta & Co.',
      description:
        'Questa pagina non esiste. Scopri invece le nostre partecipazioni di nozze e di nascita, i biglietti di Natale o i calendari fotografici.',
    },
    headline: 'Ops, questa pagina non esiste',
    text: [
      'Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata. Nessun problema: nella [home page](@home) ritrovi tutto, e nella nostra [galleria dei modelli](@products) ti aspettano 60 modelli.',
    ],
  },
  products: {
    name: 'Tutti i modelli',
    seo: {
      title: 'Tutti i modelli di biglietti | Carta & Co.',
      description:
        'Sfoglia tutti i modelli per matrimonio, nascita, compleanno, Natale e lutto, e filtra per occasione, colore e formato.',
    },
    headline: 'Tutti i modelli',
    text: [
      'Trova il modello giusto per la tua occasione: filtra per **occasione, colore, formato e finitura** e apri il tuo preferito direttamente nel designer. Ogni modello si personalizza con le tue foto e i tuoi testi.',
    ],
  },
  themes: {
    name: 'Temi',
    seo: {
      title: 'Collezioni a tema per ogni occasione | Carta & Co.',
      description:
        'Dal matrimonio al Natale: le nostre collezioni a tema riuniscono biglietti, calendari e libri degli ospiti perfettamente coordinati.',
    },
    headline: 'Le nostre collezioni a tema',
    text: [
      'In ogni collezione abbiamo riunito biglietti, inviti e accessori perfettamente coordinati. Così, dal primo invito all’ultimo ringraziamento, tutto ha **un unico stile**.',
    ],
  },
  newsletterConfirm: {
    name: 'Conferma newsletter',
    seo: {
      title: 'Conferma la tua iscrizione | Carta & Co.',
      description: 'Conferma con un clic la tua iscrizione alla newsletter di Carta & Co.',
    },
    headline: 'Ci siamo quasi!',
    text: [
      'Conferma la tua iscrizione alla newsletter facendo clic sul pulsante qui sotto. Solo allora inizieremo a inviarti ispirazioni, nuovi modelli e offerte esclusive.',
      'Non ti sei iscritto? Ignora semplicemente questa pagina: senza conferma non riceverai nessuna e-mail da parte nostra.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – vai alla home page',
    magazine: 'Magazine',
    service: 'Aiuto',
    account: 'Il mio account',
    cart: 'Carrello',
  },
  navigation: {
    wedding: 'Matrimonio',
    birth: 'Nascita e battesimo',
    christmas: 'Natale',
    calendars: 'Calendari',
    photobooks: 'Fotolibri',
    allDesigns: 'Tutti i modelli',
    about: 'Chi siamo',
    collages: 'Collage di foto',
    photoPrints: 'Stampa foto',
    cardsOverview: 'Tutti i biglietti',
    photoFrames: 'Cornici foto',
    photobox: 'Scatola con foto',
    wallArt: 'Quadri',
  },
  footer: {
    newsletter: {
      headline: 'Scopri per primo i nuovi modelli',
      inputPlaceholder: 'Il tuo indirizzo e-mail',
      ctaText: 'Iscriviti',
      newsletterText:
        'Ricevi ispirazioni, nuove collezioni e buoni sconto esclusivi. Puoi annullare l’iscrizione in qualsiasi momento con un clic.',
    },
    occasionsTitle: 'Occasioni e prodotti',
    serviceTitle: 'Aiuto e contatti',
    serviceFaq: 'Domande frequenti',
    emailUs: 'Scrivi al servizio clienti',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Biglietti personalizzati online con Carta & Co.:** [partecipazioni di matrimonio](@wedding), [partecipazioni di nascita](@birth) o [biglietti di Natale](@christmas): crea biglietti personali con le tue foto e le tue parole, direttamente nel browser.',
      'Oltre ai biglietti per ogni occasione trovi libri degli ospiti, libri di condoglianze, [calendari personalizzati](@calendars) e fotolibri. Stampiamo tutto su carta di qualità e lo consegniamo a casa tua in modo rapido e sicuro.',
    ],
    serviceText: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18',
    copyright: '© 2026 Carta & Co. Tutti i diritti riservati.',
  },
};
