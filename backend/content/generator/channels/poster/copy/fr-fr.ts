import type { PosterCopy } from './copy-types.ts';

export const frFr: PosterCopy = {
  locale: 'fr-fr',
  slugs: {
    canvas: 'impression-sur-toile',
    acrylic: 'impression-sur-plexiglas',
    framed: 'affiches-encadrees',
    photoPrints: 'tirages-photos',
    about: 'a-propos',
    photoFrames: 'cadres-photo',
    collages: 'collage-photo',
    photobox: 'box-photos',
    photobooks: 'livre-photo',
    wallArt: 'tableaux-muraux',
    calendars: 'calendrier-photo',
    cards: 'cartes-photo',
  },
  header: {
    logoAlt: 'Posterly – retour à l’accueil',
    magazine: 'Magazine',
    service: 'Aide',
    account: 'Mon compte',
    cart: 'Panier',
  },
  navigation: {
    wallArt: 'Tableaux',
    canvas: 'Toile',
    acrylic: 'Plexiglas & alu',
    framed: 'Affiches encadrées',
    photoPrints: 'Tirages photo',
    collages: 'Pêle-mêle',
    about: 'À propos',
    photoFrames: 'Cadres photo',
    photobooks: 'Livres photo',
    photobox: 'Boîte photo',
  },
  footer: {
    newsletter: {
      headline: 'De l’inspiration pour vos murs',
      inputPlaceholder: 'Votre adresse e-mail',
      ctaText: 'Je m’inscris',
      newsletterText:
        'Nouveaux visuels, idées déco et codes promo exclusifs, environ deux fois par mois. Désinscription possible à tout moment en un clic.',
    },
    boxTitles: { wallArt: 'Tableaux', photoProducts: 'Produits photo', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'Tous les visuels',
      collage: 'Pêle-mêle photo',
      photobox: 'Boîte photo',
      photoFrame: 'Cadres photo',
      calendars: 'Calendriers photo',
      cards: 'Cartes photo',
      service: 'Service client',
      account: 'Espace client',
      magazine: 'Magazine',
    },
    seoText: [
      'Chez Posterly, vos photos préférées deviennent de véritables **tableaux de qualité galerie** : en poster, en [impression sur toile](@canvas), sur plexiglas, sur Dibond aluminium ou en [affiche encadrée](@framed). Chaque tableau est imprimé à l’unité dans notre propre atelier de Cologne, avec des encres résistantes à la lumière et sur des supports que nous avons testés nous-mêmes.',
      'Envie de classique ? Commandez vos [tirages photos](@photoPrints) sur un vrai papier photo ou parcourez [60 visuels](/products) signés par des artistes indépendants.',
    ],
    serviceText: 'À votre écoute du lundi au vendredi, de 8 h à 18 h',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Accueil',
    seo: {
      title: 'Posters, toiles et tableaux personnalisés | Posterly',
      description:
        'Transformez vos photos en posters, toiles, tableaux sur plexiglas ou affiches encadrées. Qualité galerie, livraison en 3 à 5 jours ouvrés.',
    },
    hero: {
      headline: 'Vos photos. Vos murs. Votre œuvre.',
      subline: 'Posters, toiles et plexiglas de qualité galerie, livrés chez vous en 3 à 5 jours ouvrés.',
      ctaText: 'Je crée mon tableau',
    },
    usps: [
      'Livraison en 3 à 5 jours ouvrés',
      'Noté {reviews:rating}/5 dans {reviews:count} avis',
      'Impression neutre en carbone sur papier FSC®',
      'Satisfait ou remboursé pendant 100 jours',
    ],
    intro: {
      headline: 'Des tableaux qui racontent votre histoire',
      text: [
        'Une photo de vacances, un portrait de famille ou un visuel coup de cœur de notre collection : chez Posterly, il devient un tableau que vous garderez longtemps. Choisissez le support et le format, importez votre photo et voyez tout de suite le rendu sur votre mur. **Chaque image est vérifiée à la main avant l’impression.**',
        'Vous hésitez sur le support ? Notre grand classique, c’est l’[impression sur toile](@canvas) : chaleureuse, mate et sans reflets.',
      ],
    },
    familiesHeadline: 'Trouvez votre support',
    families: {
      canvas: { headline: 'Toile', text: 'Tendue sur châssis et prête à accrocher, dès {price:canvas}.' },
      acrylic: { headline: 'Plexiglas & alu', text: 'Des couleurs éclatantes et un vrai effet de profondeur, dès {price:acrylic}.' },
      framed: { headline: 'Affiches encadrées', text: 'Cadre en bois ou en aluminium, passe-partout en option, dès {price:framed}.' },
      photoPrints: { headline: 'Tirages photo', text: 'Vrai papier photo mat ou brillant, dès {price:photoprint} le tirage.' },
    },
    photoCaption: 'Plusieurs tableaux, un seul style : mélangez les formats pour créer un mur de cadres qui vous ressemble.',
    reco: {
      headline: 'Les coups de cœur de nos clients',
      items: {
        poster: { title: 'Posters photo', label: 'Best-seller' },
        aluminium: { title: 'Dibond aluminium' },
        wallpaper: { title: 'Papier peint photo', label: 'Nouveau' },
        collage: { title: 'Pêle-mêle photo' },
        photobox: { title: 'Boîtes photo' },
        galleryWall: { title: 'Murs de cadres', label: 'Astuce' },
      },
    },
    info: {
      headline: 'Livraison rapide',
      text: [
        'Les commandes passées **avant midi un jour ouvré** quittent généralement notre atelier le jour ouvré suivant. Retrouvez toutes les options de livraison dans notre [service client](@service).',
      ],
    },
    video: {
      title: 'Comment bien accrocher votre tableau',
      caption: 'Pas à pas : la bonne hauteur, les bons outils et nos conseils pour composer un mur de cadres.',
    },
  },
  pages: {
    canvas: {
      name: 'Impression sur toile',
      seo: {
        title: 'Impression sur toile personnalisée dès {price:canvas} | Posterly',
        description:
          'Votre photo sur toile : tendue sur châssis en bois, prête à accrocher, dans plus de 50 formats. Créez votre tableau et recevez-le en 3 à 5 jours ouvrés.',
      },
      hero: {
        headline: 'Votre photo imprimée sur toile',
        subline: 'Tendue à la main sur un châssis en bois FSC® et prête à accrocher.',
        ctaText: 'Je crée ma toile',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'Votre photo sur toile',
        text: [
          'La toile apporte de la chaleur à chaque pièce : sa texture fine et sa surface mate donnent aux photos un rendu de peinture, sans aucun reflet. Nous imprimons votre visuel avec des encres pigmentaires résistantes à la lumière sur une **toile premium en coton et polyester**, puis nous la tendons à la main sur un châssis.',
        ],
      },
      sections: [
        {
          headline: 'Châssis et bords',
          text: [
            'Vous avez le choix entre deux épaisseurs de châssis :',
            {
              list: [
                '**2,5 cm** : fin et léger, idéal pour les petits formats',
                '**3,8 cm** : plus de relief, pour les grands formats et un effet galerie',
              ],
            },
            'Pour les bords, trois options : l’image se prolonge sur la tranche, elle est reproduite en miroir ou le bord prend la couleur de votre choix.',
          ],
        },
        {
          headline: 'Des formats de 20 x 20 à 150 x 100 cm',
          text: [
            'Du petit carré posé sur une étagère au panoramique au-dessus du canapé : choisissez parmi plus de 50 formats standard ou indiquez vos dimensions au centimètre près. Notre conseil : un grand tableau apporte souvent plus de calme que plusieurs petits.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Conseil qualité d’image',
        text: [
          'Pour une impression nette, votre photo doit atteindre au moins **150 dpi** dans le format choisi. Pas d’inquiétude : notre outil de création vous indique immédiatement si la résolution suffit.',
        ],
      },
      photoCaption: 'Une grande toile au-dessus du canapé : le grand classique du salon.',
      recoHeadline: 'Découvrez d’autres supports',
    },
    acrylic: {
      name: 'Plexiglas & Dibond',
      seo: {
        title: 'Photo sur plexiglas et Dibond aluminium | Posterly',
        description:
          'Votre photo sous plexiglas ou sur Dibond aluminium : couleurs éclatantes, profondeur saisissante, fixation invisible. Un tableau de qualité galerie.',
      },
      hero: {
        headline: 'Plexiglas de qualité galerie',
        subline: 'Des couleurs lumineuses et une profondeur qui se voit.',
        ctaText: 'Je crée mon plexiglas',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'Votre photo sous plexiglas',
        text: [
          'Sous plexiglas, vos photos révèlent tout leur éclat : les couleurs gagnent en intensité, les noirs en profondeur, et l’image prend un relief presque tridimensionnel. Nous utilisons un **plexiglas cristallin de 5 mm d’épaisseur**, disponible aussi en qualité musée avec traitement antireflet.',
        ],
      },
      sections: [
        {
          headline: 'Impression directe ou contrecollage Fine Art',
          text: [
            'Avec l’**impression directe**, votre visuel est imprimé directement au dos du plexiglas : résistant et économique. Avec l’**option Fine Art**, nous contrecollons un véritable tirage photo derrière le plexiglas, pour des détails d’une grande finesse et une palette de couleurs particulièrement riche.',
          ],
        },
        {
          headline: 'Plutôt mat ? Le Dibond aluminium',
          text: [
            'Le Dibond est un panneau composite léger à âme en aluminium. Moderne et mat, il ne produit aucun reflet. En version brossée, le métal transparaît dans les zones claires de l’image : parfait pour l’architecture et la photo noir et blanc.',
          ],
        },
        {
          headline: 'Une fixation qui ne se voit pas',
          text: [
            'Sur demande, chaque panneau reçoit au dos un rail en aluminium invisible : le tableau semble flotter à environ 2 cm du mur. Autre possibilité : nous perçons quatre trous dans les angles pour un montage avec des entretoises.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Avec une caisse américaine',
        text: [
          'Dans une caisse américaine en bois ou en aluminium, votre tableau sur plexiglas prend des airs d’œuvre de musée. Ajoutez-la simplement dans l’outil de création.',
        ],
      },
      photoCaption: 'Dibond aluminium brossé : mat, léger et comme suspendu devant le mur.',
      recoHeadline: 'Découvrez d’autres supports',
    },
    framed: {
      name: 'Affiches encadrées',
      seo: {
        title: 'Affiches encadrées et photos avec cadre | Posterly',
        description:
          'Votre photo en affiche dans un cadre en bois ou en aluminium, avec passe-partout et verre acrylique qualité musée. Livrée encadrée, prête à accrocher.',
      },
      hero: {
        headline: 'Affiches encadrées, prêtes à accrocher',
        subline: 'Votre photo dans le cadre de votre choix, encadrée à la main dans notre atelier.',
        ctaText: 'Je choisis mon cadre',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'Le cadre idéal pour chaque photo',
        text: [
          'Un cadre transforme une affiche en tableau. Nous imprimons votre photo sur un papier photo premium satiné, **la plaçons à la main dans le cadre** et vous la livrons prête à accrocher, bien protégée dans un carton entièrement recyclable.',
        ],
      },
      sections: [
        {
          headline: 'Bois, aluminium ou synthétique',
          text: [
            {
              list: [
                '**Cadres en bois** massif, pin ou chêne : naturel, laqué blanc ou noir',
                '**Cadres en aluminium** : fins et intemporels, en noir, argent, or ou cuivre',
                '**Cadres synthétiques** : légers et abordables, parfaits pour les chambres d’enfant et les murs de cadres',
              ],
            },
          ],
        },
        {
          headline: 'Passe-partout et verre',
          text: [
            'Un passe-partout blanc, crème ou noir crée une respiration entre la photo et le cadre et attire le regard sur l’image. Votre tirage est protégé par un verre acrylique incassable, **antireflet et de qualité musée** en option.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Idées pour votre mur de cadres',
        text: [
          'Associez trois à neuf cadres de la même couleur mais de tailles différentes. Disposez-les d’abord au sol : c’est le moyen le plus rapide de trouver la plus belle composition.',
        ],
      },
      photoCaption: 'Un mur d’affiches encadrées raconte plusieurs histoires à la fois.',
      recoHeadline: 'Découvrez d’autres supports',
    },
    photoPrints: {
      name: 'Tirages photos',
      seo: {
        title: 'Tirages photos en ligne dès {price:photoprint} | Posterly',
        description:
          'Développez vos photos sur un vrai papier photo : mat, brillant ou Hahnemühle Fine Art, du 9 x 13 au 20 x 30 cm. En option dans une boîte photo.',
      },
      hero: {
        headline: 'Des tirages sur vrai papier photo',
        subline: 'Vos plus beaux souvenirs à toucher du doigt, dès {price:photoprint} le tirage.',
        ctaText: 'J’importe mes photos',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Développer ses photos comme avant, en plus rapide',
        text: [
          'Sur le smartphone, les plus belles photos se perdent vite. En tirage, elles retrouvent la place qu’elles méritent : dans un album, sur le frigo ou en cadeau. Nous tirons vos photos sur un **véritable papier photographique**, pour des tons chair naturels et des couleurs qui durent des décennies.',
        ],
      },
      sections: [
        {
          headline: 'Formats et papiers',
          text: [
            'Choisissez parmi les formats classiques **9 x 13, 10 x 15, 13 x 18 et 20 x 30 cm**, ou optez pour des tirages carrés en 10 x 10 cm. Trois papiers au choix :',
            {
              list: [
                'Brillant : des couleurs vives et des contrastes éclatants',
                'Mat : élégant et insensible aux traces de doigts',
                'Hahnemühle Fine Art : un papier musée pour vos clichés d’exception',
              ],
            },
          ],
        },
        {
          headline: 'Joliment rangés dans une boîte photo',
          text: [
            'Sur demande, nous livrons vos tirages dans une boîte photo solide au couvercle personnalisé : un cadeau dont on se souvient. Vous pouvez [créer votre boîte photo](/configurator-photobox/) dans la foulée.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Remise sur quantité',
        text: [
          'Dès **100 tirages**, vous économisez automatiquement 10 %, et même 20 % dès 250 tirages. La remise s’applique directement dans le panier.',
        ],
      },
      photoCaption: 'Vos tirages, bien rangés dans une boîte photo recouverte de lin.',
      recoHeadline: 'Faites de vos photos des tableaux',
    },
    about: {
      name: 'À propos',
      seo: {
        title: 'À propos : votre atelier photo depuis 2009 | Posterly',
        description:
          'Depuis 2009, nous transformons vos photos en tableaux : 180 personnes, un atelier à Cologne et de l’électricité verte. Découvrez l’équipe Posterly.',
      },
      hero: {
        headline: 'Nous aimons les images aux murs',
        subline: 'Nous imprimons à Cologne depuis 2009 : image après image, avec soin et de l’électricité verte.',
        ctaText: 'Nos produits',
        cta: '/products',
      },
      intro: {
        headline: 'Du garage à l’atelier photo',
        text: [
          'Tout a commencé en 2009 avec une imprimante grand format d’occasion dans un garage de Cologne. Aujourd’hui, **environ 180 personnes** travaillent chez Posterly : à l’impression, à l’encadrement, au service client et au développement. Notre exigence, elle, n’a pas changé : chaque tableau qui quitte l’atelier, nous pourrions l’accrocher chez nous.',
        ],
      },
      sections: [
        {
          headline: 'Tout sous le même toit',
          text: [
            'Nous imprimons, tendons, encadrons et emballons tout dans notre propre atelier. Nous gardons ainsi un œil sur chaque étape et pouvons livrer rapidement.',
          ],
        },
        {
          headline: 'Penser à demain',
          text: [
            'Nos machines tournent à 100 % à l’électricité verte, nos papiers sont certifiés FSC® et nos emballages sont en carton recyclé. Nous compensons les émissions inévitables liées à la livraison via des projets climatiques certifiés.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Une question ? Nous sommes là',
        text: [
          'Notre service client vous répond du lundi au vendredi de 8 h à 18 h, par téléphone, par e-mail ou par chat. Tous nos moyens de contact sont réunis dans le [service client](@service).',
        ],
      },
      photoCaption: 'Chez nous, chaque mur de cadres commence par un tirage d’essai.',
      recoHeadline: 'Nos produits',
    },
    photoFrames: {
      name: 'Cadres photo',
      seo: {
        title: 'Cadre photo avec votre image, prêt à accrocher | Posterly',
        description:
          'Votre photo dans un cadre en bois, aluminium ou synthétique, avec passe-partout si vous le souhaitez. Du 13 x 18 au 40 x 50 cm.',
      },
      hero: {
        headline: 'Un cadre photo pour votre plus belle image',
        subline: 'Nous imprimons, encadrons et emballons – il ne vous reste qu’à planter un clou.',
        ctaText: 'Créer mon cadre',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Des photos qui méritent un cadre',
        text: [
          'Un cadre transforme un instantané en souvenir précieux. Choisissez le format et le cadre, importez votre photo : nous l’imprimons sur **papier photo satiné** et l’encadrons à la main.',
        ],
      },
      sections: [
        {
          headline: 'Trois cadres pour tous les styles',
          text: [
            {
              list: [
                '**Bois** – chaleureux et naturel, en noir, blanc ou chêne',
                '**Aluminium** – fin et moderne, en noir, argent ou doré',
                '**Synthétique** – léger et économique, idéal pour une chambre d’enfant',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Notre conseil : le passe-partout',
        text: ['Un passe-partout blanc met en valeur même les petites photos. Ajoutez-le en un clic dans l’outil de création.'],
      },
      photoCaption: 'Des photos de famille encadrées, de tailles différentes, réunies sur un même mur.',
      recoHeadline: 'Plus d’idées pour vos murs',
    },
    collages: {
      name: 'Collage photo',
      seo: {
        title: 'Collage photo sur toile ou en poster | Posterly',
        description:
          'Plusieurs photos, un seul tableau : créez votre collage photo sur toile, en poster ou encadré. Mises en page prêtes pour 2 à 50 photos.',
      },
      hero: {
        headline: 'Collage photo : mille moments, un tableau',
        subline: 'Choisissez une mise en page, glissez vos photos, et votre tableau est prêt.',
        ctaText: 'Créer mon collage',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'Votre histoire en un coup d’œil',
        text: [
          'Des vacances, une année, toute une vie de famille : un collage en dit plus qu’une seule photo. Nos mises en page disposent harmonieusement **de 2 à 50 photos** – sur toile, en poster ou encadrées.',
        ],
      },
      sections: [
        {
          headline: 'Comment naît votre collage',
          text: [
            {
              list: [
                'Choisir la mise en page et le format',
                'Importer vos photos et les placer par glisser-déposer',
                'Ajuster la couleur de fond et les espacements',
              ],
            },
            'L’outil de création affiche à tout moment un aperçu en taille réelle.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Le cadeau idéal',
        text: ['Pour un anniversaire de mariage, un anniversaire ou les grands-parents : un collage de souvenirs partagés fait toujours plaisir.'],
      },
      photoCaption: 'Un grand collage au-dessus du canapé réunit les plus beaux moments de l’année.',
      recoHeadline: 'Découvrir d’autres supports',
    },
    photobox: {
      name: 'Boîte photo',
      seo: {
        title: 'Boîte photo remplie de vos tirages | Posterly',
        description:
          'Jusqu’à 100 tirages photo dans une boîte gainée de lin, avec votre photo sur le couvercle. Un cadeau personnel plein de souvenirs.',
      },
      hero: {
        headline: 'Une boîte photo pour vos souvenirs',
        subline: 'Vos tirages dans une boîte gainée de lin, avec votre photo sur le couvercle.',
        ctaText: 'Remplir ma boîte',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Des photos à offrir et à garder',
        text: [
          'La boîte photo est l’album de ceux qui aiment feuilleter : selon la taille, elle contient **jusqu’à 100 tirages**, les protège de la poussière et fait belle figure sur une étagère. Vous choisissez la photo du couvercle.',
        ],
      },
      sections: [
        {
          headline: 'Deux tailles',
          text: [
            'La **boîte photo** accueille des tirages jusqu’au 13 x 18 cm, la **boîte photo MAX** des formats jusqu’au 20 x 30 cm. Toutes deux avec des [tirages photo](@photoPrints) brillants ou mats.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Bon à savoir',
        text: ['La boîte arrive remplie de vos tirages, dès {price:photobox}.'],
      },
      photoCaption: 'Tirages et boîte arrivent ensemble, prêts à offrir.',
      recoHeadline: 'Vos photos deviennent des tableaux',
    },
    photobooks: {
      name: 'Livre photo',
      seo: {
        title: 'Créer un livre photo : papier photo ou numérique | Posterly',
        description:
          'Votre livre photo sur papier photo véritable avec reliure à plat, en impression numérique ou en magazine. De 24 à 200 pages, couverture rigide ou souple.',
      },
      hero: {
        headline: 'Un livre photo aussi unique que votre histoire',
        subline: 'Papier photo, impression numérique ou magazine – avec des modèles ou en toute liberté.',
        ctaText: 'Créer mon livre photo',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Des souvenirs à feuilleter',
        text: [
          'Un livre photo garde pour toujours vos voyages, votre mariage ou la première année de bébé. Vous choisissez le format, le papier et la couverture, nos modèles vous aident pour la mise en page – et **nous vérifions chaque page avant l’impression**.',
        ],
      },
      sections: [
        {
          headline: 'Trois types de livres photo',
          text: [
            {
              list: [
                '**Papier photo véritable** – développé sur vrai papier photo, avec reliure à plat pour des panoramas sur la double page',
                '**Impression numérique** – sur papier mat ou brillant, avec reliure collée PUR',
                '**Magazine** – léger et économique, agrafé',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Plus de pages, moins cher',
        text: ['Plus il y a de pages, moins chacune coûte. Le prix se met à jour immédiatement.'],
      },
      photoCaption: 'Dans le livre sur papier photo, les panoramas s’étalent à plat sur les deux pages, sans pli.',
      recoHeadline: 'Faites encore plus de vos photos',
    },
    wallArt: {
      name: 'Tableaux muraux',
      seo: {
        title: 'Tableaux muraux avec votre photo | Posterly',
        description:
          'Toile, plexiglas, aluminium, affiches encadrées ou collages : tous nos tableaux en un coup d’œil, avec les prix et nos conseils pour bien choisir.',
      },
      hero: {
        headline: 'Tous nos tableaux en un coup d’œil',
        subline: 'Du poster au plexiglas : trouvez le support qui convient à votre photo et à votre pièce.',
        ctaText: 'Découvrir les designs',
        cta: '/products',
      },
      intro: {
        headline: 'Quel tableau vous ressemble ?',
        text: [
          'Chaque support a son caractère : la toile est chaleureuse, le plexiglas éclatant, le cadre classique. Retrouvez ici tous nos tableaux avec leur prix de départ – **un clic vous mène aux détails et au calculateur de prix**.',
        ],
      },
      sections: [
        {
          headline: 'La règle d’or pour les grandes pièces',
          text: [
            'Au-dessus d’un canapé ou d’un buffet, un tableau devrait occuper environ deux tiers de la largeur du meuble. Les pièces hautes aiment les formats portrait, les longs murs les panoramas ou un [collage photo](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Vous hésitez sur le support ?',
        text: ['Notre service client vous conseille volontiers – envoyez-nous simplement une photo de votre mur via le [service client](@service).'],
      },
      photoCaption: 'Une toile panoramique donne le ton au salon.',
      recoHeadline: 'Nos supports préférés',
    },
    calendars: {
      name: 'Calendrier photo',
      seo: {
        title: 'Calendrier photo personnalisé | Posterly',
        description:
          'Calendriers muraux et de bureau avec vos plus belles photos : A3, A4 ou carré, premier mois au choix. Imprimés à Cologne, livrés en 3 à 5 jours ouvrés.',
      },
      hero: {
        headline: 'Calendrier photo : votre année en images',
        subline: 'Douze photos préférées, un calendrier – en grand format mural ou en petit format de bureau.',
        ctaText: 'Créer mon calendrier',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'Un calendrier avec vos propres photos',
        text: [
          'Un calendrier photo, c’est un tableau qui change chaque mois : la plage en juillet, une promenade dans la neige en janvier, l’anniversaire des enfants en mai. Nous imprimons vos photos sur **un papier couché mat de 250 g/m²**, relions les pages par une spirale métallique et ajoutons un crochet.',
          'Choisissez le format et le mois de départ, importez vos photos et ajoutez les anniversaires directement dans l’éditeur : ils apparaîtront imprimés dans le calendrier.',
        ],
      },
      sections: [
        {
          headline: 'Calendrier mural ou de bureau ?',
          text: [
            {
              list: [
                '**Calendrier mural** – en A3 ou A4, portrait ou paysage, ou carré en 30 x 30 cm : assez grand pour que vos photos fassent l’effet d’une affiche',
                '**Calendrier de bureau** – en A5 ou A6 paysage, carré ou en panoramique étroit, à spirale, sur un socle ou dans un pied en bois',
              ],
            },
          ],
        },
        {
          headline: 'Un cadeau qui dure douze mois',
          text: [
            'À Noël, le calendrier photo fait partie des cadeaux préférés des grands-parents, parrains et marraines. Commandez **avant la mi-décembre** pour le recevoir à temps. Votre photo préférée de l’année mérite plus de place ? Commandez-la aussi en [tirage photo](@photoPrints) ou en grande [impression sur toile](@canvas).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Astuce : des photos verticales pour un format vertical',
        text: [
          'Les photos en portrait sont les plus belles dans le calendrier mural A3 vertical. Pour vos paysages, choisissez simplement la version horizontale – le format se change d’un clic dans l’éditeur.',
        ],
      },
      photoCaption: 'Douze photos préférées – une pour chaque mois.',
      recoHeadline: 'Vos photos au mur, aussi',
    },
    cards: {
      name: 'Cartes photo',
      seo: {
        title: 'Cartes photo personnalisées | Posterly',
        description:
          'Cartes doubles et cartes postales avec vos photos : anniversaire, remerciements ou petit mot. Enveloppes assorties, livraison en 3 à 5 jours ouvrés.',
      },
      hero: {
        headline: 'Des cartes photo qui viennent du cœur',
        subline: 'Une carte avec votre photo préférée – le petit cadeau qui accompagne un grand tableau.',
        ctaText: 'Créer ma carte',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Des cartes avec vos propres photos',
        text: [
          'Une image vaut mille mots – et quelques lignes personnelles en disent encore plus. Créez des **cartes doubles et des cartes postales** avec vos photos : pour un anniversaire, pour dire merci, pour donner des nouvelles des vacances ou pour accompagner un tableau.',
          'Nous imprimons sur **un papier mat de 300 g/m²**, agréable au toucher et sur lequel on écrit facilement, quel que soit le stylo.',
        ],
      },
      sections: [
        {
          headline: 'Carte double ou carte postale ?',
          text: [
            {
              list: [
                '**Carte double** – au format A6, votre photo en couverture, de la place à l’intérieur pour vos mots et d’autres photos',
                '**Carte postale** – également en A6, votre photo au recto, un message et l’adresse au verso',
              ],
            },
          ],
        },
        {
          headline: 'La carte idéale pour accompagner un tableau',
          text: [
            'Vous offrez une [affiche encadrée](@framed) ou une [toile](@canvas) ? Joignez une carte avec la même photo : votre tableau devient un cadeau avec un message personnel. **Enveloppes en six couleurs**, feuillets intercalaires et rubans satinés se choisissent en même temps.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Astuce : lisez votre texte à voix haute',
        text: [
          'L’éditeur affiche le recto et l’intérieur de votre carte en taille réelle. Relisez votre message à voix haute avant de commander : c’est le meilleur moyen de repérer les fautes de frappe.',
        ],
      },
      photoCaption: 'Des enveloppes en six couleurs – du blanc classique au papier kraft.',
      recoHeadline: 'Vos photos en tableaux',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'Votre toile au meilleur prix',
      acrylic: 'Votre tableau plexiglas au meilleur prix',
      framed: 'Votre affiche encadrée au meilleur prix',
      photoFrames: 'Choisissez le format et le cadre',
      collages: 'Votre collage au meilleur prix',
      photoPrints: 'Choisissez un format, importez vos photos',
      photobox: 'Choisissez la boîte et le format des tirages',
      photobooks: 'Votre livre photo au meilleur prix',
    },
    collageDetail: {
      headline: 'Collage sur toile',
      text: ['Notre collage préféré : jusqu’à 50 photos sur une toile, tendue à la main sur un châssis de 2 cm.'],
    },
    photobookDetail: {
      headline: 'Livre sur papier photo, A4 paysage',
      text: ['Développé sur vrai papier photo avec reliure à plat : vos panoramas s’étendent sur la double page, sans pli.'],
    },
    wallCalendarDetail: {
      headline: 'Calendrier mural A3 vertical',
      text: [
        'Notre grand calendrier mural : 13 pages avec la couverture, reliure spirale et crochet – de la place pour vos plus belles photos et tous vos rendez-vous.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Calendrier de bureau A5 paysage',
      text: [
        'Le petit compagnon du bureau et de la cuisine : à spirale avec chevalet, ou en feuilles libres sur un socle ou dans un pied en bois.',
      ],
    },
    cardDetail: {
      headline: 'Carte double A6 paysage, papier mat',
      text: [
        'Notre carte photo la plus appréciée : votre photo en couverture, vos mots à l’intérieur – sur un papier mat facile à écrire.',
      ],
    },
    cardAccessoryHeadline: 'Enveloppes et accessoires pour votre carte double',
    postcard: { headline: 'Carte postale A6, papier mat', text: 'Votre photo au recto, un message et l’adresse au verso – idéale pour donner des nouvelles des vacances ou pour inviter.' },
    frameHeadline: 'Des cadres pour votre affiche',
    formatsAndPricesHeadline: 'Formats et prix des affiches encadrées',
    overview: {
      headline: 'Nos tableaux',
      items: {
        canvas: { title: 'Toile', text: 'Mate, chaleureuse et prête à accrocher.' },
        acrylic: { title: 'Plexiglas & alu', text: 'Des couleurs éclatantes et de la profondeur.' },
        framed: { title: 'Affiches encadrées', text: 'En cadre bois ou alu, avec passe-partout au choix.' },
        photoFrames: { title: 'Cadres photo', text: 'Votre photo encadrée, à poser ou à accrocher.' },
        collages: { title: 'Collage photo', text: 'Plusieurs photos, un seul tableau.' },
        poster: { title: 'Posters', text: '60 designs ou votre propre photo.' },
      },
    },
    themesHeadline: 'Designs appréciés pour votre mur',
    voucher: {
      code: 'MURDAMOUR10',
      headline: '-10 % sur votre premier tableau',
      text: ['Saisissez le code dans votre panier – valable sur tous les supports et formats.'],
      minimumOrderValue: 30,
    },
  },
  error: {
    name: 'Page d’erreur',
    seo: {
      title: 'Page introuvable | Posterly',
      description: 'Cette page n’existe pas ou plus. Retournez à l’accueil ou découvrez nos tableaux les plus appréciés.',
    },
    headline: 'Oups, il n’y a rien d’accroché ici',
    text: [
      'La page que vous cherchez n’existe pas ou plus, ou un problème est survenu de notre côté. L’un de ces liens vous remettra sur la bonne voie :',
      { list: ['[Retour à l’accueil](/)', '[Voir tous les visuels](/products)', '[Contacter le service client](@service)'] },
    ],
    recoHeadline: 'Ou laissez-vous inspirer',
  },
  products: {
    name: 'Visuels',
    seo: {
      title: 'Posters et tableaux : 60 visuels | Posterly',
      description:
        'Découvrez 60 visuels d’artistes indépendants, en poster, sur toile, sur plexiglas ou en affiche encadrée.',
    },
    headline: 'Des visuels pour vos murs',
    text: [
      'Paysages, typographie, botanique ou art abstrait : parcourez 60 visuels, puis choisissez le **support et le format** adaptés à votre pièce. Chaque visuel existe aussi en [impression sur toile](@canvas).',
    ],
  },
  themes: {
    name: 'Univers',
    seo: {
      title: 'Univers déco : tableaux par style et occasion | Posterly',
      description:
        'Du scandinave au vintage : nos univers réunissent des visuels assortis pour chaque pièce et chaque occasion. Laissez-vous inspirer.',
    },
    headline: 'Nos univers déco',
    text: [
      'Nous avons réuni ici des visuels qui s’accordent à merveille, **parfaits pour un mur de cadres** harmonieux. Notre conseil : combinez deux ou trois formats et choisissez le même [cadre](@framed) pour tous vos tableaux.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirmation newsletter',
    seo: {
      title: 'Confirmez votre inscription à la newsletter | Posterly',
      description: 'Plus qu’un clic : confirmez votre inscription à la newsletter Posterly.',
    },
    headline: 'Vous y êtes presque !',
    text: [
      'Merci de confirmer votre inscription en cliquant sur le bouton ci-dessous. Ce n’est qu’ensuite que nous vous enverrons **nouveaux visuels, idées déco et codes promo exclusifs**.',
      'Vous ne vous êtes pas inscrit(e) ? Ignorez simplement cette page : sans votre confirmation, vous ne recevrez aucun e-mail de notre part.',
    ],
  },
};
