import type { CardCopy } from './copy-types.ts';

export const frFr: CardCopy = {
  locale: 'fr-fr',
  slugs: {
    wedding: 'faire-part-mariage',
    birth: 'faire-part-naissance',
    christmas: 'cartes-de-noel',
    calendars: 'calendrier-photo',
    about: 'a-propos',
    photobooks: 'livre-photo',
    collages: 'collage-photo',
    photoPrints: 'tirages-photos',
    photoFrames: 'cadres-photo',
    photobox: 'box-photos',
    wallArt: 'tableaux-photo',
    cardsOverview: 'cartes',
  },
  usps: [
    { icon: 'truck', text: 'Expédition sous 2 à 3 jours ouvrés' },
    { icon: 'star', text: 'Dorure or, argent et or rose' },
    { icon: 'leaf', text: 'Papier certifié FSC®' },
    { icon: 'heart', text: 'Commandez d’abord un échantillon' },
  ],
  home: {
    name: 'Accueil',
    seo: {
      title: 'Faire-part et cartes personnalisés | Carta & Co.',
      description:
        'Créez faire-part de mariage et de naissance, cartes de Noël et calendriers photo personnalisés, imprimés sur papier premium et livrés vite.',
    },
    teaser: {
      headline: 'Des cartes qui viennent du cœur',
      subline: 'Créez invitations, remerciements et vœux avec vos propres photos, imprimés sur un papier d’exception.',
      ctaText: 'Découvrir les modèles',
    },
    occasions: {
      headline: 'Des cartes pour chaque grand moment',
      wedding: { headline: 'Mariage', text: 'Save the date, faire-part, menus et remerciements assortis.' },
      birth: { headline: 'Naissance', text: 'Présentez votre bébé avec un faire-part que l’on garde précieusement.' },
      christmas: { headline: 'Noël', text: 'Des vœux festifs pour la famille, les amis et les partenaires.' },
      calendars: { headline: 'Calendriers photo', text: 'Douze mois de souvenirs, au mur ou sur le bureau.' },
    },
    reco: {
      headline: 'Les coups de cœur de nos clients',
      birthday: 'Cartes d’anniversaire',
      guestbooks: 'Livres d’or et de condoléances',
      photobooks: 'Livres photo',
      envelopes: 'Enveloppes colorées',
      christmas: 'Cartes de Noël',
      calendars: 'Calendriers photo',
      labelBestseller: 'Best-seller',
      labelNew: 'Nouveau',
    },
    intro: {
      headline: 'Des cartes personnelles, imprimées avec soin',
      text: [
        'Chez Carta & Co., vos photos et vos mots deviennent une carte que l’on ne jette pas. Choisissez parmi 60 modèles, modifiez couleurs, polices et textes, et visualisez chaque changement instantanément dans l’aperçu.',
        'Nous imprimons sur un **papier premium épais** dans notre propre imprimerie, avec une dorure or, argent ou or rose si vous le souhaitez. Vous préparez un mariage ? Découvrez nos [faire-part de mariage](@wedding).',
      ],
    },
    photoCaption: 'Des enveloppes assorties dans de nombreux coloris, pour une première impression réussie.',
    info: {
      headline: 'Toucher avant de commander',
      text: [
        'Vous hésitez sur le papier ou la finition ? Commandez un exemplaire unique de votre création et décidez en toute sérénité. Notre [service client](@service) vous en dit plus.',
      ],
    },
    video: {
      title: 'Comment naît votre carte',
      caption: 'De la création à la boîte aux lettres : visite de notre imprimerie.',
    },
  },
  wedding: {
    name: 'Faire-part de mariage',
    seo: {
      title: 'Faire-part de mariage personnalisés | Carta & Co.',
      description:
        'Créez vos faire-part de mariage, save the date et cartes de remerciement avec vos photos. Papier premium, dorure et enveloppes assorties.',
    },
    teaser: {
      headline: 'Des faire-part aussi uniques que votre histoire',
      subline: 'Du save the date aux remerciements, tout dans le même style.',
      ctaText: 'Créer mon faire-part',
    },
    h1: 'Créez vos faire-part de mariage',
    intro: [
      'Un mariage commence bien avant le « oui » : avec la première carte que vos invités tiennent entre leurs mains. Avec nos **faire-part de mariage**, créez save the date, invitations, menus, marque-places et cartes de remerciement dans un style harmonieux.',
      'Importez vos plus belles photos, choisissez le papier et le format, puis ajoutez des détails comme une dorure ou un vernis en relief. Retrouvez tous les modèles dans notre [galerie](@products).',
    ],
    ideas: {
      headline: 'Tout pour le grand jour',
      items: [
        { headline: 'Save the date', text: 'Pour que chacun réserve la date, idéalement un an à l’avance.' },
        { headline: 'Invitations et enveloppes', text: 'Des cartes d’invitation avec enveloppes assorties, en de nombreux coloris et formats.' },
        { headline: 'Livres d’or', text: 'Un livre d’or assorti à votre papeterie pour recueillir vœux et souvenirs.' },
      ],
    },
    tips: {
      headline: 'Quand envoyer quoi ?',
      text: [
        {
          list: [
            '**Save the date :** six à douze mois avant le mariage',
            '**Faire-part :** environ trois mois avant, avec une réponse souhaitée six semaines avant la fête',
            '**Remerciements :** dans les deux mois qui suivent, idéalement avec une photo de la journée',
          ],
        },
        'Astuce : commandez quelques cartes de plus que d’invités, pour les témoins, le photographe et votre boîte à souvenirs.',
      ],
    },
    info: {
      headline: 'Vérification avant impression incluse',
      text: [
        'Avant l’impression, nous vérifions la résolution des images et les marges de chaque commande de mariage. Si quelque chose nous semble anormal, nous vous contactons avant d’imprimer.',
      ],
    },
    photoCaption: 'Un livre d’or assorti à vos faire-part conserve tous les vœux de vos invités.',
  },
  birth: {
    name: 'Faire-part de naissance',
    seo: {
      title: 'Faire-part de naissance avec photo | Carta & Co.',
      description:
        'Créez un faire-part de naissance avec la photo, le prénom, le poids et la date de naissance de bébé. Idéal aussi pour remercier après le baptême.',
    },
    teaser: {
      headline: 'Bienvenue, petit trésor !',
      subline: 'Présentez votre bébé avec un faire-part que toute la famille gardera précieusement.',
      ctaText: 'Créer mon faire-part',
    },
    h1: 'Créez votre faire-part de naissance',
    intro: [
      'Les premières photos, le prénom, le poids de naissance : un **faire-part de naissance** partage votre bonheur avec tous ceux qui s’en réjouissent. Choisissez un modèle, ajoutez vos photos préférées et adaptez couleurs et textes en quelques minutes.',
      'Peu de sommeil et encore moins de temps ? Votre création est enregistrée automatiquement et vous pouvez la reprendre à tout moment depuis votre [compte client](@account).',
    ],
    ideas: {
      headline: 'Autour de la naissance',
      items: [
        { headline: 'Faire-part de naissance', text: 'Classique, ludique ou épuré, avec une ou plusieurs photos.' },
        { headline: 'Remerciements de baptême', text: 'Remerciez pour les cadeaux et les vœux dans le même style.' },
        { headline: 'Livre photo de bébé', text: 'Racontez sa première année, page après page.' },
      ],
    },
    tips: {
      headline: 'Que mettre sur un faire-part de naissance ?',
      text: [
        'En plus d’une jolie photo, la plupart des proches apprécient quelques informations :',
        {
          list: [
            'le prénom et le nom de bébé',
            'la date, l’heure et le lieu de naissance',
            'la taille et le poids',
            'un petit mot des parents, des frères et des sœurs',
          ],
        },
        'Astuce : les photos sur un arrière-plan sobre rendent particulièrement bien, car elles laissent de la place au texte.',
      ],
    },
    info: {
      headline: 'Livraison neutre en carbone',
      text: [
        'Nous expédions tous les faire-part de naissance en compensant nos émissions de CO₂ et dans un emballage sans plastique, pour un monde un peu plus vert.',
      ],
    },
    photoCaption: 'La première année de bébé dans un livre photo : un cadeau pour toute la famille.',
  },
  christmas: {
    name: 'Cartes de Noël',
    seo: {
      title: 'Cartes de Noël personnalisées avec photo | Carta & Co.',
      description:
        'Créez vos cartes de Noël pour la famille, les amis et les clients, avec vos photos, une dorure et des enveloppes assorties. Commandez à temps.',
    },
    teaser: {
      headline: 'Joyeux Noël, avec vos propres mots',
      subline: 'Des cartes festives avec vos photos, pour vos proches comme pour vos clients.',
      ctaText: 'Voir les modèles de Noël',
    },
    h1: 'Créez vos cartes de Noël',
    intro: [
      'Quelques mots écrits à la main sur une carte personnelle en disent plus que n’importe quel message sur le téléphone. Avec nos **cartes de Noël**, envoyez vos vœux avec les plus belles photos de l’année : aux grands-parents, aux amis aux quatre coins du monde ou à vos clients.',
      'Pour les entreprises, nous proposons des modèles professionnels avec emplacement pour votre logo et des tarifs dégressifs dès 100 cartes. Parcourez tous nos [modèles de Noël](@products).',
    ],
    ideas: {
      headline: 'Des vœux pour tout le monde',
      items: [
        { headline: 'Cartes de Noël familiales', text: 'Photo de famille, rétrospective de l’année ou illustration hivernale : à vous de choisir.' },
        { headline: 'Cartes de Noël d’entreprise', text: 'Remerciez clients et collaborateurs avec votre logo et votre signature.' },
        { headline: 'Un calendrier photo en cadeau', text: 'Le grand classique sous le sapin : douze mois de souvenirs.' },
      ],
    },
    tips: {
      headline: 'Anticipez',
      text: [
        'La plupart des cartes partent au cours de la première quinzaine de décembre. En commandant **avant la mi-novembre**, vous aurez tout le temps de signer chaque carte.',
        {
          list: [
            'préparez votre liste d’adresses à l’avance',
            'choisissez une photo qui reste lisible en petit format',
            'prévoyez quelques cartes de réserve',
          ],
        },
      ],
    },
    info: {
      headline: 'Date limite de commande pour Noël',
      text: [
        'Pour que vos cartes arrivent avant les fêtes, commandez au plus tard le **15 décembre**. Nous continuons d’imprimer ensuite, mais ne pouvons plus garantir une livraison avant le réveillon.',
      ],
    },
    photoCaption: 'Un mot personnel fait de chaque carte de Noël une pièce unique.',
  },
  calendars: {
    name: 'Calendrier photo',
    seo: {
      title: 'Calendrier photo personnalisé | Carta & Co.',
      description:
        'Créez votre calendrier photo : mural, de bureau ou organiseur familial, en de nombreux formats et à partir du mois de votre choix.',
    },
    teaser: {
      headline: 'Votre année en images',
      subline: 'Calendriers muraux, de bureau et organiseurs familiaux avec vos plus belles photos.',
      ctaText: 'Créer mon calendrier',
    },
    h1: 'Créez votre calendrier photo',
    intro: [
      'Un **calendrier photo** vous accompagne, vous et vos proches, toute l’année. Choisissez entre calendrier mural, calendrier de bureau, calendrier de cuisine et organiseur familial, fixez le mois de départ et remplissez chaque page de vos photos préférées.',
      'Du A6 au A3, carré ou panoramique, avec reliure spirale ou baguette en bois : il y a un calendrier pour chaque mur. Pour encore plus de souvenirs, essayez le [livre photo](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'Le calendrier qu’il vous faut',
      items: [
        { headline: 'Calendriers muraux', text: 'Grands, éclatants et au centre de tous les regards, du A4 au A3.' },
        { headline: 'Calendriers d’anniversaires', text: 'Ne plus jamais oublier un anniversaire : perpétuel, sans année imprimée.' },
        { headline: 'Livres photo', text: 'Pour toutes les photos qui ne tiennent pas dans un calendrier.' },
      ],
    },
    tips: {
      headline: 'Nos conseils pour un calendrier réussi',
      text: [
        {
          list: [
            'Choisissez des photos de saison : de la neige en janvier, la plage en août.',
            'Les photos au format paysage rendent mieux sur un calendrier paysage.',
            'Inscrivez anniversaires et fêtes directement dans le calendrier.',
          ],
        },
        'Le saviez-vous ? Le calendrier photo est l’un des cadeaux de Noël préférés des grands-parents. Trouvez la carte qui l’accompagne parmi nos [cartes de Noël](@christmas).',
      ],
    },
    info: {
      headline: 'Commencez au mois de votre choix',
      text: [
        'Votre calendrier n’a pas besoin de commencer en janvier : choisissez simplement le mois et l’année de départ. Idéal pour un anniversaire ou la rentrée scolaire.',
      ],
    },
    photoCaption: 'Un calendrier mural avec vos photos : chaque mois, un nouveau souvenir préféré.',
  },
  about: {
    name: 'À propos',
    seo: {
      title: 'À propos – les créateurs de cartes Carta & Co.',
      description:
        'Nous sommes Carta & Co. : passionnés de papier, designers et imprimeurs. Découvrez comment naissent vos cartes et calendriers personnalisés.',
    },
    teaser: {
      headline: 'Nous aimons le papier',
      subline: 'Et les cartes qui rapprochent les gens.',
      ctaText: 'Nos modèles',
    },
    h1: 'À propos de Carta & Co.',
    intro: [
      'Carta & Co. est née d’une idée simple : créer une carte personnalisée doit être aussi facile qu’envoyer une photo, tout en restant un objet vraiment spécial.',
      'Aujourd’hui, des centaines de milliers de personnes créent chaque année chez nous leurs **faire-part de mariage, faire-part de naissance et cartes de Noël**. Notre équipe de designers, d’imprimeurs et de conseillers veille à ce que chaque carte arrive exactement comme vous l’aviez imaginée.',
    ],
    values: {
      headline: 'Ce qui compte pour nous',
      text: [
        {
          list: [
            '**Qualité :** nous imprimons dans notre propre imprimerie, sur un papier épais issu de forêts gérées durablement.',
            '**Design :** nos modèles naissent dans notre studio et en collaboration avec des illustratrices et illustrateurs indépendants.',
            '**Service :** pour toute question, notre [service client](@service) vous répond personnellement.',
          ],
        },
      ],
    },
    photoCaption: 'Chaque commande est contrôlée à la main et emballée avec soin.',
    info: {
      headline: 'Imprimé de façon responsable',
      text: ['Nous utilisons des papiers certifiés FSC®, imprimons avec de l’électricité verte et expédions sans plastique.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: 'Les enveloppes sont-elles fournies ?',
      text: [
        'Vous pouvez ajouter à chaque carte des enveloppes assorties dans de nombreux coloris. Le format **C6** ou **B6** convient à la plupart des invitations, le format DL aux cartes longues.',
      ],
    },
    {
      headline: 'Puis-je commander un échantillon ?',
      text: [
        'Oui. Dans l’outil de création, choisissez simplement « Échantillon » comme quantité : vous recevrez un exemplaire unique de votre création pour vérifier le papier et les couleurs.',
      ],
    },
  ],
  photobooks: {
    name: 'Livre photo',
    seo: {
      title: 'Créer un livre photo ou un livre d’or | Carta & Co.',
      description:
        'Créez votre livre photo ou livre d’or de mariage avec vos photos : impression numérique, papier photo ou magazine, couverture rigide ou souple.',
    },
    teaser: {
      headline: 'Des livres photo qu’on aime feuilleter',
      subline: 'De l’album de mariage au livre d’or – avec vos photos, imprimé sur un beau papier.',
      ctaText: 'Créer mon livre photo',
    },
    h1: 'Créer un livre photo ou un livre d’or',
    intro: [
      'Un livre photo raconte votre histoire page après page : le mariage, la première année de bébé, le grand voyage. Choisissez un modèle ou **composez chaque double page librement**.',
    ],
    calculatorHeadline: 'Choisissez le format et la finition',
    section: {
      headline: 'Assorti à vos cartes',
      text: [
        'Beaucoup de nos [faire-part de mariage](@wedding) existent aussi en livre d’or du même design : faire-part, marque-places et livre d’or partagent ainsi un même style.',
      ],
    },
    photoCaption: 'Un livre d’or au design du faire-part – le plus beau souvenir du grand jour.',
    info: {
      headline: 'Livraison en 5 à 7 jours ouvrés',
      text: ['Chaque livre photo est relié individuellement. Pour un cadeau à date fixe, prévoyez une semaine.'],
    },
  },
  collages: {
    name: 'Collage photo',
    seo: {
      title: 'Collage photo en poster ou sur toile | Carta & Co.',
      description:
        'Vos plus belles photos dans un collage : en poster, sur toile ou encadré. Modèles pour 2 à 50 photos – un joli cadeau de mariage ou de baptême.',
    },
    teaser: {
      headline: 'Mille souvenirs, une seule image',
      subline: 'Réunissez vos photos préférées dans un collage – en poster, sur toile ou encadré.',
      ctaText: 'Créer mon collage',
    },
    h1: 'Créer un collage photo',
    intro: [
      'Un collage photo est le cadeau idéal pour les couples, les parents et les grands-parents. Choisissez une mise en page pour **2 à 50 photos**, glissez vos images et ajustez couleurs et espacements.',
    ],
    calculatorHeadline: 'Votre collage au meilleur prix',
    section: {
      headline: 'Des idées pour votre collage',
      text: [
        {
          list: [
            'La première année de bébé en douze photos',
            'Les plus belles photos du mariage pour remercier les témoins',
            'Une rétrospective de l’année pour toute la famille',
          ],
        },
      ],
    },
    photoCaption: 'Neuf photos, un cadre : un collage raconte toute l’histoire.',
    info: {
      headline: 'Un conseil sur la résolution',
      text: ['L’outil de création indique pour chaque photo si la résolution suffit pour le format choisi.'],
    },
  },
  photoPrints: {
    name: 'Tirages photo',
    seo: {
      title: 'Commander des tirages photo en ligne | Carta & Co.',
      description:
        'Tirages photo mats ou brillants, du 10 x 10 au 30 x 20 cm – en boîte photo si vous le souhaitez. Parfaits pour livres d’or, albums et cartes.',
    },
    teaser: {
      headline: 'Des tirages sur vrai papier photo',
      subline: 'Mats ou brillants, en six formats – en boîte photo si vous le souhaitez.',
      ctaText: 'Importer mes photos',
    },
    h1: 'Commander des tirages photo',
    intro: [
      'Pour le livre d’or, l’album ou glissés dans une carte de remerciement : nos tirages sont développés sur **vrai papier photo** et vous parviennent bien emballés.',
    ],
    calculatorHeadline: 'Choisissez un format, importez vos photos',
    section: {
      headline: 'Mat ou brillant ?',
      text: [
        'Les tirages brillants offrent des couleurs intenses et des noirs profonds. Les tirages mats résistent aux traces de doigts – idéals à coller dans un [livre photo](@photobooks).',
      ],
    },
    photoCaption: 'Des tirages dans une boîte photo : bien rangés et faciles à offrir.',
    info: {
      headline: 'Remise sur quantité',
      text: ['À partir de **100 tirages**, vous économisez automatiquement 10 %. La remise est déduite dans le panier.'],
    },
  },
  photoFrames: {
    name: 'Cadres photo',
    seo: {
      title: 'Cadre photo personnalisé avec votre photo | Carta & Co.',
      description:
        'Votre photo de mariage ou de famille imprimée et encadrée : cadres en bois, aluminium ou plastique, du 10 x 15 au 50 x 70 cm. Un cadeau qui reste.',
    },
    teaser: {
      headline: 'Votre plus belle photo, déjà encadrée',
      subline: 'De la photo de mariage au premier portrait de bébé : imprimée, encadrée et prête à accrocher.',
      ctaText: 'Créer mon cadre',
    },
    h1: 'Créer un cadre photo personnalisé',
    intro: [
      'Certaines photos méritent mieux qu’un tiroir : les mariés à la sortie de l’église, les premières heures avec bébé, toute la famille réunie à Noël. Nous imprimons votre photo et vous l’envoyons **déjà encadrée** – il ne reste plus qu’à planter un clou.',
      'Choisissez un cadre en **bois, aluminium ou plastique** et un format du 10 x 15 au 50 x 70 cm. Votre format n’est pas dans la liste ? Saisissez simplement vos propres dimensions.',
    ],
    calculatorHeadline: 'Choisissez le cadre et le format',
    section: {
      headline: 'Assorti à vos cartes',
      text: [
        'La photo de votre [faire-part de mariage](@wedding) ou de [naissance](@birth) est tout aussi belle au mur. Un tirage encadré est aussi une jolie façon de remercier les témoins, les parrains et les grands-parents.',
        {
          list: [
            '**Bois :** chaleureux et classique, s’accorde avec presque tous les intérieurs',
            '**Aluminium :** fin et moderne, avec un léger éclat',
            '**Plastique :** léger et le plus abordable',
          ],
        },
      ],
    },
    photoCaption: 'Plusieurs cadres, une seule histoire : un mur de cadres avec vos photos préférées.',
    info: {
      headline: 'Astuce pour votre mur de cadres',
      text: [
        'Disposez d’abord les cadres au sol et laissez **5 à 8 cm** entre les photos. Le mur reste harmonieux, même avec des formats différents.',
      ],
    },
  },
  photobox: {
    name: 'Box photos',
    seo: {
      title: 'Box photo avec vos tirages | Carta & Co.',
      description:
        'Vos photos en tirages dans une boîte en lin au couvercle personnalisé : jusqu’à 40 tirages dans la petite boîte, 150 dans la grande. Un cadeau à toucher.',
    },
    teaser: {
      headline: 'Une boîte pleine de souvenirs',
      subline: 'Vos photos préférées en tirages, rangées dans une boîte en lin avec votre photo sur le couvercle.',
      ctaText: 'Créer ma box photo',
    },
    h1: 'Créer une box photo avec vos tirages',
    intro: [
      'Les photos du téléphone disparaissent vite dans le cloud. La box photo en refait des images que l’on touche, que l’on se passe et que l’on offre – par exemple les plus beaux clichés du mariage pour remercier vos parents.',
      'Vous importez vos photos, nous les développons sur **vrai papier photo** et les rangeons dans une boîte recouverte de lin. Vous personnalisez le couvercle avec votre photo préférée et un petit mot.',
    ],
    calculatorHeadline: 'Choisissez la boîte et le format des tirages',
    section: {
      headline: 'Deux tailles',
      text: [
        {
          list: [
            '**Petite boîte :** jusqu’à 40 tirages en 13 x 9 ou 15 x 10 cm, ou 30 tirages en 18 x 13 cm',
            '**Grande boîte :** jusqu’à 150 tirages en 15 x 10 cm, 120 en 18 x 13 cm ou 50 en 30 x 20 cm',
          ],
        },
        'Le prix comprend la boîte et tous les tirages qu’elle peut contenir. Pour des tirages sans boîte, rendez-vous sur nos [tirages photo](@photoPrints).',
      ],
    },
    photoCaption: 'Les tirages pour l’album ou les cartes existent aussi à l’unité, sans boîte.',
    info: {
      headline: 'Un cadeau avec une carte',
      text: [
        'Glissez une [carte](@cardsOverview) assortie avec la boîte : avec une photo de la box au recto, vous offrez un joli coffret.',
      ],
    },
  },
  wallArt: {
    name: 'Tableaux photo',
    seo: {
      title: 'Tableau photo personnalisé : toile et plus | Carta & Co.',
      description:
        'Votre photo en tableau : sur toile en caisse américaine, en affiche encadrée avec passe-partout ou sous verre acrylique. Du 20 x 20 au 150 x 100 cm.',
    },
    teaser: {
      headline: 'Votre photo en tableau',
      subline: 'Le mariage, la famille, votre lieu préféré – en grand sur toile, pour le salon.',
      ctaText: 'Créer mon tableau',
    },
    h1: 'Tableaux photo personnalisés',
    intro: [
      'Un grand tableau change une pièce : au-dessus du canapé, dans l’entrée ou dans la chambre, il rappelle chaque jour un moment précieux. Nous imprimons votre photo sur **toile** et la plaçons dans une fine caisse américaine – prête à accrocher.',
      'Vous préférez une affiche encadrée ou du verre acrylique ? Changez de matière d’un clic dans le calculateur de prix et voyez le prix aussitôt.',
    ],
    calculatorHeadline: 'Choisissez la matière et le format',
    section: {
      headline: 'Quelle matière choisir ?',
      text: [
        {
          list: [
            '**Toile :** surface mate sans reflets, rendu chaleureux, presque comme une peinture',
            '**Affiche encadrée :** avec passe-partout, idéale pour les photos en noir et blanc',
            '**Verre acrylique :** couleurs éclatantes et belle profondeur, parfait pour les paysages',
          ],
        },
        'Beaucoup de photos pour un seul tableau ? Pensez au [collage photo](@collages).',
      ],
    },
    photoCaption: 'Un large panorama au-dessus du canapé : le tableau devient le cœur du salon.',
    info: {
      headline: 'La bonne taille',
      text: [
        'En règle générale, un tableau au-dessus d’un canapé mesure environ **les deux tiers de sa largeur**. Le designer vous indique aussi si la résolution de votre photo suffit pour le format choisi.',
      ],
    },
  },
  cardsOverview: {
    name: 'Toutes les cartes',
    seo: {
      title: 'Cartes pour toutes les occasions | Carta & Co.',
      description:
        'Faire-part de mariage et de naissance, cartes de Noël, calendriers et livres photo : toute l’offre Carta & Co. en un coup d’œil, avec les prix.',
    },
    teaser: {
      headline: 'Toutes nos cartes en un coup d’œil',
      subline: 'Trouvez la carte qui convient à votre occasion – et tout ce qui va avec.',
      ctaText: 'Voir tous les modèles',
    },
    h1: 'Des cartes pour toutes les occasions',
    intro: [
      'Du faire-part de mariage aux vœux de Noël : retrouvez ici toutes les occasions et tous les produits avec leur prix de départ. **Chaque carte peut d’abord être commandée en échantillon.**',
    ],
    overviewHeadline: 'Nos occasions et produits',
    items: {
      wedding: { title: 'Faire-part de mariage', text: 'Save the date, faire-part et remerciements dans un même style.' },
      birth: { title: 'Faire-part de naissance', text: 'Présentez fièrement le nouveau venu.' },
      christmas: { title: 'Cartes de Noël', text: 'Des vœux festifs, personnels ou professionnels.' },
      calendars: { title: 'Calendriers photo', text: 'Douze mois avec vos plus belles photos.' },
      photobooks: { title: 'Livres photo', text: 'Livres d’or et albums à votre image.' },
      allDesigns: { title: 'Tous les modèles', text: '60 modèles pour chaque occasion.' },
    },
    themesHeadline: 'Modèles de cartes appréciés',
    info: {
      headline: 'Voir avant de commander',
      text: ['Nous vous envoyons d’abord un échantillon imprimé de votre modèle, livraison comprise ; son prix s’affiche dans le configurateur.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Carte pliée A6 sur papier mat',
      text: ['Notre faire-part de mariage préféré : quatre pages sur carton naturel de 350 g/m², avec dorure si vous le souhaitez.'],
    },
    accessoryHeadline: 'Enveloppes et encarts assortis',
    sampleCard: {
      headline: 'Format portrait sur papier nacré',
      text: 'Un papier irisé pour des faire-part festifs – commandez d’abord un échantillon.',
    },
    calendar: {
      headline: 'Calendrier mural A3 paysage',
      text: ['Grand format pour vos paysages, avec reliure spirale et crochet – à commencer le mois de votre choix.'],
    },
    photobook: {
      headline: 'Livre photo A4 paysage en impression numérique',
      text: ['Le format des albums de mariage et de voyage : de la place pour de grandes photos, couverture rigide et reliure PUR.'],
    },
    voucher: {
      code: 'BONHEURCARTES',
      headline: '-15 % sur votre première commande de cartes',
      text: ['Saisissez le code dans votre panier – valable sur toutes les cartes ; le montant minimum s’affiche dans le panier.'],
      minimumOrderValue: 40,
    },
  },
  error: {
    name: 'Page introuvable',
    seo: {
      title: 'Page introuvable | Carta & Co.',
      description:
        'Cette page n’existe pas. Découvrez plutôt nos faire-part de mariage et de naissance, nos cartes de Noël ou nos calendriers photo.',
    },
    headline: 'Oups, cette page n’existe pas',
    text: [
      'Une faute de frappe s’est peut-être glissée dans l’adresse, ou la page a déménagé. Pas d’inquiétude : vous retrouverez tout sur notre [page d’accueil](@home), et 60 modèles vous attendent dans notre [galerie de modèles](@products).',
    ],
  },
  products: {
    name: 'Tous les modèles',
    seo: {
      title: 'Tous nos modèles de cartes | Carta & Co.',
      description:
        'Parcourez tous nos modèles pour mariage, naissance, anniversaire, Noël et deuil, et filtrez par occasion, couleur et format.',
    },
    headline: 'Tous les modèles',
    text: [
      'Trouvez le modèle idéal pour votre occasion : filtrez par **occasion, couleur, format et finition**, puis ouvrez votre favori directement dans l’outil de création. Chaque modèle se personnalise avec vos photos et vos textes.',
    ],
  },
  themes: {
    name: 'Univers',
    seo: {
      title: 'Nos univers pour chaque occasion | Carta & Co.',
      description: 'Du mariage à Noël : nos univers réunissent cartes, calendriers et livres d’or parfaitement assortis.',
    },
    headline: 'Nos univers',
    text: [
      'Dans chaque univers, nous avons réuni cartes, invitations et accessoires parfaitement assortis. Ainsi, de la première invitation au dernier remerciement, tout garde **un style harmonieux**.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirmer la newsletter',
    seo: {
      title: 'Confirmez votre inscription | Carta & Co.',
      description: 'Merci de confirmer votre inscription à la newsletter Carta & Co. en un clic.',
    },
    headline: 'Plus qu’une étape !',
    text: [
      'Merci de confirmer votre inscription à notre newsletter en cliquant sur le bouton ci-dessous. Ce n’est qu’ensuite que nous vous enverrons idées, nouveaux modèles et offres exclusives.',
      'Vous ne vous êtes pas inscrit ? Ignorez simplement cette page : sans confirmation, vous ne recevrez aucun e-mail de notre part.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – retour à l’accueil',
    magazine: 'Magazine',
    service: 'Aide',
    account: 'Mon compte',
    cart: 'Panier',
  },
  navigation: {
    wedding: 'Mariage',
    birth: 'Naissance',
    christmas: 'Noël',
    calendars: 'Calendriers photo',
    photobooks: 'Livres photo',
    allDesigns: 'Tous les modèles',
    about: 'À propos',
    collages: 'Collages photo',
    photoPrints: 'Tirages photo',
    cardsOverview: 'Toutes les cartes',
    photoFrames: 'Cadres photo',
    photobox: 'Box photos',
    wallArt: 'Tableaux photo',
  },
  footer: {
    newsletter: {
      headline: 'Découvrez nos nouveautés en avant-première',
      inputPlaceholder: 'Votre adresse e-mail',
      ctaText: 'S’inscrire',
      newsletterText:
        'Recevez des idées, nos nouvelles collections et des bons de réduction exclusifs. Désinscription possible à tout moment en un clic.',
    },
    occasionsTitle: 'Occasions et produits',
    serviceTitle: 'Aide et contact',
    serviceFaq: 'Questions fréquentes',
    emailUs: 'Écrire au service client',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Cartes personnalisées en ligne avec Carta & Co. :** [faire-part de mariage](@wedding), [faire-part de naissance](@birth) ou [cartes de Noël](@christmas), créez des cartes personnelles avec vos photos et vos mots, directement dans votre navigateur.',
      'En plus des cartes pour toutes les occasions, vous trouverez des livres d’or, des livres de condoléances, des [calendriers photo](@calendars) et des livres photo. Nous imprimons tout sur un papier de qualité et vous livrons rapidement, en toute sécurité.',
    ],
    serviceText: 'À votre écoute du lundi au vendredi, de 8 h à 18 h',
    copyright: '© 2026 Carta & Co. Tous droits réservés.',
  },
};
