import type { SharedCopyTable } from '../shop-pages-types.ts';

export const nl: SharedCopyTable = (facts) => {
  const { company, brand } = facts;
  const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const products = facts.channel === 'poster' ? 'wanddecoratie, fotoafdrukken en fotocadeaus' : 'kaarten, uitnodigingen en fotocadeaus';
  return {
    slugs: {
      service: 'klantenservice',
      account: 'mijn-account',
      imprint: 'colofon',
      privacy: 'privacyverklaring',
      terms: 'algemene-voorwaarden',
      withdrawal: 'herroepingsrecht',
      shipping: 'verzendkosten',
    },
    legalBoxTitle: 'Juridisch',
    consentLinkText: 'Cookie-instellingen',
    linkTexts: {
      service: 'Klantenservice',
      account: 'Mijn account',
      imprint: 'Colofon',
      privacy: 'Privacy',
      terms: 'Algemene voorwaarden',
      withdrawal: 'Herroepingsrecht',
      shipping: 'Verzendkosten',
    },
    newsletterPrivacyNote: [
      'U kunt zich op elk moment afmelden via de link in elke e-mail. In onze [privacyverklaring](@privacy) leest u hoe wij uw gegevens gebruiken.',
    ],
    pages: {
      service: {
        name: 'Klantenservice',
        title: `Klantenservice & hulp | ${brand}`,
        description: `Zo bereikt u de klantenservice van ${brand}, met antwoorden over verzending, retourneren, klachten en betalen.`,
        h1: 'Klantenservice',
        intro: [
          'Heeft u een vraag over uw bestelling, uw ontwerp of onze producten? Ons team helpt u graag persoonlijk verder. Hier vindt u de antwoorden op de meest gestelde vragen.',
        ],
        sections: [
          {
            headline: 'Zo bereikt u ons',
            text: [
              {
                list: [
                  `**Telefoon:** ${facts.phone}`,
                  `**E-mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – wij antwoorden meestal binnen één werkdag`,
                  `**Telefonisch bereikbaar:** maandag tot en met vrijdag van ${facts.serviceHours.opens}.00 tot ${facts.serviceHours.closes}.00 uur`,
                  `**Post:** ${address}`,
                ],
              },
              'Houd bij vragen over een bestelling uw bestelnummer bij de hand; u vindt het in uw orderbevestiging.',
            ],
          },
          {
            headline: 'Wanneer komt mijn bestelling?',
            text: [
              'Elk product wordt speciaal voor u gemaakt. De levertijd en verzendkosten voor uw land vindt u op de pagina [Verzendkosten](@shipping). Zodra uw pakket onderweg is, ontvangt u een e-mail met de track-and-trace-code.',
            ],
          },
          {
            headline: 'Kan ik mijn bestelling retourneren?',
            text: [
              'Producten die volgens uw specificaties zijn gemaakt – bijvoorbeeld met uw foto’s of teksten – zijn uitgesloten van het wettelijke herroepingsrecht. Niet-gepersonaliseerde artikelen, zoals lege fotolijsten of enveloppen, kunt u binnen 14 dagen retourneren. Alle details leest u bij [Herroepingsrecht](@withdrawal).',
            ],
          },
          {
            headline: 'Klopt er iets niet met uw levering?',
            text: [
              'Komt een artikel beschadigd of verkeerd bedrukt aan? Stuur ons dan binnen 14 dagen een foto per e-mail. Wij drukken het kosteloos opnieuw of betalen het bedrag terug; uw wettelijke rechten blijven onverminderd van kracht.',
            ],
          },
          {
            headline: 'Hoe kan ik betalen?',
            text: [
              `U betaalt met ${facts.paymentMethods}. Alle prijzen zijn inclusief btw. De details staan in onze [algemene voorwaarden](@terms).`,
            ],
          },
          {
            headline: 'Juridische informatie',
            text: [
              {
                list: [
                  '[Colofon](@imprint)',
                  '[Privacyverklaring](@privacy)',
                  '[Algemene voorwaarden](@terms)',
                  '[Herroepingsrecht](@withdrawal)',
                  '[Verzendkosten en levertijden](@shipping)',
                ],
              },
            ],
          },
        ],
      },
      account: {
        name: 'Mijn account',
        title: `Mijn account | ${brand}`,
        description: `In uw ${brand}-klantaccount ziet u uw bestellingen en hun status.`,
        h1: 'Mijn account',
        intro: [
          'Log in met uw e-mailadres en wachtwoord om uw bestellingen te zien. Zonder account bestelt u eenvoudig als gast – u ontvangt alle informatie over uw bestelling per e-mail.',
        ],
        sections: [
          {
            headline: 'Wat uw account u straks biedt',
            text: [
              {
                list: [
                  '**Besteloverzicht:** al uw bestellingen en facturen op één plek',
                  '**Track & trace:** altijd zien waar uw pakket is',
                  '**Opgeslagen ontwerpen:** begonnen ontwerpen afmaken en favoriete producten opnieuw bestellen',
                  '**Adresboek:** bezorg- en factuuradressen opslaan voor uw volgende bestelling',
                  '**Nieuwsbrief:** uw abonnementen zelf beheren',
                ],
              },
            ],
          },
          {
            headline: 'Vragen over een bestelling?',
            text: [
              'Onze [klantenservice](@service) helpt u graag bij lopende bestellingen, facturen of wijzigingen. In onze [privacyverklaring](@privacy) leest u hoe wij met uw gegevens omgaan.',
            ],
          },
        ],
      },
      imprint: {
        name: 'Colofon',
        title: `Colofon | ${brand}`,
        description: `Bedrijfsgegevens van ${brand}: ${company.name}, ${company.city}. Adres, contact, handelsregister en btw-identificatienummer.`,
        h1: 'Colofon',
        intro: [`${brand} is een merk van ${company.name}.`],
        sections: [
          {
            headline: 'Bedrijfsgegevens',
            text: [
              `${company.name}`,
              `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
              `**Directie:** ${company.managingDirectors}`,
              `**Handelsregister:** ${company.register}`,
              `**Btw-identificatienummer:** ${company.vatId}`,
            ],
          },
          {
            headline: 'Contact',
            text: [`**Telefoon:** ${facts.phone}`, `**E-mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
          },
          {
            headline: 'Verantwoordelijk voor de inhoud',
            text: [`${company.managingDirectors.split(', ')[0]}, adres zoals hierboven.`],
          },
          {
            headline: 'Geschillenbeslechting',
            text: [
              'Wij zijn niet bereid en niet verplicht om deel te nemen aan geschillenbeslechting bij een geschillencommissie voor consumenten. Heeft u een probleem? Neem dan direct contact op met onze [klantenservice](@service) – samen vinden we een oplossing.',
            ],
          },
        ],
      },
      privacy: {
        name: 'Privacyverklaring',
        title: `Privacyverklaring | ${brand}`,
        description: `Hoe ${brand} uw persoonsgegevens en foto’s verwerkt, waarvoor en hoe lang – en welke rechten u heeft.`,
        h1: 'Privacyverklaring',
        intro: [
          'De bescherming van uw gegevens vinden wij belangrijk. Op deze pagina leest u welke persoonsgegevens wij verwerken als u onze winkel bezoekt en bestelt, en welke rechten u heeft op grond van de Algemene verordening gegevensbescherming (AVG).',
        ],
        sections: [
          {
            headline: 'Verwerkingsverantwoordelijke',
            text: [`${address}. Onze functionaris voor gegevensbescherming bereikt u via [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`],
          },
          {
            headline: 'Welke gegevens wij verwerken en waarom',
            text: [
              {
                list: [
                  '**Bestellingen:** naam, bezorg- en factuuradres, e-mailadres en betaalgegevens, om uw overeenkomst uit te voeren (art. 6 lid 1 onder b AVG).',
                  '**Uw foto’s en teksten:** alleen om uw product te maken. Geüploade bestanden verwijderen wij 90 dagen na levering, opgeslagen ontwerpen op uw verzoek.',
                  '**Nieuwsbrief:** uw e-mailadres, nadat u zich heeft aangemeld en de aanmelding heeft bevestigd (art. 6 lid 1 onder a AVG). U kunt uw toestemming altijd intrekken.',
                  '**Bezoek aan de winkel:** technisch noodzakelijke gegevens zoals IP-adres en browsertype, om de pagina’s veilig te tonen (art. 6 lid 1 onder f AVG). Serverlogs verwijderen wij na 14 dagen.',
                ],
              },
            ],
          },
          {
            headline: 'Ontvangers',
            text: [
              'Wij geven gegevens alleen door als uw bestelling dat vereist: aan betaaldienstverleners, vervoerders en onze hostingprovider in de EU. Met al deze partijen hebben wij verwerkersovereenkomsten gesloten.',
            ],
          },
          {
            headline: 'Bewaartermijn',
            text: [
              'Wij bewaren uw gegevens zolang dat voor het doel nodig is. Facturen bewaren wij tien jaar vanwege wettelijke handels- en fiscale verplichtingen.',
            ],
          },
          {
            headline: 'Uw rechten',
            text: [
              'U heeft recht op inzage, rectificatie, wissing en beperking van de verwerking, recht op overdraagbaarheid van gegevens en recht van bezwaar tegen verwerking op grond van gerechtvaardigd belang. Een gegeven toestemming kunt u altijd intrekken met werking voor de toekomst. Ook kunt u een klacht indienen bij een toezichthouder, in Nederland de Autoriteit Persoonsgegevens.',
            ],
          },
        ],
      },
      terms: {
        name: 'Algemene voorwaarden',
        title: `Algemene voorwaarden | ${brand}`,
        description: `De algemene voorwaarden van ${brand}: totstandkoming, prijzen, betaling, levering, garantie en de rechten op uw foto’s.`,
        h1: 'Algemene voorwaarden',
        intro: [`Deze voorwaarden gelden voor alle bestellingen in de webwinkel van ${brand}, beheerd door ${company.name} (zie [colofon](@imprint)).`],
        sections: [
          {
            headline: '1. Totstandkoming van de overeenkomst',
            text: [
              'De presentatie van de producten in de winkel is nog geen bindend aanbod. Met een klik op ‘Bestellen en betalen’ doet u een bindend aanbod. De overeenkomst komt tot stand zodra wij uw bestelling per e-mail bevestigen.',
            ],
          },
          {
            headline: '2. Prijzen en betaling',
            text: [`Alle prijzen zijn inclusief btw; daarbij komen de [verzendkosten](@shipping) voor uw land. U betaalt met ${facts.paymentMethods}.`],
          },
          {
            headline: '3. Productie en levering',
            text: [
              'Wij maken elk product volgens uw specificaties. De levertijd gaat in zodra de betaling is ontvangen of geautoriseerd. De goederen blijven ons eigendom tot volledige betaling.',
            ],
          },
          {
            headline: '4. Uw inhoud',
            text: [
              'U verklaart dat u de benodigde rechten heeft op de geüploade foto’s en teksten en dat deze geen rechten van derden schenden. Inhoud die in strijd is met de wet drukken wij niet.',
            ],
          },
          {
            headline: '5. Herroepingsrecht',
            text: [
              'Consumenten hebben een herroepingsrecht zoals beschreven op de pagina [Herroepingsrecht](@withdrawal). Voor producten die volgens uw specificaties worden gemaakt, geldt geen herroepingsrecht.',
            ],
          },
          {
            headline: '6. Garantie en toepasselijk recht',
            text: [
              'De wettelijke garantie is van toepassing. Op de overeenkomst is Duits recht van toepassing; dwingende consumentenbescherming van uw woonland blijft onverminderd gelden.',
            ],
          },
        ],
      },
      withdrawal: {
        name: 'Herroepingsrecht',
        title: `Herroepingsrecht | ${brand}`,
        description: `Het herroepingsrecht bij ${brand}: wat geldt voor gepersonaliseerde producten, welke artikelen u binnen 14 dagen retourneert en hoe.`,
        h1: 'Herroepingsrecht',
        intro: [
          `De meeste van onze ${products} worden speciaal voor u gemaakt met uw foto’s en teksten. Voor deze gepersonaliseerde producten geldt **geen herroepingsrecht**. Voor alle andere artikelen geldt het volgende herroepingsrecht.`,
        ],
        sections: [
          {
            headline: 'Uitsluiting van het herroepingsrecht',
            text: [
              'Het herroepingsrecht geldt niet voor overeenkomsten voor de levering van zaken die volgens specificaties van de consument zijn vervaardigd of duidelijk persoonlijk van aard zijn (art. 16 onder c van Richtlijn 2011/83/EU; art. 6:230p onder f BW). Dat geldt voor alle producten die u met uw eigen foto’s of teksten ontwerpt.',
            ],
          },
          {
            headline: 'Herroepingsrecht voor niet-gepersonaliseerde artikelen',
            text: [
              'U heeft het recht de overeenkomst binnen veertien dagen zonder opgave van redenen te herroepen. De herroepingstermijn verstrijkt veertien dagen na de dag waarop u, of een door u aangewezen derde die niet de vervoerder is, het goed fysiek in bezit krijgt.',
              `Om uw herroepingsrecht uit te oefenen, moet u ons (${address}, e-mail: [${facts.serviceEmail}](mailto:${facts.serviceEmail}), telefoon: ${facts.phone}) via een ondubbelzinnige verklaring (bijvoorbeeld een per post verzonden brief of een e-mail) op de hoogte stellen van uw beslissing de overeenkomst te herroepen. Om de termijn te respecteren, volstaat het uw mededeling te versturen voordat de herroepingstermijn is verstreken.`,
            ],
          },
          {
            headline: 'Gevolgen van de herroeping',
            text: [
              'Als u de overeenkomst herroept, ontvangt u alle betalingen die u tot op dat moment heeft gedaan, inclusief de standaard leveringskosten, onverwijld en in ieder geval niet later dan veertien dagen nadat wij op de hoogte zijn gesteld van uw beslissing terug. Wij gebruiken daarvoor hetzelfde betaalmiddel als bij de oorspronkelijke transactie. Wij mogen wachten met terugbetalen tot wij het goed hebben teruggekregen of u heeft aangetoond dat u het heeft teruggezonden.',
              'U zendt het goed onverwijld en in ieder geval niet later dan veertien dagen na de mededeling van uw herroeping aan ons terug. De rechtstreekse kosten van het terugzenden komen voor uw rekening.',
            ],
          },
          {
            headline: 'Modelformulier voor herroeping',
            text: [
              `Wilt u de overeenkomst herroepen, dan kunt u ons schrijven: ‘Aan ${address}: Ik/Wij deel/delen u hierbij mede dat ik/wij onze overeenkomst betreffende de verkoop van de volgende goederen herroep/herroepen: … / Besteld op: … / Ontvangen op: … / Naam en adres: … / Datum.’`,
            ],
          },
        ],
        note: {
          headline: 'Een gebrek is geen reden voor herroeping',
          text: [
            'Is een gepersonaliseerd product beschadigd of gebrekkig, dan gelden vanzelfsprekend uw wettelijke garantierechten. Neem gewoon contact op met onze [klantenservice](@service).',
          ],
        },
      },
      shipping: {
        name: 'Verzendkosten',
        title: `Verzendkosten & levertijden | ${brand}`,
        description: `Verzendkosten en levertijden van ${brand} voor ${facts.shipping.map((row) => row.country).join(', ')}, inclusief expreslevering.`,
        h1: 'Verzendkosten en levertijden',
        intro: [
          'Wij maken elke bestelling afzonderlijk en verpakken haar zorgvuldig. De levertijd geldt vanaf verzending; bestellingen die op werkdagen vóór 12.00 uur binnenkomen, gaan meestal de volgende werkdag in productie.',
        ],
        sections: [
          {
            headline: 'Verzendkosten per land',
            text: [
              {
                list: facts.shipping.map(
                  (row) =>
                    `**${row.country}:** standaardverzending ${row.standard} (${row.minDays}–${row.maxDays} werkdagen), gratis vanaf ${row.freeFrom} bestelwaarde; express ${row.express}`,
                ),
              },
            ],
          },
          {
            headline: 'Goed om te weten',
            text: [
              { list: ['Alle prijzen zijn inclusief btw.', 'Zodra uw pakket onderweg is, ontvangt u een e-mail met de track-and-trace-code.'] },
              'Onze [klantenservice](@service) beantwoordt al uw vragen over de levering.',
            ],
          },
        ],
      },
    },
  };
};
