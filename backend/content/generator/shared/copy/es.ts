import type { SharedCopyTable } from '../shop-pages-types.ts';

export const es: SharedCopyTable = (facts) => {
  const { company, brand } = facts;
  const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const products = facts.channel === 'poster' ? 'cuadros, copias fotográficas y regalos con foto' : 'tarjetas, invitaciones y regalos con foto';
  return {
    slugs: {
      service: 'atencion-al-cliente',
      account: 'mi-cuenta',
      imprint: 'aviso-legal',
      privacy: 'politica-de-privacidad',
      terms: 'condiciones-generales',
      withdrawal: 'derecho-de-desistimiento',
      shipping: 'gastos-de-envio',
    },
    legalBoxTitle: 'Información legal',
    consentLinkText: 'Configuración de cookies',
    linkTexts: {
      service: 'Atención al cliente',
      account: 'Mi cuenta',
      imprint: 'Aviso legal',
      privacy: 'Privacidad',
      terms: 'Condiciones generales',
      withdrawal: 'Derecho de desistimiento',
      shipping: 'Gastos de envío',
    },
    newsletterPrivacyNote: [
      'Puede darse de baja en cualquier momento con el enlace incluido en cada correo. Nuestra [política de privacidad](@privacy) explica cómo usamos sus datos.',
    ],
    pages: {
      service: {
        name: 'Atención al cliente',
        title: `Atención al cliente y ayuda | ${brand}`,
        description: `Cómo contactar con la atención al cliente de ${brand}, con respuestas sobre envíos, devoluciones, reclamaciones y pagos.`,
        h1: 'Atención al cliente',
        intro: [
          '¿Tiene alguna pregunta sobre su pedido, su diseño o nuestros productos? Nuestro equipo le ayuda personalmente con mucho gusto. Aquí encontrará las respuestas a las preguntas más frecuentes.',
        ],
        sections: [
          {
            headline: 'Cómo contactarnos',
            text: [
              {
                list: [
                  `**Teléfono:** ${facts.phone}`,
                  `**Correo electrónico:** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – solemos responder en un día laborable`,
                  `**Horario telefónico:** de lunes a viernes, de ${facts.serviceHours.opens}:00 a ${facts.serviceHours.closes}:00 h`,
                  `**Correo postal:** ${address}`,
                ],
              },
              'Si su consulta se refiere a un pedido, tenga a mano el número de pedido; lo encontrará en el correo de confirmación.',
            ],
          },
          {
            headline: '¿Cuándo llegará mi pedido?',
            text: [
              'Cada producto se fabrica individualmente para usted. Los plazos y gastos de envío de su país figuran en la página [Gastos de envío](@shipping). En cuanto su paquete esté en camino, le enviaremos un correo con el seguimiento.',
            ],
          },
          {
            headline: '¿Puedo devolver mi pedido?',
            text: [
              'Los productos confeccionados conforme a sus especificaciones – por ejemplo, con sus fotos o textos – están excluidos del derecho legal de desistimiento. Los artículos no personalizados, como marcos vacíos o sobres, pueden devolverse en un plazo de 14 días. Encontrará todos los detalles en [Derecho de desistimiento](@withdrawal).',
            ],
          },
          {
            headline: '¿Algún problema con su entrega?',
            text: [
              'Si un artículo llega dañado o mal impreso, envíenos una foto por correo electrónico en un plazo de 14 días. Lo volvemos a imprimir gratis o le devolvemos el importe, sin perjuicio de sus derechos de garantía legal.',
            ],
          },
          {
            headline: '¿Cómo puedo pagar?',
            text: [
              `Puede pagar con ${facts.paymentMethods}. Todos los precios incluyen el IVA. Los detalles figuran en nuestras [condiciones generales](@terms).`,
            ],
          },
          {
            headline: 'Información legal',
            text: [
              {
                list: [
                  '[Aviso legal](@imprint)',
                  '[Política de privacidad](@privacy)',
                  '[Condiciones generales](@terms)',
                  '[Derecho de desistimiento](@withdrawal)',
                  '[Gastos y plazos de envío](@shipping)',
                ],
              },
            ],
          },
        ],
      },
      account: {
        name: 'Mi cuenta',
        title: `Mi cuenta | ${brand}`,
        description: `En su cuenta de cliente de ${brand} ve sus pedidos y su estado.`,
        h1: 'Mi cuenta',
        intro: [
          'Inicie sesión con su correo electrónico y su contraseña para ver sus pedidos. Sin cuenta, puede pedir cómodamente como invitado: recibirá toda la información de su pedido por correo electrónico.',
        ],
        sections: [
          {
            headline: 'Lo que le ofrecerá su cuenta',
            text: [
              {
                list: [
                  '**Historial:** todos sus pedidos y facturas en un solo lugar',
                  '**Seguimiento:** sepa en todo momento dónde está su paquete',
                  '**Diseños guardados:** retome proyectos empezados y repita sus productos favoritos',
                  '**Libreta de direcciones:** guarde sus direcciones de entrega y facturación',
                  '**Boletín:** gestione usted mismo sus suscripciones',
                ],
              },
            ],
          },
          {
            headline: '¿Preguntas sobre un pedido?',
            text: [
              'Nuestro equipo de [atención al cliente](@service) le ayuda con pedidos en curso, facturas o cambios. Nuestra [política de privacidad](@privacy) explica cómo tratamos sus datos.',
            ],
          },
        ],
      },
      imprint: {
        name: 'Aviso legal',
        title: `Aviso legal | ${brand}`,
        description: `Aviso legal de ${brand}: ${company.name}, ${company.city}. Dirección, contacto, inscripción registral y número de IVA.`,
        h1: 'Aviso legal',
        intro: [`${brand} es una marca gestionada por ${company.name}.`],
        sections: [
          {
            headline: 'Titular del sitio web',
            text: [
              `${company.name}`,
              `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
              `**Administradores:** ${company.managingDirectors}`,
              `**Registro mercantil:** ${company.register}`,
              `**Número de IVA intracomunitario:** ${company.vatId}`,
            ],
          },
          {
            headline: 'Contacto',
            text: [`**Teléfono:** ${facts.phone}`, `**Correo electrónico:** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
          },
          {
            headline: 'Responsable del contenido',
            text: [`${company.managingDirectors.split(', ')[0]}, con la dirección indicada arriba.`],
          },
          {
            headline: 'Resolución de litigios',
            text: [
              'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo. Si surge algún problema, diríjase directamente a nuestra [atención al cliente](@service): encontraremos juntos una solución.',
            ],
          },
        ],
      },
      privacy: {
        name: 'Política de privacidad',
        title: `Política de privacidad | ${brand}`,
        description: `Cómo trata ${brand} sus datos personales y sus fotos, con qué fin y durante cuánto tiempo, y qué derechos le corresponden.`,
        h1: 'Política de privacidad',
        intro: [
          'La protección de sus datos es importante para nosotros. Esta página explica qué datos personales tratamos cuando visita nuestra tienda y realiza un pedido, y qué derechos le reconoce el Reglamento General de Protección de Datos (RGPD).',
        ],
        sections: [
          {
            headline: 'Responsable del tratamiento',
            text: [`${address}. Puede contactar con nuestra delegada de protección de datos en [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`],
          },
          {
            headline: 'Qué datos tratamos y por qué',
            text: [
              {
                list: [
                  '**Pedidos:** nombre, direcciones de entrega y facturación, correo electrónico y datos de pago, para ejecutar su contrato (art. 6.1.b RGPD).',
                  '**Sus fotos y textos:** solo para fabricar su producto. Eliminamos los archivos 90 días después de la entrega, y los diseños guardados cuando usted lo solicite.',
                  '**Boletín:** su correo electrónico, tras suscribirse y confirmar la suscripción (art. 6.1.a RGPD). Puede retirar su consentimiento en cualquier momento.',
                  '**Visita a la tienda:** los datos técnicamente necesarios, como la dirección IP y el tipo de navegador, para mostrar las páginas de forma segura (art. 6.1.f RGPD). Los registros del servidor se eliminan a los 14 días.',
                ],
              },
            ],
          },
          {
            headline: 'Destinatarios',
            text: [
              'Solo comunicamos datos cuando su pedido lo requiere: a proveedores de pago, empresas de transporte y a nuestro proveedor de alojamiento en la UE. Con todos ellos tenemos contratos de encargo de tratamiento.',
            ],
          },
          {
            headline: 'Plazo de conservación',
            text: [
              'Conservamos sus datos mientras lo requiera la finalidad. Las facturas se conservan diez años por obligaciones mercantiles y fiscales.',
            ],
          },
          {
            headline: 'Sus derechos',
            text: [
              'Tiene derecho de acceso, rectificación, supresión y limitación del tratamiento, derecho a la portabilidad de los datos y derecho de oposición a los tratamientos basados en el interés legítimo. Puede retirar en cualquier momento el consentimiento otorgado, con efecto para el futuro, y presentar una reclamación ante una autoridad de control, en España la Agencia Española de Protección de Datos.',
            ],
          },
        ],
      },
      terms: {
        name: 'Condiciones generales',
        title: `Condiciones generales de venta | ${brand}`,
        description: `Las condiciones generales de ${brand}: celebración del contrato, precios, pago, entrega, garantía y derechos sobre sus fotos.`,
        h1: 'Condiciones generales de venta',
        intro: [`Estas condiciones se aplican a todos los pedidos realizados en la tienda online de ${brand}, gestionada por ${company.name} (véase el [aviso legal](@imprint)).`],
        sections: [
          {
            headline: '1. Celebración del contrato',
            text: [
              'La presentación de los productos en la tienda no constituye una oferta vinculante. Al hacer clic en «Comprar y pagar» usted realiza una oferta vinculante. El contrato se celebra cuando confirmamos su pedido por correo electrónico.',
            ],
          },
          {
            headline: '2. Precios y pago',
            text: [
              `Todos los precios incluyen el IVA; a ellos se suman los [gastos de envío](@shipping) de su país. Puede pagar con ${facts.paymentMethods}.`,
            ],
          },
          {
            headline: '3. Fabricación y entrega',
            text: [
              'Fabricamos cada producto según sus especificaciones. El plazo de entrega comienza con la recepción o autorización del pago. La mercancía sigue siendo de nuestra propiedad hasta su pago completo.',
            ],
          },
          {
            headline: '4. Sus contenidos',
            text: [
              'Usted garantiza que posee los derechos necesarios sobre las fotos y textos que sube y que estos no vulneran derechos de terceros. No imprimimos contenidos contrarios a la ley.',
            ],
          },
          {
            headline: '5. Derecho de desistimiento',
            text: [
              'Los consumidores disponen de un derecho de desistimiento en los términos de la página [Derecho de desistimiento](@withdrawal). No existe derecho de desistimiento para productos confeccionados según sus especificaciones.',
            ],
          },
          {
            headline: '6. Garantía y legislación aplicable',
            text: [
              'Se aplica la garantía legal. Rige el derecho alemán, sin perjuicio de las normas imperativas de protección de los consumidores de su país de residencia.',
            ],
          },
        ],
      },
      withdrawal: {
        name: 'Derecho de desistimiento',
        title: `Derecho de desistimiento | ${brand}`,
        description: `El derecho de desistimiento en ${brand}: qué rige para productos personalizados, qué artículos devolver en 14 días y cómo hacerlo.`,
        h1: 'Derecho de desistimiento',
        intro: [
          `La mayoría de nuestros ${products} se fabrican especialmente para usted con sus fotos y textos. Estos productos personalizados **no tienen derecho de desistimiento**. Para todos los demás artículos rige el derecho de desistimiento que se describe a continuación.`,
        ],
        sections: [
          {
            headline: 'Exclusión del derecho de desistimiento',
            text: [
              'El derecho de desistimiento no se aplica a los contratos de suministro de bienes confeccionados conforme a las especificaciones del consumidor o claramente personalizados (art. 16.c de la Directiva 2011/83/UE; art. 103.c del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios). Esto incluye todos los productos que usted diseña con sus propias fotos o textos.',
            ],
          },
          {
            headline: 'Derecho de desistimiento para artículos no personalizados',
            text: [
              'Tiene usted derecho a desistir del presente contrato en un plazo de catorce días naturales sin necesidad de justificación. El plazo expirará a los catorce días naturales del día en que usted o un tercero por usted indicado, distinto del transportista, adquirió la posesión material de los bienes.',
              `Para ejercer el derecho de desistimiento, deberá notificarnos (${address}, correo electrónico: [${facts.serviceEmail}](mailto:${facts.serviceEmail}), teléfono: ${facts.phone}) su decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Para cumplir el plazo, basta con que la comunicación se envíe antes de que venza.`,
            ],
          },
          {
            headline: 'Consecuencias del desistimiento',
            text: [
              'En caso de desistimiento, le devolveremos todos los pagos recibidos, incluidos los gastos de entrega estándar, sin ninguna demora indebida y, en todo caso, a más tardar catorce días naturales a partir de la fecha en la que se nos informe de su decisión. Utilizaremos el mismo medio de pago empleado en la transacción inicial. Podremos retener el reembolso hasta haber recibido los bienes o hasta que usted haya presentado una prueba de su devolución.',
              'Deberá devolvernos los bienes sin ninguna demora indebida y, en cualquier caso, a más tardar en catorce días naturales a partir de la fecha en que nos comunique su decisión. Usted asumirá el coste directo de la devolución.',
            ],
          },
          {
            headline: 'Modelo de formulario de desistimiento',
            text: [
              `Si desea desistir del contrato, puede escribirnos: «A la atención de ${address}: Por la presente le comunico/comunicamos que desisto de/desistimos de mi/nuestro contrato de venta del siguiente bien: … / Pedido el: … / Recibido el: … / Nombre y dirección: … / Fecha.»`,
            ],
          },
        ],
        note: {
          headline: 'Un defecto no es un caso de desistimiento',
          text: [
            'Si un producto personalizado llega dañado o defectuoso, por supuesto se aplican sus derechos de garantía legal. Póngase en contacto con nuestra [atención al cliente](@service).',
          ],
        },
      },
      shipping: {
        name: 'Gastos de envío',
        title: `Gastos y plazos de envío | ${brand}`,
        description: `Gastos y plazos de envío de ${brand} para ${facts.shipping.map((row) => row.country).join(', ')}, envío exprés incluido.`,
        h1: 'Gastos y plazos de envío',
        intro: [
          'Fabricamos cada pedido de forma individual y lo embalamos con cuidado. Los plazos cuentan desde el envío; los pedidos realizados antes de las 12:00 h de un día laborable suelen entrar en producción el siguiente día laborable.',
        ],
        sections: [
          {
            headline: 'Gastos de envío por país',
            text: [
              {
                list: facts.shipping.map(
                  (row) =>
                    `**${row.country}:** envío estándar ${row.standard} (${row.minDays}–${row.maxDays} días laborables), gratis a partir de ${row.freeFrom} de compra; exprés ${row.express}`,
                ),
              },
            ],
          },
          {
            headline: 'Conviene saber',
            text: [
              { list: ['Todos los precios incluyen el IVA.', 'En cuanto su paquete esté en camino, le enviaremos un correo con el seguimiento.'] },
              'Nuestra [atención al cliente](@service) responde a todas sus preguntas sobre la entrega.',
            ],
          },
        ],
      },
    },
  };
};
