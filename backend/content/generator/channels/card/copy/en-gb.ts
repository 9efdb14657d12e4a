import type { CardCopy } from './copy-types.ts';

export const enGb: CardCopy = {
  locale: 'en-gb',
  slugs: {
    wedding: 'wedding-cards',
    birth: 'birth-announcements',
    christmas: 'christmas-cards',
    calendars: 'photo-calendars',
    about: 'about-us',
    photobooks: 'photo-books',
    collages: 'photo-collages',
    photoPrints: 'photo-prints',
    photoFrames: 'photo-frames',
    photobox: 'photo-box',
    wallArt: 'wall-art',
    cardsOverview: 'cards',
  },
  usps: [
    { icon: 'truck', text: 'Dispatched within 2–3 working days' },
    { icon: 'star', text: 'Gold, silver and rose gold foil finishes' },
    { icon: 'leaf', text: 'FSC®-certified paper' },
    { icon: 'heart', text: 'Order a single sample card first' },
  ],
  home: {
    name: 'Home',
    seo: {
      title: 'Personalised Cards & Invitations | Carta & Co.',
      description:
        'Design personalised wedding invitations, birth announcements, Christmas cards and photo calendars – printed on premium paper and delivered fast.',
    },
    teaser: {
      headline: 'Cards that come from the heart',
      subline: 'Create invitations, thank-you cards and greetings with your own photos – printed on beautiful paper.',
      ctaText: 'Explore designs',
    },
    draftTeaser: {
      headline: 'New: Christmas cards 2027',
      subline: 'More than 200 new designs with gold foil, embossing and your favourite photos of the year.',
      ctaText: 'See Christmas cards',
    },
    occasions: {
      headline: 'Cards for every big moment',
      wedding: { headline: 'Weddings', text: 'Save the dates, invitations, menus and thank-you cards in one style.' },
      birth: { headline: 'New baby', text: 'Introduce your little one with a card people will want to keep.' },
      christmas: { headline: 'Christmas', text: 'Festive greetings for family, friends and business contacts.' },
      calendars: { headline: 'Photo calendars', text: 'Twelve months of memories – for the wall or the desk.' },
    },
    reco: {
      headline: 'Customer favourites',
      birthday: 'Birthday cards',
      guestbooks: 'Guest and condolence books',
      photobooks: 'Photo books',
      envelopes: 'Coloured envelopes',
      christmas: 'Christmas cards',
      calendars: 'Photo calendars',
      labelBestseller: 'Bestseller',
      labelNew: 'New',
    },
    intro: {
      headline: 'Personal cards, lovingly printed',
      text: [
        'At Carta & Co., your photos and words become a card nobody wants to throw away. Choose from 60 designs, change colours, fonts and wording, and watch every change appear instantly in the preview.',
        'We print on **heavyweight premium paper** in our own print shop – with gold, silver or rose gold foil if you like. Planning a wedding? Have a look at our [wedding cards](@wedding).',
      ],
    },
    photoCaption: 'Matching envelopes in lots of colours make a lovely first impression.',
    info: {
      headline: 'Feel it before you order',
      text: [
        'Not sure about the paper or finish? Order a single sample of your design and take your time deciding. Find out more from our [customer service](@service) team.',
      ],
    },
    video: {
      title: 'How your card is made',
      caption: 'From design to doormat: a look inside our print shop.',
    },
  },
  wedding: {
    name: 'Wedding cards',
    seo: {
      title: 'Wedding Invitations & Cards | Carta & Co.',
      description:
        'Design wedding invitations, save the dates and thank-you cards with your own photos. Premium paper, gold foil and matching envelopes.',
    },
    teaser: {
      headline: 'Wedding cards as unique as your love story',
      subline: 'From save the date to thank you – all in one design.',
      ctaText: 'Start designing',
    },
    h1: 'Personalise your wedding cards',
    intro: [
      'A wedding begins long before the vows – with the first card your guests hold in their hands. With our **wedding cards** you can design save the dates, invitations, menus, place cards and thank-you cards in one consistent style.',
      'Upload your favourite photos, choose your paper and format, then add details like gold foil or raised varnish. You’ll find every design in our [design gallery](@products).',
    ],
    ideas: {
      headline: 'Everything for your big day',
      items: [
        { headline: 'Save the date cards', text: 'So everyone keeps the day free – ideally up to a year ahead.' },
        { headline: 'Invitations with envelopes', text: 'Invitation cards with matching envelopes in many colours and sizes.' },
        { headline: 'Guest books', text: 'A guest book in the style of your stationery collects wishes and memories.' },
      ],
    },
    tips: {
      headline: 'When to send what',
      text: [
        {
          list: [
            '**Save the date:** six to twelve months before the wedding',
            '**Invitation:** around three months before, asking guests to RSVP six weeks before the day',
            '**Thank-you card:** within two months of the celebration – ideally with a photo from the day',
          ],
        },
        'Tip: order a few more cards than you have guests – for the best man, your photographer and your own keepsake box.',
      ],
    },
    info: {
      headline: 'Print check included',
      text: [
        'Before printing, we check every wedding order for image resolution and margins. If anything looks wrong, we’ll get in touch before a single card is printed.',
      ],
    },
    photoCaption: 'A guest book that matches your invitation keeps every good wish safe.',
  },
  birth: {
    name: 'Birth announcements',
    seo: {
      title: 'Birth Announcement Cards with Photos | Carta & Co.',
      description:
        'Design birth announcement cards with your baby’s photo, name, weight and date of birth. Also perfect as christening thank-you cards.',
    },
    teaser: {
      headline: 'Hello world! Welcome, little one',
      subline: 'Introduce your baby with a card family and friends will treasure.',
      ctaText: 'Design your announcement',
    },
    h1: 'Personalised birth announcements',
    intro: [
      'The first photos, the name, the birth weight: a **birth announcement** shares your happiness with everyone celebrating with you. Pick a design, add your favourite pictures and adjust colours and wording in just a few minutes.',
      'Short on sleep and even shorter on time? Your design is saved automatically, so you can pick it up again whenever you like in [your account](@account).',
    ],
    ideas: {
      headline: 'Welcoming your little one',
      items: [
        { headline: 'Birth announcements', text: 'Classic, playful or simple – with one photo or several.' },
        { headline: 'Christening thank-you cards', text: 'Say thank you for gifts and good wishes in the same style.' },
        { headline: 'Baby photo book', text: 'Capture the first year in a photo book, page by page.' },
      ],
    },
    tips: {
      headline: 'What to put on a birth announcement',
      text: [
        'Alongside a lovely photo, most people enjoy a few key details:',
        {
          list: [
            'your baby’s first name and surname',
            'date, time and place of birth',
            'length and weight',
            'a short message from the proud parents and siblings',
          ],
        },
        'Tip: photos with a calm background look especially good on cards, as they leave room for text.',
      ],
    },
    info: {
      headline: 'Carbon-neutral delivery',
      text: [
        'We send every birth announcement carbon-neutrally and in plastic-free packaging – keeping your little one’s world a bit greener.',
      ],
    },
    photoCaption: 'Baby’s first year in a photo book – a gift for the whole family.',
  },
  christmas: {
    name: 'Christmas cards',
    seo: {
      title: 'Personalised Christmas Cards with Photos | Carta & Co.',
      description:
        'Design Christmas cards for family, friends and clients – with your own photos, gold foil and matching envelopes. Order in good time.',
    },
    teaser: {
      headline: 'Merry Christmas, said personally',
      subline: 'Festive cards with your photos – for family, friends and business.',
      ctaText: 'See Christmas designs',
    },
    h1: 'Personalise your Christmas cards',
    intro: [
      'A handwritten line on a personal card says more than any text message. With our **Christmas cards** you can send your greetings with the best photos of the year – to grandparents, friends around the world or your clients.',
      'For businesses we offer corporate designs with space for your logo and tiered pricing from 100 cards. Browse all [Christmas designs](@products).',
    ],
    ideas: {
      headline: 'Christmas greetings for everyone',
      items: [
        { headline: 'Family Christmas cards', text: 'Family photo, year in review or a wintry illustration – it’s your choice.' },
        { headline: 'Business Christmas cards', text: 'Thank clients and colleagues with your company logo and signature.' },
        { headline: 'A photo calendar as a gift', text: 'The classic under the tree: twelve months full of memories.' },
      ],
    },
    tips: {
      headline: 'Plan ahead',
      text: [
        'Most cards are posted in the first half of December. If you order **by mid-November**, you’ll have plenty of time to sign every card at your leisure.',
        {
          list: [
            'put your address list together early',
            'choose a photo that still works when printed small',
            'order a few spare cards',
          ],
        },
      ],
    },
    info: {
      headline: 'Last order date for Christmas',
      text: [
        'To make sure your cards arrive before the big day, please order by **15 December**. We keep printing after that, but can no longer guarantee delivery before Christmas Eve.',
      ],
    },
    photoCaption: 'A personal line turns every Christmas card into a one-off.',
  },
  calendars: {
    name: 'Photo calendars',
    seo: {
      title: 'Personalised Photo Calendars | Carta & Co.',
      description:
        'Design photo calendars with your own pictures: wall calendars, desk calendars and family planners in many sizes. Start with any month.',
    },
    teaser: {
      headline: 'Your year in pictures',
      subline: 'Wall calendars, desk calendars and family planners with your favourite photos.',
      ctaText: 'Design your calendar',
    },
    h1: 'Personalise your photo calendar',
    intro: [
      'A **photo calendar** keeps you and your loved ones company all year long. Choose a wall calendar, desk calendar, kitchen calendar or family planner, pick your starting month and fill every page with your favourite pictures.',
      'Sizes from A6 to A3, square or panoramic, wire-bound or with a wooden hanger – there’s a calendar for every wall. For even more memories, try a [photo book](/configurator-photobook/).',
    ],
    ideas: {
      headline: 'The right calendar for everyone',
      items: [
        { headline: 'Wall calendars', text: 'Large, vivid and the centrepiece of any room – from A4 to A3.' },
        { headline: 'Birthday calendars', text: 'Never forget a birthday again: perpetual, with no year printed.' },
        { headline: 'Photo books', text: 'For all the photos that won’t fit into a calendar.' },
      ],
    },
    tips: {
      headline: 'Tips for a great photo calendar',
      text: [
        {
          list: [
            'Choose pictures that suit the season – snow in January, the beach in August.',
            'Landscape photos look best on a landscape calendar.',
            'Add birthdays and anniversaries straight into the calendar grid.',
          ],
        },
        'By the way: a photo calendar is one of the most popular Christmas presents for grandparents. Find a card to go with it among our [Christmas cards](@christmas).',
      ],
    },
    info: {
      headline: 'Start with any month',
      text: [
        'Your calendar doesn’t have to begin in January: simply choose the starting month and year – ideal as a birthday present or for the new school year.',
      ],
    },
    photoCaption: 'A wall calendar with your photos – a new favourite moment every month.',
  },
  about: {
    name: 'About us',
    seo: {
      title: 'About Us – the Card Makers at Carta & Co.',
      description:
        'We are Carta & Co.: paper lovers, designers and printers. Find out how and where your personalised cards and calendars are made.',
    },
    teaser: {
      headline: 'We love paper',
      subline: 'And cards that bring people together.',
      ctaText: 'Our designs',
    },
    h1: 'About Carta & Co.',
    intro: [
      'Carta & Co. started with a simple idea: personalised cards should be as easy to create as sending a photo – and still feel like something truly special.',
      'Today, hundreds of thousands of people design their **wedding invitations, birth announcements and Christmas cards** with us every year. Our team of designers, printers and customer advisers makes sure every card arrives just as you imagined it.',
    ],
    values: {
      headline: 'What matters to us',
      text: [
        {
          list: [
            '**Quality:** we print in our own print shop on heavyweight paper from responsibly managed forests.',
            '**Design:** our designs are created in our own studio and together with independent illustrators.',
            '**Service:** if you have any questions, our [customer service](@service) team is happy to help.',
          ],
        },
      ],
    },
    photoCaption: 'Every order is checked by hand and carefully packed.',
    info: {
      headline: 'Printed sustainably',
      text: ['We use FSC®-certified papers, print with renewable electricity and send everything without plastic.'],
    },
  },
  /** Card questions the shared service page lists after its own: envelopes and sample cards. */
  serviceFaq: [
    {
      headline: 'Are envelopes included?',
      text: [
        'You can add matching envelopes in lots of colours to any card. **C6** or **B6** suits most invitations; for long cards, choose DL.',
      ],
    },
    {
      headline: 'Can I order a sample first?',
      text: [
        'Yes. Simply choose ‘Sample’ as the quantity in the designer and we’ll send you a single card of your design, so you can check the paper and colours.',
      ],
    },
  ],
  photobooks: {
    name: 'Photo books',
    seo: {
      title: 'Design your photo book or guest book | Carta & Co.',
      description:
        'Create a photo book or wedding guest book with your own photos: digital print, real photo paper or booklet, with a hardback or softback cover.',
    },
    teaser: {
      headline: 'Photo books you will love to hold',
      subline: 'From wedding albums to guest books – designed with your photos and printed on fine paper.',
      ctaText: 'Design your photo book',
    },
    h1: 'Design a photo book or guest book',
    intro: [
      'A photo book tells your story page by page: the wedding, baby’s first year, the big trip. Pick one of our templates or **design every spread exactly as you like**.',
    ],
    calculatorHeadline: 'Choose your size and finish',
    section: {
      headline: 'Matching your cards',
      text: [
        'Many of our [wedding invitations](@wedding) also come as a guest book in the same design, so your invitation, place cards and guest book share one look.',
      ],
    },
    photoCaption: 'A guest book in the design of the invitation – the loveliest keepsake of the big day.',
    info: {
      headline: 'Delivered in 5–7 working days',
      text: ['We bind every photo book individually. If it is a gift for a set date, please allow a week.'],
    },
  },
  collages: {
    name: 'Photo collages',
    seo: {
      title: 'Photo collages as a poster or on canvas | Carta & Co.',
      description:
        'Your favourite photos in one collage: as a poster, on canvas or framed. Templates for 2 to 50 pictures – a lovely gift for a wedding or christening.',
    },
    teaser: {
      headline: 'Many memories, one picture',
      subline: 'Combine your favourite photos into a collage – as a poster, on canvas or framed.',
      ctaText: 'Design your collage',
    },
    h1: 'Design a photo collage',
    intro: [
      'A photo collage is the perfect present for couples, parents and grandparents. Choose a layout for **2 to 50 photos**, drop in your pictures and adjust the colours and spacing.',
    ],
    calculatorHeadline: 'Your collage at the best price',
    section: {
      headline: 'Ideas for your collage',
      text: [
        {
          list: [
            'Baby’s first year in twelve monthly pictures',
            'The best wedding photos as a thank-you for the best man and bridesmaids',
            'A year in review for the whole family',
          ],
        },
      ],
    },
    photoCaption: 'Nine photos, one frame: a collage tells the whole story.',
    info: {
      headline: 'A tip on resolution',
      text: ['The designer shows for every photo whether its resolution is enough for the chosen size.'],
    },
  },
  photoPrints: {
    name: 'Photo prints',
    seo: {
      title: 'Order photo prints online | Carta & Co.',
      description:
        'Photo prints in matt or gloss, from 10 x 10 to 30 x 20 cm – in a photo box if you like. Perfect for guest books, albums and thank-you cards.',
    },
    teaser: {
      headline: 'Photo prints on real photo paper',
      subline: 'Matt or gloss, in six sizes – in a photo box if you like.',
      ctaText: 'Upload photos',
    },
    h1: 'Order photo prints',
    intro: [
      'For the guest book, the album or tucked into a thank-you card: our prints are exposed on **real photo paper** and reach you safely packed.',
    ],
    calculatorHeadline: 'Choose a size, upload your photos',
    section: {
      headline: 'Matt or gloss?',
      text: [
        'Gloss prints show strong colours and deep shadows. Matt prints resist fingerprints – ideal for sticking into a [photo book](@photobooks).',
      ],
    },
    photoCaption: 'Prints in a photo box: safely kept and lovely to give.',
    info: {
      headline: 'Volume discount',
      text: ['From **100 prints** you automatically save 10%. The discount is taken off in your basket.'],
    },
  },
  photoFrames: {
    name: 'Photo frames',
    seo: {
      title: 'Photo frames with your own picture | Carta & Co.',
      description:
        'Your wedding or family photo printed and framed: wood, aluminium or plastic frames from 10 x 15 to 50 x 70 cm. A gift that stays on the wall.',
    },
    teaser: {
      headline: 'Your favourite photo, ready framed',
      subline: 'From the wedding photo to the first baby picture – printed, framed and ready for the wall.',
      ctaText: 'Design your frame',
    },
    h1: 'Frame your favourite photo',
    intro: [
      'Some photos deserve better than a drawer: the two of you outside the church, the first hours with your baby, the whole family at Christmas. We print your picture and send it **ready framed** – all you need is a nail.',
      'Choose a frame in **wood, aluminium or plastic** and a size from 10 x 15 to 50 x 70 cm. Can’t find your size? Simply enter your own measurements.',
    ],
    calculatorHeadline: 'Choose your frame and size',
    section: {
      headline: 'Made to match your cards',
      text: [
        'The photo from your [wedding invitation](@wedding) or [birth announcement](@birth) looks just as lovely on the wall. A framed print also makes a thoughtful thank-you for best men, godparents and grandparents.',
        {
          list: [
            '**Wood:** warm and classic, suits almost any room',
            '**Aluminium:** slim and modern, with a subtle sheen',
            '**Plastic:** light and the most affordable',
          ],
        },
      ],
    },
    photoCaption: 'Many frames, one story: a gallery wall of your favourite photos.',
    info: {
      headline: 'Tip for your gallery wall',
      text: [
        'Lay the frames out on the floor first and leave **5 to 8 cm** between pictures. The wall looks calm even when the sizes differ.',
      ],
    },
  },
  photobox: {
    name: 'Photo box',
    seo: {
      title: 'Photo box with your own prints | Carta & Co.',
      description:
        'Your photos as prints in a linen-covered box with your own lid design: up to 40 prints in the small box, up to 150 in the large one. A gift to hold.',
    },
    teaser: {
      headline: 'A box full of memories',
      subline: 'Your favourite photos as prints, packed in a linen box with your picture on the lid.',
      ctaText: 'Design your photo box',
    },
    h1: 'Design a photo box with prints',
    intro: [
      'Phone photos quickly vanish into the cloud. A photo box turns them back into pictures you can hold, pass around and give away – the best wedding shots as a thank-you to your parents, for example.',
      'You upload your photos, we print them on **real photo paper** and place them in a linen-covered box. You design the lid with your favourite picture and a personal message.',
    ],
    calculatorHeadline: 'Choose your box and print size',
    section: {
      headline: 'Two sizes',
      text: [
        {
          list: [
            '**Small box:** up to 40 prints at 13 x 9 or 15 x 10 cm, or 30 prints at 18 x 13 cm',
            '**Large box:** up to 150 prints at 15 x 10 cm, 120 at 18 x 13 cm or 50 at 30 x 20 cm',
          ],
        },
        'The price covers the box and every print that fits inside. For single prints without a box, see our [photo prints](@photoPrints).',
      ],
    },
    photoCaption: 'Prints for albums and cards are available on their own, too.',
    info: {
      headline: 'A gift with a card',
      text: [
        'Add a matching [card](@cardsOverview) to the box: with a photo from the box on the front, it becomes a little gift set.',
      ],
    },
  },
  wallArt: {
    name: 'Wall art',
    seo: {
      title: 'Wall art from your photos: canvas & more | Carta & Co.',
      description:
        'Your photo as wall art: on canvas in a floating frame, as a framed print with a mount or behind acrylic glass. Sizes from 20 x 20 to 150 x 100 cm.',
    },
    teaser: {
      headline: 'Your photo as wall art',
      subline: 'The wedding, the family, your favourite place – large on canvas, made for the living room.',
      ctaText: 'Design your wall art',
    },
    h1: 'Wall art from your photos',
    intro: [
      'A large picture changes a room: above the sofa, in the hallway or in the bedroom, it brings back a special moment every day. We print your photo on **canvas** and set it in a slim floating frame – ready to hang.',
      'Prefer a framed print or acrylic glass? Switch the material in the price calculator with one click and see the price straight away.',
    ],
    calculatorHeadline: 'Choose material and size',
    section: {
      headline: 'Which material suits you?',
      text: [
        {
          list: [
            '**Canvas:** matt surface without reflections, warm and almost painterly',
            '**Framed print:** with a mount, ideal for black-and-white photos',
            '**Acrylic glass:** vivid colours and real depth, perfect for landscapes',
          ],
        },
        'Lots of photos, one picture? Then a [photo collage](@collages) is just the thing.',
      ],
    },
    photoCaption: 'A wide panorama above the sofa: wall art as the heart of the living room.',
    info: {
      headline: 'The right size',
      text: [
        'As a rule of thumb, a picture above a sofa should be about **two thirds as wide** as the sofa itself. The designer also tells you whether your photo’s resolution is enough for the size.',
      ],
    },
  },
  cardsOverview: {
    name: 'All cards',
    seo: {
      title: 'Cards for every occasion at a glance | Carta & Co.',
      description:
        'Wedding invitations, birth announcements, Christmas cards, photo calendars and photo books: everything from Carta & Co. at a glance, with prices.',
    },
    teaser: {
      headline: 'All our cards at a glance',
      subline: 'Find the right card for your occasion – and everything that goes with it.',
      ctaText: 'See all designs',
    },
    h1: 'Cards for every occasion',
    intro: [
      'From wedding invitations to Christmas greetings: here you will find every occasion and product with its starting price. **You can order any card as a sample first.**',
    ],
    overviewHeadline: 'Our occasions and products',
    items: {
      wedding: { title: 'Wedding invitations', text: 'Save the date, invitation and thank-you card in one style.' },
      birth: { title: 'Birth announcements', text: 'Introduce the newest family member proudly.' },
      christmas: { title: 'Christmas cards', text: 'Festive greetings, personal or for business.' },
      calendars: { title: 'Photo calendars', text: 'Twelve months of your favourite photos.' },
      photobooks: { title: 'Photo books', text: 'Guest books and albums in your design.' },
      allDesigns: { title: 'All designs', text: '60 designs for every occasion.' },
    },
    themesHeadline: 'Popular card designs',
    info: {
      headline: 'See it before you order',
      text: ['We will post you a printed sample of your design first, including delivery; you will see its price in the designer.'],
    },
  },
  productBlocks: {
    weddingCard: {
      headline: 'Folded A6 card on matt paper',
      text: ['Our most popular wedding invitation: four pages on 350 gsm natural board, with gold foil if you like.'],
    },
    accessoryHeadline: 'Matching envelopes and inserts',
    sampleCard: {
      headline: 'Portrait card on pearlescent paper',
      text: 'Shimmering paper for festive invitations – order a sample card first.',
    },
    calendar: {
      headline: 'A3 landscape wall calendar',
      text: ['Large enough for your landscape photos, with spiral binding and a hanger – starting in any month you like.'],
    },
    photobook: {
      headline: 'A4 landscape digital photo book',
      text: ['The size for wedding and travel albums: room for big photos, with a hardback cover and PUR binding.'],
    },
    voucher: {
      code: 'CARDJOY15',
      headline: '15% off your first card order',
      text: ['Enter the code in your basket – valid on all cards; your basket shows the minimum order value.'],
      minimumOrderValue: 35,
    },
  },
  error: {
    name: 'Page not found',
    seo: {
      title: 'Page not found | Carta & Co.',
      description: 'Sorry, this page doesn’t exist. Discover our wedding, new baby and Christmas cards or our photo calendars instead.',
    },
    headline: 'Oops, we can’t find that page',
    text: [
      'Perhaps there’s a typo in the address, or the page has moved. Don’t worry: you’ll find everything on our [home page](@home), and 60 designs are waiting in our [design gallery](@products).',
    ],
  },
  products: {
    name: 'All designs',
    seo: {
      title: 'Browse All Card Designs | Carta & Co.',
      description:
        'Browse every design for weddings, new babies, birthdays, Christmas and sympathy – and filter by occasion, colour and format.',
    },
    headline: 'All designs',
    text: [
      'Find the right design for your occasion: filter by **occasion, colour, format and finish**, then open your favourite straight in the designer. Every design can be personalised with your own photos and wording.',
    ],
  },
  themes: {
    name: 'Themes',
    seo: {
      title: 'Themed Collections for Every Occasion | Carta & Co.',
      description:
        'From weddings to Christmas: our themed collections bring together cards, calendars and guest books that go perfectly together.',
    },
    headline: 'Our themed collections',
    text: [
      'In each collection we’ve brought together cards, invitations and accessories that match perfectly – so everything from the first invitation to the last thank-you card shares **one consistent style**.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirm newsletter',
    seo: {
      title: 'Confirm Your Newsletter Sign-up | Carta & Co.',
      description: 'Please confirm your subscription to the Carta & Co. newsletter with one click.',
    },
    headline: 'Almost there!',
    text: [
      'Please confirm your newsletter subscription by clicking the button below. Only then will we start sending you inspiration, new designs and exclusive offers.',
      'Didn’t sign up? Simply ignore this page – without your confirmation, you won’t receive any emails from us.',
    ],
  },
  header: {
    logoAlt: 'Carta & Co. – go to the home page',
    magazine: 'Magazine',
    service: 'Help',
    account: 'My account',
    cart: 'Basket',
  },
  navigation: {
    wedding: 'Weddings',
    birth: 'New baby',
    christmas: 'Christmas',
    calendars: 'Photo calendars',
    photobooks: 'Photo books',
    allDesigns: 'All designs',
    about: 'About us',
    collages: 'Photo collages',
    photoPrints: 'Photo prints',
    cardsOverview: 'All cards',
    photoFrames: 'Photo frames',
    photobox: 'Photo box',
    wallArt: 'Wall art',
  },
  footer: {
    newsletter: {
      headline: 'Be the first to see new designs',
      inputPlaceholder: 'Your email address',
      ctaText: 'Sign up',
      newsletterText: 'Get inspiration, new collections and exclusive vouchers. You can unsubscribe at any time with one click.',
    },
    occasionsTitle: 'Occasions & products',
    serviceTitle: 'Help & contact',
    serviceFaq: 'FAQs',
    emailUs: 'Email customer service',
    companyTitle: 'Carta & Co.',
    seoText: [
      '**Personalised cards online at Carta & Co.:** whether [wedding cards](@wedding), [birth announcements](@birth) or [Christmas cards](@christmas) – create personal cards with your own photos and words, right in your browser.',
      'As well as cards for every occasion, you’ll find guest books, condolence books, [photo calendars](@calendars) and photo books. We print everything on high-quality paper and deliver it quickly and safely to your door.',
    ],
    serviceText: 'Here for you Mon–Fri, 8am–6pm',
    copyright: '© 2026 Carta & Co. All rights reserved.',
  },
};
