import type { CardCopy } from './copy-types.ts';

export const nlNl: CardCopy = {
  locale: 'nl-nl',
  slugs: {
    wedding: 'trouwkaarten',
    birth: 'geboortekaartjes',
    christmas: 'kerstkaarten',
    calendars: 'fotokalender',
    about: 'over-ons',
    photobooks: 'fotoboeken',
    collages: 'fotocollage',
    photoPrints: 'fotoafdrukken',
    photoFrames: 'fotolijsten',
    photobox: 'fotobox',
    wallArt: 'wanddecoratie',
    cardsOverview: 'kaarten',
  },
  usps: [
    { icon: 'truck', text: 'Verzonden binnen 2–3 werkdagen' },
    { icon: 'star', text: 'Goud-, zilver- en roségoudfolie' },
    { icon: 'leaf', text: 'FSC®-gecertificeerd papier' },
    { icon: 'heart', text: 'Bestel eerst één proefkaart' },
  ],
  home: {
    name: 'Home',
    seo: {
      title: 'Kaarten en uitnodigingen zelf maken | Carta & Co.',
      description:
        'Maak trouwkaarten, geboortekaartjes, kerstkaarten en fotokalenders met uw eigen foto’s – gedrukt op premium papier en snel geleverd.',
    },
    teaser: {
      headline: 'Kaarten die uit het hart komen',
      subline: 'Maak uitnodigingen, bedankkaarten en wenskaarten met uw eigen foto’s – gedrukt op prachtig papier.',
      ctaText: 'Ontdek alle ontwerpen',
    },
    occasions: {
      headline: 'Kaarten voor elk groot moment',
      wedding: { headline: 'Bruiloft', text: 'Save the date, uitnodiging, menukaart en bedankkaart in één stijl.' },
      birth: { headline: 'Geboorte', text: 'Stel uw baby voor met een kaartje dat iedereen wil bewaren.' },
      christmas: { headline: 'Kerst', text: 'Feestelijke groeten voor familie, vrienden en relaties.' },
      calendars: { headline: 'Fotokalenders', text: 'Twaalf maanden vol herinneringen – voor aan de muur of op uw bureau.' },
    },
    reco: {
      headline: 'Favoriet bij onze klanten',
      birthday: 'Verjaardagskaarten',
      guestbooks: 'Gastenboeken en condoleanceboeken',
      photobooks: 'Fotoboeken',
      envelopes: 'Gekleurde enveloppen',
      christmas: 'Kerstkaarten',
      calendars: 'Fotokalenders',
      labelBestseller: 'Bestseller',
      labelNew: 'Nieuw',
    },
    intro: {
      headline: 'Persoonlijke kaarten, met liefde gedrukt',
      text: [
        'Bij Carta & Co. worden uw foto’s en woorden een kaart die niemand zomaar weggooit. Kies uit 60 ontwerpen, pas kleuren, lettertypes en teksten aan en zie elke wijziging meteen in het voorbeeld.',
        'We drukken op **stevig premium papier** in onze eigen drukkerij – desgewenst met goud-, zilver- of roségoudfolie. Gaat u trouwen? Bekijk dan onze [trouwkaarten](@wedding).',
      ],
    },
    photoCaption: 'Bijpassende enveloppen in veel kleuren zorgen voor een mooie eerste indruk.',
    info: {
      headline: 'Eerst voelen, dan bestellen',
      text: [
        'Twijfelt u over het papier of de afwerking? Bestel één proefkaart van uw ontwerp en beslis op uw gemak. Onze [klantenservice](@service) vertelt u er graag meer over.',
      ],
    },
    video: {
      title: 'Zo ontstaat uw kaart',
      caption: 'Van ontwerp tot brievenbus: een kijkje in onze drukkerij.',
    },
  },
  wedding: {
    name: 'Trouwkaarten',
    seo: {
      title: 'Trouwkaarten en uitnodigingen maken | Carta & Co.',
      description:
        'Maak trouwkaarten, save the dates en bedankkaarten met uw eigen foto’s. Premium papier, goudfolie en bijpassende enveloppen.',
    },
    teaser: {
      headline: 'Trouwkaarten zo uniek als uw liefde',
      subline: 'Van save the date tot bedankkaart – alles in één ontwerp.',
      ctaText: 'Begin met ontwerpen',
    },
    h1: 'Trouwkaarten maken',
    intro: [
      'Een bruiloft begint lang voor het jawoord: met de eerste kaart die uw gasten in handen krijgen. Met onze **trouwkaarten** ontwerpt u uw save the dates, uitnodigingen, menukaarten, naamkaartjes en bedankkaarten in één herkenbare stijl.',
      'Upload uw mooiste foto’s, kies papier en formaat en voeg details toe zoals goudfolie of reliëflak. Alle ontwerpen vindt u in onze [ontwerpgalerij](@products).',
    ],
    ideas: {
      headline: 'Alles voor uw grote dag',
      items: [
        { headline: 'Save the date-kaarten', text: 'Zodat iedereen de datum vrijhoudt – het liefst een jaar van tevoren.' },
        { headline: 'Uitnodigingen met envelop', text: 'Uitnodigingen met bijpassende enveloppen in veel kleuren en formaten.' },
        { headline: 'Gastenboeken', text: 'Een gastenboek in de stijl van uw kaarten verzamelt wensen en herinneringen.' },
      ],
    },
    tips: {
      headline: 'Wanneer verstuurt u wat?',
      text: [
        {
          list: [
            '**Save the date:** zes tot twaalf maanden voor de bruiloft',
            '**Uitnodiging:** ongeveer drie maanden van tevoren, met het verzoek om uiterlijk zes weken voor de dag te reageren',
            '**Bedankkaart:** binnen twee maanden na het feest, het liefst met een foto van de dag',
          ],
        },
        'Tip: bestel een paar kaarten meer dan uw gasten hebt – voor de getuigen, de fotograaf en uw eigen herinneringsdoos.',
      ],
    },
    info: {
      headline: 'Controle vóór het drukken inbegrepen',
      text: [
        'Voordat we drukken, controleren we bij elke trouwbestelling de resolutie van de foto’s en de marges. Valt ons iets op, dan nemen we contact met u op voordat er ook maar één kaart wordt gedrukt.',
      ],
    },
    photoCaption: 'Een gastenboek in de stijl van uw uitnodiging bewaart alle goede wensen.',
  },
  birth: {
    name: 'Geboortekaartjes',
    seo: {
      title: 'Geboortekaartjes met foto maken | Carta & Co.',
      description:
        'Maak geboortekaartjes met de foto, naam, het gewicht en de geboortedatum van uw baby. Ook perfect als bedankkaartje na de doop.',
    },
    teaser: {
      headline: 'Hallo wereld! Welkom, kleintje',
      subline: 'Stel uw baby voor met een kaartje dat familie en vrienden koesteren.',
      ctaText: 'Geboortekaartje maken',
    },
    h1: 'Geboortekaartjes maken',
    intro: [
      'De eerste foto’s, de naam, het geboortegewicht: met een **geboortekaartje** deelt u uw geluk met iedereen die met u meeleeft. Kies een ontwerp, voeg uw mooiste foto’s toe en pas kleuren en teksten in een paar minuten aan.',
      'Weinig slaap en nog minder tijd? Uw ontwerp wordt automatisch opgeslagen, zodat u het altijd verder kunt bewerken in [uw account](@account).',
    ],
    ideas: {
      headline: 'Alles rond de geboorte',
      items: [
        { headline: 'Geboortekaartjes', text: 'Klassiek, speels of juist strak – met één of meerdere foto’s.' },
        { headline: 'Bedankkaartjes voor de doop', text: 'Bedank iedereen voor cadeaus en felicitaties in dezelfde stijl.' },
        { headline: 'Babyfotoboek', text: 'Het eerste jaar vastleggen in een fotoboek, bladzijde voor bladzijde.' },
      ],
    },
    tips: {
      headline: 'Dit zet u op een geboortekaartje',
      text: [
        'Naast een mooie foto vinden de meeste mensen een paar gegevens leuk:',
        {
          list: [
            'de voornaam en achternaam van de baby',
            'geboortedatum, tijdstip en geboorteplaats',
            'lengte en gewicht',
            'een korte groet van de trotse ouders, broertjes en zusjes',
          ],
        },
        'Tip: foto’s met een rustige achtergrond staan extra mooi op een kaart, omdat er dan ruimte overblijft voor tekst.',
      ],
    },
    info: {
      headline: 'Klimaatneutraal verzonden',
      text: [
        'We versturen alle geboortekaartjes klimaatneutraal en in plasticvrije verpakking – zodat de wereld van uw kleintje een beetje groener blijft.',
      ],
    },
    photoCaption: 'Het eerste jaar in een babyfotoboek – een cadeau voor de hele familie.',
  },
  christmas: {
    name: 'Kerstkaarten',
    seo: {
      title: 'Kerstkaarten met foto maken | Carta & Co.',
      description:
        'Maak kerstkaarten voor familie, vrienden en klanten – met uw eigen foto’s, goudfolie en bijpassende enveloppen. Bestel op tijd.',
    },
    teaser: {
      headline: 'Fijne feestdagen, persoonlijk gezegd',
      subline: 'Feestelijke kaarten met uw eigen foto’s – voor familie, vrienden en zakelijke relaties.',
      ctaText: 'Bekijk kerstontwerpen',
    },
    h1: 'Kerstkaarten maken',
    intro: [
      'Een handgeschreven zin op een persoonlijke kaart zegt meer dan welk appje ook. Met onze **kerstkaarten** verstuurt u uw groeten met de mooiste foto’s van het jaar – naar opa en oma, vrienden over de hele wereld of uw klanten.',
      'Voor bedrijven hebben we zakelijke ontwerpen met ruimte voor uw logo en staffelprijzen vanaf 100 kaarten. Bekijk alle [kerstontwerpen](@products).',
    ],
    ideas: {
      headline: 'Kerstgroeten voor iedereen',
      items: [
        { headline: 'Persoonlijke kerstkaarten', text: 'Familiefoto, jaaroverzicht of een winterse illustratie – u kiest.' },
        { headline: 'Zakelijke kerstkaarten', text: 'Bedank klanten en collega’s met uw bedrijfslogo en handtekening.' },
        { headline: 'Een fotokalender als cadeau', text: 'De klassieker onder de kerstboom: twaalf maanden vol herinneringen.' },
      ],
    },
    tips: {
      headline: 'Plan op tijd',
      text: [
        'De meeste kaarten gaan in de eerste helft van december de deur uit. Als u **vóór half november** bestelt, hebt u alle tijd om elke kaart rustig te ondertekenen.',
        {
          list: [
            'stel uw adressenlijst op tijd samen',
            'kies een foto die ook klein afgedrukt goed werkt',
            'bestel een paar kaarten extra',
          ],
        },
      ],
    },
    info: {
      headline: 'Uiterste besteldatum voor kerst',
      text: [
        'Wilt u zeker weten dat uw kaarten voor de feestdagen aankomen? Bestel dan uiterlijk **15 december**. Daarna drukken we gewoon door, maar kunnen we bezorging vóór kerst niet meer garanderen.',
      ],
    },
    photoCaption: 'Met een persoonlijke zin wordt elke kerstkaart uniek.',
  },
  calendars: {
    name: 'Fotokalender',
    seo: {
      title: 'Fotokalender zelf maken | Carta & Co.',
      description:
        'Maak een fotokalender met uw eigen foto’s: wandkalender, bureaukalender of familieplanner in veel formaten. Begin in elke gewenste maand.',
    },
    teaser: {
      headline: 'Uw jaar in beeld',
      subline: 'Wandkalenders, bureaukalenders en familieplanners met uw mooiste foto’s.',
      ctaText: 'Kalender maken',
    },
    h1: 'Fotokalender maken',
    intro: [
      'Een **fotokalender** gaat het hele jaar met u mee. Kies een wandkalender, bureaukalender, keukenkalender of familieplanner, bepaal zelf de startmaand en vul elke pagina met uw favoriete foto’s.',
      'Formaten van A6 tot A3, vierkant of panorama, met spiraal of houten ophanglat – er is een kalender voor elke muur. Nog meer ruimte voor herinneringen? Probeer dan een [fotoboek](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'Voor iedereen de juiste kalender',
      items: [
        { headline: 'Wandkalenders', text: 'Groot, helder en de blikvanger van elke kamer – van A4 tot A3.' },
        { headline: 'Verjaardagskalenders', text: 'Nooit meer een verjaardag vergeten: eeuwigdurend, zonder jaartal.' },
        { headline: 'Fotoboeken', text: 'Voor alle foto’s die niet meer in een kalender passen.' },
      ],
    },
    tips: {
      headline: 'Tips voor een mooie fotokalender',
      text: [
        {
          list: [
            'Kies foto’s die bij het seizoen passen – sneeuw in januari, het strand in augustus.',
            'Liggende foto’s komen het best tot hun recht op een liggende kalender.',
            'Zet verjaardagen en jubilea direct in het kalenderrooster.',
          ],
        },
        'Trouwens: een fotokalender is een van de populairste kerstcadeaus voor opa en oma. Een bijpassende kaart vindt u bij onze [kerstkaarten](@christmas).',
      ],
    },
    info: {
      headline: 'Start in elke maand',
      text: [
        'Uw kalender hoeft niet in januari te beginnen: kies gewoon de startmaand en het jaar – ideaal als verjaardagscadeau of voor het nieuwe schooljaar.',
      ],
    },
    photoCaption: 'Een wandkalender met uw eigen foto’s – elke maand een nieuw favoriet moment.',
  },
  about: {
    name: 'Over ons',
    seo: {
      title: 'Over ons – de kaartenmakers van Carta & Co.',
      description:
        'Wij zijn Carta & Co.: papierliefhebbers, ontwerpers en drukkers. Lees hoe en waar uw persoonlijke kaarten en kalenders worden gemaakt.',
    },
    teaser: {
      headline: 'Wij houden van papier',
      subline: 'En van kaarten die mensen verbinden.',
      ctaText: 'Onze ontwerpen',
    },
    h1: 'Over Carta & Co.',
    intro: [
      'Carta & Co. begon met een eenvoudig idee: een persoonlijke kaart maken moet net zo makkelijk zijn als een foto versturen – en toch voelen als iets heel bijzonders.',
      'Tegenwoordig ontwerpen elk jaar honderdduizenden mensen bij ons hun **trouwkaarten, geboortekaartjes en kerstkaarten**. Ons team van ontwerpers, drukkers en klantadviseurs zorgt ervoor dat elke kaart precies zo aankomt als u hem voor ogen had.',
    ],
    values: {
      headline: 'Waar we voor staan',
      text: [
        {
          list: [
            '**Kwaliteit:** we drukken in onze eigen drukkerij op stevig papier uit verantwoord beheerde bossen.',
            '**Ontwerp:** onze ontwerpen ontstaan in onze eigen studio en samen met onafhankelijke illustratoren.',
            '**Service:** hebt u een vraag? Onze [klantenservice](@service) helpt u persoonlijk verder.',
          ],
        },
      ],
    },
    photoCaption: 'Elke bestelling wordt met de hand gecontroleerd en zorgvuldig verpakt.',
    info: {
      headline: 'Duurzaam gedrukt',
      text: ['We gebruiken FSC®-gecertificeerd papier, drukken met groene stroom en verzenden zonder plastic.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: 'Zitten er enveloppen bij?',
      text: [
        'Bij elke kaart kunt u bijpassende enveloppen in veel kleuren bestellen. Voor de meeste uitnodigingen past formaat **C6** of **B6**, voor langwerpige kaarten formaat DL.',
      ],
    },
    {
      headline: 'Kan ik eerst een proefkaart bestellen?',
      text: [
        'Ja. Kies in de ontwerptool bij het aantal gewoon ‘Proefkaart’. U ontvangt dan één kaart van uw ontwerp, zodat u papier en kleuren rustig kunt bekijken.',
      ],
    },
  ],
  photobooks: {
    name: 'Fotoboeken',
    seo: {
      title: 'Fotoboek of gastenboek ontwerpen | Carta & Co.',
      description:
        'Maak uw fotoboek of trouwgastenboek met uw eigen foto’s: digitale druk, echt fotopapier of fotoboekje, met harde of zachte kaft.',
    },
    teaser: {
      headline: 'Fotoboeken die u graag vasthoudt',
      subline: 'Van trouwalbum tot gastenboek – met uw eigen foto’s, gedrukt op mooi papier.',
      ctaText: 'Fotoboek maken',
    },
    h1: 'Een fotoboek of gastenboek ontwerpen',
    intro: [
      'Een fotoboek vertelt uw verhaal pagina voor pagina: de bruiloft, het eerste jaar van uw baby, de grote reis. Kies een sjabloon of **ontwerp elke dubbele pagina helemaal zelf**.',
    ],
    calculatorHeadline: 'Kies formaat en uitvoering',
    section: {
      headline: 'Passend bij uw kaarten',
      text: [
        'Veel van onze [trouwkaarten](@wedding) bestaan ook als gastenboek in hetzelfde ontwerp. Zo hebben uitnodiging, tafelkaartjes en gastenboek één stijl.',
      ],
    },
    photoCaption: 'Een gastenboek in het ontwerp van de uitnodiging – de mooiste herinnering aan de grote dag.',
    info: {
      headline: 'Levering in 5–7 werkdagen',
      text: ['We binden elk fotoboek afzonderlijk. Reken voor een cadeau op een vaste datum een week.'],
    },
  },
  collages: {
    name: 'Fotocollage',
    seo: {
      title: 'Fotocollage als poster of op canvas | Carta & Co.',
      description:
        'Uw mooiste foto’s in één collage: als poster, op canvas of ingelijst. Sjablonen voor 2 tot 50 foto’s – een mooi cadeau voor bruiloft of doop.',
    },
    teaser: {
      headline: 'Veel herinneringen, één beeld',
      subline: 'Combineer uw favoriete foto’s tot een collage – als poster, op canvas of ingelijst.',
      ctaText: 'Collage maken',
    },
    h1: 'Een fotocollage ontwerpen',
    intro: [
      'Een fotocollage is het perfecte cadeau voor stelletjes, ouders en grootouders. Kies een lay-out voor **2 tot 50 foto’s**, sleep uw beelden erin en pas kleuren en tussenruimte aan.',
    ],
    calculatorHeadline: 'Uw collage voor de beste prijs',
    section: {
      headline: 'Ideeën voor uw collage',
      text: [
        {
          list: [
            'Het eerste jaar van uw baby in twaalf maandfoto’s',
            'De mooiste trouwfoto’s als bedankje voor de getuigen',
            'Een jaaroverzicht voor de hele familie',
          ],
        },
      ],
    },
    photoCaption: 'Negen foto’s, één lijst: een collage vertelt het hele verhaal.',
    info: {
      headline: 'Tip over de resolutie',
      text: ['De ontwerptool laat bij elke foto zien of de resolutie voldoende is voor het gekozen formaat.'],
    },
  },
  photoPrints: {
    name: 'Fotoafdrukken',
    seo: {
      title: 'Fotoafdrukken online bestellen | Carta & Co.',
      description:
        'Fotoafdrukken in mat of glans, van 10 x 10 tot 30 x 20 cm – desgewenst in een fotobox. Perfect voor gastenboeken, albums en bedankkaartjes.',
    },
    teaser: {
      headline: 'Fotoafdrukken op echt fotopapier',
      subline: 'Mat of glans, in zes formaten – desgewenst in een fotobox.',
      ctaText: 'Foto’s uploaden',
    },
    h1: 'Fotoafdrukken bestellen',
    intro: [
      'Voor het gastenboek, het album of als bijlage bij een bedankkaartje: we belichten we uw afdrukken op **echt fotopapier** en versturen ze goed verpakt.',
    ],
    calculatorHeadline: 'Kies een formaat en upload uw foto’s',
    section: {
      headline: 'Mat of glans?',
      text: [
        'Glanzende afdrukken tonen krachtige kleuren en diepe schaduwen. Matte afdrukken zijn ongevoelig voor vingerafdrukken – ideaal om in een [fotoboek](@photobooks) te plakken.',
      ],
    },
    photoCaption: 'Afdrukken in een fotobox: veilig bewaard en mooi om te geven.',
    info: {
      headline: 'Staffelkorting',
      text: ['Vanaf **100 afdrukken** bespaart u automatisch 10%. De korting wordt in uw winkelwagen verrekend.'],
    },
  },
  photoFrames: {
    name: 'Fotolijsten',
    seo: {
      title: 'Fotolijst met uw eigen foto | Carta & Co.',
      description:
        'Uw trouw- of familiefoto afgedrukt en ingelijst: lijsten van hout, aluminium of kunststof, van 10 x 15 tot 50 x 70 cm. Een cadeau dat blijft hangen.',
    },
    teaser: {
      headline: 'Uw mooiste foto, kant-en-klaar ingelijst',
      subline: 'Van de trouwfoto tot de eerste babyfoto – afgedrukt, ingelijst en klaar om op te hangen.',
      ctaText: 'Fotolijst maken',
    },
    h1: 'Uw eigen foto in een fotolijst',
    intro: [
      'Sommige foto’s verdienen meer dan een la: het bruidspaar voor de kerk, de eerste uren met uw baby, de hele familie met kerst. Wij drukken uw foto af en sturen hem **kant-en-klaar ingelijst** – u hebt alleen nog een spijker nodig.',
      'Kies een lijst van **hout, aluminium of kunststof** en een formaat van 10 x 15 tot 50 x 70 cm. Staat uw formaat er niet bij? Vul dan gewoon uw eigen maten in.',
    ],
    calculatorHeadline: 'Kies lijst en formaat',
    section: {
      headline: 'Passend bij uw kaarten',
      text: [
        'De foto van uw [trouwkaart](@wedding) of [geboortekaartje](@birth) staat ook aan de muur prachtig. Een ingelijste foto is bovendien een mooi bedankje voor getuigen, peetouders en grootouders.',
        {
          list: [
            '**Hout:** warm en klassiek, past bij bijna elk interieur',
            '**Aluminium:** smal en modern, met een subtiele glans',
            '**Kunststof:** licht en het voordeligst',
          ],
        },
      ],
    },
    photoCaption: 'Meerdere lijsten, één verhaal: een fotowand met uw favoriete foto’s.',
    info: {
      headline: 'Tip voor uw fotowand',
      text: [
        'Leg de lijsten eerst op de vloer en houd **5 tot 8 cm** ruimte tussen de foto’s. Zo blijft de wand rustig, ook met verschillende formaten.',
      ],
    },
  },
  photobox: {
    name: 'Fotobox',
    seo: {
      title: 'Fotobox met uw eigen afdrukken | Carta & Co.',
      description:
        'Uw foto’s als afdrukken in een linnen box met een eigen dekselontwerp: tot 40 afdrukken in de kleine box, tot 150 in de grote. Tastbare herinneringen.',
    },
    teaser: {
      headline: 'Een box vol herinneringen',
      subline: 'Uw favoriete foto’s als afdrukken, in een linnen box met uw foto op het deksel.',
      ctaText: 'Fotobox maken',
    },
    h1: 'Maak een fotobox met afdrukken',
    intro: [
      'Foto’s op uw telefoon verdwijnen snel in de cloud. Een fotobox maakt er weer echte foto’s van, om vast te houden, door te geven en cadeau te doen – bijvoorbeeld de mooiste trouwfoto’s als bedankje voor uw ouders.',
      'U uploadt uw foto’s, wij drukken ze af op **echt fotopapier** en leggen ze in een box met linnen bekleding. Het deksel ontwerpt u zelf, met uw favoriete foto en een persoonlijke tekst.',
    ],
    calculatorHeadline: 'Kies de box en het afdrukformaat',
    section: {
      headline: 'Twee formaten',
      text: [
        {
          list: [
            '**Kleine box:** tot 40 afdrukken van 13 x 9 of 15 x 10 cm, of 30 afdrukken van 18 x 13 cm',
            '**Grote box:** tot 150 afdrukken van 15 x 10 cm, 120 van 18 x 13 cm of 50 van 30 x 20 cm',
          ],
        },
        'De prijs is inclusief de box en alle afdrukken die erin passen. Losse afdrukken zonder box bestelt u bij onze [fotoafdrukken](@photoPrints).',
      ],
    },
    photoCaption: 'Afdrukken voor het album of bij een kaart bestelt u ook los, zonder box.',
    info: {
      headline: 'Een cadeau met een kaart',
      text: [
        'Doe er een bijpassende [kaart](@cardsOverview) bij: met een foto uit de box op de voorkant wordt het een mooie cadeauset.',
      ],
    },
  },
  wallArt: {
    name: 'Wanddecoratie',
    seo: {
      title: 'Wanddecoratie met uw eigen foto | Carta & Co.',
      description:
        'Uw foto als wanddecoratie: op canvas in een baklijst, als ingelijste poster met passe-partout of op plexiglas. Van 20 x 20 tot 150 x 100 cm.',
    },
    teaser: {
      headline: 'Uw foto aan de muur',
      subline: 'De bruiloft, het gezin, uw favoriete plek – groot op canvas, gemaakt voor de woonkamer.',
      ctaText: 'Wanddecoratie maken',
    },
    h1: 'Wanddecoratie met uw eigen foto',
    intro: [
      'Een groot beeld verandert een ruimte: boven de bank, in de gang of in de slaapkamer herinnert het u elke dag aan een bijzonder moment. We drukken uw foto af op **canvas** en zetten hem in een slanke baklijst – klaar om op te hangen.',
      'Liever een ingelijste poster of plexiglas? In de prijscalculator wisselt u met één klik van materiaal en ziet u meteen de prijs.',
    ],
    calculatorHeadline: 'Kies materiaal en formaat',
    section: {
      headline: 'Welk materiaal past bij u?',
      text: [
        {
          list: [
            '**Canvas:** mat oppervlak zonder reflecties, warm en bijna geschilderd',
            '**Ingelijste poster:** met passe-partout, ideaal voor zwart-witfoto’s',
            '**Plexiglas:** stralende kleuren en veel diepte, perfect voor landschappen',
          ],
        },
        'Veel foto’s in één beeld? Dan is een [fotocollage](@collages) precies wat u zoekt.',
      ],
    },
    photoCaption: 'Een breed panorama boven de bank: zo wordt wanddecoratie het middelpunt van de woonkamer.',
    info: {
      headline: 'Het juiste formaat',
      text: [
        'Vuistregel: een beeld boven de bank is ongeveer **twee derde zo breed** als de bank zelf. De designer laat ook zien of de resolutie van uw foto genoeg is voor het formaat.',
      ],
    },
  },
  cardsOverview: {
    name: 'Alle kaarten',
    seo: {
      title: 'Kaarten voor elke gelegenheid | Carta & Co.',
      description:
        'Trouwkaarten, geboortekaartjes, kerstkaarten, fotokalenders en fotoboeken: het hele aanbod van Carta & Co. in één overzicht, met prijzen.',
    },
    teaser: {
      headline: 'Al onze kaarten in één overzicht',
      subline: 'Vind de juiste kaart voor uw gelegenheid – en alles wat erbij hoort.',
      ctaText: 'Alle ontwerpen bekijken',
    },
    h1: 'Kaarten voor elke gelegenheid',
    intro: [
      'Van trouwkaart tot kerstgroet: hier vindt u alle gelegenheden en producten met hun vanafprijs. **Elke kaart kunt u eerst als proefkaart bestellen.**',
    ],
    overviewHeadline: 'Onze gelegenheden en producten',
    items: {
      wedding: { title: 'Trouwkaarten', text: 'Save the date, uitnodiging en bedankkaart in één stijl.' },
      birth: { title: 'Geboortekaartjes', text: 'Stel het nieuwe gezinslid trots voor.' },
      christmas: { title: 'Kerstkaarten', text: 'Feestelijke groeten, privé of zakelijk.' },
      calendars: { title: 'Fotokalenders', text: 'Twaalf maanden met uw mooiste foto’s.' },
      photobooks: { title: 'Fotoboeken', text: 'Gastenboeken en albums in uw ontwerp.' },
      allDesigns: { title: 'Alle ontwerpen', text: '60 ontwerpen voor elke gelegenheid.' },
    },
    themesHeadline: 'Populaire kaartontwerpen',
    info: {
      headline: 'Eerst bekijken, dan bestellen',
      text: ['We sturen u vooraf een gedrukte proefkaart van uw ontwerp, inclusief verzending; de prijs ziet u in de designer.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Dubbele kaart A6 op mat papier',
      text: ['Onze populairste trouwkaart: vier pagina’s op 350 g/m² naturelkarton, desgewenst met goudfolie.'],
    },
    accessoryHeadline: 'Bijpassende enveloppen en inlegvellen',
    sampleCard: {
      headline: 'Staand formaat op parelmoerpapier',
      text: 'Glanzend parelmoerpapier voor feestelijke uitnodigingen – bestel eerst een proefkaart.',
    },
    calendar: {
      headline: 'Wandkalender A3 liggend',
      text: ['Groot formaat voor uw landschapsfoto’s, met spiraalbinding en ophanghaak – te starten in elke maand.'],
    },
    photobook: {
      headline: 'Fotoboek A4 liggend in digitale druk',
      text: ['Het formaat voor trouw- en reisalbums: ruimte voor grote foto’s, met harde kaft en PUR-binding.'],
    },
    voucher: {
      code: 'KAARTGELUK15',
      headline: '15% korting op uw eerste kaartenbestelling',
      text: ['Vul de code in uw winkelwagen in – geldig op alle kaarten; de minimale bestelwaarde ziet u in de winkelwagen.'],
      minimumOrderValue: 40,
    },
  },
  error: {
    name: 'Pagina niet gevonden',
    seo: {
      title: 'Pagina niet gevonden | Carta & Co.',
      description:
        'Deze pagina bestaat helaas niet. Ontdek in plaats daarvan onze trouwkaarten, geboortekaartjes, kerstkaarten of fotokalenders.',
    },
    headline: 'Oeps, deze pagina bestaat niet',
    text: [
      'Misschien zit er een typfout in het adres, of is de pagina verhuisd. Geen zorgen: op de [homepage](@home) vindt u alles terug, en in onze [ontwerpgalerij](@products) wachten 60 ontwerpen op u.',
    ],
  },
  products: {
    name: 'Alle ontwerpen',
    seo: {
      title: 'Alle kaartontwerpen bekijken | Carta & Co.',
      description:
        'Bekijk alle ontwerpen voor bruiloft, geboorte, verjaardag, kerst en rouw – en filter op gelegenheid, kleur en formaat.',
    },
    headline: 'Alle ontwerpen',
    text: [
      'Vind het juiste ontwerp voor uw gelegenheid: filter op **gelegenheid, kleur, formaat en afwerking** en open uw favoriet direct in de ontwerptool. Elk ontwerp past u aan met uw eigen foto’s en teksten.',
    ],
  },
  themes: {
    name: 'Thema’s',
    seo: {
      title: 'Themacollecties voor elke gelegenheid | Carta & Co.',
      description:
        'Van bruiloft tot kerst: in onze themacollecties vindt u kaarten, kalenders en gastenboeken die perfect bij elkaar passen.',
    },
    headline: 'Onze themacollecties',
    text: [
      'In elke collectie hebben we kaarten, uitnodigingen en accessoires samengebracht die perfect bij elkaar passen. Zo heeft alles, van de eerste uitnodiging tot de laatste bedankkaart, **één herkenbare stijl**.',
    ],
  },
  newsletterConfirm: {
    name: 'Nieuwsbrief bevestigen',
    seo: {
      title: 'Bevestig uw aanmelding | Carta & Co.',
      description: 'Bevestig met één klik uw aanmelding voor de nieuwsbrief van Carta & Co.',
    },
    headline: 'Bijna klaar!',
    text: [
      'Bevestig uw aanmelding voor onze nieuwsbrief door op de knop hieronder te klikken. Pas daarna sturen we u inspiratie, nieuwe ontwerpen en exclusieve aanbiedingen.',
      'Hebt u zich niet aangemeld? Negeer deze pagina dan gewoon – zonder bevestiging ontvangt u geen e-mails van ons.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – naar de homepage',
    magazine: 'Magazine',
    service: 'Klantenservice',
    account: 'Mijn account',
    cart: 'Winkelwagen',
  },
  navigation: {
    wedding: 'Bruiloft',
    birth: 'Geboorte',
    christmas: 'Kerst',
    calendars: 'Fotokalenders',
    photobooks: 'Fotoboeken',
    allDesigns: 'Alle ontwerpen',
    about: 'Over ons',
    collages: 'Fotocollages',
    photoPrints: 'Fotoafdrukken',
    cardsOverview: 'Alle kaarten',
    photoFrames: 'Fotolijsten',
    photobox: 'Fotobox',
    wallArt: 'Wanddecoratie',
  },
  footer: {
    newsletter: {
      headline: 'Zie nieuwe ontwerpen als eerste',
      inputPlaceholder: 'Uw e-mailadres',
      ctaText: 'Aanmelden',
      newsletterText: 'Ontvang inspiratie, nieuwe collecties en exclusieve kortingscodes. Afmelden kan altijd met één klik.',
    },
    occasionsTitle: 'Gelegenheden en producten',
    serviceTitle: 'Hulp en contact',
    serviceFaq: 'Veelgestelde vragen',
    emailUs: 'Mail de klantenservice',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Kaarten online maken bij Carta & Co.:** of het nu gaat om [trouwkaarten](@wedding), [geboortekaartjes](@birth) of [kerstkaarten](@christmas) – bij ons maakt u persoonlijke kaarten met uw eigen foto’s en teksten, gewoon in uw browser.',
      'Naast kaarten voor elke gelegenheid vindt u bij ons gastenboeken, condoleanceboeken, [fotokalenders](@calendars) en fotoboeken. We drukken alles op hoogwaardig papier en bezorgen het snel en veilig bij u thuis.',
    ],
    serviceText: 'Ma–vr van 8.00 tot 18.00 uur persoonlijk bereikbaar',
    copyright: '© 2026 Carta & Co. Alle rechten voorbehouden.',
  },
};
