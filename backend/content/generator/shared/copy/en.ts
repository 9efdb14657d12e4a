import type { SharedCopyTable } from '../shop-pages-types.ts';

/** British and American English share one table; spelling and a few terms differ. */
export function en(variant: 'gb' | 'us'): SharedCopyTable {
  const us = variant === 'us';
  const personalised = us ? 'personalized' : 'personalised';
  const workingDays = us ? 'business days' : 'working days';
  const favourite = us ? 'favorite' : 'favourite';
  const authorised = us ? 'authorized' : 'authorised';
  const clock = (hour: number) => {
    const suffix = hour < 12 ? 'am' : 'pm';
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    return us ? `${twelve} ${suffix === 'am' ? 'a.m.' : 'p.m.'}` : `${twelve}${suffix}`;
  };
  return (facts) => {
    const { company, brand } = facts;
    const address = `${company.name}, ${company.street}, ${company.postcode} ${company.city}, ${company.country}`;
    const products = facts.channel === 'poster' ? 'wall art, photo prints and photo gifts' : 'cards, invitations and photo gifts';
    const customs = facts.shipping.some((row) => row.customsCleared);
    return {
      slugs: {
        service: 'service',
        account: 'account',
        imprint: 'imprint',
        privacy: 'privacy-policy',
        terms: 'terms-and-conditions',
        withdrawal: 'right-of-withdrawal',
        shipping: 'shipping-costs',
      },
      legalBoxTitle: 'Legal',
      consentLinkText: 'Cookie settings',
      linkTexts: {
        service: 'Customer service',
        account: 'Your account',
        imprint: 'Imprint',
        privacy: 'Privacy policy',
        terms: 'Terms and conditions',
        withdrawal: 'Right of withdrawal',
        shipping: us ? 'Shipping' : 'Delivery costs',
      },
      newsletterPrivacyNote: [
        'You can unsubscribe at any time using the link in every email. Our [privacy policy](@privacy) explains how we use your data.',
      ],
      pages: {
        service: {
          name: 'Customer service',
          title: `Customer service & help | ${brand}`,
          description: `How to reach ${brand} customer service, plus answers on ${us ? 'shipping' : 'delivery'}, returns, complaints and payment.`,
          h1: 'Customer service',
          intro: [
            'Do you have a question about your order, your design or our products? Our team is happy to help you personally. You will find answers to the most common questions right here.',
          ],
          sections: [
            {
              headline: 'How to reach us',
              text: [
                {
                  list: [
                    `**Phone:** ${facts.phone}`,
                    `**Email:** [${facts.serviceEmail}](mailto:${facts.serviceEmail}) – we usually reply within one ${us ? 'business' : 'working'} day`,
                    `**Phone hours:** Monday ${us ? 'through' : 'to'} Friday, ${clock(facts.serviceHours.opens)} to ${clock(facts.serviceHours.closes)}${facts.serviceHours.timeZone ? ` ${facts.serviceHours.timeZone}` : ''}`,
                    `**Post:** ${address}`,
                  ],
                },
                'If your question is about an order, please have your order number to hand; you will find it in your order confirmation.',
              ],
            },
            {
              headline: 'When will my order arrive?',
              text: [
                `Every product is made for you individually. You will find the ${us ? 'shipping' : 'delivery'} time and costs for your country on our [${us ? 'shipping' : 'delivery costs'}](@shipping) page. As soon as your parcel is on its way, we send you an email with tracking.`,
              ],
            },
            {
              headline: 'Can I return my order?',
              text: [
                `Products made to your specifications – with your photos or text, for example – are excluded from the statutory right of withdrawal. Items that are not ${personalised}, such as empty frames or envelopes, can be returned within 14 days. You will find all the details under [right of withdrawal](@withdrawal).`,
              ],
            },
            {
              headline: 'Something is wrong with my delivery',
              text: [
                'If an item arrives damaged or misprinted, please email us a photo of it within 14 days. We will reprint it free of charge or refund you – your statutory rights are not affected.',
              ],
            },
            {
              headline: 'How can I pay?',
              text: [
                `You can pay with ${facts.paymentMethods}. ${us ? 'Sales tax is calculated at checkout where applicable.' : 'All prices include VAT.'} Our [terms and conditions](@terms) have the details.`,
              ],
            },
            {
              headline: 'Legal information',
              text: [
                {
                  list: [
                    '[Imprint](@imprint)',
                    '[Privacy policy](@privacy)',
                    '[Terms and conditions](@terms)',
                    '[Right of withdrawal](@withdrawal)',
                    `[${us ? 'Shipping costs and times' : 'Delivery costs and times'}](@shipping)`,
                  ],
                },
              ],
            },
          ],
        },
        account: {
          name: 'Your account',
          title: `Your account | ${brand}`,
          description: `Your ${brand} account shows your orders and where they are.`,
          h1: 'Your account',
          intro: [
            'Sign in with your email address and password to see your orders. Without an account, simply order as a guest – you will receive all the information about your order by email.',
          ],
          sections: [
            {
              headline: 'What your account will offer',
              text: [
                {
                  list: [
                    '**Order history:** all your orders and invoices in one place',
                    '**Tracking:** see where your parcel is at any time',
                    `**Saved designs:** continue unfinished designs and reorder your ${favourite} products`,
                    '**Address book:** save delivery and billing addresses for your next order',
                    '**Newsletter settings:** manage your subscriptions yourself',
                  ],
                },
              ],
            },
            {
              headline: 'Questions about an order?',
              text: [
                'Our [customer service](@service) team is happy to help with current orders, invoices or changes. Our [privacy policy](@privacy) explains how we handle your data.',
              ],
            },
          ],
        },
        imprint: {
          name: 'Imprint',
          title: `Imprint | ${brand}`,
          description: `Legal information about ${brand}: ${company.name}, ${company.city}. Address, contact details, company registration and VAT number.`,
          h1: 'Imprint',
          intro: [`${brand} is operated by ${company.name}.`],
          sections: [
            {
              headline: 'Company details',
              text: [
                `${company.name}`,
                `${company.street}, ${company.postcode} ${company.city}, ${company.country}`,
                `**Managing directors:** ${company.managingDirectors}`,
                `**Commercial register:** ${company.register}`,
                `**VAT identification number:** ${company.vatId}`,
              ],
            },
            {
              headline: 'Contact',
              text: [`**Phone:** ${facts.phone}`, `**Email:** [${facts.serviceEmail}](mailto:${facts.serviceEmail})`],
            },
            {
              headline: 'Responsible for content',
              text: [`${company.managingDirectors.split(', ')[0]}, address as above.`],
            },
            {
              headline: 'Consumer dispute resolution',
              text: [
                'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If there is a problem, please contact our [customer service](@service) team directly – we will find a solution together.',
              ],
            },
          ],
        },
        privacy: {
          name: 'Privacy policy',
          title: `Privacy policy | ${brand}`,
          description: `How ${brand} processes your personal data and photos, for what purpose and for how long – and what rights you have.`,
          h1: 'Privacy policy',
          intro: [
            'Protecting your data matters to us. This page explains which personal data we process when you visit our shop and place an order, and what rights you have under the General Data Protection Regulation (GDPR).',
          ],
          sections: [
            {
              headline: 'Controller',
              text: [`${address}. You can reach our data protection officer at [${facts.privacyEmail}](mailto:${facts.privacyEmail}).`],
            },
            {
              headline: 'What data we process and why',
              text: [
                {
                  list: [
                    '**Orders:** your name, delivery and billing address, email address and payment details, to perform your contract (Art. 6(1)(b) GDPR).',
                    '**Your photos and text:** only to make your product. We delete uploaded files 90 days after delivery, and saved designs whenever you ask us to.',
                    '**Newsletter:** your email address, once you have signed up and confirmed your subscription (Art. 6(1)(a) GDPR). You can withdraw your consent at any time.',
                    '**Visiting the shop:** technically necessary data such as your IP address and browser type, to deliver the pages securely (Art. 6(1)(f) GDPR). We delete server logs after 14 days.',
                  ],
                },
              ],
            },
            {
              headline: 'Recipients',
              text: [
                'We only pass on data where your order requires it: to payment providers, carriers and our hosting provider in the EU. We have data processing agreements with all of them.',
              ],
            },
            {
              headline: 'How long we keep data',
              text: [
                'We keep your data for as long as the purpose requires. We retain invoices for ten years because commercial and tax law requires it.',
              ],
            },
            {
              headline: 'Your rights',
              text: [
                'You have the right of access, rectification, erasure and restriction of processing, the right to data portability and the right to object to processing based on legitimate interests. You can withdraw any consent you have given at any time with effect for the future. You can also lodge a complaint with a data protection supervisory authority.',
              ],
            },
          ],
        },
        terms: {
          name: 'Terms and conditions',
          title: `Terms and conditions | ${brand}`,
          description: `The ${brand} terms and conditions: how a contract is made, prices, payment, delivery, warranty and the rights to your photos.`,
          h1: 'Terms and conditions',
          intro: [`These terms apply to all orders placed in the ${brand} online shop, run by ${company.name} (see [imprint](@imprint)).`],
          sections: [
            {
              headline: '1. How a contract is made',
              text: [
                'The products shown in the shop are not yet a binding offer. By clicking “Place order and pay” you make a binding offer. The contract is concluded when we confirm your order by email.',
              ],
            },
            {
              headline: '2. Prices and payment',
              text: [
                `${us ? 'Prices do not include sales tax, which is added at checkout where applicable.' : 'All prices include VAT.'} [${us ? 'Shipping costs' : 'Delivery costs'}](@shipping) for your country are added. You can pay with ${facts.paymentMethods}.`,
              ],
            },
            {
              headline: '3. Production and delivery',
              text: [
                `We make every product to your specifications. The delivery time starts once payment has been received or ${authorised}. The goods remain our property until they have been paid for in full.`,
              ],
            },
            {
              headline: '4. Your content',
              text: [
                'You confirm that you hold the necessary rights to the photos and text you upload and that they do not infringe the rights of others. We do not print content that breaks the law.',
              ],
            },
            {
              headline: '5. Right of withdrawal',
              text: [
                `Consumers have a right of withdrawal as set out in our [right of withdrawal](@withdrawal) information. There is no right of withdrawal for products made to your specifications.`,
              ],
            },
            {
              headline: '6. Warranty and applicable law',
              text: [
                'Statutory warranty rights apply. German law applies; mandatory consumer protection rules of your country of residence remain unaffected.',
              ],
            },
          ],
        },
        withdrawal: {
          name: 'Right of withdrawal',
          title: `Right of withdrawal | ${brand}`,
          description: `Your right of withdrawal at ${brand}: what applies to ${personalised} products, which items you can return within 14 days, and how.`,
          h1: 'Right of withdrawal',
          intro: [
            `Most of our ${products} are made just for you with your photos and text. There is **no right of withdrawal** for these ${personalised} products. The following right of withdrawal applies to all other items.`,
          ],
          sections: [
            {
              headline: 'Exclusion of the right of withdrawal',
              text: [
                `There is no right of withdrawal for contracts for the supply of goods that are made to the consumer’s specifications or are clearly ${personalised} (Art. 16(c) of Directive 2011/83/EU). This covers every product you design with your own photos or text.`,
              ],
            },
            {
              headline: `Right of withdrawal for items that are not ${personalised}`,
              text: [
                'You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier indicated by you, take physical possession of the goods.',
                `To exercise the right of withdrawal, you must inform us (${address}, email: [${facts.serviceEmail}](mailto:${facts.serviceEmail}), phone: ${facts.phone}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.`,
              ],
            },
            {
              headline: 'Effects of withdrawal',
              text: [
                'If you withdraw from this contract, we shall reimburse all payments received from you, including the costs of standard delivery, without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision. We will use the same means of payment as you used for the initial transaction. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent them back.',
                'You shall send back the goods without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal. You will bear the direct cost of returning the goods.',
              ],
            },
            {
              headline: 'Model withdrawal form',
              text: [
                `If you wish to withdraw from the contract, you can write to us: “To ${address}: I/We hereby give notice that I/we withdraw from my/our contract of sale of the following goods: … / Ordered on: … / Received on: … / Name and address: … / Date.”`,
              ],
            },
          ],
          note: {
            headline: 'Faults are not a case for withdrawal',
            text: [
              `If a ${personalised} product is damaged or faulty, your statutory warranty rights of course apply. Just get in touch with our [customer service](@service) team.`,
            ],
          },
        },
        shipping: {
          name: us ? 'Shipping costs' : 'Delivery costs',
          title: `${us ? 'Shipping costs & times' : 'Delivery costs & times'} | ${brand}`,
          description: `${us ? 'Shipping' : 'Delivery'} costs and times at ${brand} for ${facts.shipping.map((row) => row.country).join(', ')}, including express ${us ? 'shipping' : 'delivery'}.`,
          h1: us ? 'Shipping costs and times' : 'Delivery costs and times',
          intro: [
            `We make every order individually and pack it carefully. ${us ? 'Shipping' : 'Delivery'} times count from dispatch; orders placed by noon on a ${us ? 'business' : 'working'} day usually go into production the next ${us ? 'business' : 'working'} day.`,
          ],
          sections: [
            {
              headline: us ? 'Shipping costs' : 'Delivery costs by country',
              text: [
                {
                  list: facts.shipping.map(
                    (row) =>
                      `**${row.country}:** standard ${us ? 'shipping' : 'delivery'} ${row.standard} (${row.minDays}–${row.maxDays} ${workingDays}), free on orders from ${row.freeFrom}; express ${row.express}`,
                  ),
                },
              ],
            },
            {
              headline: 'Good to know',
              text: [
                {
                  list: [
                    us ? 'Sales tax is added at checkout where applicable.' : 'All prices include VAT.',
                    'As soon as your parcel is on its way, we send you an email with tracking.',
                    ...(customs ? ['We handle customs clearance, so there is nothing more to pay on delivery.'] : []),
                  ],
                },
                `Our [customer service](@service) team will answer any questions about your ${us ? 'shipment' : 'delivery'}.`,
              ],
            },
          ],
        },
      },
    };
  };
}
