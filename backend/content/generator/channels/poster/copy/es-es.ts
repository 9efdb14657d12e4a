import type { PosterCopy } from './copy-types.ts';

// Spanish shops address customers informally (tú); the copy follows that convention.
export const esEs: PosterCopy = {
  locale: 'es-es',
  slugs: {
    canvas: 'impresion-sobre-lienzo',
    acrylic: 'cuadros-de-metacrilato',
    framed: 'cuadros-enmarcados',
    photoPrints: 'revelado-de-fotos',
    about: 'sobre-nosotros',
    photoFrames: 'marcos-de-fotos',
    collages: 'collage-de-fotos',
    photobox: 'caja-de-fotos',
    photobooks: 'fotolibros',
    wallArt: 'cuadros-decorativos',
    calendars: 'calendario-personalizado',
    cards: 'tarjetas-con-foto',
  },
  header: {
    logoAlt: 'Posterly – ir a la página de inicio',
    magazine: 'Revista',
    service: 'Ayuda',
    account: 'Mi cuenta',
    cart: 'Cesta',
  },
  navigation: {
    wallArt: 'Cuadros',
    canvas: 'Lienzo',
    acrylic: 'Metacrilato y aluminio',
    framed: 'Cuadros enmarcados',
    photoPrints: 'Revelado de fotos',
    collages: 'Collages',
    about: 'Sobre nosotros',
    photoFrames: 'Marcos de fotos',
    photobooks: 'Fotolibros',
    photobox: 'Caja de fotos',
  },
  footer: {
    newsletter: {
      headline: 'Inspiración para tus paredes',
      inputPlaceholder: 'Tu correo electrónico',
      ctaText: 'Suscribirme',
      newsletterText:
        'Nuevos diseños, ideas de decoración y cupones exclusivos, unas dos veces al mes. Puedes darte de baja en cualquier momento con un solo clic.',
    },
    boxTitles: { wallArt: 'Cuadros', photoProducts: 'Productos fotográficos', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'Todos los diseños',
      collage: 'Collage de fotos',
      photobox: 'Caja de fotos',
      photoFrame: 'Marcos de fotos',
      calendars: 'Calendarios personalizados',
      cards: 'Tarjetas con foto',
      service: 'Atención al cliente',
      account: 'Mi cuenta',
      magazine: 'Revista',
    },
    seoText: [
      'En Posterly, tus fotos favoritas se convierten en **cuadros con calidad de galería**: en póster, en [impresión sobre lienzo](@canvas), en metacrilato, en Dibond de aluminio o como [cuadro enmarcado](@framed). Imprimimos cada pieza una a una en nuestro propio taller de Colonia, con tintas resistentes a la luz y en materiales que hemos probado nosotros mismos.',
      '¿Prefieres algo clásico? Pide el [revelado de tus fotos](@photoPrints) en papel fotográfico de verdad o descubre [60 diseños](/products) de artistas independientes.',
    ],
    serviceText: 'Te atendemos de lunes a viernes, de 8:00 a 18:00 h',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Inicio',
    seo: {
      title: 'Pósteres, lienzos y cuadros personalizados | Posterly',
      description:
        'Convierte tus fotos en pósteres, lienzos, cuadros de metacrilato o cuadros enmarcados. Calidad de galería y entrega en 4 a 6 días laborables.',
    },
    hero: {
      headline: 'Tus fotos. Tus paredes. Tu obra de arte.',
      subline: 'Pósteres, lienzos y metacrilato con calidad de galería, en tu casa en 4 a 6 días laborables.',
      ctaText: 'Empieza a crear',
    },
    usps: [
      'Entrega en 4 a 6 días laborables',
      'Valorados con {reviews:rating} estrellas en {reviews:count} opiniones',
      'Impresión climáticamente neutra en papel FSC®',
      'Garantía de satisfacción de 100 días',
    ],
    intro: {
      headline: 'Cuadros que cuentan tu historia',
      text: [
        'Una foto de las vacaciones, un retrato de familia o tu diseño favorito de nuestra colección: en Posterly lo convertimos en un cuadro para toda la vida. Elige el material y el tamaño, sube tu foto y mira al instante cómo queda en tu pared. **Revisamos cada imagen a mano antes de imprimirla.**',
        '¿No sabes qué material elegir? Nuestro gran clásico es la [impresión sobre lienzo](@canvas): cálida, mate y sin reflejos.',
      ],
    },
    familiesHeadline: 'Encuentra tu material',
    families: {
      canvas: { headline: 'Lienzo', text: 'Tensado sobre bastidor y listo para colgar, desde {price:canvas}.' },
      acrylic: { headline: 'Metacrilato y aluminio', text: 'Colores brillantes y auténtica profundidad, desde {price:acrylic}.' },
      framed: { headline: 'Cuadros enmarcados', text: 'Con marco de madera o aluminio y paspartú opcional, desde {price:framed}.' },
      photoPrints: { headline: 'Revelado de fotos', text: 'Papel fotográfico de verdad, mate o brillo, desde {price:photoprint} por copia.' },
    },
    photoCaption: 'Varios cuadros, un mismo estilo: combina tamaños y crea una pared de galería muy tuya.',
    reco: {
      headline: 'Los favoritos de nuestros clientes',
      items: {
        poster: { title: 'Pósteres de fotos', label: 'Más vendido' },
        aluminium: { title: 'Dibond de aluminio' },
        wallpaper: { title: 'Fotomurales', label: 'Novedad' },
        collage: { title: 'Collages de fotos' },
        photobox: { title: 'Cajas de fotos' },
        galleryWall: { title: 'Paredes de galería', label: 'Consejo' },
      },
    },
    info: {
      headline: 'Entrega rápida',
      text: [
        'Los pedidos realizados **antes de las 12:00 h en día laborable** suelen salir de nuestro taller al siguiente día laborable. Encontrarás todas las opciones de envío en [atención al cliente](@service).',
      ],
    },
    video: {
      title: 'Cómo colgar tu cuadro correctamente',
      caption: 'Paso a paso: la altura adecuada, las herramientas necesarias y consejos para tu pared de galería.',
    },
  },
  pages: {
    canvas: {
      name: 'Impresión sobre lienzo',
      seo: {
        title: 'Impresión sobre lienzo desde {price:canvas} | Posterly',
        description:
          'Tu foto en lienzo: tensada sobre bastidor de madera, lista para colgar y en más de 50 tamaños. Créala ahora y recíbela en 4 a 6 días laborables.',
      },
      hero: {
        headline: 'Tu foto impresa sobre lienzo',
        subline: 'Tensado a mano sobre bastidor de madera FSC® y listo para colgar.',
        ctaText: 'Crear mi lienzo',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'Tu foto en lienzo',
        text: [
          'El lienzo aporta calidez a cualquier estancia: su fina textura y su acabado mate dan a las fotos un aire pictórico, sin reflejos. Imprimimos tu imagen con tintas pigmentadas resistentes a la luz sobre **lienzo prémium de algodón y poliéster** y lo tensamos a mano sobre un bastidor.',
        ],
      },
      sections: [
        {
          headline: 'Bastidor y bordes',
          text: [
            'Puedes elegir entre dos grosores de bastidor:',
            {
              list: [
                '**2,5 cm**: fino y ligero, ideal para formatos pequeños',
                '**3,8 cm**: con más presencia, para formatos grandes y efecto galería',
              ],
            },
            'Para los bordes tienes tres opciones: la imagen continúa por el canto, se refleja en espejo o el borde lleva el color que tú elijas.',
          ],
        },
        {
          headline: 'Tamaños de 20 x 20 a 150 x 100 cm',
          text: [
            'Desde un pequeño cuadrado para la estantería hasta un panorámico sobre el sofá: elige entre más de 50 tamaños estándar o introduce tus medidas al centímetro. Nuestro consejo: un cuadro grande suele transmitir más calma que muchos pequeños.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consejo sobre la calidad de imagen',
        text: [
          'Para una impresión nítida, tu foto debería alcanzar al menos **150 ppp** en el tamaño elegido. Tranquilo: el editor te avisa al momento si la resolución es suficiente.',
        ],
      },
      photoCaption: 'Un gran lienzo sobre el sofá: el clásico que nunca falla en el salón.',
      recoHeadline: 'Descubre más materiales',
    },
    acrylic: {
      name: 'Metacrilato y Dibond',
      seo: {
        title: 'Cuadros de metacrilato y Dibond de aluminio | Posterly',
        description:
          'Tu foto tras metacrilato o sobre Dibond de aluminio: colores brillantes, gran profundidad y sistema de colgado invisible. Calidad de galería.',
      },
      hero: {
        headline: 'Metacrilato con calidad de galería',
        subline: 'Colores luminosos y una profundidad que se nota.',
        ctaText: 'Crear mi metacrilato',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'Tu foto tras metacrilato',
        text: [
          'Tras el metacrilato, las fotos despliegan toda su luz: los colores se ven más intensos, los negros más profundos y la imagen gana una profundidad casi tridimensional. Utilizamos **metacrilato transparente de 5 mm de grosor**, también disponible en calidad museo con acabado antirreflejos.',
        ],
      },
      sections: [
        {
          headline: 'Impresión directa o laminado Fine Art',
          text: [
            'Con la **impresión directa**, imprimimos tu imagen directamente en la cara posterior del metacrilato: resistente y a buen precio. Con la **opción Fine Art**, laminamos una copia fotográfica auténtica tras el metacrilato, para el máximo detalle y una gama de colores especialmente amplia.',
          ],
        },
        {
          headline: '¿Mejor mate? Dibond de aluminio',
          text: [
            'El Dibond es un panel compuesto ligero con núcleo de aluminio. Tiene un aire moderno y un acabado mate sin reflejos. En la versión cepillada, el metal asoma en las zonas claras de la imagen: ideal para fotos de arquitectura y en blanco y negro.',
          ],
        },
        {
          headline: 'Colgado sin ganchos a la vista',
          text: [
            'Si quieres, cada panel lleva en la parte trasera un perfil de aluminio invisible, de modo que el cuadro parece flotar a unos 2 cm de la pared. También podemos taladrar cuatro agujeros en las esquinas para montarlo con separadores.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Con marco flotante',
        text: [
          'En un marco flotante de madera o aluminio, tu cuadro de metacrilato parece una pieza de museo. Solo tienes que añadirlo en el editor.',
        ],
      },
      photoCaption: 'Dibond de aluminio cepillado: mate, ligero y como suspendido delante de la pared.',
      recoHeadline: 'Descubre más materiales',
    },
    framed: {
      name: 'Cuadros enmarcados',
      seo: {
        title: 'Cuadros enmarcados y pósteres con marco | Posterly',
        description:
          'Tu foto como póster con marco de madera o aluminio, paspartú y cristal acrílico de calidad museo. Te llega enmarcada y lista para colgar.',
      },
      hero: {
        headline: 'Cuadros enmarcados, listos para colgar',
        subline: 'Tu foto en el marco que elijas, enmarcada a mano en nuestro taller.',
        ctaText: 'Elegir marco',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'El marco perfecto para cada foto',
        text: [
          'Un marco convierte un póster en un cuadro. Imprimimos tu foto en papel fotográfico prémium satinado, **la colocamos a mano en el marco** y te la enviamos lista para colgar, bien protegida en una caja totalmente reciclable.',
        ],
      },
      sections: [
        {
          headline: 'Madera, aluminio o material sintético',
          text: [
            {
              list: [
                '**Marcos de madera** maciza de pino o roble: natural o lacada en blanco o negro',
                '**Marcos de aluminio**: finos y atemporales en negro, plata, oro o cobre',
                '**Marcos sintéticos**: ligeros y económicos, ideales para habitaciones infantiles y paredes de galería',
              ],
            },
          ],
        },
        {
          headline: 'Paspartú y cristal',
          text: [
            'Un paspartú blanco, crema o negro deja aire entre la foto y el marco y dirige la mirada hacia la imagen. Tu copia queda protegida por un cristal acrílico irrompible, opcionalmente **antirreflejos y con calidad museo**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Ideas para tu pared de galería',
        text: [
          'Combina de tres a nueve marcos del mismo color pero de distintos tamaños. Colócalos primero en el suelo: es la forma más rápida de dar con la composición más bonita.',
        ],
      },
      photoCaption: 'Una pared de galería con pósteres enmarcados cuenta muchas historias a la vez.',
      recoHeadline: 'Descubre más materiales',
    },
    photoPrints: {
      name: 'Revelado de fotos',
      seo: {
        title: 'Revelado de fotos online desde {price:photoprint} | Posterly',
        description:
          'Revela tus fotos en papel fotográfico de verdad: mate, brillo o Hahnemühle Fine Art, de 9 x 13 a 20 x 30 cm. Entrega rápida, también en caja de fotos.',
      },
      hero: {
        headline: 'Revelado en papel fotográfico de verdad',
        subline: 'Tus mejores momentos, para tenerlos en la mano, desde {price:photoprint} por copia.',
        ctaText: 'Subir fotos',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Revelar fotos como antes, pero más rápido',
        text: [
          'En el móvil, las mejores fotos se pierden enseguida. En papel recuperan el sitio que merecen: en un álbum, en la nevera o como regalo. Revelamos tus fotos en **auténtico papel fotográfico**, con tonos de piel naturales y colores que duran décadas.',
        ],
      },
      sections: [
        {
          headline: 'Tamaños y papeles',
          text: [
            'Elige entre los tamaños clásicos **9 x 13, 10 x 15, 13 x 18 y 20 x 30 cm** o copias cuadradas de 10 x 10 cm. Y tres papeles a juego:',
            {
              list: [
                'Brillo: colores vivos y contrastes intensos',
                'Mate: elegante y resistente a las huellas',
                'Hahnemühle Fine Art: papel de museo para tus fotos más especiales',
              ],
            },
          ],
        },
        {
          headline: 'Bien guardadas en una caja de fotos',
          text: [
            'Si quieres, te enviamos las copias en una caja de fotos resistente con la tapa personalizada: un regalo que no se olvida. Puedes [diseñar tu caja de fotos](/configurator-photobox/) en el mismo paso.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Descuento por cantidad',
        text: [
          'A partir de **100 copias** ahorras automáticamente un 10 %, y a partir de 250 copias, un 20 %. El descuento se aplica en la cesta.',
        ],
      },
      photoCaption: 'Tus copias, bien guardadas en una caja de fotos forrada de lino.',
      recoHeadline: 'Convierte tus fotos en cuadros',
    },
    about: {
      name: 'Sobre nosotros',
      seo: {
        title: 'Sobre nosotros: tu taller fotográfico | Posterly',
        description:
          'Desde 2009 convertimos fotos en cuadros: 180 personas, taller propio en Colonia y energía 100 % renovable. Conoce al equipo que hay detrás de Posterly.',
      },
      hero: {
        headline: 'Nos encantan las paredes con cuadros',
        subline: 'Imprimimos en Colonia desde 2009: cuadro a cuadro, con mimo y energía renovable.',
        ctaText: 'Nuestros productos',
        cta: '/products',
      },
      intro: {
        headline: 'Del garaje al taller fotográfico',
        text: [
          'Todo empezó en 2009 con una impresora de gran formato de segunda mano en un garaje de Colonia. Hoy en Posterly trabajamos **unas 180 personas**: en impresión, enmarcado, atención al cliente y desarrollo. Lo que no ha cambiado es nuestra exigencia: cada cuadro que sale del taller lo colgaríamos en nuestra propia casa.',
        ],
      },
      sections: [
        {
          headline: 'Todo bajo el mismo techo',
          text: [
            'Imprimimos, tensamos, enmarcamos y embalamos todo en nuestro propio taller. Así controlamos cada paso y podemos enviarte tu pedido rápidamente.',
          ],
        },
        {
          headline: 'Pensando en el mañana',
          text: [
            'Nuestras máquinas funcionan con electricidad 100 % renovable, nuestros papeles cuentan con el certificado FSC® y nuestros embalajes son de cartón reciclado. Compensamos las emisiones inevitables del envío con proyectos climáticos certificados.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: '¿Tienes preguntas? Estamos aquí',
        text: [
          'Nuestro equipo de atención al cliente te ayuda de lunes a viernes de 8:00 a 18:00 h, por teléfono, correo electrónico o chat. Encontrarás todas las formas de contacto en [atención al cliente](@service).',
        ],
      },
      photoCaption: 'Cada pared de galería empieza en nuestro taller con una prueba de impresión.',
      recoHeadline: 'Nuestros productos',
    },
    photoFrames: {
      name: 'Marcos de fotos',
      seo: {
        title: 'Marcos de fotos con tu imagen, listos para colgar | Posterly',
        description:
          'Tu foto en un marco de madera, aluminio o sintético, con paspartú si quieres. Desde 13 x 18 hasta 40 x 50 cm, listo para colgar o apoyar.',
      },
      hero: {
        headline: 'Un marco para tu foto favorita',
        subline: 'Nosotros imprimimos, enmarcamos y embalamos: tú solo necesitas un clavo.',
        ctaText: 'Diseñar mi marco',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Fotos que merecen un marco',
        text: [
          'Un marco convierte una instantánea en un recuerdo. Elige el formato y el marco, sube tu foto: la imprimimos en **papel fotográfico satinado** y la enmarcamos a mano.',
        ],
      },
      sections: [
        {
          headline: 'Tres marcos para cada estilo',
          text: [
            {
              list: [
                '**Madera**: cálida y natural, en negro, blanco o roble',
                '**Aluminio**: fino y moderno, en negro, plata u oro',
                '**Sintético**: ligero y económico, ideal para habitaciones infantiles',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Nuestro consejo: el paspartú',
        text: ['Un paspartú blanco hace lucir incluso las fotos pequeñas. Añádelo con un clic en el diseñador.'],
      },
      photoCaption: 'Fotos familiares enmarcadas de distintos tamaños, reunidas en una pared.',
      recoHeadline: 'Más ideas para tus paredes',
    },
    collages: {
      name: 'Collage de fotos',
      seo: {
        title: 'Collage de fotos en lienzo o póster | Posterly',
        description:
          'Muchas fotos, un solo cuadro: diseña tu collage en lienzo, como póster o enmarcado. Plantillas listas para 2 a 50 fotos, en el tamaño que quieras.',
      },
      hero: {
        headline: 'Collage de fotos: muchos momentos, un cuadro',
        subline: 'Elige una plantilla, arrastra tus fotos y tu cuadro estará listo.',
        ctaText: 'Diseñar mi collage',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'Tu historia de un vistazo',
        text: [
          'Unas vacaciones, un año, toda una vida en familia: un collage cuenta más que una sola foto. Nuestras plantillas ordenan **de 2 a 50 fotos** con armonía, en lienzo, como póster o enmarcadas.',
        ],
      },
      sections: [
        {
          headline: 'Así se crea tu collage',
          text: [
            { list: ['Elige plantilla y formato', 'Sube tus fotos y colócalas arrastrándolas', 'Ajusta el color de fondo y los espacios'] },
            'El diseñador te muestra en todo momento una vista previa a tamaño real.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'El regalo perfecto',
        text: ['Para un aniversario, un cumpleaños o los abuelos: un collage de recuerdos compartidos siempre triunfa.'],
      },
      photoCaption: 'Un gran collage sobre el sofá reúne los mejores momentos del año.',
      recoHeadline: 'Descubre más materiales',
    },
    photobox: {
      name: 'Caja de fotos',
      seo: {
        title: 'Caja de fotos con tus copias | Posterly',
        description:
          'Hasta 100 copias fotográficas en una caja forrada de lino, con tu foto en la tapa. Un regalo personal lleno de recuerdos para tocar.',
      },
      hero: {
        headline: 'Una caja de fotos para tus recuerdos',
        subline: 'Tus copias en una caja forrada de lino, con tu foto en la tapa.',
        ctaText: 'Llenar mi caja',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Fotos para regalar y guardar',
        text: [
          'La caja de fotos es el álbum de quienes disfrutan hojeando: según el tamaño guarda **hasta 100 copias**, las protege del polvo y queda genial en una estantería. La foto de la tapa la eliges tú.',
        ],
      },
      sections: [
        {
          headline: 'Dos tamaños',
          text: [
            'La **caja de fotos** admite copias de hasta 13 x 18 cm; la **caja de fotos MAX**, formatos de hasta 20 x 30 cm. Ambas con [copias fotográficas](@photoPrints) en brillo o mate.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Bueno saberlo',
        text: ['La caja llega llena con tus copias, desde {price:photobox}.'],
      },
      photoCaption: 'Copias y caja llegan juntas, listas para regalar.',
      recoHeadline: 'Convierte tus fotos en cuadros',
    },
    photobooks: {
      name: 'Fotolibros',
      seo: {
        title: 'Crea tu fotolibro: papel foto o digital | Posterly',
        description:
          'Tu fotolibro en papel fotográfico con encuadernación lay-flat, en impresión digital o como revista. De 24 a 200 páginas, tapa dura o blanda.',
      },
      hero: {
        headline: 'Un fotolibro tan único como tu historia',
        subline: 'Papel fotográfico, impresión digital o revista: con plantillas o a tu manera.',
        ctaText: 'Diseñar mi fotolibro',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Recuerdos para hojear',
        text: [
          'Un fotolibro guarda para siempre viajes, bodas y el primer año del bebé. Tú eliges formato, papel y tapa, nuestras plantillas te ayudan con el diseño y **revisamos cada página antes de imprimir**.',
        ],
      },
      sections: [
        {
          headline: 'Tres tipos de fotolibro',
          text: [
            {
              list: [
                '**Papel fotográfico**: revelado en papel fotográfico auténtico, con encuadernación lay-flat para panorámicas a doble página',
                '**Impresión digital**: en papel mate o brillo, con encuadernación PUR',
                '**Revista**: ligera y económica, grapada',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Más páginas, mejor precio',
        text: ['Cuantas más páginas, menos cuesta cada una. El precio se actualiza al momento.'],
      },
      photoCaption: 'En el fotolibro de papel fotográfico, las panorámicas quedan planas sobre las dos páginas.',
      recoHeadline: 'Saca más partido a tus fotos',
    },
    wallArt: {
      name: 'Cuadros decorativos',
      seo: {
        title: 'Cuadros con tu foto: todos los materiales | Posterly',
        description:
          'Lienzo, metacrilato, aluminio, cuadros enmarcados o collages: todos nuestros cuadros de un vistazo, con precios y consejos para elegir material.',
      },
      hero: {
        headline: 'Todos nuestros cuadros de un vistazo',
        subline: 'Del póster al metacrilato: encuentra el material que encaja con tu foto y tu espacio.',
        ctaText: 'Ver diseños',
        cta: '/products',
      },
      intro: {
        headline: '¿Qué cuadro va contigo?',
        text: [
          'Cada material tiene su carácter: el lienzo es cálido, el metacrilato brillante, el marco clásico. Aquí ves todos nuestros cuadros con su precio de partida; **un clic te lleva a los detalles y a la calculadora de precios**.',
        ],
      },
      sections: [
        {
          headline: 'La regla de oro para salones grandes',
          text: [
            'Sobre un sofá o un aparador, el cuadro debería ocupar unos dos tercios del ancho del mueble. Las estancias altas piden formatos verticales; las paredes largas, panorámicas o un [collage de fotos](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: '¿Dudas con el material?',
        text: ['Nuestro equipo te asesora encantado: envíanos una foto de tu pared a través de [atención al cliente](@service).'],
      },
      photoCaption: 'Un lienzo panorámico marca el estilo del salón.',
      recoHeadline: 'Nuestros materiales favoritos',
    },
    calendars: {
      name: 'Calendario personalizado',
      seo: {
        title: 'Calendario personalizado con tus fotos | Posterly',
        description:
          'Calendarios de pared y de sobremesa con tus mejores fotos: A3, A4 o cuadrados, desde el mes que elijas. En tu casa en 4 a 6 días laborables.',
      },
      hero: {
        headline: 'Calendario personalizado: tu año en fotos',
        subline: 'Doce fotos favoritas, un calendario: de pared en gran formato o de sobremesa en tamaño compacto.',
        ctaText: 'Crear mi calendario',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'Un calendario con tus propias fotos',
        text: [
          'Un calendario con fotos es un cuadro que cambia cada mes: la playa en julio, un paseo por la nieve en enero, el cumpleaños de los peques en mayo. Imprimimos tus fotos en **papel estucado mate de 250 g/m²**, encuadernamos las hojas con espiral metálica y añadimos un colgador.',
          'Elige el formato y el mes de inicio, sube tus fotos y añade los cumpleaños directamente en el editor: aparecerán impresos en el calendario.',
        ],
      },
      sections: [
        {
          headline: '¿De pared o de sobremesa?',
          text: [
            {
              list: [
                '**Calendario de pared**: en A3 o A4, vertical u horizontal, o cuadrado de 30 x 30 cm, lo bastante grande para que tus fotos luzcan como un póster',
                '**Calendario de sobremesa**: en A5 o A6 horizontal, cuadrado o panorámico, con espiral, sobre un bloque de madera o en un soporte de madera',
              ],
            },
          ],
        },
        {
          headline: 'Un regalo que dura doce meses',
          text: [
            'En Navidad, el calendario con fotos es uno de los regalos favoritos de abuelos y padrinos. Haz tu pedido **antes de mediados de diciembre** para recibirlo a tiempo. ¿Tu foto favorita del año merece más espacio? Pídela también como [copia en papel fotográfico](@photoPrints) o en un gran [lienzo](@canvas).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consejo: fotos verticales para el formato vertical',
        text: [
          'Las fotos en vertical lucen mejor en el calendario de pared A3 vertical. Para tus paisajes, elige la versión horizontal: el formato se cambia con un clic en el editor.',
        ],
      },
      photoCaption: 'Doce fotos favoritas: una para cada mes.',
      recoHeadline: 'Tus fotos, también en la pared',
    },
    cards: {
      name: 'Tarjetas con foto',
      seo: {
        title: 'Tarjetas con foto personalizadas | Posterly',
        description:
          'Tarjetas dobles y postales con tus fotos: para cumpleaños, para dar las gracias o porque sí. Con sobres a juego, en tu casa en 4 a 6 días laborables.',
      },
      hero: {
        headline: 'Tarjetas con foto que llegan al corazón',
        subline: 'Tarjetas con tu foto favorita: el pequeño regalo que acompaña a un gran cuadro.',
        ctaText: 'Crear mi tarjeta',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Tarjetas con tus propias fotos',
        text: [
          'Una imagen vale más que mil palabras, y con unas líneas personales, todavía más. Crea **tarjetas dobles y postales** con tus fotos: para un cumpleaños, para dar las gracias, para saludar desde las vacaciones o para acompañar un cuadro.',
          'Imprimimos en **papel mate de 300 g/m²**, agradable al tacto y fácil de escribir con cualquier bolígrafo.',
        ],
      },
      sections: [
        {
          headline: '¿Tarjeta doble o postal?',
          text: [
            {
              list: [
                '**Tarjeta doble**: en tamaño A6, con tu foto en la portada y espacio dentro para tus palabras y más fotos',
                '**Postal**: también en A6, con tu foto delante y espacio para un mensaje y la dirección detrás',
              ],
            },
          ],
        },
        {
          headline: 'La tarjeta perfecta para acompañar un cuadro',
          text: [
            '¿Vas a regalar un [cuadro enmarcado](@framed) o un [lienzo](@canvas)? Añade una tarjeta con la misma foto y convierte tu cuadro en un regalo con dedicatoria. **Sobres en seis colores**, hojas interiores y cintas de satén se eligen a la vez.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Consejo: lee tu texto en voz alta',
        text: [
          'El editor muestra la portada y el interior de tu tarjeta a tamaño real. Lee tu mensaje en voz alta antes de hacer el pedido: es la forma más fácil de detectar erratas.',
        ],
      },
      photoCaption: 'Sobres en seis colores: del blanco clásico al papel kraft.',
      recoHeadline: 'Convierte tus fotos en cuadros',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'Tu lienzo al mejor precio',
      acrylic: 'Tu cuadro de metacrilato al mejor precio',
      framed: 'Tu cuadro enmarcado al mejor precio',
      photoFrames: 'Elige formato y marco',
      collages: 'Tu collage al mejor precio',
      photoPrints: 'Elige un formato y sube tus fotos',
      photobox: 'Elige la caja y el tamaño de las copias',
      photobooks: 'Tu fotolibro al mejor precio',
    },
    collageDetail: {
      headline: 'Collage en lienzo',
      text: ['Nuestro collage más vendido: hasta 50 fotos en un lienzo, tensado a mano sobre un bastidor de 2 cm.'],
    },
    photobookDetail: {
      headline: 'Fotolibro en papel fotográfico, A4 horizontal',
      text: ['Revelado en papel fotográfico auténtico con encuadernación lay-flat: tus panorámicas ocupan la doble página sin pliegue.'],
    },
    wallCalendarDetail: {
      headline: 'Calendario de pared A3 vertical',
      text: [
        'Nuestro calendario de pared grande: 13 hojas con portada, encuadernación en espiral y colgador, con espacio de sobra para tus mejores fotos y todas tus citas.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Calendario de sobremesa A5 horizontal',
      text: [
        'El pequeño compañero para el escritorio o la cocina: con espiral y soporte, o en hojas sueltas sobre un bloque o un pie de madera.',
      ],
    },
    cardDetail: {
      headline: 'Tarjeta doble A6 horizontal, mate',
      text: [
        'Nuestra tarjeta con foto más popular: tu foto en la portada y tus palabras dentro, en papel mate fácil de escribir.',
      ],
    },
    cardAccessoryHeadline: 'Sobres y accesorios para tu tarjeta doble',
    postcard: { headline: 'Postal A6, mate', text: 'Tu foto delante y espacio para un mensaje y la dirección detrás: ideal para saludar desde las vacaciones o para invitar.' },
    frameHeadline: 'Marcos para tu póster',
    formatsAndPricesHeadline: 'Formatos y precios de pósteres enmarcados',
    overview: {
      headline: 'Nuestros cuadros',
      items: {
        canvas: { title: 'Lienzo', text: 'Mate, cálido y listo para colgar.' },
        acrylic: { title: 'Metacrilato y aluminio', text: 'Colores brillantes con profundidad.' },
        framed: { title: 'Cuadros enmarcados', text: 'Con marco de madera o aluminio y paspartú opcional.' },
        photoFrames: { title: 'Marcos de fotos', text: 'Tu foto enmarcada para apoyar o colgar.' },
        collages: { title: 'Collage de fotos', text: 'Muchas fotos, un solo cuadro.' },
        poster: { title: 'Pósteres', text: '60 diseños o tu propia foto.' },
      },
    },
    themesHeadline: 'Diseños populares para tu pared',
    voucher: {
      code: 'PAREDES10',
      headline: '10 % de descuento en tu primer cuadro',
      text: ['Introduce el código en tu carrito: válido para todos los materiales y formatos.'],
      minimumOrderValue: 30,
    },
  },
  error: {
    name: 'Página de error',
    seo: {
      title: 'Página no encontrada | Posterly',
      description: 'Esta página ya no existe o nunca existió. Vuelve a la página de inicio o descubre nuestros cuadros más populares.',
    },
    headline: 'Vaya, aquí no hay nada colgado',
    text: [
      'La página que buscas no existe o ya no está disponible, o algo ha fallado por nuestra parte. Estos enlaces te ayudarán a seguir:',
      { list: ['[Volver al inicio](/)', '[Ver todos los diseños](/products)', '[Contactar con atención al cliente](@service)'] },
    ],
    recoHeadline: 'O inspírate con estas ideas',
  },
  products: {
    name: 'Diseños',
    seo: {
      title: 'Pósteres y cuadros: 60 diseños | Posterly',
      description:
        'Descubre 60 diseños de artistas independientes, en póster, lienzo, metacrilato o como cuadro enmarcado.',
    },
    headline: 'Diseños para tus paredes',
    text: [
      'Paisajes, tipografía, botánica o arte abstracto: explora 60 diseños y elige después el **material y el tamaño** que mejor encajen en tu espacio. Todos los diseños están disponibles también como [impresión sobre lienzo](@canvas).',
    ],
  },
  themes: {
    name: 'Temas',
    seo: {
      title: 'Temas: cuadros por estilo y ocasión | Posterly',
      description:
        'Del estilo nórdico al vintage: nuestros temas reúnen diseños a juego para cada estancia y cada ocasión. Inspírate para tu próxima pared de galería.',
    },
    headline: 'Temas',
    text: [
      'Aquí hemos reunido diseños que combinan de maravilla, **perfectos para una pared de galería** con un estilo coherente. Nuestro consejo: mezcla dos o tres tamaños y usa el mismo [marco](@framed) para todos los cuadros.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirmar newsletter',
    seo: {
      title: 'Confirma tu suscripción a la newsletter | Posterly',
      description: 'Solo falta un clic: confirma tu suscripción a la newsletter de Posterly.',
    },
    headline: '¡Ya casi está!',
    text: [
      'Confirma tu suscripción haciendo clic en el botón de abajo. Solo entonces te enviaremos **nuevos diseños, ideas de decoración y cupones exclusivos**.',
      '¿No te has suscrito? Ignora esta página sin más: sin tu confirmación no recibirás ningún correo nuestro.',
    ],
  },
};
