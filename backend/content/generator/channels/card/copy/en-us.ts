import { overrideCopy } from '../../../locale-overrides.ts';
import type { CardCopy } from './copy-types.ts';
import { enGb } from './en-gb.ts';

/** American English: en-gb's copy with American spelling, wording, prices in dollars and sizes in inches. */
export const enUs: CardCopy = overrideCopy(enGb, {
  locale: 'en-us',
  slugs: {
    christmas: 'holiday-cards',
    photoFrames: 'picture-frames',
  },
  usps: [
    {
      icon: 'truck',
      text: 'Ships in 2–3 business days',
    },
    {
      icon: 'star',
      text: 'Gold, silver and rose gold foil',
    },
    {
      icon: 'leaf',
      text: 'FSC®-certified paper',
    },
    {
      icon: 'heart',
      text: 'Try a single sample card first',
    },
  ],
  home: {
    seo: {
      title: 'Personalized Cards & Invitations | Carta & Co.',
      description: 'Personalize wedding invitations, birth announcements, holiday cards and photo calendars – printed on premium paper and shipped fast.',
    },
    draftTeaser: undefined,
    occasions: {
      wedding: {
        text: 'Save the dates, invitations, menus and thank-you cards that all match.',
      },
      birth: {
        headline: 'Baby',
        text: 'Introduce your little one with a card everyone will want to keep.',
      },
      christmas: {
        headline: 'Holidays',
      },
      calendars: {
        text: 'Twelve months of memories – for the wall or your desk.',
      },
    },
    reco: {
      headline: 'Customer favorites',
      guestbooks: 'Guest books & memorial books',
      envelopes: 'Colored envelopes',
      christmas: 'Holiday cards',
      labelBestseller: 'Best seller',
    },
    intro: {
      headline: 'Personal cards, printed with care',
      text: [
        'At Carta & Co., your photos and words become a card nobody wants to throw away. Choose from 60 designs, change colors, fonts and wording, and see every change instantly in the preview.',
        'We print on **heavyweight premium paper** in our own print shop – with gold, silver or rose gold foil if you like. Planning a wedding? Take a look at our [wedding cards](@wedding).',
      ],
    },
    photoCaption: 'Matching envelopes in dozens of colors make a great first impression.',
    info: {
      text: [
        'Not sure about the paper or finish? Order a single sample of your design and take your time deciding. Our [customer service](@service) team is happy to tell you more.',
      ],
    },
    video: {
      caption: 'From design to mailbox: a look inside our print shop.',
    },
  },
  wedding: {
    seo: {
      description: 'Personalize wedding invitations, save the dates and thank-you cards with your own photos. Premium paper, gold foil and matching envelopes.',
    },
    h1: 'Personalize your wedding cards',
    intro: [
      'A wedding starts long before “I do” – with the first card your guests hold in their hands. With our **wedding cards** you can design save the dates, invitations, menus, place cards and thank-you cards in one coordinated style.',
      'Upload your favorite photos, choose your paper and size, then add details like gold foil or raised varnish. You’ll find every design in our [design gallery](@products).',
    ],
    ideas: {
      items: [
        {
          headline: 'Save the date cards',
          text: 'So everyone marks their calendar – ideally up to a year ahead.',
        },
        {
          headline: 'Invitations with envelopes',
          text: 'Invitation cards with matching envelopes in many colors and sizes.',
        },
        {
          headline: 'Guest books',
          text: 'A guest book that matches your stationery collects wishes and memories.',
        },
      ],
    },
    tips: {
      headline: 'When to mail what',
      text: [
        {
          list: [
            '**Save the date:** six to twelve months before the wedding',
            '**Invitation:** six to eight weeks before, with an RSVP date about a month before the big day',
            '**Thank-you card:** within three months of the celebration – ideally with a photo from the day',
          ],
        },
        'Tip: order a few more cards than you have guests – for your wedding party, your photographer and your own keepsake box.',
      ],
    },
    info: {
      text: [
        'Before printing, we check every wedding order for image resolution and margins. If anything looks off, we’ll reach out before a single card is printed.',
      ],
    },
  },
  birth: {
    seo: {
      title: 'Birth Announcements with Photos | Carta & Co.',
      description: 'Personalize birth announcements with your baby’s photo, name, weight and birth date. Also perfect as baptism thank-you cards.',
    },
    h1: 'Personalized birth announcements',
    intro: [
      'The first photos, the name, the birth weight: a **birth announcement** shares your joy with everyone celebrating with you. Pick a design, add your favorite pictures and adjust colors and wording in just a few minutes.',
      'Short on sleep and even shorter on time? Your design is saved automatically, so you can pick up where you left off anytime in [your account](@account).',
    ],
    ideas: {
      items: [
        {
          headline: 'Birth announcements',
          text: 'Classic, playful or simple – with one photo or several.',
        },
        {
          headline: 'Baptism thank-you cards',
          text: 'Say thanks for gifts and good wishes in the same style.',
        },
        {
          headline: 'Baby photo book',
          text: 'Capture the first year in a photo book, page by page.',
        },
      ],
    },
    tips: {
      headline: 'What to include on a birth announcement',
      text: [
        'Along with a sweet photo, most people love a few key details:',
        {
          list: [
            'your baby’s first and last name',
            'date, time and place of birth',
            'length and weight',
            'a short note from the proud parents and siblings',
          ],
        },
        'Tip: photos with a calm background look especially good on cards, since they leave room for text.',
      ],
    },
    info: {
      headline: 'Carbon-neutral shipping',
      text: [
        'We ship every birth announcement carbon-neutral and in plastic-free packaging – keeping your little one’s world a little greener.',
      ],
    },
  },
  christmas: {
    name: 'Holiday cards',
    seo: {
      title: 'Personalized Holiday Cards with Photos | Carta & Co.',
      description: 'Personalize holiday and Christmas cards for family, friends and clients – with your own photos, gold foil and matching envelopes.',
    },
    teaser: {
      headline: 'Happy holidays, said personally',
      subline: 'Festive photo cards for family, friends and business.',
      ctaText: 'See holiday designs',
    },
    h1: 'Personalize your holiday cards',
    intro: [
      'A handwritten note on a personal card says more than any text message. With our **holiday cards** you can send your season’s greetings with the best photos of the year – to grandparents, friends across the country or your clients.',
      'For businesses, we offer corporate designs with room for your logo and volume pricing from 100 cards. Browse all [holiday designs](@products).',
    ],
    ideas: {
      headline: 'Season’s greetings for everyone',
      items: [
        {
          headline: 'Family holiday cards',
          text: 'Family photo, year in review or a wintry illustration – it’s up to you.',
        },
        {
          headline: 'Business holiday cards',
          text: 'Thank clients and coworkers with your company logo and signature.',
        },
        {
          headline: 'A photo calendar as a gift',
          text: 'A classic under the tree: twelve months full of memories.',
        },
      ],
    },
    tips: {
      text: [
        'Most holiday cards go out in the first half of December. If you order **by mid-November**, you’ll have plenty of time to sign and address every card.',
        {
          list: [
            'pull together your address list early',
            'choose a photo that still works when printed small',
            'order a few extra cards just in case',
          ],
        },
      ],
    },
    info: {
      headline: 'Order deadline for the holidays',
      text: [
        'To make sure your cards arrive in time, please order by **December 12**. We keep printing after that, but can no longer guarantee delivery before Christmas.',
      ],
    },
    photoCaption: 'A personal note turns every holiday card into a one-of-a-kind keepsake.',
  },
  calendars: {
    seo: {
      title: 'Personalized Photo Calendars | Carta & Co.',
      description: 'Create photo calendars with your own pictures: wall calendars, desk calendars and family planners in many sizes. Start with any month.',
    },
    teaser: {
      subline: 'Wall calendars, desk calendars and family planners with your favorite photos.',
    },
    h1: 'Personalize your photo calendar',
    intro: [
      'A **photo calendar** keeps you and your loved ones company all year long. Choose a wall calendar, desk calendar, kitchen calendar or family planner, pick your starting month and fill every page with your favorite pictures.',
      'Choose from compact desk sizes to large 11.7 x 16.5 in wall calendars, square or panoramic, spiral-bound or with a wooden hanger. For even more memories, try a [photo book](/configurator-photobook/).',
    ],
    ideas: {
      items: [
        {
          headline: 'Wall calendars',
          text: 'Big, vibrant and the centerpiece of any room.',
        },
        {
          headline: 'Birthday calendars',
          text: 'Never forget a birthday again: perpetual, with no year printed.',
        },
        {
          headline: 'Photo books',
          text: 'For all the photos that won’t fit in a calendar.',
        },
      ],
    },
    tips: {
      text: [
        {
          list: [
            'Pick photos that match the season – snow in January, the beach in August.',
            'Landscape photos look best on a landscape calendar.',
            'Add birthdays and anniversaries right into the calendar grid.',
          ],
        },
        'By the way: a photo calendar is one of the most popular holiday gifts for grandparents. Find a card to go with it among our [holiday cards](@christmas).',
      ],
    },
    info: {
      text: [
        'Your calendar doesn’t have to start in January: just choose the starting month and year – perfect as a birthday gift or for the new school year.',
      ],
    },
    photoCaption: 'A wall calendar with your photos – a new favorite moment every month.',
  },
  about: {
    seo: {
      description: 'We are Carta & Co.: paper lovers, designers and printers. Learn how and where your personalized cards and calendars are made.',
    },
    intro: [
      'Carta & Co. started with a simple idea: personalized cards should be as easy to create as sharing a photo – and still feel like something truly special.',
      'Today, hundreds of thousands of people design their **wedding invitations, birth announcements and holiday cards** with us every year. Our team of designers, printers and customer care specialists makes sure every card arrives just the way you pictured it.',
    ],
    info: {
      text: [
        'We use FSC®-certified papers, print with renewable energy and ship without plastic.',
      ],
    },
  },
  serviceFaq: [
    {
      headline: 'Are envelopes included?',
      text: [
        'You can add matching envelopes in dozens of colors to any card. The designer automatically suggests the right envelope size for your card format.',
      ],
    },
    {
      headline: 'Can I order a sample first?',
      text: [
        'Yes. Just choose “Sample” as the quantity in the designer and we’ll send you a single card of your design, so you can check the paper and colors.',
      ],
    },
  ],
  photobooks: {
    seo: {
      description: 'Create a photo book or wedding guest book with your own photos: digital print, real photo paper or booklet, with a hardcover or softcover.',
    },
    intro: [
      'A photo book tells your story page by page: the wedding, baby’s first year, the big trip. Pick one of our templates or **design every spread exactly the way you want**.',
    ],
    photoCaption: 'A guest book in the design of the invitation – the sweetest keepsake of the big day.',
    info: {
      headline: 'Delivered in 5–7 business days',
    },
  },
  collages: {
    seo: {
      description: 'Your favorite photos in one collage: as a poster, on canvas or framed. Templates for 2 to 50 pictures – a great gift for a wedding or baptism.',
    },
    teaser: {
      headline: 'Lots of memories, one picture',
      subline: 'Combine your favorite photos into a collage – as a poster, on canvas or framed.',
    },
    intro: [
      'A photo collage is the perfect gift for couples, parents and grandparents. Choose a layout for **2 to 50 photos**, drop in your pictures and adjust the colors and spacing.',
    ],
    section: {
      text: [
        {
          list: [
            'Baby’s first year in twelve monthly pictures',
            'The best wedding photos as a thank-you for the wedding party',
            'A year in review for the whole family',
          ],
        },
      ],
    },
    info: {
      text: [
        'The designer shows for every photo whether its resolution works for the size you picked.',
      ],
    },
  },
  photoPrints: {
    seo: {
      description: 'Photo prints in matte or glossy, from 4x4 in to 12x8 in – in a photo box if you like. Perfect for guest books, albums and thank-you cards.',
    },
    teaser: {
      subline: 'Matte or glossy, in six sizes – in a photo box if you like.',
    },
    intro: [
      'For the guest book, the album or tucked into a thank-you card: our prints are exposed on **real photo paper** and arrive safely packed.',
    ],
    section: {
      headline: 'Matte or glossy?',
      text: [
        'Glossy prints show bold colors and deep shadows. Matte prints resist fingerprints – ideal for a [photo book](@photobooks).',
      ],
    },
    photoCaption: 'Prints in a photo box: safely stored and lovely to give.',
    info: {
      text: [
        'Order **100 prints** or more and you automatically save 10%. The discount comes off in your cart.',
      ],
    },
  },
  photoFrames: {
    name: 'Picture frames',
    seo: {
      title: 'Custom picture frames with your photo | Carta & Co.',
      description: 'Your wedding or family photo printed and framed: wood, aluminum or plastic frames from 4x6 in to 20x28 in. A gift that stays on the wall.',
    },
    teaser: {
      headline: 'Your favorite photo, ready to hang',
    },
    h1: 'Frame your favorite photo',
    intro: [
      'Some photos deserve better than a drawer: the two of you outside the chapel, the first hours with your baby, the whole family over the holidays. We print your picture and ship it **framed and ready to hang** – all you need is a nail.',
      'Choose a frame in **wood, aluminum or plastic** and a size from 4x6 in to 20x28 in. Can’t find your size? Just enter your own measurements.',
    ],
    section: {
      text: [
        'The photo from your [wedding invitation](@wedding) or [birth announcement](@birth) looks just as lovely on the wall. A framed print also makes a thoughtful thank-you for your wedding party, godparents and grandparents.',
        {
          list: [
            '**Wood:** warm and classic, fits almost any room',
            '**Aluminum:** slim and modern, with a subtle sheen',
            '**Plastic:** lightweight and the most affordable',
          ],
        },
      ],
    },
    photoCaption: 'Many frames, one story: a gallery wall of your favorite photos.',
    info: {
      text: [
        'Lay the frames out on the floor first and leave **2 to 3 inches** between pictures. The wall looks calm even when the sizes differ.',
      ],
    },
  },
  photobox: {
    teaser: {
      subline: 'Your favorite photos as prints, packed in a linen box with your picture on the lid.',
    },
    intro: [
      'Phone photos quickly vanish into the cloud. A photo box turns them back into pictures you can hold, pass around and give away – like the best wedding shots as a thank-you to your parents.',
      'You upload your photos, we print them on **real photo paper** and place them in a linen-covered box. You design the lid with your favorite picture and a personal message.',
    ],
    section: {
      text: [
        {
          list: [
            '**Small box:** up to 40 prints at 5x3.5 in or 6x4 in, or 30 prints at 7x5 in',
            '**Large box:** up to 150 prints at 6x4 in, 120 at 7x5 in or 50 at 12x8 in',
          ],
        },
        'The price covers the box and every print that fits inside. For single prints without a box, see our [photo prints](@photoPrints).',
      ],
    },
  },
  wallArt: {
    seo: {
      description: 'Your photo as wall art: on canvas in a floater frame, as a framed print with a mat or on acrylic. Sizes from 8x8 in to 60x40 in.',
    },
    teaser: {
      subline: 'The wedding, the family, your favorite place – big on canvas, made for the living room.',
    },
    intro: [
      'A large picture changes a room: over the couch, in the hallway or in the bedroom, it brings back a special moment every day. We print your photo on **canvas** and set it in a slim floater frame – ready to hang.',
      'Prefer a framed print or acrylic? Switch the material in the price calculator with one click and see the price right away.',
    ],
    section: {
      headline: 'Which material is right for you?',
      text: [
        {
          list: [
            '**Canvas:** matte surface without glare, warm and almost painterly',
            '**Framed print:** with a mat, ideal for black-and-white photos',
            '**Acrylic:** vivid colors and real depth, perfect for landscapes',
          ],
        },
        'Lots of photos, one picture? Then a [photo collage](@collages) is just the thing.',
      ],
    },
    photoCaption: 'A wide panorama over the couch: wall art as the heart of the living room.',
    info: {
      text: [
        'As a rule of thumb, a picture over a couch should be about **two thirds as wide** as the couch itself. The designer also tells you whether your photo’s resolution is high enough for the size.',
      ],
    },
  },
  cardsOverview: {
    seo: {
      description: 'Wedding invitations, birth announcements, holiday cards, photo calendars and photo books: everything from Carta & Co. at a glance, with prices.',
    },
    intro: [
      'From wedding invitations to holiday greetings: here you will find every occasion and product with its starting price. **You can order any card as a sample first.**',
    ],
    items: {
      wedding: {
      },
      birth: {
      },
      christmas: {
        title: 'Holiday cards',
      },
      calendars: {
        text: 'Twelve months of your favorite photos.',
      },
      photobooks: {
      },
      allDesigns: {
      },
    },
    info: {
      text: [
        'We will mail you a printed sample of your design first, shipping included; you will see its price in the designer.',
      ],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Folded card on matte paper',
      text: [
        'Our most popular wedding invitation: four pages on heavyweight natural cardstock, with gold foil if you like.',
      ],
    },
    calendar: {
      headline: 'Large landscape wall calendar',
      text: [
        'Big enough for your landscape photos, with spiral binding and a hanger – starting in any month you like.',
      ],
    },
    photobook: {
      headline: 'Landscape digital photo book',
      text: [
        'The size for wedding and travel albums: room for big photos, with a hardcover and PUR binding.',
      ],
    },
    voucher: {
      text: [
        'Enter the code in your cart – good on all cards; your cart shows the minimum order value.',
      ],
      minimumOrderValue: 40,
    },
  },
  error: {
    seo: {
      description: 'Sorry, this page doesn’t exist. Discover our wedding, baby and holiday cards or our photo calendars instead.',
    },
    text: [
      'Maybe there’s a typo in the address, or the page has moved. No worries: you’ll find everything on our [home page](@home), and 60 designs are waiting in our [design gallery](@products).',
    ],
  },
  products: {
    seo: {
      description: 'Browse every design for weddings, babies, birthdays, the holidays and sympathy – and filter by occasion, color and format.',
    },
    text: [
      'Find the right design for your occasion: filter by **occasion, color, format and finish**, then open your favorite right in the designer. Every design can be personalized with your own photos and wording.',
    ],
  },
  themes: {
    seo: {
      description: 'From weddings to the holidays: our themed collections bring together cards, calendars and guest books that go perfectly together.',
    },
    text: [
      'In each collection we’ve gathered cards, invitations and accessories that match perfectly – so everything from the first invitation to the last thank-you card shares **one coordinated style**.',
    ],
  },
  newsletterConfirm: {
    seo: {
      title: 'Confirm Your Newsletter Subscription | Carta & Co.',
    },
    headline: 'Almost done!',
    text: [
      'Please confirm your newsletter subscription by clicking the button below. Only then will we start sending you inspiration, new designs and exclusive offers.',
      'Didn’t sign up? Just ignore this page – without your confirmation, you won’t get any emails from us.',
    ],
  },
  header: {
    cart: 'Cart',
  },
  navigation: {
    wedding: 'Wedding',
    birth: 'Baby',
    christmas: 'Holiday cards',
    photoFrames: 'Picture frames',
  },
  footer: {
    newsletter: {
      ctaText: 'Subscribe',
      newsletterText: 'Get inspiration, new collections and exclusive coupons. You can unsubscribe anytime with one click.',
    },
    serviceFaq: 'FAQ',
    seoText: [
      '**Personalized cards online at Carta & Co.:** whether [wedding cards](@wedding), [birth announcements](@birth) or [holiday cards](@christmas) – create personal cards with your own photos and words, right in your browser.',
      'Besides cards for every occasion, you’ll find guest books, memorial books, [photo calendars](@calendars) and photo books. We print everything on high-quality paper and ship it quickly and safely to your door.',
    ],
    serviceText: 'Here for you Mon–Fri, 8 a.m.–6 p.m. ET',
  },
});
