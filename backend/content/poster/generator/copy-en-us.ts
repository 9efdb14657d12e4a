import type { PosterCopy } from './poster-copy.ts';

// American English: color/personalize spelling, dollar prices, sizes in inches.
export const enUs: PosterCopy = {
  locale: 'en-us',
  slugs: {
    canvas: 'canvas-prints',
    acrylic: 'acrylic-prints',
    framed: 'framed-prints',
    photoPrints: 'photo-prints',
    about: 'about-us',
  },
  alts: {
    posterHero: 'Large ocean poster above a light credenza with a vase',
    poster: 'City skyline poster hanging from wooden poster hangers on a white wall',
    canvas: 'Canvas print of a mountain lake at dusk, seen slightly from the side',
    acrylic: 'Ocean view behind glossy acrylic with a light reflection and wall standoffs',
    framed: 'Botanical print in a black wood frame with a white mat, on a credenza',
    photoPrints: 'Photo prints with white borders of vacations, family and nature, scattered on a wooden table',
    collage: 'Canvas collage of nine family and vacation photos in a grid',
    wallpaper: 'Forest lake photo wallpaper covering an entire wall, with an armchair and lamp in front',
    aluminium: 'Alpine panorama on a thin brushed aluminum panel floating off the wall',
    livingRoom: 'Gray couch beneath a wide mountain panorama canvas, with a plant beside it',
    galleryWall: 'Gallery wall of nine frames in mixed sizes on a sage green wall',
    photobox: 'Open linen photo box with a stack of prints, the lid leaning beside it',
  },
  header: {
    logoAlt: 'Posterly – go to the homepage',
    magazine: 'Magazine',
    service: 'Help',
    account: 'My account',
    cart: 'Cart',
    cartPath: '/cart',
    serviceHotline: '+1 (800) 555-0142',
  },
  navigation: {
    wallArt: 'Wall art',
    canvas: 'Canvas',
    acrylic: 'Acrylic & metal',
    framed: 'Framed prints',
    photoPrints: 'Photo prints',
    collages: 'Collages',
    about: 'About us',
  },
  footer: {
    newsletter: {
      headline: 'Inspiration for your walls',
      inputPlaceholder: 'Your email address',
      ctaText: 'Subscribe',
      newsletterText:
        'New designs, decorating ideas and exclusive coupons, about twice a month. Unsubscribe anytime with one click.',
    },
    boxTitles: { wallArt: 'Wall art', photoProducts: 'Photo products', company: 'Posterly' },
    linkTexts: {
      allDesigns: 'All designs',
      collage: 'Photo collage',
      photobox: 'Photo box',
      photoFrame: 'Picture frames',
      service: 'Customer service',
      account: 'Your account',
      magazine: 'Magazine',
    },
    seoText: [
      'At Posterly, your favorite photos become **gallery-quality wall art**: as a poster, a [canvas print](page:canvas), an acrylic or metal print, or a [framed print](page:framed). Every piece is printed individually in our own facility, with fade-resistant inks on materials we’ve tested ourselves.',
      'Looking for something classic? Order [photo prints](page:photoPrints) on real photo paper, or browse [more than 5,000 designs](/products) by independent artists.',
    ],
    serviceText: 'Here to help Monday through Friday, 9am to 5pm ET',
    copyright: '© 2026 Posterly Inc.',
  },
  home: {
    name: 'Home',
    seo: {
      title: 'Personalized Posters, Canvas Prints & Wall Art | Posterly',
      description:
        'Turn your photos into posters, canvas prints, acrylic prints and framed art. Gallery quality, shipped to your door in 5–7 business days.',
    },
    hero: {
      headline: 'Your photos. Your walls. Your art.',
      subline: 'Posters, canvas and acrylic prints in gallery quality, shipped nationwide in 5–7 business days.',
      ctaText: 'Start creating',
    },
    usps: [
      'Ships in 5–7 business days',
      'Rated 4.8 stars in over 40,000 reviews',
      'Carbon-neutral printing on FSC® paper',
      '100-day happiness guarantee',
    ],
    intro: {
      headline: 'Wall art that tells your story',
      text: [
        'A vacation photo, a family portrait or a favorite design from our collection: at Posterly it becomes a piece you’ll love for years. Pick a material and size, upload your photo and instantly see how it looks on your wall. **Every image is checked by hand before printing.**',
        'Not sure which material is right? Our classic is the [canvas print](page:canvas): warm, matte and glare-free.',
      ],
    },
    familiesHeadline: 'Find your material',
    families: {
      canvas: { headline: 'Canvas', text: 'Gallery-wrapped and ready to hang, starting at $21.95.' },
      acrylic: { headline: 'Acrylic & metal', text: 'Brilliant color and real depth, starting at $32.95.' },
      framed: { headline: 'Framed prints', text: 'In a wood or aluminum frame, with an optional mat, starting at $27.95.' },
      photoPrints: { headline: 'Photo prints', text: 'Real photo paper in matte or glossy, starting at 12¢ a print.' },
    },
    photoCaption: 'Several pieces, one style: mix sizes like 8x10 in and 16x20 in for a gallery wall that’s all yours.',
    reco: {
      headline: 'Customer favorites',
      items: {
        poster: { title: 'Photo posters', label: 'Bestseller' },
        aluminium: { title: 'Metal prints' },
        wallpaper: { title: 'Photo wallpaper', label: 'New' },
        collage: { title: 'Photo collages' },
        photobox: { title: 'Photo boxes' },
        galleryWall: { title: 'Gallery walls', label: 'Tip' },
      },
    },
    info: {
      headline: 'Fast shipping',
      text: [
        'Orders placed **by noon ET on a business day** usually ship within two business days. You’ll find all shipping options in our [customer service center](/service).',
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
        title: 'Custom Canvas Prints from $21.95 | Posterly',
        description:
          'Your photo on canvas: gallery-wrapped over a wood frame, ready to hang, in 50+ sizes. Personalize your canvas today and get it in 5–7 business days.',
      },
      hero: {
        headline: 'Custom canvas prints of your photos',
        subline: 'Hand-stretched over FSC® wood frames and ready to hang.',
        ctaText: 'Personalize your canvas',
        cta: '/products',
      },
      intro: {
        headline: 'Your photo on canvas',
        text: [
          'Canvas brings warmth to any room: its fine texture and matte surface give photos a painterly look, with no glare. We print your image with fade-resistant pigment inks on **premium cotton-poly canvas** and stretch it by hand over a wood frame.',
        ],
      },
      sections: [
        {
          headline: 'Frame depth and edges',
          text: [
            'Choose between two frame depths:',
            {
              list: [
                '**1 inch**: slim and light, great for smaller sizes',
                '**1.5 inch**: a bold gallery look for large formats',
              ],
            },
            'For the edges you have three options: wrap the image around the sides, mirror it, or choose a solid color.',
          ],
        },
        {
          headline: 'Sizes from 8x8 in to 60x40 in',
          text: [
            'From a small square for a bookshelf to a panorama above the couch: choose from more than 50 standard sizes, like **8x10 in, 16x20 in or 24x36 in**, or enter a custom size. Our tip: one large piece often looks calmer than lots of small ones.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Image quality tip',
        text: [
          'For a sharp print, your photo should reach at least **150 dpi** at the size you pick. Don’t worry: the designer shows you right away if the resolution is high enough.',
        ],
      },
      photoCaption: 'A large canvas above the couch: a classic for any living room.',
      recoHeadline: 'Explore more materials',
    },
    acrylic: {
      name: 'Acrylic & metal prints',
      seo: {
        title: 'Custom Acrylic & Metal Prints | Posterly',
        description:
          'Your photo behind acrylic or printed on aluminum: brilliant color, striking depth and hidden hanging hardware. Create gallery-quality wall art today.',
      },
      hero: {
        headline: 'Gallery-quality acrylic prints',
        subline: 'Luminous color and a depth you can see.',
        ctaText: 'Create an acrylic print',
        cta: '/products',
      },
      intro: {
        headline: 'Your photo behind acrylic',
        text: [
          'Behind acrylic, photos really come to life: colors look richer, blacks look deeper and the image takes on an almost three-dimensional depth. We use **crystal-clear acrylic, about 1/5 inch thick**, also available in museum quality with a non-glare finish.',
        ],
      },
      sections: [
        {
          headline: 'Direct print or fine art mounting',
          text: [
            'With **direct print**, your image is printed straight onto the back of the acrylic: durable and a great value. With the **fine art option**, we mount a real photographic print behind the acrylic for the finest detail and an especially wide color range.',
          ],
        },
        {
          headline: 'Prefer matte? Metal prints',
          text: [
            'Our metal prints use a lightweight composite panel with an aluminum core. They look modern and have a matte, glare-free finish. In the brushed version, the metal shimmers through the lighter areas of the image, perfect for architecture and black and white photography.',
          ],
        },
        {
          headline: 'Hanging without visible hardware',
          text: [
            'Every panel can come with a hidden aluminum rail on the back, so the piece seems to float about 3/4 inch off the wall. Or we drill four holes in the corners for mounting with standoffs.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Add a floater frame',
        text: [
          'In a wood or aluminum floater frame, your acrylic print looks like a museum piece. Just add the frame in the designer.',
        ],
      },
      photoCaption: 'Brushed metal print: matte, lightweight and seemingly floating off the wall.',
      recoHeadline: 'Explore more materials',
    },
    framed: {
      name: 'Framed prints',
      seo: {
        title: 'Custom Framed Prints & Framed Posters | Posterly',
        description:
          'Your photo as a poster in a wood or aluminum frame, with a mat and museum-quality acrylic glazing. Shipped framed and ready to hang.',
      },
      hero: {
        headline: 'Framed prints, ready to hang',
        subline: 'Your photo in the frame of your choice, framed by hand in our studio.',
        ctaText: 'Choose a frame',
        cta: '/configurator-photo-frame/',
      },
      intro: {
        headline: 'The right frame for every photo',
        text: [
          'A frame turns a poster into art. We print your photo on luster premium photo paper, **fit it into the frame by hand** and ship it ready to hang, safely packed in a box that goes right into the recycling bin.',
        ],
      },
      sections: [
        {
          headline: 'Wood, aluminum or polystyrene',
          text: [
            {
              list: [
                '**Wood frames** in solid pine or oak: natural, or painted white or black',
                '**Aluminum frames**: slim and timeless in black, silver, gold or copper',
                '**Polystyrene frames**: light and affordable, great for kids’ rooms and gallery walls',
              ],
            },
          ],
        },
        {
          headline: 'Mats and glazing',
          text: [
            'A mat in white, cream or black adds space between the photo and the frame and draws the eye to your image. Your print is protected by shatterproof acrylic glazing, optionally **non-glare in museum quality**.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Gallery wall ideas',
        text: [
          'Combine three to nine frames in the same color but in different sizes, for example 8x10 in and 11x14 in. Lay them out on the floor first: it’s the fastest way to find your favorite arrangement.',
        ],
      },
      photoCaption: 'A gallery wall of framed posters tells many stories at once.',
      recoHeadline: 'Explore more materials',
    },
    photoPrints: {
      name: 'Photo prints',
      seo: {
        title: 'Order Photo Prints Online from 12¢ | Posterly',
        description:
          'Print your photos on real photo paper: matte, glossy or Hahnemühle fine art, from 4x6 in to 8x12 in. Fast shipping, optionally in a photo box.',
      },
      hero: {
        headline: 'Photo prints on real photo paper',
        subline: 'Your best moments to hold in your hands, starting at 12¢ a print.',
        ctaText: 'Upload photos',
        cta: '/products',
      },
      intro: {
        headline: 'Photo prints like the good old days, only faster',
        text: [
          'On your phone, the best pictures get lost fast. As prints, they get the spot they deserve: in an album, on the fridge or as a gift. We print your photos on **real photographic paper** for natural skin tones and colors that last for decades.',
        ],
      },
      sections: [
        {
          headline: 'Sizes and papers',
          text: [
            'Choose from the classic sizes **4x6 in, 5x7 in and 8x12 in**, or square 4x4 in prints. Three papers to match:',
            {
              list: [
                'Glossy: vivid colors and brilliant contrast',
                'Matte: elegant and fingerprint-resistant',
                'Hahnemühle fine art: museum paper for your most special shots',
              ],
            },
          ],
        },
        {
          headline: 'Beautifully packed in a photo box',
          text: [
            'If you like, we’ll ship your prints in a sturdy photo box with a personalized lid: a gift they’ll remember. You can [design your photo box](/configurator-photobox/) in the same step.',
          ],
        },
      ],
      tip: {
        type: 'success',
        headline: 'Volume discount',
        text: [
          'Order **100 prints or more** and automatically save 10%, or 20% on 250 prints or more. The discount is applied in your cart.',
        ],
      },
      photoCaption: 'Your prints, safely stored in a linen-covered photo box.',
      recoHeadline: 'Turn your photos into wall art',
    },
    about: {
      name: 'About us',
      seo: {
        title: 'About Us: The People Behind Your Prints | Posterly',
        description:
          'We’ve been turning photos into wall art since 2009, with 180 people, our own print facility and renewable energy. Meet the team behind Posterly.',
      },
      hero: {
        headline: 'We love pictures on walls',
        subline: 'Printing since 2009: piece by piece, with care and renewable energy.',
        ctaText: 'Our products',
        cta: '/products',
      },
      intro: {
        headline: 'From a garage to a print studio',
        text: [
          'It all started in 2009 with a used large-format printer in a garage in Cologne, Germany. Today **about 180 people** work at Posterly, in printing, framing, customer service and development. What hasn’t changed is our standard: we’d gladly hang every piece that leaves our facility on our own walls.',
        ],
      },
      sections: [
        {
          headline: 'Everything under one roof',
          text: [
            'We print, stretch, frame and pack everything in our own facility. That way we keep an eye on every step and can ship quickly.',
          ],
        },
        {
          headline: 'Taking care of tomorrow',
          text: [
            'Our machines run on 100% renewable electricity, our papers are FSC® certified and our packaging is made from recycled cardboard. We offset the unavoidable emissions from shipping through certified climate projects.',
          ],
        },
      ],
      tip: {
        type: 'info',
        headline: 'Questions? We’re here to help',
        text: [
          'Our customer service team is available Monday through Friday, 9am to 5pm ET, by phone, email or chat. You’ll find every way to reach us in our [customer service center](/service).',
        ],
      },
      photoCaption: 'Every gallery wall starts with a test print.',
      recoHeadline: 'Our products',
    },
  },
  error: {
    name: 'Error page',
    seo: {
      title: 'Page not found | Posterly',
      description: 'Sorry, this page doesn’t exist anymore. Head back to the homepage or check out our most popular wall art.',
    },
    headline: 'Oops, nothing’s hanging here',
    text: [
      'The page you’re looking for doesn’t exist anymore, or something went wrong on our end. One of these links will get you back on track:',
      { list: ['[Go to the homepage](/)', '[Browse all designs](/products)', '[Contact customer service](/service)'] },
    ],
    recoHeadline: 'Or get inspired',
  },
  products: {
    name: 'Designs',
    seo: {
      title: 'Posters & Wall Art: 5,000+ Designs | Posterly',
      description:
        'Discover more than 5,000 designs by independent artists, available as posters, canvas prints, acrylic prints or framed art.',
    },
    headline: 'Designs for your walls',
    text: [
      'Landscapes, typography, botanicals or abstract art: browse more than 5,000 designs, then pick the **material and size** that fit your room, from 8x10 in to 24x36 in. Every design is also available as a [canvas print](page:canvas).',
    ],
  },
  themes: {
    name: 'Themes',
    seo: {
      title: 'Themes: Wall Art by Style & Occasion | Posterly',
      description:
        'From Scandinavian to vintage: our themes bring together designs for every room and every occasion. Get inspired for your next gallery wall.',
    },
    headline: 'Themes',
    text: [
      'We’ve put together designs that look great side by side, **perfect for a gallery wall** with a cohesive look. Our tip: combine two or three sizes and use the same [frame](page:framed) for every piece.',
    ],
  },
  newsletterConfirm: {
    name: 'Confirm newsletter',
    seo: {
      title: 'Confirm your newsletter subscription | Posterly',
      description: 'Just one more click: confirm your subscription to the Posterly newsletter.',
    },
    headline: 'Almost done!',
    text: [
      'Please confirm your subscription by clicking the button below. Only then will we send you **new designs, decorating ideas and exclusive coupons**.',
      'Didn’t subscribe? Just ignore this page: without your confirmation, we won’t email you.',
    ],
  },
};
