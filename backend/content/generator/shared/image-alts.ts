/**
 * One alt text per picture and language, for both channels: a picture shows the same wherever it
 * appears. Each text describes what backend/assets/README.md says the picture shows; change them
 * together when a picture is rendered anew.
 */
import { overrideCopy } from '../locale-overrides.ts';
import type { ShopLocale } from './shop-pages-types.ts';
import { toSwissSpelling } from '../../../../domain/locale/swiss-spelling.ts';

export const PHOTO_FILES = [
  'poster-hero.jpg',
  'living-room.jpg',
  'gallery-wall.jpg',
  'canvas.jpg',
  'poster.jpg',
  'framed.jpg',
  'acrylic.jpg',
  'aluminium.jpg',
  'photo-prints.jpg',
  'wallpaper.jpg',
  'collage.jpg',
  'photobox.jpg',
  'card-hero.jpg',
  'card.jpg',
  'wedding.jpg',
  'birth.jpg',
  'christmas.jpg',
  'birthday.jpg',
  'calendar.jpg',
  'photobook.jpg',
  'photobook-family.jpg',
  'photobook-travel.jpg',
  'guestbook.jpg',
  'envelopes.jpg',
] as const;
export type PhotoFile = (typeof PHOTO_FILES)[number];
export type ImageAlts = Readonly<Record<PhotoFile, string>>;

const enGb: ImageAlts = {
  'poster-hero.jpg': 'Large poster of a rocket launch at blue hour in a thin black frame, above a light sideboard with a vase',
  'living-room.jpg': 'Living room with a grey sofa beneath a wide canvas of the Hubble deep field, a plant beside it',
  'gallery-wall.jpg': 'Gallery wall of nine frames in mixed sizes on a sage-green wall: portraits, a cat, a raccoon, coffee, a rocket and the night sky',
  'canvas.jpg': 'Canvas print of a rocket on the launch pad at dusk, the photo wrapped round the stretcher frame, seen slightly from the side',
  'poster.jpg': 'Poster of an astronaut in an orange spacesuit, hanging from wooden poster hangers on a white wall',
  'framed.jpg': 'Photo of a raccoon among green leaves in a black wooden frame with a white mount, standing on a sideboard',
  'acrylic.jpg': 'The Hubble deep field behind glossy acrylic glass with a light reflection and steel wall spacers',
  'aluminium.jpg': 'An espresso cup on a wooden bar, printed on a thin aluminium panel floating off the wall',
  'photo-prints.jpg': 'Scattered white-bordered photo prints of portraits, pets, coffee and a rocket on a wooden table',
  'wallpaper.jpg': 'Photo wallpaper of a raccoon among palm leaves covering a whole wall, with an armchair and lamp in front',
  'collage.jpg': 'Canvas collage of nine photos in a grid: portraits, pets, coffee, a rocket and the night sky',
  'photobox.jpg': 'Open linen photo box with a stack of prints, a cat on top, its lid beside it on a wooden table',
  'card-hero.jpg': 'Photo greeting cards with a cat, a raccoon and an astronaut, envelopes and a sprig of eucalyptus on a table',
  'card.jpg': 'Folded greeting card with a photo of a cat on the front, standing open on a shelf',
  'wedding.jpg': 'Cream wedding invitation with two gold rings, the names Anna & Ben and a ribbon',
  'birth.jpg': 'Pastel birth announcement with a moon, stars and the name Mila, next to a baby sock',
  'christmas.jpg': 'Dark green Christmas card with a photo of a cat, a small gold tree and snowflakes, beside a pine branch and a red bauble',
  'birthday.jpg': 'Sunny yellow birthday card with a big number 30 under a photo of an astronaut, with confetti around it',
  'calendar.jpg': 'Wall calendar with spiral binding: a photo of a raccoon on top, the month grid below',
  'photobook.jpg': 'Open photo book with a large photo of an espresso and two smaller photos of a cat and a rocket launch',
  'photobook-family.jpg': 'Open family photo book with a large portrait of Grace Hopper and two smaller photos of a cat and an astronaut',
  'photobook-travel.jpg': 'Open travel photo book with a large photo of a rocket launch and two smaller photos of the night sky and a raccoon',
  'guestbook.jpg': 'Linen-bound wedding guest book with the names Anna & Ben, a pen and a sprig of dried eucalyptus',
  'envelopes.jpg': 'Coloured envelopes fanned out, with a photo card of an espresso peeking out of the top one',
};

const deDe: ImageAlts = {
  'poster-hero.jpg': 'Großes Poster eines Raketenstarts zur blauen Stunde in schmalem schwarzem Rahmen über einem hellen Sideboard mit Vase',
  'living-room.jpg': 'Wohnzimmer mit grauem Sofa unter einem breiten Leinwandbild des Hubble Deep Field, daneben eine Pflanze',
  'gallery-wall.jpg':
    'Bilderwand mit neun Rahmen in verschiedenen Größen an einer salbeigrünen Wand: Porträts, eine Katze, ein Waschbär, Kaffee, eine Rakete und der Nachthimmel',
  'canvas.jpg': 'Leinwandbild einer Rakete auf der Startrampe in der Abenddämmerung, um den Keilrahmen gespannt, leicht von der Seite gesehen',
  'poster.jpg': 'Poster einer Astronautin im orangefarbenen Raumanzug in hölzernen Posterleisten an einer weißen Wand',
  'framed.jpg': 'Foto eines Waschbären zwischen grünen Blättern in schwarzem Holzrahmen mit weißem Passepartout auf einem Sideboard',
  'acrylic.jpg': 'Das Hubble Deep Field hinter glänzendem Acrylglas mit Lichtreflex und Wandabstandshaltern aus Stahl',
  'aluminium.jpg': 'Espressotasse auf einer Holztheke, gedruckt auf eine dünne Aluminiumplatte, die vor der Wand zu schweben scheint',
  'photo-prints.jpg': 'Verstreute Fotoabzüge mit weißem Rand von Porträts, Haustieren, Kaffee und einer Rakete auf einem Holztisch',
  'wallpaper.jpg': 'Fototapete mit einem Waschbären zwischen Palmblättern über die ganze Wand, davor Sessel und Stehlampe',
  'collage.jpg': 'Leinwand-Collage mit neun Fotos im Raster: Porträts, Haustiere, Kaffee, eine Rakete und der Nachthimmel',
  'photobox.jpg': 'Geöffnete Bilderbox aus Leinen mit einem Stapel Abzüge, obenauf eine Katze, der Deckel daneben auf einem Holztisch',
  'card-hero.jpg': 'Fotogrußkarten mit einer Katze, einem Waschbären und einer Astronautin, dazu Umschläge und ein Eukalyptuszweig auf einem Tisch',
  'card.jpg': 'Aufgeklappte Grußkarte mit dem Foto einer Katze auf der Vorderseite, aufgestellt auf einem Regal',
  'wedding.jpg': 'Cremefarbene Hochzeitseinladung mit zwei goldenen Ringen, den Namen Anna & Ben und einer Schleife',
  'birth.jpg': 'Geburtskarte in Pastelltönen mit Mond, Sternen und dem Namen Mila, daneben eine Babysocke',
  'christmas.jpg':
    'Dunkelgrüne Weihnachtskarte mit dem Foto einer Katze, einem kleinen goldenen Baum und Schneeflocken, neben einem Tannenzweig und einer roten Christbaumkugel',
  'birthday.jpg': 'Sonnengelbe Geburtstagskarte mit großer Zahl 30 unter dem Foto einer Astronautin, ringsum Konfetti',
  'calendar.jpg': 'Wandkalender mit Spiralbindung: oben das Foto eines Waschbären, unten das Kalendarium des Monats',
  'photobook.jpg': 'Aufgeschlagenes Fotobuch mit einem großen Foto eines Espressos und zwei kleineren Fotos einer Katze und eines Raketenstarts',
  'photobook-family.jpg': 'Aufgeschlagenes Familienfotobuch mit einem großen Porträt von Grace Hopper und zwei kleineren Fotos einer Katze und einer Astronautin',
  'photobook-travel.jpg': 'Aufgeschlagenes Reisefotobuch mit einem großen Foto eines Raketenstarts und zwei kleineren Fotos des Nachthimmels und eines Waschbären',
  'guestbook.jpg': 'Hochzeitsgästebuch mit Leineneinband und den Namen Anna & Ben, daneben ein Stift und ein Zweig getrockneter Eukalyptus',
  'envelopes.jpg': 'Aufgefächerte farbige Umschläge, aus dem obersten schaut eine Fotokarte mit einem Espresso heraus',
};

const frFr: ImageAlts = {
  'poster-hero.jpg': 'Grand poster d’un lancement de fusée à l’heure bleue dans un fin cadre noir, au-dessus d’un buffet clair avec un vase',
  'living-room.jpg': 'Salon avec un canapé gris sous une large toile du champ profond de Hubble, une plante à côté',
  'gallery-wall.jpg':
    'Mur de cadres : neuf cadres de tailles variées sur un mur vert sauge, avec des portraits, un chat, un raton laveur, du café, une fusée et le ciel étoilé',
  'canvas.jpg': 'Toile d’une fusée sur son pas de tir au crépuscule, la photo tendue autour du châssis, vue légèrement de côté',
  'poster.jpg': 'Poster d’une astronaute en combinaison orange, suspendu à des baguettes en bois sur un mur blanc',
  'framed.jpg': 'Photo d’un raton laveur parmi des feuilles vertes dans un cadre en bois noir avec passe-partout blanc, posé sur un buffet',
  'acrylic.jpg': 'Le champ profond de Hubble derrière un verre acrylique brillant avec un reflet de lumière et des entretoises en acier',
  'aluminium.jpg': 'Une tasse d’espresso sur un comptoir en bois, imprimée sur une fine plaque d’aluminium qui semble flotter devant le mur',
  'photo-prints.jpg': 'Tirages photo à bord blanc éparpillés sur une table en bois : portraits, animaux, café et une fusée',
  'wallpaper.jpg': 'Papier peint photo d’un raton laveur parmi des feuilles de palmier sur tout un mur, devant un fauteuil et un lampadaire',
  'collage.jpg': 'Collage sur toile de neuf photos en grille : portraits, animaux, café, une fusée et le ciel étoilé',
  'photobox.jpg': 'Boîte photo en lin ouverte avec une pile de tirages, un chat sur le dessus, le couvercle à côté sur une table en bois',
  'card-hero.jpg': 'Cartes photo avec un chat, un raton laveur et une astronaute, des enveloppes et un brin d’eucalyptus sur une table',
  'card.jpg': 'Carte de vœux pliée avec la photo d’un chat en couverture, ouverte sur une étagère',
  'wedding.jpg': 'Faire-part de mariage crème avec deux alliances dorées, les prénoms Anna & Ben et un ruban',
  'birth.jpg': 'Faire-part de naissance pastel avec lune, étoiles et le prénom Mila, à côté d’une chaussette de bébé',
  'christmas.jpg':
    'Carte de Noël vert foncé avec la photo d’un chat, un petit sapin doré et des flocons, à côté d’une branche de pin et d’une boule rouge',
  'birthday.jpg': 'Carte d’anniversaire jaune soleil avec un grand 30 sous la photo d’une astronaute, entourée de confettis',
  'calendar.jpg': 'Calendrier mural à spirale : la photo d’un raton laveur en haut, la grille du mois en dessous',
  'photobook.jpg': 'Livre photo ouvert avec une grande photo d’un espresso et deux plus petites d’un chat et d’un lancement de fusée',
  'photobook-family.jpg': 'Livre photo de famille ouvert avec un grand portrait de Grace Hopper et deux plus petites photos d’un chat et d’une astronaute',
  'photobook-travel.jpg': 'Livre photo de voyage ouvert avec une grande photo d’un lancement de fusée et deux plus petites du ciel nocturne et d’un raton laveur',
  'guestbook.jpg': 'Livre d’or de mariage relié en lin aux prénoms d’Anna & Ben, avec un stylo et un brin d’eucalyptus séché',
  'envelopes.jpg': 'Enveloppes colorées disposées en éventail, une carte photo d’un espresso dépassant de la première',
};

const esEs: ImageAlts = {
  'poster-hero.jpg': 'Gran póster del lanzamiento de un cohete en la hora azul con un fino marco negro, sobre un aparador claro con un jarrón',
  'living-room.jpg': 'Salón con un sofá gris bajo un amplio lienzo del campo profundo del Hubble y una planta al lado',
  'gallery-wall.jpg':
    'Pared de cuadros con nueve marcos de distintos tamaños sobre una pared verde salvia: retratos, un gato, un mapache, café, un cohete y el cielo nocturno',
  'canvas.jpg': 'Lienzo de un cohete en la plataforma de lanzamiento al atardecer, con la foto envolviendo el bastidor, visto ligeramente de lado',
  'poster.jpg': 'Póster de una astronauta con traje espacial naranja, colgado de listones de madera en una pared blanca',
  'framed.jpg': 'Foto de un mapache entre hojas verdes en un marco de madera negro con paspartú blanco, sobre un aparador',
  'acrylic.jpg': 'El campo profundo del Hubble tras un metacrilato brillante con un reflejo de luz y separadores de acero',
  'aluminium.jpg': 'Una taza de espresso sobre una barra de madera, impresa en una fina placa de aluminio que parece flotar ante la pared',
  'photo-prints.jpg': 'Copias de fotos con borde blanco esparcidas sobre una mesa de madera: retratos, mascotas, café y un cohete',
  'wallpaper.jpg': 'Fotomural de un mapache entre hojas de palmera que cubre toda la pared, con un sillón y una lámpara delante',
  'collage.jpg': 'Collage en lienzo con nueve fotos en cuadrícula: retratos, mascotas, café, un cohete y el cielo nocturno',
  'photobox.jpg': 'Caja de fotos de lino abierta con un montón de copias, un gato encima, y la tapa al lado sobre una mesa de madera',
  'card-hero.jpg': 'Tarjetas con foto de un gato, un mapache y una astronauta, sobres y una ramita de eucalipto sobre una mesa',
  'card.jpg': 'Tarjeta plegada con la foto de un gato en la portada, abierta sobre una estantería',
  'wedding.jpg': 'Invitación de boda color crema con dos anillos dorados, los nombres Anna & Ben y un lazo',
  'birth.jpg': 'Tarjeta de nacimiento en tonos pastel con luna, estrellas y el nombre Mila, junto a un calcetín de bebé',
  'christmas.jpg':
    'Tarjeta de Navidad verde oscuro con la foto de un gato, un pequeño árbol dorado y copos de nieve, junto a una rama de pino y una bola roja',
  'birthday.jpg': 'Tarjeta de cumpleaños amarillo sol con un gran 30 bajo la foto de una astronauta, rodeada de confeti',
  'calendar.jpg': 'Calendario de pared con espiral: la foto de un mapache arriba y la cuadrícula del mes debajo',
  'photobook.jpg': 'Fotolibro abierto con una foto grande de un espresso y dos más pequeñas de un gato y del lanzamiento de un cohete',
  'photobook-family.jpg': 'Fotolibro familiar abierto con un gran retrato de Grace Hopper y dos fotos más pequeñas de un gato y de una astronauta',
  'photobook-travel.jpg': 'Fotolibro de viaje abierto con una foto grande del lanzamiento de un cohete y dos más pequeñas del cielo nocturno y de un mapache',
  'guestbook.jpg': 'Libro de firmas de boda forrado en lino con los nombres Anna & Ben, un bolígrafo y una ramita de eucalipto seco',
  'envelopes.jpg': 'Sobres de colores en abanico, con una tarjeta con la foto de un espresso asomando del primero',
};

const itIt: ImageAlts = {
  'poster-hero.jpg': 'Grande poster del lancio di un razzo all’ora blu in una sottile cornice nera, sopra una credenza chiara con un vaso',
  'living-room.jpg': 'Soggiorno con un divano grigio sotto un’ampia tela del campo profondo di Hubble, accanto una pianta',
  'gallery-wall.jpg':
    'Parete di quadri con nove cornici di varie misure su una parete verde salvia: ritratti, un gatto, un procione, caffè, un razzo e il cielo notturno',
  'canvas.jpg': 'Stampa su tela di un razzo sulla rampa di lancio al crepuscolo, con la foto avvolta attorno al telaio, vista leggermente di lato',
  'poster.jpg': 'Poster di un’astronauta in tuta spaziale arancione, appeso a listelli di legno su una parete bianca',
  'framed.jpg': 'Foto di un procione tra foglie verdi in una cornice nera in legno con passe-partout bianco, appoggiata su una credenza',
  'acrylic.jpg': 'Il campo profondo di Hubble dietro un vetro acrilico lucido con un riflesso di luce e distanziali in acciaio',
  'aluminium.jpg': 'Una tazzina di espresso su un bancone di legno, stampata su un sottile pannello di alluminio che sembra fluttuare davanti alla parete',
  'photo-prints.jpg': 'Stampe fotografiche con bordo bianco sparse su un tavolo di legno: ritratti, animali, caffè e un razzo',
  'wallpaper.jpg': 'Carta da parati fotografica con un procione tra foglie di palma su tutta la parete, davanti una poltrona e una lampada',
  'collage.jpg': 'Collage su tela con nove foto a griglia: ritratti, animali, caffè, un razzo e il cielo notturno',
  'photobox.jpg': 'Scatola per foto in lino aperta con una pila di stampe, in cima un gatto, e il coperchio accanto su un tavolo di legno',
  'card-hero.jpg': 'Biglietti con foto di un gatto, un procione e un’astronauta, buste e un rametto di eucalipto su un tavolo',
  'card.jpg': 'Biglietto pieghevole con la foto di un gatto sul fronte, aperto su una mensola',
  'wedding.jpg': 'Partecipazione di nozze color crema con due fedi dorate, i nomi Anna & Ben e un nastro',
  'birth.jpg': 'Partecipazione di nascita in tinte pastello con luna, stelle e il nome Mila, accanto a un calzino da neonato',
  'christmas.jpg':
    'Biglietto di Natale verde scuro con la foto di un gatto, un piccolo albero dorato e fiocchi di neve, accanto a un ramo di pino e a una pallina rossa',
  'birthday.jpg': 'Biglietto di compleanno giallo sole con un grande 30 sotto la foto di un’astronauta, circondato da coriandoli',
  'calendar.jpg': 'Calendario da parete con spirale: in alto la foto di un procione, sotto la griglia del mese',
  'photobook.jpg': 'Fotolibro aperto con una grande foto di un espresso e due più piccole di un gatto e del lancio di un razzo',
  'photobook-family.jpg': 'Fotolibro di famiglia aperto con un grande ritratto di Grace Hopper e due foto più piccole di un gatto e di un’astronauta',
  'photobook-travel.jpg': 'Fotolibro di viaggio aperto con una grande foto del lancio di un razzo e due più piccole del cielo notturno e di un procione',
  'guestbook.jpg': 'Libro degli ospiti per matrimonio rilegato in lino con i nomi Anna & Ben, una penna e un rametto di eucalipto secco',
  'envelopes.jpg': 'Buste colorate disposte a ventaglio, con un biglietto con la foto di un espresso che spunta dalla prima',
};

const nlNl: ImageAlts = {
  'poster-hero.jpg': 'Grote poster van een raketlancering tijdens het blauwe uur in een smalle zwarte lijst, boven een licht dressoir met een vaas',
  'living-room.jpg': 'Woonkamer met een grijze bank onder een breed canvas van het Hubble Deep Field, met een plant ernaast',
  'gallery-wall.jpg':
    'Fotowand met negen lijsten in verschillende maten op een saliegroene muur: portretten, een kat, een wasbeer, koffie, een raket en de sterrenhemel',
  'canvas.jpg': 'Canvas van een raket op het lanceerplatform bij schemering, de foto om het spieraam gespannen, iets van opzij gezien',
  'poster.jpg': 'Poster van een astronaute in een oranje ruimtepak aan houten posterhangers op een witte muur',
  'framed.jpg': 'Foto van een wasbeer tussen groene bladeren in een zwarte houten lijst met wit passe-partout, op een dressoir',
  'acrylic.jpg': 'Het Hubble Deep Field achter glanzend plexiglas met een lichtreflectie en stalen afstandhouders',
  'aluminium.jpg': 'Een espressokopje op een houten bar, gedrukt op een dunne aluminium plaat die voor de muur lijkt te zweven',
  'photo-prints.jpg': 'Verspreide fotoafdrukken met witte rand op een houten tafel: portretten, huisdieren, koffie en een raket',
  'wallpaper.jpg': 'Fotobehang van een wasbeer tussen palmbladeren over de hele muur, met een fauteuil en een staande lamp ervoor',
  'collage.jpg': 'Canvascollage van negen foto’s in een raster: portretten, huisdieren, koffie, een raket en de sterrenhemel',
  'photobox.jpg': 'Geopende linnen fotobox met een stapel afdrukken, bovenop een kat, het deksel ernaast op een houten tafel',
  'card-hero.jpg': 'Fotokaarten met een kat, een wasbeer en een astronaute, enveloppen en een takje eucalyptus op een tafel',
  'card.jpg': 'Gevouwen wenskaart met een foto van een kat op de voorkant, open op een plank',
  'wedding.jpg': 'Crèmekleurige trouwkaart met twee gouden ringen, de namen Anna & Ben en een lint',
  'birth.jpg': 'Geboortekaartje in pasteltinten met maan, sterren en de naam Mila, naast een babysokje',
  'christmas.jpg':
    'Donkergroene kerstkaart met een foto van een kat, een klein gouden boompje en sneeuwvlokken, naast een dennentak en een rode kerstbal',
  'birthday.jpg': 'Zonnig gele verjaardagskaart met een groot getal 30 onder een foto van een astronaute, met confetti eromheen',
  'calendar.jpg': 'Wandkalender met spiraalbinding: bovenaan een foto van een wasbeer, daaronder het maandrooster',
  'photobook.jpg': 'Opengeslagen fotoboek met een grote foto van een espresso en twee kleinere foto’s van een kat en een raketlancering',
  'photobook-family.jpg': 'Opengeslagen familiefotoboek met een groot portret van Grace Hopper en twee kleinere foto’s van een kat en een astronaute',
  'photobook-travel.jpg': 'Opengeslagen reisfotoboek met een grote foto van een raketlancering en twee kleinere foto’s van de sterrenhemel en een wasbeer',
  'guestbook.jpg': 'Linnen gastenboek voor een bruiloft met de namen Anna & Ben, een pen en een takje gedroogde eucalyptus',
  'envelopes.jpg': 'Gekleurde enveloppen in een waaier, met een fotokaart van een espresso die uit de bovenste steekt',
};

const IMAGE_ALTS: Readonly<Record<ShopLocale, ImageAlts>> = {
  'de-de': deDe,
  'en-gb': enGb,
  // American spelling and words; the pictures are the same.
  'en-us': overrideCopy(enGb, {
    'living-room.jpg': 'Living room with a gray couch beneath a wide canvas of the Hubble deep field, a plant beside it',
    'canvas.jpg': 'Canvas print of a rocket on the launch pad at dusk, the photo wrapped around the stretcher frame, seen slightly from the side',
    'framed.jpg': 'Photo of a raccoon among green leaves in a black wooden frame with a white mat, standing on a sideboard',
    'aluminium.jpg': 'An espresso cup on a wooden bar, printed on a thin aluminum panel floating off the wall',
    'christmas.jpg': 'Dark green Christmas card with a photo of a cat, a small gold tree and snowflakes, beside a pine branch and a red ornament',
    'envelopes.jpg': 'Colored envelopes fanned out, with a photo card of an espresso peeking out of the top one',
  }),
  'fr-fr': frFr,
  'es-es': esEs,
  'it-it': itIt,
  'nl-nl': nlNl,
};

/** Swiss German writes ss for ß; nothing else about the pictures differs. */
const swissAlts: ImageAlts = Object.fromEntries(
  Object.entries(deDe).map(([file, alt]) => [file, toSwissSpelling(alt)]),
) as Record<PhotoFile, string>;

export function getImageAlts(locale: ShopLocale | 'de-ch'): ImageAlts {
  return locale === 'de-ch' ? swissAlts : IMAGE_ALTS[locale];
}
