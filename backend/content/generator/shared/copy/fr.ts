import type { SharedCopyTable } from '../shop-pages-types.ts';

export const fr: SharedCopyTable = (facts) => {
  const { company, brand } = facts;
  const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const products = facts.channel === 'poster' ? 'tableaux, tirages photo et cadeaux photo' : 'cartes, faire-part et cadeaux photo';
  const customs = facts.shipping.some((row) => row.customsCleared);
  return {
    slugs: {
      service: 'service-client',
      account: 'mon-compte',
      imprint: 'mentions-legales',
      privacy: 'politique-de-confidentialite',
      terms: 'conditions-generales-de-vente',
      withdrawal: 'droit-de-retractation',
      shipping: 'frais-de-livraison',
    },
    legalBoxTitle: 'Informations légales',
    consentLinkText: 'Paramètres des cookies',
    linkTexts: {
      service: 'Service client',
      account: 'Mon compte',
      imprint: 'Mentions légales',
      privacy: 'Confidentialité',
      terms: 'CGV',
      withdrawal: 'Droit de rétractation',
      shipping: 'Frais de livraison',
    },
    newsletterPrivacyNote: [
      'Vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque e-mail. Notre [politique de confidentialité](@privacy) explique comment nous utilisons vos données.',
    ],
    pages: {
      service: {
        name: 'Service client',
        title: `Service client & aide | ${brand}`,
        description: `Comment joindre le service client ${brand}, et nos réponses sur la livraison, les retours, les réclamations et le paiement.`,
        h1: 'Service client',
        intro: [
          'Vous avez une question sur votre commande, votre création ou nos produits ? Notre équipe vous aide volontiers personnellement. Vous trouverez ici les réponses aux questions les plus fréquentes.',
        ],
        sections: [
          {
            headline: 'Nous contacter',
            text: [
              {
                list: [
                  `**Téléphone :** ${facts.phone}`,
                  `**E-mail :** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – nous répondons en général sous un jour ouvré`,
                  `**Horaires téléphoniques :** du lundi au vendredi, de ${facts.serviceHours.opens} h à ${facts.serviceHours.closes} h`,
                  `**Courrier :** ${address}`,
                ],
              },
              'Pour toute question sur une commande, munissez-vous de votre numéro de commande ; il figure dans votre e-mail de confirmation.',
            ],
          },
          {
            headline: 'Quand vais-je recevoir ma commande ?',
            text: [
              'Chaque produit est fabriqué individuellement pour vous. Les délais et frais de livraison de votre pays figurent sur la page [Frais de livraison](@shipping). Dès que votre colis est en route, vous recevez un e-mail avec le suivi.',
            ],
          },
          {
            headline: 'Puis-je retourner ma commande ?',
            text: [
              'Les produits réalisés selon vos spécifications – avec vos photos ou vos textes, par exemple – sont exclus du droit légal de rétractation. Les articles non personnalisés, comme les cadres vides ou les enveloppes, peuvent être retournés sous 14 jours. Tous les détails figurent dans la page [Droit de rétractation](@withdrawal).',
            ],
          },
          {
            headline: 'Un problème avec votre livraison ?',
            text: [
              'Si un article arrive endommagé ou mal imprimé, envoyez-nous une photo par e-mail dans les 14 jours. Nous le réimprimons gratuitement ou vous remboursons, sans préjudice de vos garanties légales.',
            ],
          },
          {
            headline: 'Comment puis-je payer ?',
            text: [
              `Vous pouvez payer par ${facts.paymentMethods}. Tous les prix s’entendent TVA comprise. Nos [conditions générales de vente](@terms) précisent les détails.`,
            ],
          },
          {
            headline: 'Informations légales',
            text: [
              {
                list: [
                  '[Mentions légales](@imprint)',
                  '[Politique de confidentialité](@privacy)',
                  '[Conditions générales de vente](@terms)',
                  '[Droit de rétractation](@withdrawal)',
                  '[Frais et délais de livraison](@shipping)',
                ],
              },
            ],
          },
        ],
      },
      account: {
        name: 'Mon compte',
        title: `Mon compte client | ${brand}`,
        description: `Votre compte client ${brand} affiche vos commandes et leur état.`,
        h1: 'Mon compte client',
        intro: [
          'Connectez-vous avec votre adresse e-mail et votre mot de passe pour voir vos commandes. Sans compte, commandez simplement en tant qu’invité : vous recevez toutes les informations sur votre commande par e-mail.',
        ],
        sections: [
          {
            headline: 'Ce que vous offrira votre compte',
            text: [
              {
                list: [
                  '**Historique :** toutes vos commandes et factures au même endroit',
                  '**Suivi :** savoir à tout moment où se trouve votre colis',
                  '**Créations enregistrées :** reprendre un projet commencé et recommander vos produits préférés',
                  '**Carnet d’adresses :** enregistrer vos adresses de livraison et de facturation',
                  '**Newsletter :** gérer vous-même vos abonnements',
                ],
              },
            ],
          },
          {
            headline: 'Une question sur une commande ?',
            text: [
              'Notre [service client](@service) vous aide volontiers pour toute commande en cours, facture ou modification. Notre [politique de confidentialité](@privacy) explique comment nous traitons vos données.',
            ],
          },
        ],
      },
      imprint: {
        name: 'Mentions légales',
        title: `Mentions légales | ${brand}`,
        description: `Mentions légales de ${brand} : ${company.name}, ${company.city}. Adresse, contact, immatriculation et numéro de TVA intracommunautaire.`,
        h1: 'Mentions légales',
        intro: [`${brand} est une marque exploitée par ${company.name}.`],
        sections: [
          {
            headline: 'Éditeur du site',
            text: [
              `${company.name}`,
              `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
              `**Gérance :** ${company.managingDirectors}`,
              `**Immatriculation :** ${company.register}`,
              `**Numéro de TVA intracommunautaire :** ${company.vatId}`,
            ],
          },
          {
            headline: 'Contact',
            text: [`**Téléphone :** ${facts.phone}`, `**E-mail :** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
          },
          {
            headline: 'Directeur de la publication',
            text: [`${company.managingDirectors.split(', ')[0]}, adresse ci-dessus.`],
          },
          {
            headline: 'Règlement des litiges',
            text: [
              'Nous ne participons pas à des procédures de règlement des litiges devant un organisme de médiation de la consommation et n’y sommes pas tenus. En cas de problème, contactez directement notre [service client](@service) : nous trouverons ensemble une solution.',
            ],
          },
        ],
      },
      privacy: {
        name: 'Politique de confidentialité',
        title: `Politique de confidentialité | ${brand}`,
        description: `Comment ${brand} traite vos données personnelles et vos photos, dans quel but et pour combien de temps – et quels sont vos droits.`,
        h1: 'Politique de confidentialité',
        intro: [
          'La protection de vos données nous tient à cœur. Cette page explique quelles données personnelles nous traitons lorsque vous visitez notre boutique et passez commande, et quels droits vous confère le Règlement général sur la protection des données (RGPD).',
        ],
        sections: [
          {
            headline: 'Responsable du traitement',
            text: [`${address}. Vous pouvez joindre notre déléguée à la protection des données à l’adresse [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`],
          },
          {
            headline: 'Quelles données et pourquoi',
            text: [
              {
                list: [
                  '**Commandes :** nom, adresses de livraison et de facturation, adresse e-mail et données de paiement, pour exécuter votre contrat (art. 6, par. 1, point b du RGPD).',
                  '**Vos photos et textes :** uniquement pour fabriquer votre produit. Nous supprimons les fichiers 90 jours après la livraison, et vos créations enregistrées sur simple demande.',
                  '**Newsletter :** votre adresse e-mail, après inscription et confirmation (art. 6, par. 1, point a du RGPD). Vous pouvez retirer votre consentement à tout moment.',
                  '**Visite de la boutique :** les données techniquement nécessaires comme l’adresse IP et le type de navigateur, pour afficher les pages en toute sécurité (art. 6, par. 1, point f du RGPD). Les journaux serveur sont supprimés après 14 jours.',
                ],
              },
            ],
          },
          {
            headline: 'Destinataires',
            text: [
              'Nous ne transmettons vos données que si votre commande l’exige : aux prestataires de paiement, aux transporteurs et à notre hébergeur dans l’UE. Tous sont liés par un contrat de sous-traitance.',
            ],
          },
          {
            headline: 'Durée de conservation',
            text: [
              'Nous conservons vos données aussi longtemps que la finalité l’exige. Les factures sont conservées dix ans en raison de nos obligations commerciales et fiscales.',
            ],
          },
          {
            headline: 'Vos droits',
            text: [
              'Vous disposez d’un droit d’accès, de rectification, d’effacement et de limitation du traitement, d’un droit à la portabilité et d’un droit d’opposition aux traitements fondés sur l’intérêt légitime. Vous pouvez retirer votre consentement à tout moment pour l’avenir et introduire une réclamation auprès d’une autorité de contrôle, en France la CNIL.',
            ],
          },
        ],
      },
      terms: {
        name: 'Conditions générales de vente',
        title: `Conditions générales de vente | ${brand}`,
        description: `Les conditions générales de vente de ${brand} : conclusion du contrat, prix, paiement, livraison, garanties et droits sur vos photos.`,
        h1: 'Conditions générales de vente',
        intro: [`Les présentes conditions s’appliquent à toute commande passée sur la boutique en ligne ${brand}, exploitée par ${company.name} (voir les [mentions légales](@imprint)).`],
        sections: [
          {
            headline: '1. Conclusion du contrat',
            text: [
              'La présentation des produits dans la boutique ne constitue pas une offre ferme. En cliquant sur « Commander et payer », vous faites une offre ferme. Le contrat est conclu lorsque nous confirmons votre commande par e-mail.',
            ],
          },
          {
            headline: '2. Prix et paiement',
            text: [
              `Tous les prix s’entendent TVA comprise, hors [frais de livraison](@shipping) de votre pays. Vous pouvez payer par ${facts.paymentMethods}.`,
            ],
          },
          {
            headline: '3. Fabrication et livraison',
            text: [
              'Chaque produit est fabriqué selon vos spécifications. Le délai de livraison court à compter de la réception ou de l’autorisation du paiement. La marchandise reste notre propriété jusqu’au paiement intégral.',
            ],
          },
          {
            headline: '4. Vos contenus',
            text: [
              'Vous garantissez détenir les droits nécessaires sur les photos et textes que vous téléchargez et que ceux-ci ne portent pas atteinte aux droits de tiers. Nous n’imprimons aucun contenu contraire à la loi.',
            ],
          },
          {
            headline: '5. Droit de rétractation',
            text: [
              'Les consommateurs disposent d’un droit de rétractation dans les conditions décrites à la page [Droit de rétractation](@withdrawal). Ce droit ne s’applique pas aux produits confectionnés selon vos spécifications.',
            ],
          },
          {
            headline: '6. Garanties et droit applicable',
            text: [
              'Les garanties légales s’appliquent. Le droit allemand est applicable, sans préjudice des dispositions impératives protégeant les consommateurs dans leur pays de résidence.',
            ],
          },
        ],
      },
      withdrawal: {
        name: 'Droit de rétractation',
        title: `Droit de rétractation | ${brand}`,
        description: `Le droit de rétractation chez ${brand} : ce qui s’applique aux produits personnalisés, quels articles retourner sous 14 jours et comment.`,
        h1: 'Droit de rétractation',
        intro: [
          `La plupart de nos ${products} sont fabriqués spécialement pour vous avec vos photos et vos textes. Ces produits personnalisés **ne bénéficient pas du droit de rétractation**. Pour tous les autres articles, le droit de rétractation ci-dessous s’applique.`,
        ],
        sections: [
          {
            headline: 'Exclusion du droit de rétractation',
            text: [
              'Le droit de rétractation ne s’applique pas aux contrats de fourniture de biens confectionnés selon les spécifications du consommateur ou nettement personnalisés (article 16, point c, de la directive 2011/83/UE ; article L221-28 du Code de la consommation). Cela concerne tous les produits que vous créez avec vos propres photos ou textes.',
            ],
          },
          {
            headline: 'Droit de rétractation pour les articles non personnalisés',
            text: [
              'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du bien.',
              `Pour exercer ce droit, vous devez nous notifier (${address}, e-mail : [${facts.serviceEmail}](mailto:${facts.serviceEmail}), téléphone : ${facts.phone}) votre décision de rétractation au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou e-mail). Pour que le délai soit respecté, il suffit d’envoyer votre communication avant l’expiration du délai.`,
            ],
          },
          {
            headline: 'Effets de la rétractation',
            text: [
              'En cas de rétractation, nous vous rembourserons tous les paiements reçus, y compris les frais de livraison standard, sans retard excessif et au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision. Nous utiliserons le même moyen de paiement que celui de la transaction initiale. Nous pouvons différer le remboursement jusqu’à réception du bien ou jusqu’à ce que vous ayez fourni une preuve de son expédition.',
              'Vous devez nous renvoyer le bien sans retard excessif et au plus tard quatorze jours après nous avoir communiqué votre décision. Les frais directs de renvoi sont à votre charge.',
            ],
          },
          {
            headline: 'Modèle de formulaire de rétractation',
            text: [
              `Pour vous rétracter, vous pouvez nous écrire : « À l’attention de ${address} : Je/nous vous notifie/notifions par la présente ma/notre rétractation du contrat portant sur la vente du bien ci-dessous : … / Commandé le : … / Reçu le : … / Nom et adresse : … / Date. »`,
            ],
          },
        ],
        note: {
          headline: 'Un défaut n’est pas un cas de rétractation',
          text: [
            'Si un produit personnalisé est endommagé ou défectueux, vos garanties légales s’appliquent bien entendu. Contactez simplement notre [service client](@service).',
          ],
        },
      },
      shipping: {
        name: 'Frais de livraison',
        title: `Frais et délais de livraison | ${brand}`,
        description: `Frais et délais de livraison ${brand} pour ${facts.shipping.map((row) => row.country).join(', ')}, livraison express comprise.`,
        h1: 'Frais et délais de livraison',
        intro: [
          'Chaque commande est fabriquée individuellement et soigneusement emballée. Les délais courent à partir de l’expédition ; les commandes passées avant midi un jour ouvré partent généralement en production le jour ouvré suivant.',
        ],
        sections: [
          {
            headline: 'Frais de livraison par pays',
            text: [
              {
                list: facts.shipping.map(
                  (row) =>
                    `**${row.country} :** livraison standard ${row.standard} (${row.minDays} à ${row.maxDays} jours ouvrés), offerte dès ${row.freeFrom} d’achat ; express ${row.express}`,
                ),
              },
            ],
          },
          {
            headline: 'Bon à savoir',
            text: [
              {
                list: [
                  'Tous les prix s’entendent TVA comprise.',
                  'Dès que votre colis est en route, vous recevez un e-mail avec le suivi.',
                  ...(customs ? ['Pour la Suisse, nous nous chargeons du dédouanement : aucun frais supplémentaire à la livraison.'] : []),
                ],
              },
              'Notre [service client](@service) répond à toutes vos questions sur la livraison.',
            ],
          },
        ],
      },
    },
  };
};
