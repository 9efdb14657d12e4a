import type { SharedCopyTable } from '../shop-pages-types.ts';

export const de: SharedCopyTable = (facts) => {
  const { company, brand } = facts;
  const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
  const products = facts.channel === 'poster' ? 'Wandbilder, Fotoabzüge und Fotogeschenke' : 'Karten, Einladungen und Fotogeschenke';
  const customs = facts.shipping.some((row) => row.customsCleared);
  return {
    slugs: {
      service: 'service',
      account: 'kundenkonto',
      imprint: 'impressum',
      privacy: 'datenschutz',
      terms: 'agb',
      withdrawal: 'widerrufsrecht',
      shipping: 'versandkosten',
    },
    legalBoxTitle: 'Rechtliches',
    consentLinkText: 'Cookie-Einstellungen',
    linkTexts: {
      service: 'Kundenservice',
      account: 'Kundenkonto',
      imprint: 'Impressum',
      privacy: 'Datenschutz',
      terms: 'AGB',
      withdrawal: 'Widerrufsrecht',
      shipping: 'Versandkosten',
    },
    newsletterPrivacyNote: [
      'Sie können sich jederzeit über den Link in jeder E-Mail wieder abmelden. Wie wir Ihre Daten verwenden, lesen Sie in unserer [Datenschutzerklärung](@privacy).',
    ],
    pages: {
      service: {
        name: 'Kundenservice',
        title: `Kundenservice & Hilfe | ${brand}`,
        description: `So erreichen Sie den ${brand} Kundenservice – dazu Antworten zu Versand, Rückgabe, Reklamation und Zahlung.`,
        h1: 'Kundenservice',
        intro: [
          'Sie haben eine Frage zu Ihrer Bestellung, zu Ihrem Design oder zu unseren Produkten? Unser Team hilft Ihnen gern persönlich weiter. Die häufigsten Fragen beantworten wir gleich hier.',
        ],
        sections: [
          {
            headline: 'So erreichen Sie uns',
            text: [
              {
                list: [
                  `**Telefon:** ${facts.phone}`,
                  `**E-Mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – wir antworten in der Regel innerhalb eines Werktags`,
                  `**Telefonische Servicezeiten:** montags bis freitags von ${facts.serviceHours.opens} bis ${facts.serviceHours.closes} Uhr`,
                  `**Post:** ${address}`,
                ],
              },
              'Halten Sie für Fragen zu einer Bestellung bitte Ihre Bestellnummer bereit; Sie finden sie in Ihrer Bestellbestätigung.',
            ],
          },
          {
            headline: 'Wann kommt meine Bestellung?',
            text: [
              'Jedes Produkt wird für Sie einzeln gefertigt. Die Lieferzeit und die Versandkosten für Ihr Land finden Sie auf der Seite [Versandkosten](@shipping). Sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsverfolgung.',
            ],
          },
          {
            headline: 'Kann ich meine Bestellung zurückgeben?',
            text: [
              'Produkte, die nach Ihren Vorgaben gestaltet wurden – etwa mit Ihren Fotos oder Texten – sind vom gesetzlichen Widerrufsrecht ausgenommen. Für unbedruckte Artikel wie leere Bilderrahmen oder Umschläge gilt ein Widerrufsrecht von 14 Tagen. Alle Details lesen Sie in der [Widerrufsbelehrung](@withdrawal).',
            ],
          },
          {
            headline: 'Etwas stimmt nicht mit meiner Lieferung',
            text: [
              'Ist ein Artikel beschädigt oder falsch gedruckt, schicken Sie uns bitte innerhalb von 14 Tagen ein Foto davon per E-Mail. Wir drucken kostenlos neu oder erstatten den Betrag – Ihre gesetzlichen Gewährleistungsrechte bleiben davon unberührt.',
            ],
          },
          {
            headline: 'Wie kann ich bezahlen?',
            text: [
              `Sie bezahlen bequem mit ${facts.paymentMethods}. Alle Preise enthalten die gesetzliche Mehrwertsteuer. Näheres regeln unsere [Allgemeinen Geschäftsbedingungen](@terms).`,
            ],
          },
          {
            headline: 'Rechtliche Informationen',
            text: [
              {
                list: [
                  '[Impressum](@imprint)',
                  '[Datenschutzerklärung](@privacy)',
                  '[Allgemeine Geschäftsbedingungen](@terms)',
                  '[Widerrufsbelehrung](@withdrawal)',
                  '[Versandkosten und Lieferzeiten](@shipping)',
                ],
              },
            ],
          },
        ],
      },
      account: {
        name: 'Kundenkonto',
        title: `Ihr Kundenkonto | ${brand}`,
        description: `Im ${brand} Kundenkonto sehen Sie Ihre Bestellungen und deren Status.`,
        h1: 'Ihr Kundenkonto',
        intro: [
          'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, um Ihre Bestellungen zu sehen. Ohne Konto bestellen Sie einfach als Gast – alle Informationen zu Ihrer Bestellung erhalten Sie per E-Mail.',
        ],
        sections: [
          {
            headline: 'Das bietet Ihnen Ihr Kundenkonto',
            text: [
              {
                list: [
                  '**Bestellübersicht:** alle Bestellungen und Rechnungen an einem Ort',
                  '**Sendungsverfolgung:** jederzeit sehen, wo Ihr Paket gerade ist',
                  '**Gespeicherte Designs:** angefangene Entwürfe weiterbearbeiten und Lieblingsprodukte nachbestellen',
                  '**Adressbuch:** Liefer- und Rechnungsadressen für die nächste Bestellung speichern',
                  '**Newsletter-Einstellungen:** Ihre Abonnements selbst verwalten',
                ],
              },
            ],
          },
          {
            headline: 'Fragen zu einer Bestellung?',
            text: [
              'Unser [Kundenservice](@service) hilft Ihnen bei allen Fragen zu laufenden Bestellungen, Rechnungen oder Änderungen gern weiter. Wie wir mit Ihren Daten umgehen, erklärt unsere [Datenschutzerklärung](@privacy).',
            ],
          },
        ],
      },
      imprint: {
        name: 'Impressum',
        title: `Impressum | ${brand}`,
        description: `Anbieterkennzeichnung von ${brand}: ${company.name}, ${company.city}. Anschrift, Kontakt, Registereintrag und Umsatzsteuer-ID.`,
        h1: 'Impressum',
        intro: [`${brand} ist ein Angebot der ${company.name}.`],
        sections: [
          {
            headline: 'Anbieter',
            text: [
              `${company.name}`,
              `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
              `**Vertreten durch die Geschäftsführung:** ${company.managingDirectors}`,
              `**Registereintrag:** ${company.register}`,
              `**Umsatzsteuer-Identifikationsnummer:** ${company.vatId}`,
            ],
          },
          {
            headline: 'Kontakt',
            text: [`**Telefon:** ${facts.phone}`, `**E-Mail:** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
          },
          {
            headline: 'Verantwortlich für den Inhalt',
            text: [`${company.managingDirectors.split(', ')[0]}, Anschrift wie oben.`],
          },
          {
            headline: 'Verbraucherstreitbeilegung',
            text: [
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Problemen wenden Sie sich bitte direkt an unseren [Kundenservice](@service) – wir finden gemeinsam eine Lösung.',
            ],
          },
        ],
      },
      privacy: {
        name: 'Datenschutz',
        title: `Datenschutzerklärung | ${brand}`,
        description: `Wie ${brand} Ihre personenbezogenen Daten und Fotos verarbeitet, wofür und wie lange – und welche Rechte Sie haben.`,
        h1: 'Datenschutzerklärung',
        intro: [
          'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie unseren Shop besuchen und bei uns bestellen, und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
        ],
        sections: [
          {
            headline: 'Verantwortlicher',
            text: [
              `${address}. Unsere Datenschutzbeauftragte erreichen Sie unter [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`,
            ],
          },
          {
            headline: 'Welche Daten wir verarbeiten und warum',
            text: [
              {
                list: [
                  '**Bestellungen:** Name, Liefer- und Rechnungsadresse, E-Mail-Adresse und Zahlungsinformationen, um Ihren Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO).',
                  '**Ihre Fotos und Texte:** nur, um Ihr Produkt zu fertigen. Hochgeladene Dateien löschen wir 90 Tage nach der Auslieferung, gespeicherte Entwürfe auf Ihren Wunsch.',
                  '**Newsletter:** Ihre E-Mail-Adresse, wenn Sie sich angemeldet und die Anmeldung bestätigt haben (Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Einwilligung jederzeit widerrufen.',
                  '**Shopbesuch:** technisch notwendige Daten wie IP-Adresse und Browsertyp, um die Seiten sicher auszuliefern (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle löschen wir nach 14 Tagen.',
                ],
              },
            ],
          },
          {
            headline: 'Empfänger',
            text: [
              'Wir geben Daten nur weiter, soweit es für Ihre Bestellung nötig ist: an Zahlungsdienstleister, Versanddienstleister und unseren Hosting-Anbieter in der EU. Mit allen Dienstleistern bestehen Verträge zur Auftragsverarbeitung.',
            ],
          },
          {
            headline: 'Speicherdauer',
            text: [
              'Wir speichern Ihre Daten, solange es für den jeweiligen Zweck erforderlich ist. Rechnungen bewahren wir wegen der handels- und steuerrechtlichen Pflichten zehn Jahre auf.',
            ],
          },
          {
            headline: 'Ihre Rechte',
            text: [
              'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie auf Widerspruch gegen Verarbeitungen aufgrund berechtigter Interessen. Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
            ],
          },
        ],
      },
      terms: {
        name: 'AGB',
        title: `Allgemeine Geschäftsbedingungen | ${brand}`,
        description: `Die Allgemeinen Geschäftsbedingungen von ${brand}: Vertragsschluss, Preise, Zahlung, Lieferung, Gewährleistung und Ihre Bildrechte.`,
        h1: 'Allgemeine Geschäftsbedingungen',
        intro: [
          `Diese Bedingungen gelten für alle Bestellungen über den Onlineshop von ${brand}, betrieben von der ${company.name} (siehe [Impressum](@imprint)).`,
        ],
        sections: [
          {
            headline: '1. Vertragsschluss',
            text: [
              'Die Darstellung der Produkte im Shop ist noch kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen.',
            ],
          },
          {
            headline: '2. Preise und Zahlung',
            text: [
              `Alle Preise enthalten die gesetzliche Mehrwertsteuer. Hinzu kommen die [Versandkosten](@shipping) für Ihr Lieferland. Sie bezahlen mit ${facts.paymentMethods}.`,
            ],
          },
          {
            headline: '3. Fertigung und Lieferung',
            text: [
              'Wir fertigen jedes Produkt nach Ihren Vorgaben. Die Lieferzeit beginnt mit dem Zahlungseingang bzw. der Zahlungsfreigabe. Bis zur vollständigen Bezahlung bleibt die Ware unser Eigentum.',
            ],
          },
          {
            headline: '4. Ihre Inhalte',
            text: [
              'Sie versichern, dass Sie an den hochgeladenen Fotos und Texten die nötigen Rechte besitzen und dass diese keine Rechte Dritter verletzen. Inhalte, die gegen geltendes Recht verstoßen, drucken wir nicht.',
            ],
          },
          {
            headline: '5. Widerrufsrecht',
            text: [
              'Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach Maßgabe der [Widerrufsbelehrung](@withdrawal) zu. Für Produkte, die nach Ihren Vorgaben angefertigt werden, besteht kein Widerrufsrecht.',
            ],
          },
          {
            headline: '6. Gewährleistung und Recht',
            text: [
              'Es gilt die gesetzliche Mängelhaftung. Es gilt deutsches Recht; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt.',
            ],
          },
        ],
      },
      withdrawal: {
        name: 'Widerrufsrecht',
        title: `Widerrufsbelehrung | ${brand}`,
        description: `Widerrufsrecht bei ${brand}: was für personalisierte Produkte gilt, welche Artikel Sie binnen 14 Tagen widerrufen können und wie.`,
        h1: 'Widerrufsbelehrung',
        intro: [
          `Die meisten unserer ${products} werden mit Ihren Fotos und Texten eigens für Sie gefertigt. Für diese personalisierten Produkte gibt es **kein Widerrufsrecht**. Für alle anderen Artikel gilt das folgende Widerrufsrecht.`,
        ],
        sections: [
          {
            headline: 'Ausschluss des Widerrufsrechts',
            text: [
              'Das Widerrufsrecht besteht nicht bei Verträgen über die Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch die Verbraucherin oder den Verbraucher maßgeblich ist oder die eindeutig auf deren persönliche Bedürfnisse zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB; Art. 16 lit. c der Richtlinie 2011/83/EU). Das betrifft alle Produkte, die Sie im Designer mit eigenen Fotos oder Texten gestalten.',
            ],
          },
          {
            headline: 'Widerrufsrecht für nicht personalisierte Artikel',
            text: [
              'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben.',
              `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${address}, E-Mail: [${facts.serviceEmail}](mailto:${facts.serviceEmail}), Telefon: ${facts.phone}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor Ablauf der Widerrufsfrist absenden.`,
            ],
          },
          {
            headline: 'Folgen des Widerrufs',
            text: [
              'Wenn Sie diesen Vertrag widerrufen, zahlen wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Standard-Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Wir verwenden dafür dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben.',
              'Sie haben die Waren unverzüglich und spätestens binnen vierzehn Tagen an uns zurückzusenden. Sie tragen die unmittelbaren Kosten der Rücksendung.',
            ],
          },
          {
            headline: 'Muster-Widerrufsformular',
            text: [
              `Wenn Sie den Vertrag widerrufen wollen, können Sie uns schreiben: „An ${address}: Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren: … / Bestellt am: … / Erhalten am: … / Name und Anschrift: … / Datum.“`,
            ],
          },
        ],
        note: {
          headline: 'Mängel sind kein Fall für den Widerruf',
          text: [
            'Ist ein personalisiertes Produkt beschädigt oder fehlerhaft, gelten selbstverständlich Ihre gesetzlichen Gewährleistungsrechte. Melden Sie sich einfach bei unserem [Kundenservice](@service).',
          ],
        },
      },
      shipping: {
        name: 'Versandkosten',
        title: `Versandkosten & Lieferzeiten | ${brand}`,
        description: `Versandkosten und Lieferzeiten von ${brand} für ${facts.shipping.map((row) => row.country).join(', ')} – inklusive Expressversand.`,
        h1: 'Versandkosten und Lieferzeiten',
        intro: [
          'Wir fertigen jede Bestellung einzeln und versenden sie gut verpackt. Die Lieferzeit gilt ab Versand; Bestellungen, die werktags bis 12 Uhr eingehen, gehen meist schon am nächsten Werktag in die Produktion.',
        ],
        sections: [
          {
            headline: 'Versandkosten nach Land',
            text: [
              {
                list: facts.shipping.map(
                  (row) =>
                    `**${row.country}:** Standardversand ${row.standard} (${row.minDays}–${row.maxDays} Werktage), versandkostenfrei ab ${row.freeFrom} Bestellwert; Expressversand ${row.express}`,
                ),
              },
            ],
          },
          {
            headline: 'Gut zu wissen',
            text: [
              {
                list: [
                  'Alle Preise enthalten die gesetzliche Mehrwertsteuer.',
                  'Sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsverfolgung.',
                  ...(customs
                    ? ['Bei Lieferungen in Länder außerhalb der EU übernehmen wir die Verzollung – bei der Zustellung fallen keine weiteren Gebühren an.']
                    : []),
                ],
              },
              'Fragen zu Ihrer Lieferung beantwortet unser [Kundenservice](@service).',
            ],
          },
        ],
      },
    },
  };
};
