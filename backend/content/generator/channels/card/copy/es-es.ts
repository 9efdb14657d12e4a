import type { CardCopy } from './copy-types.ts';

export const esEs: CardCopy = {
  locale: 'es-es',
  slugs: {
    wedding: 'invitaciones-de-boda',
    birth: 'tarjetas-de-nacimiento',
    christmas: 'tarjetas-de-navidad',
    calendars: 'calendario-personalizado',
    about: 'sobre-nosotros',
    photobooks: 'fotolibros',
    collages: 'collage-de-fotos',
    photoPrints: 'revelado-de-fotos',
    photoFrames: 'marcos-de-fotos',
    photobox: 'caja-de-fotos',
    wallArt: 'cuadros',
    cardsOverview: 'tarjetas',
  },
  usps: [
    { icon: 'truck', text: 'Envío en 2-3 días laborables' },
    { icon: 'star', text: 'Acabados en oro, plata y oro rosa' },
    { icon: 'leaf', text: 'Papel con certificación FSC®' },
    { icon: 'heart', text: 'Pide primero una tarjeta de muestra' },
  ],
  home: {
    name: 'Inicio',
    seo: {
      title: 'Tarjetas e invitaciones personalizadas | Carta & Co.',
      description:
        'Diseña invitaciones de boda, tarjetas de nacimiento y de Navidad y calendarios con tus fotos, impresos en papel premium y con envío rápido.',
    },
    teaser: {
      headline: 'Tarjetas que salen del corazón',
      subline: 'Crea invitaciones, agradecimientos y felicitaciones con tus propias fotos, impresos en un papel precioso.',
      ctaText: 'Descubrir diseños',
    },
    occasions: {
      headline: 'Tarjetas para cada gran momento',
      wedding: { headline: 'Boda', text: 'Save the date, invitaciones, menús y agradecimientos a juego.' },
      birth: { headline: 'Nacimiento', text: 'Presenta a tu bebé con una tarjeta que todos querrán guardar.' },
      christmas: { headline: 'Navidad', text: 'Felicitaciones festivas para familia, amigos y clientes.' },
      calendars: { headline: 'Calendarios', text: 'Doce meses de recuerdos, para la pared o el escritorio.' },
    },
    reco: {
      headline: 'Los favoritos de nuestros clientes',
      birthday: 'Tarjetas de cumpleaños',
      guestbooks: 'Libros de firmas y de condolencias',
      photobooks: 'Fotolibros',
      envelopes: 'Sobres de colores',
      christmas: 'Tarjetas de Navidad',
      calendars: 'Calendarios personalizados',
      labelBestseller: 'Más vendido',
      labelNew: 'Novedad',
    },
    intro: {
      headline: 'Tarjetas personales, impresas con mimo',
      text: [
        'En Carta & Co., tus fotos y tus palabras se convierten en una tarjeta que nadie quiere tirar. Elige entre 60 diseños, cambia colores, tipografías y textos, y ve cada cambio al instante en la vista previa.',
        'Imprimimos en **papel premium de alto gramaje** en nuestra propia imprenta, con acabados en oro, plata u oro rosa si lo deseas. ¿Estás preparando tu boda? Echa un vistazo a nuestras [invitaciones de boda](@wedding).',
      ],
    },
    photoCaption: 'Sobres a juego en muchos colores para causar una gran primera impresión.',
    info: {
      headline: 'Tócala antes de pedirla',
      text: [
        '¿Dudas con el papel o el acabado? Pide una única tarjeta de muestra de tu diseño y decide con calma. Nuestro equipo de [atención al cliente](@service) te cuenta más.',
      ],
    },
    video: {
      title: 'Así nace tu tarjeta',
      caption: 'Del diseño al buzón: un vistazo a nuestra imprenta.',
    },
  },
  wedding: {
    name: 'Invitaciones de boda',
    seo: {
      title: 'Invitaciones de boda personalizadas | Carta & Co.',
      description:
        'Diseña invitaciones de boda, save the date y tarjetas de agradecimiento con tus fotos. Papel premium, acabados dorados y sobres a juego.',
    },
    teaser: {
      headline: 'Invitaciones tan únicas como vuestra historia',
      subline: 'Del save the date al agradecimiento, todo con el mismo diseño.',
      ctaText: 'Empezar a diseñar',
    },
    h1: 'Diseña tus invitaciones de boda',
    intro: [
      'Una boda empieza mucho antes del «sí, quiero»: con la primera tarjeta que tus invitados tienen en las manos. Con nuestras **invitaciones de boda** diseñas save the date, invitaciones, menús, marcasitios y tarjetas de agradecimiento con un estilo coherente.',
      'Sube vuestras fotos favoritas, elige papel y formato y añade detalles como el stamping dorado o el barniz con relieve. Encontrarás todos los diseños en nuestra [galería](@products).',
    ],
    ideas: {
      headline: 'Todo para vuestro gran día',
      items: [
        { headline: 'Save the date', text: 'Para que todos reserven la fecha, mejor con un año de antelación.' },
        { headline: 'Invitaciones con sobre', text: 'Tarjetas de invitación con sobres a juego en muchos colores y formatos.' },
        { headline: 'Libros de firmas', text: 'Un libro de firmas a juego con tus invitaciones para guardar deseos y recuerdos.' },
      ],
    },
    tips: {
      headline: '¿Cuándo enviar cada cosa?',
      text: [
        {
          list: [
            '**Save the date:** entre seis y doce meses antes de la boda',
            '**Invitación:** unos tres meses antes, pidiendo confirmación seis semanas antes del día',
            '**Agradecimiento:** en los dos meses siguientes a la celebración, a ser posible con una foto del día',
          ],
        },
        'Consejo: pide algunas tarjetas más que invitados, para los padrinos, el fotógrafo y vuestra caja de recuerdos.',
      ],
    },
    info: {
      headline: 'Revisión antes de imprimir incluida',
      text: [
        'Antes de imprimir, revisamos la resolución de las imágenes y los márgenes de cada pedido de boda. Si vemos algo raro, te avisamos antes de imprimir.',
      ],
    },
    photoCaption: 'Un libro de firmas a juego con tu invitación guarda todas las felicitaciones.',
  },
  birth: {
    name: 'Tarjetas de nacimiento',
    seo: {
      title: 'Tarjetas de nacimiento con foto | Carta & Co.',
      description:
        'Diseña tarjetas de nacimiento con la foto, el nombre, el peso y la fecha de nacimiento de tu bebé. Perfectas también para el bautizo.',
    },
    teaser: {
      headline: '¡Hola, mundo! Bienvenido, pequeño',
      subline: 'Presenta a tu bebé con una tarjeta que familia y amigos guardarán con cariño.',
      ctaText: 'Diseñar mi tarjeta',
    },
    h1: 'Diseña tus tarjetas de nacimiento',
    intro: [
      'Las primeras fotos, el nombre, el peso al nacer: con una **tarjeta de nacimiento** compartes tu alegría con todos los que la celebran contigo. Elige un diseño, añade tus fotos favoritas y ajusta colores y textos en pocos minutos.',
      '¿Poco sueño y aún menos tiempo? Tu diseño se guarda automáticamente y puedes retomarlo cuando quieras desde [tu cuenta](@account).',
    ],
    ideas: {
      headline: 'Todo para darle la bienvenida',
      items: [
        { headline: 'Anuncios de nacimiento', text: 'Clásicos, divertidos o sencillos, con una o varias fotos.' },
        { headline: 'Agradecimientos de bautizo', text: 'Da las gracias por los regalos y felicitaciones con el mismo estilo.' },
        { headline: 'Fotolibro del bebé', text: 'Su primer año en un fotolibro, página a página.' },
      ],
    },
    tips: {
      headline: 'Qué poner en una tarjeta de nacimiento',
      text: [
        'Además de una foto bonita, a casi todos les gusta conocer algunos datos:',
        {
          list: [
            'el nombre y los apellidos del bebé',
            'la fecha, la hora y el lugar de nacimiento',
            'la talla y el peso',
            'unas palabras de los orgullosos padres y hermanos',
          ],
        },
        'Consejo: las fotos con un fondo tranquilo quedan especialmente bien, porque dejan espacio para el texto.',
      ],
    },
    info: {
      headline: 'Envío neutro en carbono',
      text: [
        'Enviamos todas las tarjetas de nacimiento compensando las emisiones de CO₂ y en un embalaje sin plástico, para que el mundo de tu bebé sea un poco más verde.',
      ],
    },
    photoCaption: 'El primer año del bebé en un fotolibro: un regalo para toda la familia.',
  },
  christmas: {
    name: 'Tarjetas de Navidad',
    seo: {
      title: 'Tarjetas de Navidad personalizadas con foto | Carta & Co.',
      description:
        'Diseña tarjetas de Navidad para familia, amigos y clientes con tus fotos, acabados dorados y sobres a juego. Haz tu pedido con tiempo.',
    },
    teaser: {
      headline: 'Feliz Navidad, con tus propias palabras',
      subline: 'Felicitaciones navideñas con tus fotos, para tu gente y para tu empresa.',
      ctaText: 'Ver diseños navideños',
    },
    h1: 'Diseña tus tarjetas de Navidad',
    intro: [
      'Unas líneas escritas a mano en una tarjeta personal dicen más que cualquier mensaje en el móvil. Con nuestras **tarjetas de Navidad** envías tus felicitaciones con las mejores fotos del año: a los abuelos, a los amigos repartidos por el mundo o a tus clientes.',
      'Para empresas ofrecemos diseños corporativos con espacio para tu logotipo y precios escalonados a partir de 100 tarjetas. Descubre todos los [diseños navideños](@products).',
    ],
    ideas: {
      headline: 'Felicitaciones para todos',
      items: [
        { headline: 'Tarjetas de Navidad familiares', text: 'Foto de familia, resumen del año o una ilustración invernal: tú decides.' },
        { headline: 'Tarjetas de Navidad para empresas', text: 'Da las gracias a clientes y equipo con tu logotipo y tu firma.' },
        { headline: 'Un calendario de fotos de regalo', text: 'El clásico bajo el árbol: doce meses llenos de recuerdos.' },
      ],
    },
    tips: {
      headline: 'Planifícalo con tiempo',
      text: [
        'La mayoría de las felicitaciones se envían en la primera quincena de diciembre. Si haces tu pedido **antes de mediados de noviembre**, tendrás tiempo de sobra para firmar cada tarjeta con calma.',
        {
          list: [
            'prepara pronto tu lista de direcciones',
            'elige una foto que luzca también en tamaño pequeño',
            'pide algunas tarjetas de más',
          ],
        },
      ],
    },
    info: {
      headline: 'Fecha límite de pedido para Navidad',
      text: [
        'Para que tus tarjetas lleguen antes de las fiestas, haz tu pedido como muy tarde el **15 de diciembre**. Seguimos imprimiendo después, pero ya no podemos garantizar la entrega antes de Nochebuena.',
      ],
    },
    photoCaption: 'Unas palabras personales convierten cada tarjeta de Navidad en algo único.',
  },
  calendars: {
    name: 'Calendario personalizado',
    seo: {
      title: 'Calendario personalizado con fotos | Carta & Co.',
      description:
        'Crea tu calendario con tus fotos: de pared, de sobremesa o planificador familiar, en muchos formatos y empezando por el mes que quieras.',
    },
    teaser: {
      headline: 'Tu año en imágenes',
      subline: 'Calendarios de pared, de sobremesa y planificadores familiares con tus fotos favoritas.',
      ctaText: 'Diseñar mi calendario',
    },
    h1: 'Diseña tu calendario personalizado',
    intro: [
      'Un **calendario personalizado** te acompaña a ti y a los tuyos durante todo el año. Elige entre calendario de pared, de sobremesa, de cocina o planificador familiar, decide el mes de inicio y llena cada página con tus fotos favoritas.',
      'Formatos de A6 a A3, cuadrados o panorámicos, con espiral o con listón de madera: hay un calendario para cada pared. Para aún más recuerdos, prueba un [fotolibro](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'El calendario perfecto para cada persona',
      items: [
        { headline: 'Calendarios de pared', text: 'Grandes, luminosos y protagonistas de cualquier estancia, de A4 a A3.' },
        { headline: 'Calendarios de cumpleaños', text: 'No vuelvas a olvidar un cumpleaños: perpetuo y sin año impreso.' },
        { headline: 'Fotolibros', text: 'Para todas las fotos que no caben en un calendario.' },
      ],
    },
    tips: {
      headline: 'Consejos para un calendario perfecto',
      text: [
        {
          list: [
            'Elige fotos acordes con la estación: nieve en enero, playa en agosto.',
            'Las fotos horizontales lucen más en un calendario horizontal.',
            'Anota cumpleaños y aniversarios directamente en el calendario.',
          ],
        },
        'Por cierto: un calendario de fotos es uno de los regalos de Navidad favoritos de los abuelos. Encuentra la tarjeta que lo acompañe entre nuestras [tarjetas de Navidad](@christmas).',
      ],
    },
    info: {
      headline: 'Empieza en el mes que quieras',
      text: [
        'Tu calendario no tiene por qué empezar en enero: elige el mes y el año de inicio. Ideal como regalo de cumpleaños o para la vuelta al cole.',
      ],
    },
    photoCaption: 'Un calendario de pared con tus fotos: cada mes, un nuevo momento favorito.',
  },
  about: {
    name: 'Sobre nosotros',
    seo: {
      title: 'Sobre nosotros: el equipo de Carta & Co.',
      description:
        'Somos Carta & Co.: amantes del papel, diseñadoras e impresores. Descubre cómo y dónde nacen tus tarjetas y calendarios personalizados.',
    },
    teaser: {
      headline: 'Nos encanta el papel',
      subline: 'Y las tarjetas que unen a las personas.',
      ctaText: 'Nuestros diseños',
    },
    h1: 'Sobre Carta & Co.',
    intro: [
      'Carta & Co. nació de una idea sencilla: diseñar una tarjeta personalizada debería ser tan fácil como enviar una foto, y aun así sentirse como algo muy especial.',
      'Hoy, cientos de miles de personas diseñan cada año con nosotros sus **invitaciones de boda, tarjetas de nacimiento y felicitaciones navideñas**. Nuestro equipo de diseñadoras, impresores y asesores se asegura de que cada tarjeta llegue tal y como la imaginaste.',
    ],
    values: {
      headline: 'Lo que nos importa',
      text: [
        {
          list: [
            '**Calidad:** imprimimos en nuestra propia imprenta sobre papel de alto gramaje procedente de bosques gestionados de forma responsable.',
            '**Diseño:** nuestros diseños nacen en nuestro estudio y en colaboración con ilustradoras e ilustradores independientes.',
            '**Servicio:** si tienes cualquier duda, nuestro equipo de [atención al cliente](@service) te ayuda personalmente.',
          ],
        },
      ],
    },
    photoCaption: 'Cada pedido se revisa a mano y se embala con mimo.',
    info: {
      headline: 'Impreso de forma sostenible',
      text: ['Utilizamos papeles con certificación FSC®, imprimimos con electricidad renovable y enviamos sin plástico.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: '¿Se incluyen los sobres?',
      text: [
        'Puede añadir a cualquier tarjeta sobres a juego en muchos colores. El formato **C6** o **B6** va bien con la mayoría de las invitaciones; para tarjetas alargadas, el formato americano (DL).',
      ],
    },
    {
      headline: '¿Puedo pedir una muestra antes?',
      text: [
        'Sí. En el diseñador, elija «Muestra» como cantidad y le enviaremos una única tarjeta de su diseño para que compruebe el papel y los colores.',
      ],
    },
  ],
  photobooks: {
    name: 'Fotolibros',
    seo: {
      title: 'Diseña tu fotolibro o libro de firmas | Carta & Co.',
      description:
        'Crea tu fotolibro o libro de firmas de boda con tus fotos: impresión digital, papel fotográfico o revista, con tapa dura o blanda.',
    },
    teaser: {
      headline: 'Fotolibros que apetece tener en las manos',
      subline: 'Del álbum de boda al libro de firmas: con tus fotos e impreso en papel de calidad.',
      ctaText: 'Diseñar mi fotolibro',
    },
    h1: 'Diseña un fotolibro o un libro de firmas',
    intro: [
      'Un fotolibro cuenta tu historia página a página: la boda, el primer año del bebé, el gran viaje. Elige una plantilla o **diseña cada doble página a tu gusto**.',
    ],
    calculatorHeadline: 'Elige formato y acabado',
    section: {
      headline: 'A juego con tus tarjetas',
      text: [
        'Muchas de nuestras [invitaciones de boda](@wedding) también existen como libro de firmas con el mismo diseño: invitación, marcasitios y libro de firmas con un mismo estilo.',
      ],
    },
    photoCaption: 'Un libro de firmas con el diseño de la invitación: el recuerdo más bonito del gran día.',
    info: {
      headline: 'Entrega en 5–7 días laborables',
      text: ['Encuadernamos cada fotolibro de forma individual. Si es un regalo con fecha, cuenta con una semana.'],
    },
  },
  collages: {
    name: 'Collage de fotos',
    seo: {
      title: 'Collage de fotos en póster o lienzo | Carta & Co.',
      description:
        'Tus mejores fotos en un collage: como póster, en lienzo o enmarcado. Plantillas para 2 a 50 fotos, un regalo ideal para una boda o un bautizo.',
    },
    teaser: {
      headline: 'Muchos recuerdos, una sola imagen',
      subline: 'Combina tus fotos favoritas en un collage: como póster, en lienzo o enmarcado.',
      ctaText: 'Diseñar mi collage',
    },
    h1: 'Diseña un collage de fotos',
    intro: [
      'Un collage de fotos es el regalo perfecto para parejas, padres y abuelos. Elige una plantilla para **2 a 50 fotos**, arrastra tus imágenes y ajusta colores y espacios.',
    ],
    calculatorHeadline: 'Tu collage al mejor precio',
    section: {
      headline: 'Ideas para tu collage',
      text: [
        {
          list: [
            'El primer año del bebé en doce fotos',
            'Las mejores fotos de la boda para dar las gracias a los padrinos',
            'Un resumen del año para toda la familia',
          ],
        },
      ],
    },
    photoCaption: 'Nueve fotos, un marco: un collage cuenta toda la historia.',
    info: {
      headline: 'Un consejo sobre la resolución',
      text: ['El diseñador te indica en cada foto si la resolución basta para el formato elegido.'],
    },
  },
  photoPrints: {
    name: 'Revelado de fotos',
    seo: {
      title: 'Revelado de fotos online | Carta & Co.',
      description:
        'Copias de fotos en mate o brillo, de 10 x 10 a 30 x 20 cm, y si quieres en caja de fotos. Perfectas para libros de firmas, álbumes y tarjetas.',
    },
    teaser: {
      headline: 'Copias en papel fotográfico auténtico',
      subline: 'Mate o brillo, en seis formatos, y si quieres en una caja de fotos.',
      ctaText: 'Subir fotos',
    },
    h1: 'Pide tus copias de fotos',
    intro: [
      'Para el libro de firmas, el álbum o dentro de una tarjeta de agradecimiento: revelamos tus copias en **papel fotográfico auténtico** y te llegan bien protegidas.',
    ],
    calculatorHeadline: 'Elige un formato y sube tus fotos',
    section: {
      headline: '¿Mate o brillo?',
      text: [
        'Las copias en brillo muestran colores intensos y sombras profundas. Las copias mate no dejan huellas: ideales para pegar en un [fotolibro](@photobooks).',
      ],
    },
    photoCaption: 'Copias en una caja de fotos: bien guardadas y listas para regalar.',
    info: {
      headline: 'Descuento por cantidad',
      text: ['A partir de **100 copias** ahorras automáticamente un 10 %. El descuento se aplica en el carrito.'],
    },
  },
  photoFrames: {
    name: 'Marcos de fotos',
    seo: {
      title: 'Marcos de fotos con tu foto | Carta & Co.',
      description:
        'Tu foto de boda o de familia impresa y enmarcada: marcos de madera, aluminio o plástico, de 10 x 15 a 50 x 70 cm. Un regalo que se queda en la pared.',
    },
    teaser: {
      headline: 'Tu mejor foto, ya enmarcada',
      subline: 'De la foto de boda a la primera foto del bebé: impresa, enmarcada y lista para colgar.',
      ctaText: 'Diseñar mi marco',
    },
    h1: 'Diseña tu marco de fotos',
    intro: [
      'Hay fotos que merecen algo mejor que un cajón: los novios a la salida de la iglesia, las primeras horas con el bebé, toda la familia reunida en Navidad. Imprimimos tu foto y te la enviamos **ya enmarcada**: solo necesitas un clavo.',
      'Elige un marco de **madera, aluminio o plástico** y un formato de 10 x 15 a 50 x 70 cm. ¿No encuentras tu medida? Introduce tus propias medidas.',
    ],
    calculatorHeadline: 'Elige el marco y el formato',
    section: {
      headline: 'A juego con tus tarjetas',
      text: [
        'La foto de tu [invitación de boda](@wedding) o de tu [tarjeta de nacimiento](@birth) también luce en la pared. Una foto enmarcada es, además, un bonito detalle de agradecimiento para los padrinos y los abuelos.',
        {
          list: [
            '**Madera:** cálida y clásica, combina con casi cualquier decoración',
            '**Aluminio:** fino y moderno, con un brillo discreto',
            '**Plástico:** ligero y el más económico',
          ],
        },
      ],
    },
    photoCaption: 'Varios marcos, una historia: una pared con tus fotos favoritas.',
    info: {
      headline: 'Consejo para tu pared de fotos',
      text: [
        'Coloca primero los marcos en el suelo y deja **de 5 a 8 cm** entre ellos. Así la pared queda armoniosa aunque los formatos sean distintos.',
      ],
    },
  },
  photobox: {
    name: 'Caja de fotos',
    seo: {
      title: 'Caja de fotos con tus copias | Carta & Co.',
      description:
        'Tus fotos en copias dentro de una caja de lino con tapa personalizada: hasta 40 copias en la caja pequeña y hasta 150 en la grande. Un regalo para tocar.',
    },
    teaser: {
      headline: 'Una caja llena de recuerdos',
      subline: 'Tus fotos favoritas en copias, guardadas en una caja de lino con tu foto en la tapa.',
      ctaText: 'Diseñar mi caja',
    },
    h1: 'Diseña tu caja de fotos',
    intro: [
      'Las fotos del móvil se pierden enseguida en la nube. La caja de fotos las convierte de nuevo en imágenes que se tocan, se comparten y se regalan: por ejemplo, las mejores fotos de la boda como agradecimiento para tus padres.',
      'Subes tus fotos, las revelamos en **papel fotográfico auténtico** y las guardamos en una caja forrada de lino. La tapa la diseñas tú, con tu foto favorita y un mensaje personal.',
    ],
    calculatorHeadline: 'Elige la caja y el formato de las copias',
    section: {
      headline: 'Dos tamaños',
      text: [
        {
          list: [
            '**Caja pequeña:** hasta 40 copias de 13 x 9 o 15 x 10 cm, o 30 copias de 18 x 13 cm',
            '**Caja grande:** hasta 150 copias de 15 x 10 cm, 120 de 18 x 13 cm o 50 de 30 x 20 cm',
          ],
        },
        'El precio incluye la caja y todas las copias que caben en ella. Si prefieres copias sueltas sin caja, echa un vistazo a nuestro [revelado de fotos](@photoPrints).',
      ],
    },
    photoCaption: 'Las copias para el álbum o las tarjetas también se pueden pedir sueltas, sin caja.',
    info: {
      headline: 'Un regalo con tarjeta',
      text: [
        'Acompaña la caja con una [tarjeta](@cardsOverview) a juego: con una foto de la caja en la portada, tendrás un pequeño set de regalo.',
      ],
    },
  },
  wallArt: {
    name: 'Cuadros',
    seo: {
      title: 'Cuadros personalizados con tu foto | Carta & Co.',
      description:
        'Tu foto como cuadro: en lienzo con marco flotante, como póster enmarcado con paspartú o en metacrilato. De 20 x 20 a 150 x 100 cm.',
    },
    teaser: {
      headline: 'Tu foto convertida en cuadro',
      subline: 'La boda, la familia, tu lugar favorito: en grande sobre lienzo, pensado para el salón.',
      ctaText: 'Diseñar mi cuadro',
    },
    h1: 'Cuadros personalizados con tus fotos',
    intro: [
      'Un cuadro grande transforma una estancia: sobre el sofá, en el pasillo o en el dormitorio, te recuerda cada día un momento especial. Imprimimos tu foto en **lienzo** y la montamos en un fino marco flotante, lista para colgar.',
      '¿Prefieres un póster enmarcado o metacrilato? Cambia el material en la calculadora de precios con un clic y verás el precio al instante.',
    ],
    calculatorHeadline: 'Elige el material y el formato',
    section: {
      headline: '¿Qué material elegir?',
      text: [
        {
          list: [
            '**Lienzo:** superficie mate sin reflejos, cálido y casi como una pintura',
            '**Póster enmarcado:** con paspartú, ideal para fotos en blanco y negro',
            '**Metacrilato:** colores intensos y mucha profundidad, perfecto para paisajes',
          ],
        },
        '¿Muchas fotos en un solo cuadro? Entonces lo tuyo es un [collage de fotos](@collages).',
      ],
    },
    photoCaption: 'Un amplio panorama sobre el sofá: el cuadro se convierte en el centro del salón.',
    info: {
      headline: 'El tamaño adecuado',
      text: [
        'Como regla general, un cuadro sobre el sofá debería medir unos **dos tercios del ancho** del sofá. El diseñador también te indica si la resolución de tu foto es suficiente para el formato.',
      ],
    },
  },
  cardsOverview: {
    name: 'Todas las tarjetas',
    seo: {
      title: 'Tarjetas para cada ocasión | Carta & Co.',
      description:
        'Invitaciones de boda, tarjetas de nacimiento y de Navidad, calendarios y fotolibros: toda la oferta de Carta & Co. de un vistazo, con precios.',
    },
    teaser: {
      headline: 'Todas nuestras tarjetas de un vistazo',
      subline: 'Encuentra la tarjeta perfecta para tu ocasión y todo lo que la acompaña.',
      ctaText: 'Ver todos los diseños',
    },
    h1: 'Tarjetas para cada ocasión',
    intro: [
      'De la invitación de boda a la felicitación navideña: aquí tienes todas las ocasiones y productos con su precio de partida. **Puedes pedir cualquier tarjeta primero como muestra.**',
    ],
    overviewHeadline: 'Nuestras ocasiones y productos',
    items: {
      wedding: { title: 'Invitaciones de boda', text: 'Save the date, invitación y agradecimiento con un mismo estilo.' },
      birth: { title: 'Tarjetas de nacimiento', text: 'Presenta con orgullo al nuevo miembro de la familia.' },
      christmas: { title: 'Tarjetas de Navidad', text: 'Felicitaciones festivas, personales o de empresa.' },
      calendars: { title: 'Calendarios personalizados', text: 'Doce meses con tus mejores fotos.' },
      photobooks: { title: 'Fotolibros', text: 'Libros de firmas y álbumes con tu diseño.' },
      allDesigns: { title: 'Todos los diseños', text: '60 diseños para cada ocasión.' },
    },
    themesHeadline: 'Diseños de tarjetas populares',
    info: {
      headline: 'Primero mírala, luego pídela',
      text: ['Te enviamos antes una muestra impresa de tu diseño, envío incluido; verás su precio en el diseñador.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Tarjeta plegada A6 en papel mate',
      text: ['Nuestra invitación de boda más vendida: cuatro páginas en cartulina natural de 350 g/m², con dorado si quieres.'],
    },
    accessoryHeadline: 'Sobres e insertos a juego',
    sampleCard: {
      headline: 'Formato vertical en papel perlado',
      text: 'Un papel con brillo nacarado para invitaciones festivas: pide antes una tarjeta de muestra.',
    },
    calendar: {
      headline: 'Calendario de pared A3 horizontal',
      text: ['Gran formato para tus paisajes, con espiral y colgador: empieza en el mes que quieras.'],
    },
    photobook: {
      headline: 'Fotolibro A4 horizontal en impresión digital',
      text: ['El formato para álbumes de boda y de viaje: espacio para fotos grandes, con tapa dura y encuadernación PUR.'],
    },
    voucher: {
      code: 'TARJETAS15',
      headline: '15 % en tu primer pedido de tarjetas',
      text: ['Introduce el código en tu carrito: válido para todas las tarjetas; el importe mínimo aparece en el carrito.'],
      minimumOrderValue: 40,
    },
  },
  error: {
    name: 'Página no encontrada',
    seo: {
      title: 'Página no encontrada | Carta & Co.',
      description:
        'Esta página no existe. Descubre en su lugar nuestras invitaciones de boda, tarjetas de nacimiento y de Navidad o nuestros calendarios.',
    },
    headline: 'Vaya, esta página no existe',
    text: [
      'Puede que haya una errata en la dirección o que la página se haya mudado. No te preocupes: en la [página de inicio](@home) lo encontrarás todo, y en nuestra [galería de diseños](@products) te esperan 60 diseños.',
    ],
  },
  products: {
    name: 'Todos los diseños',
    seo: {
      title: 'Todos los diseños de tarjetas | Carta & Co.',
      description:
        'Descubre todos los diseños para boda, nacimiento, cumpleaños, Navidad y condolencias, y filtra por ocasión, color y formato.',
    },
    headline: 'Todos los diseños',
    text: [
      'Encuentra el diseño ideal para tu ocasión: filtra por **ocasión, color, formato y acabado** y abre tu favorito directamente en el diseñador. Todos los diseños se pueden personalizar con tus fotos y textos.',
    ],
  },
  themes: {
    name: 'Temáticas',
    seo: {
      title: 'Colecciones temáticas para cada ocasión | Carta & Co.',
      description:
        'De la boda a la Navidad: nuestras colecciones temáticas reúnen tarjetas, calendarios y libros de firmas que combinan a la perfección.',
    },
    headline: 'Nuestras colecciones temáticas',
    text: [
      'En cada colección hemos reunido tarjetas, invitaciones y accesorios que combinan a la perfección. Así, desde la primera invitación hasta el último agradecimiento, todo tiene **un mismo estilo**.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirmar newsletter',
    seo: {
      title: 'Confirma tu suscripción | Carta & Co.',
      description: 'Confirma tu suscripción a la newsletter de Carta & Co. con un solo clic.',
    },
    headline: '¡Ya casi está!',
    text: [
      'Confirma tu suscripción a nuestra newsletter haciendo clic en el botón de abajo. Solo entonces te enviaremos inspiración, nuevos diseños y ofertas exclusivas.',
      '¿No te has suscrito? Ignora esta página: sin tu confirmación no recibirás ningún correo nuestro.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – ir a la página de inicio',
    magazine: 'Revista',
    service: 'Ayuda',
    account: 'Mi cuenta',
    cart: 'Carrito',
  },
  navigation: {
    wedding: 'Boda',
    birth: 'Nacimiento',
    christmas: 'Navidad',
    calendars: 'Calendarios',
    photobooks: 'Fotolibros',
    allDesigns: 'Todos los diseños',
    about: 'Sobre nosotros',
    collages: 'Collages de fotos',
    photoPrints: 'Revelado de fotos',
    cardsOverview: 'Todas las tarjetas',
    photoFrames: 'Marcos de fotos',
    photobox: 'Caja de fotos',
    wallArt: 'Cuadros',
  },
  footer: {
    newsletter: {
      headline: 'Descubre antes que nadie los nuevos diseños',
      inputPlaceholder: 'Tu correo electrónico',
      ctaText: 'Suscribirme',
      newsletterText:
        'Recibe inspiración, nuevas colecciones y cupones exclusivos. Puedes darte de baja en cualquier momento con un clic.',
    },
    occasionsTitle: 'Ocasiones y productos',
    serviceTitle: 'Ayuda y contacto',
    serviceFaq: 'Preguntas frecuentes',
    emailUs: 'Escribir a atención al cliente',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Tarjetas personalizadas online en Carta & Co.:** [invitaciones de boda](@wedding), [tarjetas de nacimiento](@birth) o [tarjetas de Navidad](@christmas); diseña tarjetas personales con tus fotos y tus palabras, directamente en el navegador.',
      'Además de tarjetas para cada ocasión, encontrarás libros de firmas, libros de condolencias, [calendarios personalizados](@calendars) y fotolibros. Lo imprimimos todo en papel de alta calidad y te lo enviamos a casa de forma rápida y segura.',
    ],
    serviceText: 'Te atendemos de lunes a viernes, de 8:00 a 18:00 h',
    copyright: '© 2026 Carta & Co. Todos los derechos reservados.',
  },
};
