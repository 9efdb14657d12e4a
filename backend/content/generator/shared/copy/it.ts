import type { SharedCopyTable } from '../shop-pages-types.ts';

export const it: SharedCopyTable = (facts) => {
  const { company, brand } = facts;
  const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const products = facts.channel === 'poster' ? 'quadri, stampe fotografiche e regali fotografici' : 'biglietti, partecipazioni e regali fotografici';
  const customs = facts.shipping.some((row) => row.customsCleared);
  return {
    slugs: {
      service: 'servizio-clienti',
      account: 'il-mio-account',
      imprint: 'note-legali',
      privacy: 'informativa-privacy',
      terms: 'condizioni-generali-di-vendita',
      withdrawal: 'diritto-di-recesso',
      shipping: 'costi-di-spedizione',
    },
    legalBoxTitle: 'Informazioni legali',
    consentLinkText: 'Impostazioni dei cookie',
    linkTexts: {
      service: 'Servizio clienti',
      account: 'Il mio account',
      imprint: 'Note legali',
      privacy: 'Privacy',
      terms: 'Condizioni di vendita',
      withdrawal: 'Diritto di recesso',
      shipping: 'Costi di spedizione',
    },
    newsletterPrivacyNote: [
      'Può annullare l’iscrizione in qualsiasi momento tramite il link presente in ogni e-mail. La nostra [informativa sulla privacy](@privacy) spiega come utilizziamo i Suoi dati.',
    ],
    pages: {
      service: {
        name: 'Servizio clienti',
        title: `Servizio clienti e assistenza | ${brand}`,
        description: `Come contattare il servizio clienti ${brand}, con le risposte su spedizione, resi, reclami e pagamento.`,
        h1: 'Servizio clienti',
        intro: [
          'Ha una domanda sul Suo ordine, sul Suo progetto o sui nostri prodotti? Il nostro team La aiuta volentieri di persona. Qui trova le risposte alle domande più frequenti.',
        ],
        sections: [
          {
            headline: 'Come contattarci',
            text: [
              {
                list: [
                  `**Telefono:** ${facts.phone}`,
                  `**E-mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – di norma rispondiamo entro un giorno lavorativo`,
                  `**Orari telefonici:** dal lunedì al venerdì, dalle ${facts.serviceHours.opens} alle ${facts.serviceHours.closes}`,
                  `**Posta:** ${address}`,
                ],
              },
              'Per domande su un ordine, tenga a portata di mano il numero d’ordine: lo trova nell’e-mail di conferma.',
            ],
          },
          {
            headline: 'Quando arriva il mio ordine?',
            text: [
              'Ogni prodotto viene realizzato appositamente per Lei. Tempi e costi di consegna per il Suo Paese sono indicati nella pagina [Costi di spedizione](@shipping). Appena il pacco è in viaggio, riceve un’e-mail con il tracciamento.',
            ],
          },
          {
            headline: 'Posso restituire il mio ordine?',
            text: [
              'I prodotti realizzati secondo le Sue indicazioni – per esempio con le Sue foto o i Suoi testi – sono esclusi dal diritto di recesso previsto dalla legge. Gli articoli non personalizzati, come cornici vuote o buste, possono essere restituiti entro 14 giorni. Tutti i dettagli sono nella pagina [Diritto di recesso](@withdrawal).',
            ],
          },
          {
            headline: 'Qualcosa non va nella consegna?',
            text: [
              'Se un articolo arriva danneggiato o stampato in modo errato, ci invii una foto per e-mail entro 14 giorni. Lo ristampiamo gratuitamente o La rimborsiamo; restano salvi i Suoi diritti di garanzia legale.',
            ],
          },
          {
            headline: 'Come posso pagare?',
            text: [
              `Può pagare con ${facts.paymentMethods}. Tutti i prezzi sono comprensivi di IVA. I dettagli sono nelle nostre [condizioni generali di vendita](@terms).`,
            ],
          },
          {
            headline: 'Informazioni legali',
            text: [
              {
                list: [
                  '[Note legali](@imprint)',
                  '[Informativa sulla privacy](@privacy)',
                  '[Condizioni generali di vendita](@terms)',
                  '[Diritto di recesso](@withdrawal)',
                  '[Costi e tempi di spedizione](@shipping)',
                ],
              },
            ],
          },
        ],
      },
      account: {
        name: 'Il mio account',
        title: `Il mio account | ${brand}`,
        description: `Nel Suo account cliente ${brand} vede i Suoi ordini e il loro stato.`,
        h1: 'Il mio account',
        intro: [
          'Acceda con il Suo indirizzo e-mail e la Sua password per vedere i Suoi ordini. Senza account può ordinare comodamente come ospite: riceverà tutte le informazioni sull’ordine per e-mail.',
        ],
        sections: [
          {
            headline: 'Cosa Le offrirà il Suo account',
            text: [
              {
                list: [
                  '**Storico ordini:** tutti gli ordini e le fatture in un unico posto',
                  '**Tracciamento:** sapere in ogni momento dove si trova il pacco',
                  '**Progetti salvati:** riprendere i progetti iniziati e riordinare i prodotti preferiti',
                  '**Rubrica:** salvare gli indirizzi di consegna e di fatturazione',
                  '**Newsletter:** gestire autonomamente le iscrizioni',
                ],
              },
            ],
          },
          {
            headline: 'Domande su un ordine?',
            text: [
              'Il nostro [servizio clienti](@service) La aiuta volentieri per ordini in corso, fatture o modifiche. La nostra [informativa sulla privacy](@privacy) spiega come trattiamo i Suoi dati.',
            ],
          },
        ],
      },
      imprint: {
        name: 'Note legali',
        title: `Note legali | ${brand}`,
        description: `Note legali di ${brand}: ${company.name}, ${company.city}. Indirizzo, contatti, iscrizione al registro delle imprese e partita IVA.`,
        h1: 'Note legali',
        intro: [`${brand} è un marchio gestito da ${company.name}.`],
        sections: [
          {
            headline: 'Titolare del sito',
            text: [
              `${company.name}`,
              `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
              `**Amministratori:** ${company.managingDirectors}`,
              `**Registro delle imprese:** ${company.register}`,
              `**Partita IVA:** ${company.vatId}`,
            ],
          },
          {
            headline: 'Contatti',
            text: [`**Telefono:** ${facts.phone}`, `**E-mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
          },
          {
            headline: 'Responsabile dei contenuti',
            text: [`${company.managingDirectors.split(', ')[0]}, indirizzo come sopra.`],
          },
          {
            headline: 'Risoluzione delle controversie',
            text: [
              'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori. In caso di problemi, si rivolga direttamente al nostro [servizio clienti](@service): troveremo insieme una soluzione.',
            ],
          },
        ],
      },
      privacy: {
        name: 'Informativa sulla privacy',
        title: `Informativa sulla privacy | ${brand}`,
        description: `Come ${brand} tratta i Suoi dati personali e le Sue foto, per quali finalità e per quanto tempo – e quali diritti Le spettano.`,
        h1: 'Informativa sulla privacy',
        intro: [
          'La protezione dei Suoi dati è importante per noi. Questa pagina spiega quali dati personali trattiamo quando visita il nostro shop ed effettua un ordine, e quali diritti Le riconosce il Regolamento generale sulla protezione dei dati (GDPR).',
        ],
        sections: [
          {
            headline: 'Titolare del trattamento',
            text: [`${address}. Può contattare la nostra responsabile della protezione dei dati all’indirizzo [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`],
          },
          {
            headline: 'Quali dati trattiamo e perché',
            text: [
              {
                list: [
                  '**Ordini:** nome, indirizzi di consegna e fatturazione, indirizzo e-mail e dati di pagamento, per eseguire il contratto (art. 6, par. 1, lett. b GDPR).',
                  '**Le Sue foto e i Suoi testi:** solo per realizzare il prodotto. Cancelliamo i file caricati 90 giorni dopo la consegna e i progetti salvati su Sua richiesta.',
                  '**Newsletter:** il Suo indirizzo e-mail, dopo l’iscrizione e la conferma (art. 6, par. 1, lett. a GDPR). Può revocare il consenso in qualsiasi momento.',
                  '**Visita allo shop:** i dati tecnicamente necessari, come indirizzo IP e tipo di browser, per mostrare le pagine in modo sicuro (art. 6, par. 1, lett. f GDPR). I log del server vengono cancellati dopo 14 giorni.',
                ],
              },
            ],
          },
          {
            headline: 'Destinatari',
            text: [
              'Trasmettiamo i dati solo se l’ordine lo richiede: a fornitori di servizi di pagamento, corrieri e al nostro fornitore di hosting nell’UE. Con tutti abbiamo stipulato accordi sul trattamento dei dati.',
            ],
          },
          {
            headline: 'Periodo di conservazione',
            text: [
              'Conserviamo i dati per il tempo necessario alla finalità. Le fatture vengono conservate per dieci anni in base agli obblighi commerciali e fiscali.',
            ],
          },
          {
            headline: 'I Suoi diritti',
            text: [
              'Ha il diritto di accesso, rettifica, cancellazione e limitazione del trattamento, il diritto alla portabilità dei dati e il diritto di opporsi ai trattamenti basati sul legittimo interesse. Può revocare in qualsiasi momento il consenso prestato, con effetto per il futuro, e proporre reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali.',
            ],
          },
        ],
      },
      terms: {
        name: 'Condizioni generali di vendita',
        title: `Condizioni generali di vendita | ${brand}`,
        description: `Le condizioni generali di vendita di ${brand}: conclusione del contratto, prezzi, pagamento, consegna, garanzia e diritti sulle Sue foto.`,
        h1: 'Condizioni generali di vendita',
        intro: [`Le presenti condizioni si applicano a tutti gli ordini effettuati nello shop online ${brand}, gestito da ${company.name} (vedi [note legali](@imprint)).`],
        sections: [
          {
            headline: '1. Conclusione del contratto',
            text: [
              'La presentazione dei prodotti nello shop non costituisce un’offerta vincolante. Facendo clic su «Ordina con obbligo di pagamento» Lei formula un’offerta vincolante. Il contratto si conclude quando confermiamo l’ordine per e-mail.',
            ],
          },
          {
            headline: '2. Prezzi e pagamento',
            text: [
              `Tutti i prezzi sono comprensivi di IVA; si aggiungono i [costi di spedizione](@shipping) per il Paese di consegna. Può pagare con ${facts.paymentMethods}.`,
            ],
          },
          {
            headline: '3. Produzione e consegna',
            text: [
              'Realizziamo ogni prodotto secondo le Sue indicazioni. Il tempo di consegna decorre dal ricevimento o dall’autorizzazione del pagamento. La merce resta di nostra proprietà fino al pagamento completo.',
            ],
          },
          {
            headline: '4. I Suoi contenuti',
            text: [
              'Lei garantisce di possedere i diritti necessari sulle foto e sui testi caricati e che questi non violano diritti di terzi. Non stampiamo contenuti contrari alla legge.',
            ],
          },
          {
            headline: '5. Diritto di recesso',
            text: [
              'I consumatori hanno diritto di recesso secondo quanto indicato nella pagina [Diritto di recesso](@withdrawal). Il diritto di recesso non si applica ai prodotti realizzati secondo le Sue indicazioni.',
            ],
          },
          {
            headline: '6. Garanzia e legge applicabile',
            text: [
              'Si applica la garanzia legale di conformità. Si applica il diritto tedesco, fatte salve le norme imperative a tutela dei consumatori del Paese di residenza.',
            ],
          },
        ],
      },
      withdrawal: {
        name: 'Diritto di recesso',
        title: `Diritto di recesso | ${brand}`,
        description: `Il diritto di recesso da ${brand}: cosa vale per i prodotti personalizzati, quali articoli restituire entro 14 giorni e come.`,
        h1: 'Diritto di recesso',
        intro: [
          `La maggior parte dei nostri ${products} viene realizzata appositamente per Lei con le Sue foto e i Suoi testi. Per questi prodotti personalizzati **il diritto di recesso non è previsto**. Per tutti gli altri articoli vale il diritto di recesso descritto di seguito.`,
        ],
        sections: [
          {
            headline: 'Esclusione del diritto di recesso',
            text: [
              'Il diritto di recesso è escluso per i contratti di fornitura di beni confezionati su misura o chiaramente personalizzati (art. 16, lett. c della direttiva 2011/83/UE; art. 59 del Codice del consumo). Ciò riguarda tutti i prodotti che Lei crea con le Sue foto o i Suoi testi.',
            ],
          },
          {
            headline: 'Diritto di recesso per gli articoli non personalizzati',
            text: [
              'Lei ha il diritto di recedere dal contratto, senza indicarne le ragioni, entro quattordici giorni. Il periodo di recesso scade dopo quattordici giorni dal giorno in cui Lei o un terzo, diverso dal vettore e da Lei designato, acquisisce il possesso fisico dei beni.',
              `Per esercitare il diritto di recesso, Lei è tenuto a informarci (${address}, e-mail: [${facts.serviceEmail}](mailto:${facts.serviceEmail}), telefono: ${facts.phone}) della Sua decisione di recedere dal contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o e-mail). Per rispettare il termine è sufficiente inviare la comunicazione prima della scadenza del periodo di recesso.`,
            ],
          },
          {
            headline: 'Effetti del recesso',
            text: [
              'Se recede dal contratto, Le rimborseremo tutti i pagamenti ricevuti, compresi i costi di consegna standard, senza indebito ritardo e comunque entro quattordici giorni dal giorno in cui siamo informati della Sua decisione. Utilizzeremo lo stesso mezzo di pagamento da Lei usato per la transazione iniziale. Possiamo trattenere il rimborso finché non abbiamo ricevuto i beni o finché Lei non abbia dimostrato di averli rispediti.',
              'Lei è tenuto a restituire i beni senza indebito ritardo e comunque entro quattordici giorni dalla comunicazione del recesso. I costi diretti della restituzione sono a Suo carico.',
            ],
          },
          {
            headline: 'Modulo di recesso tipo',
            text: [
              `Se desidera recedere dal contratto, può scriverci: «Destinatario: ${address}. Con la presente io/noi notifichiamo il recesso dal mio/nostro contratto di vendita dei seguenti beni: … / Ordinato il: … / Ricevuto il: … / Nome e indirizzo: … / Data.»`,
            ],
          },
        ],
        note: {
          headline: 'Un difetto non è un caso di recesso',
          text: [
            'Se un prodotto personalizzato è danneggiato o difettoso, valgono naturalmente i Suoi diritti di garanzia legale. Si rivolga semplicemente al nostro [servizio clienti](@service).',
          ],
        },
      },
      shipping: {
        name: 'Costi di spedizione',
        title: `Costi e tempi di spedizione | ${brand}`,
        description: `Costi e tempi di spedizione ${brand} per ${facts.shipping.map((row) => row.country).join(', ')}, spedizione espressa inclusa.`,
        h1: 'Costi e tempi di spedizione',
        intro: [
          'Ogni ordine viene realizzato singolarmente e imballato con cura. I tempi decorrono dalla spedizione; gli ordini effettuati entro le 12 di un giorno lavorativo entrano di solito in produzione il giorno lavorativo successivo.',
        ],
        sections: [
          {
            headline: 'Costi di spedizione per Paese',
            text: [
              {
                list: facts.shipping.map(
                  (row) =>
                    `**${row.country}:** spedizione standard ${row.standard} (${row.minDays}–${row.maxDays} giorni lavorativi), gratuita a partire da ${row.freeFrom} di spesa; espressa ${row.express}`,
                ),
              },
            ],
          },
          {
            headline: 'Buono a sapersi',
            text: [
              {
                list: [
                  'Tutti i prezzi sono comprensivi di IVA.',
                  'Appena il pacco è in viaggio, riceve un’e-mail con il tracciamento.',
                  ...(customs ? ['Per la Svizzera ci occupiamo noi dello sdoganamento: alla consegna non sono dovuti altri costi.'] : []),
                ],
              },
              'Il nostro [servizio clienti](@service) risponde a tutte le domande sulla consegna.',
            ],
          },
        ],
      },
    },
  };
};
