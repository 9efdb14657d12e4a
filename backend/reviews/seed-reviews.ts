import type { Channel } from '../../domain/locale/channels.ts';
import type { Language } from '../../domain/locale/locales.ts';

/**
 * Seed reviews per channel and language: stars, title, text, author and how long before
 * SEED_REVIEWS_WRITTEN_BY it was written (minutes), so the seed spans hours to over a year.
 */
export type SeedReview = readonly [stars: number, title: string, text: string, author: string, ageMinutes: number];

/** The newest seed review's date: fixed, so a review is as old on every start of the backend. */
export const SEED_REVIEWS_WRITTEN_BY = Date.UTC(2026, 10, 2, 9, 30);

const HOUR = 60;
const DAY = 24 * HOUR;

export const SEED_REVIEWS: Readonly<Record<Channel, Readonly<Record<Language, readonly SeedReview[]>>>> = {
  poster: {
    de: [
      [5, 'Gestochen scharf', 'Unser Urlaubsfoto auf Leinwand sieht besser aus als erwartet. Die Farben sind kräftig, der Keilrahmen stabil.', 'Martina K.', 0],
      [5, 'Schnelle Lieferung', 'Am Montag bestellt, am Donnerstag hing das Acrylbild schon an der Wand. Sehr gut verpackt.', 'Jörg S.', 3 * HOUR],
      [4, 'Schöner Rahmen', 'Der Holzrahmen ist hochwertig, nur die Aufhängung hätte ich mir etwas stabiler gewünscht.', 'Sabine W.', 2 * DAY],
      [5, 'Tolles Geschenk', 'Ein Poster mit unserem Hochzeitsbild für meine Eltern: Sie waren zu Tränen gerührt.', 'Lukas M.', 9 * DAY],
      [5, 'Einfach zu gestalten', 'Foto hochladen, Format wählen, fertig. Die Vorschau zeigt genau, was man bekommt.', 'Anke R.', 40 * DAY],
      [4, 'Gute Qualität', 'Das Alu-Dibond-Bild ist makellos. Der Versand hat einen Tag länger gedauert als angegeben.', 'Thomas B.', 200 * DAY],
      [5, 'Immer wieder gern', 'Schon die dritte Bestellung und jedes Mal zufrieden. Der Kundenservice antwortet schnell.', 'Petra H.', 430 * DAY],
    ],
    en: [
      [5, 'Pin-sharp print', 'Our holiday photo on canvas looks better than we hoped. Vivid colours and a sturdy frame.', 'Emma T.', 0],
      [5, 'Fast delivery', 'Ordered on Monday, the acrylic print was on our wall by Thursday. Packed with great care.', 'James P.', 5 * HOUR],
      [4, 'Lovely frame', 'The wooden frame feels premium; the hanging kit could be a little sturdier.', 'Sophie L.', 3 * DAY],
      [5, 'A perfect gift', 'A poster of our wedding photo for my parents: they were moved to tears.', 'Oliver G.', 12 * DAY],
      [5, 'Easy to design', 'Upload, pick a size, done. The preview shows exactly what arrives.', 'Hannah R.', 45 * DAY],
      [4, 'Great quality', 'The aluminium print is flawless. Shipping took a day longer than promised.', 'Daniel W.', 180 * DAY],
      [5, 'Always a pleasure', 'My third order and happy every time. Customer service replies quickly.', 'Grace M.', 400 * DAY],
    ],
    fr: [
      [5, 'Une netteté parfaite', 'Notre photo de vacances sur toile est encore plus belle que prévu. Couleurs vives, châssis solide.', 'Camille D.', 0],
      [5, 'Livraison rapide', 'Commandé lundi, le tableau en verre acrylique était au mur jeudi. Très bien emballé.', 'Julien B.', 4 * HOUR],
      [4, 'Beau cadre', 'Le cadre en bois est de qualité, le système d’accroche pourrait être plus robuste.', 'Claire M.', 2 * DAY],
      [5, 'Un cadeau réussi', 'Un poster de notre photo de mariage pour mes parents : ils étaient très émus.', 'Thomas L.', 10 * DAY],
      [5, 'Simple à créer', 'On charge la photo, on choisit le format, c’est fini. L’aperçu correspond exactement au résultat.', 'Léa F.', 50 * DAY],
      [4, 'Bonne qualité', 'Le tableau sur aluminium est impeccable. La livraison a pris un jour de plus.', 'Nicolas R.', 190 * DAY],
      [5, 'Toujours satisfaite', 'Troisième commande et toujours ravie. Le service client répond vite.', 'Sophie G.', 420 * DAY],
    ],
    es: [
      [5, 'Nitidez perfecta', 'Nuestra foto de vacaciones en lienzo quedó mejor de lo esperado. Colores vivos y bastidor firme.', 'Lucía G.', 0],
      [5, 'Entrega rápida', 'Pedido el lunes, el jueves ya colgaba el cuadro de metacrilato. Muy bien embalado.', 'Javier M.', 6 * HOUR],
      [4, 'Marco precioso', 'El marco de madera es de calidad; el sistema para colgar podría ser más robusto.', 'Marta S.', 4 * DAY],
      [5, 'Un regalo perfecto', 'Un póster con la foto de nuestra boda para mis padres: se emocionaron muchísimo.', 'Pablo R.', 15 * DAY],
      [5, 'Fácil de diseñar', 'Subes la foto, eliges el tamaño y listo. La vista previa es exacta.', 'Elena V.', 60 * DAY],
      [4, 'Buena calidad', 'El cuadro en aluminio es impecable. El envío tardó un día más de lo indicado.', 'Sergio L.', 210 * DAY],
      [5, 'Siempre contenta', 'Es mi tercer pedido y siempre quedo satisfecha. El servicio al cliente responde rápido.', 'Carmen P.', 390 * DAY],
    ],
    it: [
      [5, 'Nitidezza perfetta', 'La nostra foto delle vacanze su tela è venuta meglio del previsto. Colori vivi e telaio robusto.', 'Giulia R.', 0],
      [5, 'Consegna veloce', 'Ordinato lunedì, giovedì il quadro in plexiglas era già appeso. Imballaggio curatissimo.', 'Marco B.', 2 * HOUR],
      [4, 'Bella cornice', 'La cornice in legno è di qualità, il gancio potrebbe essere più solido.', 'Francesca C.', 3 * DAY],
      [5, 'Regalo riuscito', 'Un poster con la foto del nostro matrimonio per i miei genitori: si sono commossi.', 'Luca F.', 11 * DAY],
      [5, 'Facile da creare', 'Carichi la foto, scegli il formato e hai finito. L’anteprima è fedele.', 'Chiara M.', 55 * DAY],
      [4, 'Ottima qualità', 'La stampa su alluminio è perfetta. La spedizione ha richiesto un giorno in più.', 'Andrea S.', 220 * DAY],
      [5, 'Sempre soddisfatta', 'Terzo ordine e sempre contenta. Il servizio clienti risponde subito.', 'Sara T.', 410 * DAY],
    ],
    nl: [
      [5, 'Haarscherp', 'Onze vakantiefoto op canvas is mooier dan verwacht. Sterke kleuren en een stevig frame.', 'Sanne de V.', 0],
      [5, 'Snelle levering', 'Maandag besteld, donderdag hing het acrylglas aan de muur. Heel goed verpakt.', 'Daan J.', 7 * HOUR],
      [4, 'Mooie lijst', 'De houten lijst voelt luxe aan, het ophangsysteem mocht iets steviger.', 'Lotte B.', 2 * DAY],
      [5, 'Perfect cadeau', 'Een poster van onze trouwfoto voor mijn ouders: ze waren ontroerd.', 'Bram K.', 8 * DAY],
      [5, 'Makkelijk te maken', 'Foto uploaden, formaat kiezen, klaar. De preview klopt precies.', 'Eva M.', 35 * DAY],
      [4, 'Goede kwaliteit', 'Het aluminium schilderij is perfect. De levering duurde een dag langer.', 'Tim H.', 170 * DAY],
      [5, 'Altijd tevreden', 'Mijn derde bestelling en weer blij. De klantenservice reageert snel.', 'Fleur D.', 380 * DAY],
    ],
  },
  card: {
    de: [
      [5, 'Wunderschöne Karten', 'Unsere Hochzeitseinladungen sind traumhaft geworden. Das matte Papier fühlt sich edel an.', 'Julia F.', 0],
      [5, 'Pünktlich zur Taufe', 'Die Dankeskarten kamen in drei Tagen, samt passender Umschläge.', 'Stefan L.', 2 * HOUR],
      [4, 'Schöne Vorlagen', 'Viele Designs zur Auswahl. Beim Text hätte ich mir mehr Schriftarten gewünscht.', 'Katrin P.', 1 * DAY],
      [5, 'Weihnachtskarten-Klassiker', 'Jedes Jahr bestellen wir hier unsere Fotokarten. Die Farben stimmen immer.', 'Michael D.', 20 * DAY],
      [5, 'Toller Fotokalender', 'Der Wandkalender ist ein Geschenk, über das sich die Großeltern das ganze Jahr freuen.', 'Nina G.', 70 * DAY],
      [4, 'Gutes Preis-Leistungs-Verhältnis', 'Die Geburtskarten sind hochwertig gedruckt, die Lieferung dauerte etwas.', 'Florian Z.', 250 * DAY],
      [5, 'Sehr empfehlenswert', 'Kundenservice hat meine Bestellung noch kurzfristig geändert. Danke!', 'Claudia N.', 500 * DAY],
    ],
    en: [
      [5, 'Beautiful cards', 'Our wedding invitations turned out stunning. The matt paper feels luxurious.', 'Charlotte H.', 0],
      [5, 'Just in time', 'The thank-you cards arrived in three days, envelopes included.', 'Harry B.', 3 * HOUR],
      [4, 'Lovely templates', 'Plenty of designs to choose from; I would like a few more fonts.', 'Amelia J.', 2 * DAY],
      [5, 'Our Christmas tradition', 'We order our photo Christmas cards here every year. The colours are always spot on.', 'George W.', 25 * DAY],
      [5, 'Gorgeous calendar', 'The wall calendar is a gift my grandparents enjoy all year round.', 'Isla K.', 65 * DAY],
      [4, 'Good value', 'The birth announcements are printed beautifully; delivery took a little while.', 'Jack R.', 240 * DAY],
      [5, 'Highly recommended', 'Customer service changed my order at short notice. Thank you!', 'Lily C.', 480 * DAY],
    ],
    fr: [
      [5, 'Des cartes magnifiques', 'Nos faire-part de mariage sont superbes. Le papier mat est très élégant.', 'Manon P.', 0],
      [5, 'À temps pour le baptême', 'Les cartes de remerciement sont arrivées en trois jours, enveloppes comprises.', 'Hugo M.', 5 * HOUR],
      [4, 'Jolis modèles', 'Beaucoup de designs au choix ; j’aimerais davantage de polices.', 'Inès R.', 1 * DAY],
      [5, 'Notre tradition de Noël', 'Chaque année nous commandons ici nos cartes photo de Noël. Les couleurs sont toujours justes.', 'Louis C.', 18 * DAY],
      [5, 'Superbe calendrier', 'Le calendrier mural est un cadeau qui fait plaisir à mes grands-parents toute l’année.', 'Chloé B.', 75 * DAY],
      [4, 'Bon rapport qualité-prix', 'Les faire-part de naissance sont très bien imprimés, la livraison a pris un peu de temps.', 'Antoine V.', 260 * DAY],
      [5, 'Je recommande', 'Le service client a modifié ma commande au dernier moment. Merci !', 'Emma L.', 520 * DAY],
    ],
    es: [
      [5, 'Tarjetas preciosas', 'Nuestras invitaciones de boda quedaron espectaculares. El papel mate es muy elegante.', 'Sofía H.', 0],
      [5, 'Justo a tiempo', 'Las tarjetas de agradecimiento llegaron en tres días, con sobres incluidos.', 'Alejandro T.', 4 * HOUR],
      [4, 'Bonitas plantillas', 'Muchos diseños para elegir; echo de menos algunas tipografías más.', 'Paula N.', 3 * DAY],
      [5, 'Nuestra tradición navideña', 'Cada año pedimos aquí nuestras felicitaciones con foto. Los colores siempre salen perfectos.', 'Diego F.', 22 * DAY],
      [5, 'Calendario precioso', 'El calendario de pared es un regalo que mis abuelos disfrutan todo el año.', 'Laura C.', 80 * DAY],
      [4, 'Buena relación calidad-precio', 'Las tarjetas de nacimiento están muy bien impresas; el envío tardó un poco.', 'Raúl D.', 230 * DAY],
      [5, 'Muy recomendable', 'El servicio al cliente cambió mi pedido a última hora. ¡Gracias!', 'Ana B.', 470 * DAY],
    ],
    it: [
      [5, 'Biglietti bellissimi', 'Le nostre partecipazioni di nozze sono splendide. La carta opaca è elegantissima.', 'Alessia G.', 0],
      [5, 'Puntuali per il battesimo', 'I biglietti di ringraziamento sono arrivati in tre giorni, buste comprese.', 'Matteo P.', 6 * HOUR],
      [4, 'Bei modelli', 'Tanti design tra cui scegliere; vorrei qualche font in più.', 'Elisa V.', 2 * DAY],
      [5, 'La nostra tradizione di Natale', 'Ogni anno ordiniamo qui i biglietti di Natale con foto. I colori sono sempre perfetti.', 'Davide M.', 16 * DAY],
      [5, 'Calendario stupendo', 'Il calendario da parete è un regalo che i nonni apprezzano tutto l’anno.', 'Martina L.', 85 * DAY],
      [4, 'Buon rapporto qualità-prezzo', 'Le partecipazioni di nascita sono stampate benissimo; la consegna ha richiesto un po’.', 'Simone R.', 270 * DAY],
      [5, 'Consigliatissimo', 'Il servizio clienti ha modificato il mio ordine all’ultimo momento. Grazie!', 'Valentina C.', 540 * DAY],
    ],
    nl: [
      [5, 'Prachtige kaarten', 'Onze trouwkaarten zijn schitterend geworden. Het matte papier voelt chic aan.', 'Emma V.', 0],
      [5, 'Op tijd voor de doop', 'De bedankkaarten kwamen binnen drie dagen, inclusief enveloppen.', 'Lars de J.', 2 * HOUR],
      [4, 'Mooie ontwerpen', 'Veel ontwerpen om uit te kiezen; ik mis nog een paar lettertypen.', 'Noor S.', 1 * DAY],
      [5, 'Onze kersttraditie', 'Elk jaar bestellen we hier onze kerstkaarten met foto. De kleuren kloppen altijd.', 'Ruben P.', 19 * DAY],
      [5, 'Schitterende kalender', 'De wandkalender is een cadeau waar mijn grootouders het hele jaar van genieten.', 'Julia W.', 90 * DAY],
      [4, 'Goede prijs-kwaliteit', 'De geboortekaartjes zijn prachtig gedrukt; de levering duurde wat langer.', 'Sem A.', 215 * DAY],
      [5, 'Echt een aanrader', 'De klantenservice paste mijn bestelling nog op het laatste moment aan. Dank!', 'Anna K.', 460 * DAY],
    ],
  },
};
