import type { PosterCopy } from './copy-types.ts';

export const enGb: PosterCopy = {
  locale: 'en-gb',
  slugs: {
    canvas: 'canvas-prints',
    acrylic: 'acrylic-glass',
    framed: 'framed-prints',
    photoPrints: 'photo-prints',
    about: 'about-us',
    photoFrames: 'photo-frames',
    collages: 'photo-collages',
    photobox: 'photo-box',
    photobooks: 'photo-books',
    wallArt: 'wall-art',
    calendars: 'photo-calendars',
    cards: 'photo-cards',
  },
  header: {
    logoAlt: 'Posterly – back to the home page',
    magazine: 'Magazine',
    service: 'Help',
    account: 'My account',
    cart: 'Basket',
  },
  navigation: {
    wallArt: 'Wall art',
    canvas: 'Canvas',
    acrylic: 'Acrylic & aluminium',
    framed: 'Framed prints',
    photoPrints: 'Photo prints',
    collages: 'Collages',
    about: 'About us',
    photoFrames: 'Photo frames',
    photobooks: 'Photo books',
    photobox: 'Photo box',
  },
  footer: {
    newsletter: {
      headline: 'Inspiration for your walls',
      inputPlaceholder: 'Your email address',
      ctaText: 'Sign up',
      newsletterText:
        'New designs, styling ideas and exclusive discount codes, about twice a month. You can unsubscribe at any time with a single click.',
    },
    boxTitles: { wallArt: 'Wall art', photoProducts: 'Photo products', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'All designs',
      collage: 'Photo collage',
      photobox: 'Photo box',
      photoFrame: 'Photo frames',
      calendars: 'Photo calendars',
      cards: 'Photo cards',
      service: 'Customer service',
      account: 'Your account',
      magazine: 'Magazine',
    },
    seoText: [
      'At Posterly, your favourite photos become **gallery-quality wall art**: as a poster, a [canvas print](@canvas), acrylic glass, aluminium dibond or a [framed print](@framed). Every picture is printed individually in our own workshop in Cologne, with fade-resistant inks on materials we have tested ourselves.',
      'Prefer something classic? Order [photo prints](@photoPrints) on genuine photo paper, or browse [60 designs](/products) by independent artists.',
    ],
    serviceText: 'Here for you Monday to Friday, 8am to 6pm',
    copyright: '© 2026 Posterly GmbH',
  },
  home: {
    name: 'Home',
    seo: {
      title: 'Personalised Posters, Canvas Prints & Wall Art | Posterly',
      description:
        'Turn your photos into posters, canvas prints, acrylic glass and framed prints. Gallery quality, delivered to your door in 3–4 working days.',
    },
    hero: {
      headline: 'Your photos. Your walls. Your art.',
      subline: 'Posters, canvas and acrylic glass in gallery quality, delivered across the UK in 3–4 working days.',
      ctaText: 'Start designing',
    },
    draftHero: {
      headline: 'New: gallery-quality acrylic glass',
      subline: 'Brilliant colour behind 5 mm acrylic glass, now 15% off for the launch.',
      ctaText: 'Discover acrylic glass',
    },
    usps: [
      'UK delivery in 3–4 working days',
      'Rated {reviews:rating} stars in {reviews:count} reviews',
      'Carbon-neutral printing on FSC® paper',
      '100-day satisfaction guarantee',
    ],
    intro: {
      headline: 'Wall art that tells your story',
      text: [
        'A holiday snap, a family portrait or a favourite design from our collection: at Posterly it becomes a picture you’ll love for years. Choose a material and size, upload your photo and see straight away how it will look on your wall. **Every image is checked by hand before it goes to print.**',
        'Not sure which material to choose? Our classic is the [canvas print](@canvas): warm, matt and free of reflections.',
      ],
    },
    familiesHeadline: 'Find your material',
    families: {
      canvas: { headline: 'Canvas', text: 'Stretched over a wooden frame and ready to hang, from {price:canvas}.' },
      acrylic: { headline: 'Acrylic & aluminium', text: 'Brilliant colour and real depth, from {price:acrylic}.' },
      framed: { headline: 'Framed prints', text: 'In a wooden or aluminium frame, with an optional mount, from {price:framed}.' },
      photoPrints: { headline: 'Photo prints', text: 'Genuine photo paper in matt or gloss, from 8p per print.' },
    },
    photoCaption: 'Several pictures, one style: mix sizes to create a gallery wall that’s all yours.',
    reco: {
      headline: 'Customer favourites',
      items: {
        poster: { title: 'Photo posters', label: 'Bestseller' },
        aluminium: { title: 'Aluminium dibond' },
        wallpaper: { title: 'Photo wallpaper', label: 'New' },
        collage: { title: 'Photo collages' },
        photobox: { title: 'Photo boxes' },
        galleryWall: { title: 'Gallery walls', label: 'Tip' },
      },
    },
    info: {
      headline: 'Fast delivery',
      text: [
        'Orders placed **by 12 noon on a working day** usually leave our workshop the next working day. You’ll find every delivery option in our [customer service area](@service).',
      ],
    },
    video: {
      title: 'How to hang your wall art',
      caption: 'Step by step: the right height, the right tools and tips for planning a gallery wall.',
    },
  },
  pages: {
    canvas: {
      name: 'Canvas prints',
      seo: {
        title: 'Personalised Canvas Prints from {price:canvas} | Posterly',
        description:
          'Your photo on canvas: stretched over a wooden frame, ready to hang, in more than 50 sizes. Personalise your canvas now and receive it in 3–4 working days.',
      },
      hero: {
        headline: 'Canvas prints of your photos',
        subline: 'Hand-stretched over FSC® timber frames and ready to hang.',
        ctaText: 'Design your canvas',
        cta: '@canvas#calculator',
      },
      intro: {
        headline: 'Your photo on canvas',
        text: [
          'Canvas brings warmth to any room: its fine texture and matt surface give photos a painterly feel, with no glare. We print your picture with fade-resistant pigment inks on **premium cotton-polyester canvas** and stretch it by hand over a wooden frame.',
        ],
      },
      sections: [
        {
          headline: 'Frame depth and edges',
          text: [
            'Choose between two frame depths:',
            {
              list: [
                '**2.5 cm**: slim and light, ideal for smaller sizes',
                '**3.8 cm**: a bolder, gallery-style look for large formats',
              ],
            },
            'For the edges you have three options: wrap the image around the sides, mirror it, or pick a solid colour of your choice.',
          ],
        },
        {
          headline: 'Sizes from 20 x 20 to 150 x 100 cm',
          text: [
            'From a small square for a shelf to a panorama above the sofa: choose from more than 50 standard sizes or enter your own to the centimetre. Our tip: one large picture often looks calmer than lots of small ones.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Image quality tip',
        text: [
          'For a sharp print, your photo should reach at least **150 dpi** at the size you choose. Don’t worry: the designer tells you straight away whether the resolution is high enough.',
        ],
      },
      photoCaption: 'A large canvas above the sofa: the classic for any living room.',
      recoHeadline: 'Explore more materials',
    },
    acrylic: {
      name: 'Acrylic glass & aluminium',
      seo: {
        title: 'Photos on Acrylic Glass & Aluminium | Posterly',
        description:
          'Your photo behind acrylic glass or on aluminium dibond: brilliant colour, striking depth and hidden hanging. Create gallery-quality wall art today.',
      },
      hero: {
        headline: 'Gallery-quality acrylic glass',
        subline: 'Luminous colour and a depth you can see.',
        ctaText: 'Design on acrylic',
        cta: '@acrylic#calculator',
      },
      intro: {
        headline: 'Your photo behind acrylic glass',
        text: [
          'Behind acrylic glass, photos really come alive: colours look richer, blacks look deeper and the picture takes on an almost three-dimensional depth. We use **5 mm crystal-clear acrylic glass**, also available in museum quality with an anti-reflective finish.',
        ],
      },
      sections: [
        {
          headline: 'Direct print or fine art mounting',
          text: [
            'With **direct print**, your image is printed straight onto the back of the acrylic: durable and great value. With the **fine art option**, we mount a genuine photographic print behind the glass for the finest detail and an especially wide colour range.',
          ],
        },
        {
          headline: 'Prefer matt? Aluminium dibond',
          text: [
            'Aluminium dibond is a lightweight composite panel with an aluminium core. It looks modern and has a matt, reflection-free finish. In the brushed version, the metal shimmers through the lighter parts of the image, perfect for architecture and black and white photography.',
          ],
        },
        {
          headline: 'Hanging without visible hooks',
          text: [
            'Every panel can come with a hidden aluminium rail on the back, so the picture appears to float about 2 cm in front of the wall. Alternatively, we drill four holes in the corners for mounting with stand-off fixings.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Add a float frame',
        text: [
          'In a wooden or aluminium float frame, your acrylic print looks like a piece in a museum. Simply add the frame in the designer.',
        ],
      },
      photoCaption: 'Brushed aluminium dibond: matt, light and seemingly floating in front of the wall.',
      recoHeadline: 'Explore more materials',
    },
    framed: {
      name: 'Framed prints',
      seo: {
        title: 'Framed Prints & Framed Posters | Posterly',
        description:
          'Your photo as a poster in a wooden or aluminium frame, with a mount and museum-quality acrylic glazing. Delivered framed and ready to hang.',
      },
      hero: {
        headline: 'Framed prints, ready to hang',
        subline: 'Your photo in the frame of your choice, framed by hand in our workshop.',
        ctaText: 'Choose a frame',
        cta: '@framed#calculator',
      },
      intro: {
        headline: 'The right frame for every picture',
        text: [
          'A frame turns a poster into a picture. We print your photo on satin premium photo paper, **fit it into the frame by hand** and deliver it ready to hang, safely packed in a box that goes straight into the recycling.',
        ],
      },
      sections: [
        {
          headline: 'Wood, aluminium or plastic',
          text: [
            {
              list: [
                '**Wooden frames** in solid pine or oak: natural, or painted white or black',
                '**Aluminium frames**: slim and timeless in black, silver, gold or copper',
                '**Plastic frames**: light and affordable, ideal for children’s rooms and gallery walls',
              ],
            },
          ],
        },
        {
          headline: 'Mounts and glazing',
          text: [
            'A mount in white, cream or black creates space between picture and frame and draws the eye to your photo. Your print is protected by shatterproof acrylic glazing, optionally **anti-reflective in museum quality**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Gallery wall ideas',
        text: [
          'Combine three to nine frames in the same colour but in different sizes. Lay them out on the floor first: it’s the quickest way to find the arrangement you like best.',
        ],
      },
      photoCaption: 'A gallery wall of framed posters tells many stories at once.',
      recoHeadline: 'Explore more materials',
    },
    photoPrints: {
      name: 'Photo prints',
      seo: {
        title: 'Order Photo Prints Online from 8p | Posterly',
        description:
          'Print your photos on genuine photo paper: matt, gloss or Hahnemühle fine art, from 6x4 to 12x8 inches. Fast delivery, optionally in a photo box.',
      },
      hero: {
        headline: 'Photo prints on genuine photo paper',
        subline: 'Your best moments to hold in your hands, from 8p per print.',
        ctaText: 'Upload photos',
        cta: '@photoPrints#calculator',
      },
      intro: {
        headline: 'Photo prints like the old days, only faster',
        text: [
          'On a phone, the best pictures quickly get lost. As prints, they get the place they deserve: in an album, on a pinboard or as a gift. We print your photos on **genuine photographic paper** for natural skin tones and colours that last for decades.',
        ],
      },
      sections: [
        {
          headline: 'Sizes and papers',
          text: [
            'Choose from the classic sizes **7x5, 6x4 and 12x8 inches** (13 x 18, 10 x 15 and 20 x 30 cm) or square prints at 10 x 10 cm. Three papers to match:',
            {
              list: [
                'Gloss: vivid colours and brilliant contrast',
                'Matt: elegant and resistant to fingerprints',
                'Hahnemühle fine art: museum paper for very special shots',
              ],
            },
          ],
        },
        {
          headline: 'Beautifully packed in a photo box',
          text: [
            'If you like, we’ll deliver your prints in a sturdy photo box with a personalised lid: a gift that will be remembered. You can [design your photo box](/configurator-photobox/) in the same step.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Bulk discount',
        text: [
          'Order **100 prints or more** and you automatically save 10%, or 20% from 250 prints. The discount is applied in your basket.',
        ],
      },
      photoCaption: 'Your prints, safely kept in a linen-covered photo box.',
      recoHeadline: 'Turn your photos into wall art',
    },
    about: {
      name: 'About us',
      seo: {
        title: 'About Us: Your Photo Print Workshop | Posterly',
        description:
          'We have been turning photos into wall art since 2009, with 180 people, our own workshop in Cologne and green electricity. Meet the team behind Posterly.',
      },
      hero: {
        headline: 'We love pictures on walls',
        subline: 'Printing in Cologne since 2009: picture by picture, with care and green electricity.',
        ctaText: 'Our products',
        cta: '/products',
      },
      intro: {
        headline: 'From a garage to a photo print workshop',
        text: [
          'It all began in 2009 with a second-hand large-format printer in a garage in Cologne. Today **around 180 people** work at Posterly, in printing, framing, customer service and development. What hasn’t changed is our standard: we would happily hang every picture that leaves our workshop on our own walls.',
        ],
      },
      sections: [
        {
          headline: 'Everything under one roof',
          text: [
            'We print, stretch, frame and pack everything in our own workshop. That way we keep an eye on every step and can deliver quickly, usually within a few working days.',
          ],
        },
        {
          headline: 'Looking after tomorrow',
          text: [
            'Our machines run on 100% green electricity, our papers are FSC® certified and our packaging is made from recycled cardboard. We offset the unavoidable emissions from delivery through certified climate projects.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Questions? We’re here to help',
        text: [
          'Our customer service team is available Monday to Friday from 8am to 6pm, by phone, email or chat. You’ll find every way to reach us in our [customer service area](@service).',
        ],
      },
      photoCaption: 'Every gallery wall starts with a test print.',
      recoHeadline: 'Our products',
    },
    photoFrames: {
      name: 'Photo frames',
      seo: {
        title: 'Photo frames with your picture, ready framed | Posterly',
        description:
          'Your photo in a wooden, aluminium or plastic frame, with a mount if you like. From 13 x 18 to 40 x 50 cm, ready to stand or hang.',
      },
      hero: {
        headline: 'Photo frames with your favourite picture',
        subline: 'We print, frame and pack it – all you need is a nail.',
        ctaText: 'Design your frame',
        cta: '@photoFrames#calculator',
      },
      intro: {
        headline: 'Photos that deserve a frame',
        text: [
          'A frame turns a snapshot into a keepsake. Choose the size and frame, upload your photo – we print it on **satin photo paper** and fit it into the frame by hand.',
        ],
      },
      sections: [
        {
          headline: 'Three frames for every style',
          text: [
            {
              list: [
                '**Wood** – warm and natural, in black, white or oak',
                '**Aluminium** – slim and modern, in black, silver or gold',
                '**Plastic** – light and affordable, ideal for children’s rooms',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Our tip: add a mount',
        text: ['A white mount makes even small photos look grand. Add it in the designer with a single click.'],
      },
      photoCaption: 'Framed family photos in different sizes, brought together on one wall.',
      recoHeadline: 'More ideas for your walls',
    },
    collages: {
      name: 'Photo collages',
      seo: {
        title: 'Photo collages on canvas or as a poster | Posterly',
        description:
          'Many photos, one picture: design your photo collage on canvas, as a poster or framed. Ready-made layouts for 2 to 50 photos, in any size.',
      },
      hero: {
        headline: 'Photo collages: many moments, one picture',
        subline: 'Pick a layout, drop in your photos and your wall art is ready.',
        ctaText: 'Design your collage',
        cta: '@collages#calculator',
      },
      intro: {
        headline: 'Your story at a glance',
        text: [
          'A holiday, a year, a whole family: a photo collage says more than a single picture. Our layouts arrange **2 to 50 photos** in harmony – on canvas, as a poster or framed.',
        ],
      },
      sections: [
        {
          headline: 'How your collage comes together',
          text: [
            {
              list: [
                'Choose a layout and size',
                'Upload your photos and drag them into place',
                'Adjust the background colour and spacing',
              ],
            },
            'The designer shows you a full-size preview at every step.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'A perfect present',
        text: ['For an anniversary, a birthday or the grandparents: a collage of shared memories always goes down well.'],
      },
      photoCaption: 'A large collage above the sofa gathers the best moments of a year.',
      recoHeadline: 'Discover more materials',
    },
    photobox: {
      name: 'Photo box',
      seo: {
        title: 'Photo box filled with your prints | Posterly',
        description:
          'Up to 100 photo prints in a linen-covered box with your own photo on the lid. A personal gift full of memories to hold in your hands.',
      },
      hero: {
        headline: 'A photo box for your memories',
        subline: 'Your prints in a linen-covered box, with your photo on the lid.',
        ctaText: 'Fill your photo box',
        cta: '@photobox#calculator',
      },
      intro: {
        headline: 'Photos to give and to keep',
        text: [
          'The photo box is the album for people who love to leaf through prints: depending on size it holds **up to 100 prints**, keeps them dust-free and looks lovely on a shelf. You choose the lid photo.',
        ],
      },
      sections: [
        {
          headline: 'Two sizes',
          text: [
            'The **photo box** holds prints up to 13 x 18 cm, the **photo box MAX** larger sizes up to 20 x 30 cm. Both come with gloss or matt [photo prints](@photoPrints).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Good to know',
        text: ['The box arrives filled with your prints – from {price:photobox}.'],
      },
      photoCaption: 'Prints and box arrive together, ready to give.',
      recoHeadline: 'Turn photos into wall art',
    },
    photobooks: {
      name: 'Photo books',
      seo: {
        title: 'Create a photo book: real photo or digital | Posterly',
        description:
          'Your photo book on real photo paper with lay-flat binding, digitally printed or as a booklet. From 24 to 200 pages, hardback or softback.',
      },
      hero: {
        headline: 'A photo book as unique as your story',
        subline: 'Real photo paper, digital print or booklet – with templates or completely your own way.',
        ctaText: 'Design your photo book',
        cta: '@photobooks#calculator',
      },
      intro: {
        headline: 'Memories to leaf through',
        text: [
          'A photo book keeps holidays, weddings and a baby’s first year forever. You choose the size, paper and cover, our templates help with the layout – and **we check every page before printing**.',
        ],
      },
      sections: [
        {
          headline: 'Three kinds of photo book',
          text: [
            {
              list: [
                '**Real photo paper** – exposed on genuine photo paper, with lay-flat binding for panoramas across the spread',
                '**Digital print** – on matt or gloss paper, with PUR perfect binding',
                '**Booklet** – light and affordable, staple bound',
              ],
            },
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'More pages, lower price',
        text: ['The more pages, the less each one costs. Your price updates in the designer straight away.'],
      },
      photoCaption: 'In the real photo book, panoramas lie flat across both pages without a fold.',
      recoHeadline: 'Do even more with your photos',
    },
    wallArt: {
      name: 'Wall art',
      seo: {
        title: 'Wall art with your photo: every material | Posterly',
        description:
          'Canvas, acrylic glass, aluminium, framed prints or collages: all our wall art at a glance, with prices and tips for choosing the right material.',
      },
      hero: {
        headline: 'All our wall art at a glance',
        subline: 'From posters to acrylic glass: find the material that suits your photo and your room.',
        ctaText: 'Browse designs',
        cta: '/products',
      },
      intro: {
        headline: 'Which wall art suits you?',
        text: [
          'Every material has its own character: canvas feels warm, acrylic glass brilliant, a frame classic. Here you can see all our wall art with its starting price – **one click takes you to the details and the price calculator**.',
        ],
      },
      sections: [
        {
          headline: 'The rule of thumb for large rooms',
          text: [
            'Above a sofa or sideboard, a picture should take up about two thirds of the furniture’s width. Tall rooms suit portrait formats, long walls panoramas or a [photo collage](@collages).',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Not sure which material?',
        text: ['Our customer service team is happy to advise – just send us a photo of your wall via [customer service](@service).'],
      },
      photoCaption: 'A wide canvas sets the tone in the living room.',
      recoHeadline: 'Our most popular materials',
    },
    calendars: {
      name: 'Photo calendars',
      seo: {
        title: 'Personalised Photo Calendars | Posterly',
        description:
          'Wall and desk calendars with your favourite photos: A3, A4 or square, starting in any month you like. Printed in Cologne, with you in 3–4 working days.',
      },
      hero: {
        headline: 'Photo calendars: your year in pictures',
        subline: 'Twelve favourite photos, one calendar – as a large wall calendar or a compact desk calendar.',
        ctaText: 'Create your calendar',
        cta: '/configurator-calendar/',
      },
      intro: {
        headline: 'A calendar made from your own photos',
        text: [
          'A photo calendar is wall art that changes every month: the beach in July, a snowy walk in January, a child’s birthday party in May. We print your photos on **heavy 250 gsm matt art paper**, bind the pages with a metal spiral and add a hanger.',
          'Choose the format and the starting month, upload your photos and add birthdays right in the designer – they are printed straight into the calendar grid.',
        ],
      },
      sections: [
        {
          headline: 'Wall calendar or desk calendar?',
          text: [
            {
              list: [
                '**Wall calendar** – A3 or A4, portrait or landscape, or square at 30 x 30 cm: large enough for your photos to look like posters',
                '**Desk calendar** – A5 or A6 landscape, square or as a slim panorama, spiral-bound, on a wooden block or in a wooden stand',
              ],
            },
          ],
        },
        {
          headline: 'A gift that lasts twelve months',
          text: [
            'At Christmas, a photo calendar is one of the most popular gifts for grandparents and godparents. Order **by mid-December** so it arrives in time. Does your favourite shot of the year deserve more space? Order it as a [photo print](@photoPrints) or a large [canvas print](@canvas) too.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tip: portrait photos for portrait pages',
        text: [
          'Portrait photos look their best in the A3 portrait wall calendar. For landscape shots, simply choose the landscape version – you can switch the format in the designer with one click.',
        ],
      },
      photoCaption: 'Twelve favourite photos – one for every month.',
      recoHeadline: 'Your photos on the wall, too',
    },
    cards: {
      name: 'Photo cards',
      seo: {
        title: 'Personalised Photo Cards & Greeting Cards | Posterly',
        description:
          'Folded cards and postcards with your own photos: for birthdays, thank-yous or just because. With matching envelopes, with you in 3–4 working days.',
      },
      hero: {
        headline: 'Photo cards from the heart',
        subline: 'Greeting cards with your favourite photo – the little gift to go with a big print.',
        ctaText: 'Create your card',
        cta: '/configurator-card/',
      },
      intro: {
        headline: 'Greeting cards with your own photos',
        text: [
          'A picture says more than a thousand words – and a few personal lines say even more. Create **folded cards and postcards** with your photos: for a birthday, as a thank-you, as a holiday greeting or to go with a print.',
          'We print on **heavy 300 gsm matt paper** that feels lovely in the hand and is easy to write on with any pen.',
        ],
      },
      sections: [
        {
          headline: 'Folded card or postcard?',
          text: [
            {
              list: [
                '**Folded card** – A6, your photo on the front, room for personal words and more pictures inside',
                '**Postcard** – also A6, your photo on the front, space for a message and an address on the back',
              ],
            },
          ],
        },
        {
          headline: 'The perfect card to go with a print',
          text: [
            'Giving a [framed print](@framed) or a [canvas](@canvas)? Add a card with the same photo and turn your wall art into a gift with a personal message. Choose **envelopes in six colours**, inlay sheets and satin ribbons right alongside.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Tip: read your message aloud',
        text: [
          'The designer shows the front and the inside of your card at full size. Read your message aloud once before you order – it is the easiest way to catch typos.',
        ],
      },
      photoCaption: 'Envelopes in six colours – from classic white to kraft paper.',
      recoHeadline: 'Turn your photos into wall art',
    },
  },
  productBlocks: {
    calculatorHeadlines: {
      canvas: 'Your canvas at the best price',
      acrylic: 'Your acrylic print at the best price',
      framed: 'Your framed print at the best price',
      photoFrames: 'Choose your size and frame',
      collages: 'Your collage at the best price',
      photoPrints: 'Choose a size, upload your photos',
      photobox: 'Choose your box and print size',
      photobooks: 'Your photo book at the best price',
    },
    collageDetail: {
      headline: 'Collage on canvas',
      text: ['Our most popular collage: up to 50 photos on one canvas, stretched by hand over a 2 cm stretcher frame.'],
    },
    photobookDetail: {
      headline: 'Real photo book, A4 landscape',
      text: ['Exposed on genuine photo paper with lay-flat binding: your panoramas run across the spread without a fold.'],
    },
    wallCalendarDetail: {
      headline: 'A3 portrait wall calendar',
      text: [
        'Our large wall calendar: 13 pages including the cover, spiral binding and a hanger – plenty of room for your best photos and every appointment.',
      ],
    },
    deskCalendarDetail: {
      headline: 'A5 landscape desk calendar',
      text: [
        'The little companion for your desk or kitchen: spiral-bound with a stand, or as loose pages on a wooden block or in a wooden stand.',
      ],
    },
    cardDetail: {
      headline: 'A6 folded card, landscape, matt',
      text: [
        'Our most popular photo card: your photo on the front, room for personal words inside – on matt paper that is easy to write on.',
      ],
    },
    cardAccessoryHeadline: 'Envelopes and extras for your folded card',
    postcard: { headline: 'A6 postcard, matt', text: 'Your photo on the front, room for a message and an address on the back – ideal as a holiday greeting or an invitation.' },
    frameHeadline: 'Frames for your poster',
    formatsAndPricesHeadline: 'Sizes and prices for framed posters',
    overview: {
      headline: 'Our wall art',
      items: {
        canvas: { title: 'Canvas', text: 'Matt, warm and ready to hang.' },
        acrylic: { title: 'Acrylic & aluminium', text: 'Brilliant colours with real depth.' },
        framed: { title: 'Framed prints', text: 'In a wooden or aluminium frame, with a mount if you like.' },
        photoFrames: { title: 'Photo frames', text: 'Your photo in a frame to stand or hang.' },
        collages: { title: 'Photo collages', text: 'Many photos, one picture.' },
        poster: { title: 'Posters', text: '60 designs or your own photo.' },
      },
    },
    themesHeadline: 'Popular designs for your wall',
    voucher: {
      code: 'WALLLOVE10',
      headline: '10% off your first piece of wall art',
      text: ['Enter the code in your basket – valid for every material and size.'],
      minimumOrderValue: 25,
    },
  },
  error: {
    name: 'Error page',
    seo: {
      title: 'Page not found | Posterly',
      description: 'Sorry, this page doesn’t exist (any more). Head back to the home page or discover our most popular wall art.',
    },
    headline: 'Oops, nothing’s hanging here',
    text: [
      'The page you were looking for doesn’t exist (any more), or something went wrong on our side. One of these links will get you back on track:',
      { list: ['[Back to the home page](/)', '[Browse all designs](/products)', '[Contact customer service](@service)'] },
    ],
    recoHeadline: 'Or find some inspiration',
  },
  products: {
    name: 'Designs',
    seo: {
      title: 'Posters & Wall Art: 60 Designs | Posterly',
      description:
        'Discover 60 designs by independent artists, available as posters, canvas prints, acrylic glass or framed prints.',
    },
    headline: 'Designs for your walls',
    text: [
      'Landscapes, typography, botanicals or abstract art: browse 60 designs, then choose the **material and size** that suit your room. Every design is also available as a [canvas print](@canvas).',
    ],
  },
  themes: {
    name: 'Themes',
    seo: {
      title: 'Themes: Wall Art by Style & Occasion | Posterly',
      description:
        'From Scandi to vintage: our themes bring together designs that suit every room and every occasion. Get inspired for your next gallery wall.',
    },
    headline: 'Themes',
    text: [
      'We’ve gathered designs that work beautifully together, **perfect for a gallery wall** with a consistent look. Our tip: combine two or three sizes and use the same [frame](@framed) for every picture.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirm newsletter',
    seo: {
      title: 'Confirm your newsletter subscription | Posterly',
      description: 'Just one more click: confirm your subscription to the Posterly newsletter.',
    },
    headline: 'Almost there!',
    text: [
      'Please confirm your subscription by clicking the button below. Only then will we send you **new designs, styling ideas and exclusive discount codes**.',
      'Didn’t sign up? Then simply ignore this page: without your confirmation, we won’t send you any emails.',
    ],
  },
};
