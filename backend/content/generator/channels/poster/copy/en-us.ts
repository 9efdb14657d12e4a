import { overrideCopy } from '../../../locale-overrides.ts';
import type { PosterCopy } from './copy-types.ts';
import { enGb } from './en-gb.ts';

/** American English: en-gb's copy with American spelling, wording, prices in dollars and sizes in inches. */
export const enUs: PosterCopy = overrideCopy(enGb, {
  locale: 'en-us',
  slugs: {
    acrylic: 'acrylic-prints',
    photoFrames: 'picture-frames',
  },
  header: {
    logoAlt: 'Posterly – go to the homepage',
    cart: 'Cart',
  },
  navigation: {
    acrylic: 'Acrylic & metal',
    photoFrames: 'Picture frames',
  },
  footer: {
    newsletter: {
      ctaText: 'Subscribe',
      newsletterText: 'New designs, decorating ideas and exclusive coupons, about twice a month. Unsubscribe anytime with one click.',
    },
    linkTexts: {
      photoFrame: 'Picture frames',
    },
    seoText: [
      'At Posterly, your favorite photos become **gallery-quality wall art**: as a poster, a [canvas print](@canvas), an acrylic or metal print, or a [framed print](@framed). Every piece is printed individually in our own facility, with fade-resistant inks on materials we’ve tested ourselves.',
      'Looking for something classic? Order [photo prints](@photoPrints) on real photo paper, or browse [60 designs](/products) by independent artists.',
    ],
    serviceText: 'Here to help Monday through Friday, 9am to 5pm ET',
  },
  home: {
    seo: {
      title: 'Personalized Posters, Canvas Prints & Wall Art | Posterly',
      description: 'Turn your photos into posters, canvas prints, acrylic prints and framed art. Gallery quality, shipped to your door in 5–7 business days.',
    },
    hero: {
      subline: 'Posters, canvas and acrylic prints in gallery quality, shipped nationwide in 5–7 business days.',
      ctaText: 'Start creating',
    },
    draftHero: undefined,
    usps: [
      'Ships in 5–7 business days',
      'Rated {reviews:rating} stars in {reviews:count} reviews',
      'Carbon-neutral printing on FSC® paper',
      '100-day happiness guarantee',
    ],
    intro: {
      text: [
        'A vacation photo, a family portrait or a favorite design from our collection: at Posterly it becomes a piece you’ll love for years. Pick a material and size, upload your photo and instantly see how it looks on your wall. **Every image is checked by hand before printing.**',
        'Not sure which material is right? Our classic is the [canvas print](@canvas): warm, matte and glare-free.',
      ],
    },
    families: {
      canvas: {
        text: 'Gallery-wrapped and ready to hang, starting at {price:canvas}.',
      },
      acrylic: {
        headline: 'Acrylic & metal',
        text: 'Brilliant color and real depth, starting at {price:acrylic}.',
      },
      framed: {
        text: 'In a wood or aluminum frame, with an optional mat, starting at {price:framed}.',
      },
      photoPrints: {
        text: 'Real photo paper in matte or glossy, starting at 12¢ a print.',
      },
    },
    photoCaption: 'Several pieces, one style: mix sizes like 8x10 in and 16x20 in for a gallery wall that’s all yours.',
    reco: {
      headline: 'Customer favorites',
      items: {
        aluminium: {
          title: 'Metal prints',
        },
      },
    },
    info: {
      headline: 'Fast shipping',
      text: [
        'Orders placed **by noon ET on a business day** usually ship within two business days. You’ll find all shipping options in our [customer service center](@service).',
      ],
    },
  },
  pages: {
    canvas: {
      seo: {
        title: 'Custom Canvas Prints from {price:canvas} | Posterly',
        description: 'Your photo on canvas: gallery-wrapped over a wood frame, ready to hang, in 50+ sizes. Personalize your canvas today and get it in 5–7 business days.',
      },
      hero: {
        headline: 'Custom canvas prints of your photos',
        subline: 'Hand-stretched over FSC® wood frames and ready to hang.',
        ctaText: 'Personalize your canvas',
      },
      intro: {
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
        text: [
          'For a sharp print, your photo should reach at least **150 dpi** at the size you pick. Don’t worry: the designer shows you right away if the resolution is high enough.',
        ],
      },
      photoCaption: 'A large canvas above the couch: a classic for any living room.',
    },
    acrylic: {
      name: 'Acrylic & metal prints',
      seo: {
        title: 'Custom Acrylic & Metal Prints | Posterly',
        description: 'Your photo behind acrylic or printed on aluminum: brilliant color, striking depth and hidden hanging hardware. Create gallery-quality wall art today.',
      },
      hero: {
        headline: 'Gallery-quality acrylic prints',
        subline: 'Luminous color and a depth you can see.',
        ctaText: 'Create an acrylic print',
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
        headline: 'Add a floater frame',
        text: [
          'In a wood or aluminum floater frame, your acrylic print looks like a museum piece. Just add the frame in the designer.',
        ],
      },
      photoCaption: 'Brushed metal print: matte, lightweight and seemingly floating off the wall.',
    },
    framed: {
      seo: {
        title: 'Custom Framed Prints & Framed Posters | Posterly',
        description: 'Your photo as a poster in a wood or aluminum frame, with a mat and museum-quality acrylic glazing. Shipped framed and ready to hang.',
      },
      hero: {
        subline: 'Your photo in the frame of your choice, framed by hand in our studio.',
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
        text: [
          'Combine three to nine frames in the same color but in different sizes, for example 8x10 in and 11x14 in. Lay them out on the floor first: it’s the fastest way to find your favorite arrangement.',
        ],
      },
    },
    photoPrints: {
      seo: {
        title: 'Order Photo Prints Online from 12¢ | Posterly',
        description: 'Print your photos on real photo paper: matte, glossy or Hahnemühle fine art, from 4x6 in to 8x12 in. Fast shipping, optionally in a photo box.',
      },
      hero: {
        headline: 'Photo prints on real photo paper',
        subline: 'Your best moments to hold in your hands, starting at 12¢ a print.',
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
        headline: 'Volume discount',
        text: [
          'Order **100 prints or more** and automatically save 10%, or 20% on 250 prints or more. The discount is applied in your cart.',
        ],
      },
      photoCaption: 'Your prints, safely stored in a linen-covered photo box.',
    },
    about: {
      seo: {
        title: 'About Us: The People Behind Your Prints | Posterly',
        description: 'We’ve been turning photos into wall art since 2009, with 180 people, our own print facility and renewable energy. Meet the team behind Posterly.',
      },
      hero: {
        subline: 'Printing since 2009: piece by piece, with care and renewable energy.',
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
        text: [
          'Our customer service team is available Monday through Friday, 9am to 5pm ET, by phone, email or chat. You’ll find every way to reach us in our [customer service center](@service).',
        ],
      },
    },
    photoFrames: {
      name: 'Picture frames',
      seo: {
        title: 'Picture frames with your photo, ready to hang | Posterly',
        description: 'Your photo in a wood, aluminum or plastic frame, with a mat if you like. From 5x7 in to 16x20 in, ready to stand on a shelf or hang on the wall.',
      },
      hero: {
        headline: 'Picture frames for your favorite photo',
      },
      intro: {
        text: [
          'A frame turns a snapshot into a keepsake. Pick the size and frame, upload your photo – we print it on **satin photo paper** and fit it into the frame by hand.',
        ],
      },
      sections: [
        {
          headline: 'Three frames for every style',
          text: [
            {
              list: [
                '**Wood** – warm and natural, in black, white or oak',
                '**Aluminum** – slim and modern, in black, silver or gold',
                '**Plastic** – light and affordable, great for kids’ rooms',
              ],
            },
          ],
        },
      ],
      tip: {
        headline: 'Our tip: add a mat',
        text: [
          'A white mat makes even small photos look grand. Add it in the designer with a single click.',
        ],
      },
      photoCaption: 'Framed family photos in different sizes, grouped on one wall.',
    },
    collages: {
      seo: {
        description: 'Lots of photos, one picture: design your photo collage on canvas, as a poster or framed. Ready-made layouts for 2 to 50 photos, in any size.',
      },
      hero: {
        headline: 'Photo collages: lots of moments, one picture',
        subline: 'Pick a layout, drop in your photos and your wall art is done.',
      },
      intro: {
        text: [
          'A vacation, a year, a whole family: a photo collage says more than a single picture. Our layouts arrange **2 to 50 photos** beautifully – on canvas, as a poster or framed.',
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
                'Adjust the background and spacing',
              ],
            },
            'The designer shows you a full-size preview every step of the way.',
          ],
        },
      ],
      tip: {
        headline: 'A perfect gift',
        text: [
          'For an anniversary, a birthday or the grandparents: a collage of shared memories is always a hit.',
        ],
      },
      photoCaption: 'A big collage above the couch brings together the best moments of a year.',
    },
    photobox: {
      seo: {
        description: 'Up to 100 photo prints in a linen-covered box with your own photo on the lid. A personal gift full of memories you can hold.',
      },
      intro: {
        text: [
          'The photo box is the album for anyone who loves flipping through prints: depending on size it holds **up to 100 prints**, keeps them dust-free and looks great on a shelf. You pick the lid photo.',
        ],
      },
      sections: [
        {
          headline: 'Two sizes',
          text: [
            'The **photo box** holds prints up to 5x7 in, the **photo box MAX** bigger sizes up to 8x12 in. Both come with glossy or matte [photo prints](@photoPrints).',
          ],
        },
      ],
      tip: {
        text: [
          'The box arrives filled with your prints – starting at {price:photobox}.',
        ],
      },
    },
    photobooks: {
      seo: {
        description: 'Your photo book on real photo paper with lay-flat binding, digitally printed or as a booklet. From 24 to 200 pages, hardcover or softcover.',
      },
      hero: {
        subline: 'Real photo paper, digital print or booklet – with templates or totally your own way.',
      },
      intro: {
        headline: 'Memories to flip through',
        text: [
          'A photo book keeps vacations, weddings and a baby’s first year forever. You choose the size, paper and cover, our templates help with the layout – and **we check every page before printing**.',
        ],
      },
      sections: [
        {
          headline: 'Three kinds of photo books',
          text: [
            {
              list: [
                '**Real photo paper** – exposed on genuine photo paper, with lay-flat binding for panoramas across the spread',
                '**Digital print** – on matte or glossy paper, with PUR perfect binding',
                '**Booklet** – light and affordable, saddle-stitched',
              ],
            },
          ],
        },
      ],
      tip: {
        text: [
          'The more pages, the less each one costs. Your price updates in the designer right away.',
        ],
      },
      photoCaption: 'In the real photo book, panoramas lie flat across both pages with no fold.',
    },
    wallArt: {
      seo: {
        description: 'Canvas, acrylic, metal, framed prints or collages: all our wall art at a glance, with prices and tips for picking the right material.',
      },
      hero: {
        subline: 'From posters to acrylic: find the material that fits your photo and your room.',
      },
      intro: {
        headline: 'Which wall art is right for you?',
        text: [
          'Every material has its own character: canvas feels warm, acrylic brilliant, a frame classic. Here you can see all our wall art with its starting price – **one click takes you to the details and the price calculator**.',
        ],
      },
      sections: [
        {
          headline: 'The rule of thumb for big rooms',
          text: [
            'Above a couch or dresser, a picture should fill about two thirds of the furniture’s width. Tall rooms suit portrait formats, long walls panoramas or a [photo collage](@collages).',
          ],
        },
      ],
      tip: {
        text: [
          'Our customer service team is happy to help – just send us a photo of your wall through [customer service](@service).',
        ],
      },
    },
    calendars: {
      seo: {
        title: 'Custom Photo Calendars with Your Pictures | Posterly',
        description: 'Wall and desk calendars with your favorite photos: large, letter-size or square, starting in any month you like. Shipped in 5–7 business days.',
      },
      hero: {
        subline: 'Twelve favorite photos, one calendar – as a big wall calendar or a compact desk calendar.',
      },
      intro: {
        text: [
          'A photo calendar is wall art that changes every month: the beach in July, a snowy walk in January, a kid’s birthday party in May. We print your photos on **heavyweight matte art paper**, bind the pages with a metal spiral and add a hanger.',
          'Pick the size and the starting month, upload your photos and add birthdays right in the designer – they’re printed straight into the calendar grid.',
        ],
      },
      sections: [
        {
          headline: 'Wall calendar or desk calendar?',
          text: [
            {
              list: [
                '**Wall calendar** – 11.7x16.5 in or 8.3x11.7 in, portrait or landscape, or square at 12x12 in: big enough for your photos to look like posters',
                '**Desk calendar** – 8.3x5.8 in or 5.8x4.1 in landscape, square or as a slim panorama, spiral-bound, on a wooden block or in a wooden stand',
              ],
            },
          ],
        },
        {
          headline: 'A gift that lasts all year',
          text: [
            'For the holidays, a photo calendar is one of the most popular gifts for grandparents. Order **by early December** so it arrives in time. Does your favorite shot of the year deserve more space? Order it as a [photo print](@photoPrints) or a large [canvas print](@canvas) too.',
          ],
        },
      ],
      tip: {
        text: [
          'Portrait photos look their best in the portrait wall calendar. For landscape shots, just choose the landscape version – you can switch the layout in the designer with one click.',
        ],
      },
      photoCaption: 'Twelve favorite photos – one for every month.',
    },
    cards: {
      seo: {
        title: 'Personalized Photo Cards & Greeting Cards | Posterly',
        description: 'Folded cards and postcards with your own photos: for birthdays, thank-yous or just because. With matching envelopes, shipped in 5–7 business days.',
      },
      hero: {
        subline: 'Greeting cards with your favorite photo – the little gift to go with a big print.',
      },
      intro: {
        text: [
          'A picture is worth a thousand words – and a few personal lines say even more. Create **folded cards and postcards** with your photos: for a birthday, as a thank-you, as a vacation greeting or to go with a print.',
          'We print on **heavyweight matte paper** that feels great in your hand and is easy to write on with any pen.',
        ],
      },
      sections: [
        {
          headline: 'Folded card or postcard?',
          text: [
            {
              list: [
                '**Folded card** – 5.8x4.1 in, your photo on the front, room for personal words and more pictures inside',
                '**Postcard** – also 5.8x4.1 in, your photo on the front, space for a message and an address on the back',
              ],
            },
          ],
        },
        {
          headline: 'The perfect card to go with a print',
          text: [
            'Giving a [framed print](@framed) or a [canvas](@canvas)? Add a card with the same photo and turn your wall art into a gift with a personal message. Choose **envelopes in six colors**, inserts and satin ribbons right alongside.',
          ],
        },
      ],
      tip: {
        headline: 'Tip: read your message out loud',
        text: [
          'The designer shows the front and the inside of your card at actual size. Read your message out loud once before you order – it’s the easiest way to catch typos.',
        ],
      },
      photoCaption: 'Envelopes in six colors – from classic white to kraft paper.',
    },
  },
  productBlocks: {
    collageDetail: {
      text: [
        'Our most popular collage: up to 50 photos on one canvas, stretched by hand over 1 in stretcher bars.',
      ],
    },
    photobookDetail: {
      headline: 'Real photo book, landscape',
      text: [
        'Exposed on genuine photo paper with lay-flat binding: your panoramas run across the spread with no fold.',
      ],
    },
    wallCalendarDetail: {
      headline: 'Wall calendar, 11.7x16.5 in portrait',
      text: [
        'Our big wall calendar: 13 pages including the cover, spiral binding and a hanger – plenty of room for your best photos and every appointment.',
      ],
    },
    deskCalendarDetail: {
      headline: 'Desk calendar, 8.3x5.8 in landscape',
      text: [
        'The little companion for your desk or kitchen counter: spiral-bound with a stand, or as loose pages on a wooden block or in a wooden stand.',
      ],
    },
    cardDetail: {
      headline: 'Folded card, 5.8x4.1 in, matte',
      text: [
        'Our most popular photo card: your photo on the front, room for personal words inside – on matte paper that’s easy to write on.',
      ],
    },
    postcard: {
      headline: 'Postcard, 5.8x4.1 in, matte',
      text: 'Your photo on the front, room for a message and an address on the back – perfect as a vacation greeting or an invitation.',
    },
    overview: {
      items: {
        canvas: {
          text: 'Matte, warm and ready to hang.',
        },
        acrylic: {
          title: 'Acrylic & metal',
          text: 'Brilliant colors with real depth.',
        },
        framed: {
          text: 'In a wood or aluminum frame, with a mat if you like.',
        },
        photoFrames: {
          title: 'Picture frames',
        },
        collages: {
          text: 'Lots of photos, one picture.',
        },
        poster: {
        },
      },
    },
    voucher: {
      headline: '10% off your first wall art order',
      text: [
        'Enter the code in your cart – good for every material and size.',
      ],
      minimumOrderValue: 35,
    },
  },
  error: {
    seo: {
      description: 'Sorry, this page doesn’t exist anymore. Head back to the homepage or check out our most popular wall art.',
    },
    text: [
      'The page you’re looking for doesn’t exist anymore, or something went wrong on our end. One of these links will get you back on track:',
      {
        list: [
          '[Go to the homepage](/)',
          '[Browse all designs](/products)',
          '[Contact customer service](@service)',
        ],
      },
    ],
    recoHeadline: 'Or get inspired',
  },
  products: {
    seo: {
      title: 'Posters & Wall Art: 60 Designs | Posterly',
      description: 'Discover 60 designs by independent artists, available as posters, canvas prints, acrylic prints or framed art.',
    },
    text: [
      'Landscapes, typography, botanicals or abstract art: browse 60 designs, then pick the **material and size** that fit your room, from 8x10 in to 24x36 in. Every design is also available as a [canvas print](@canvas).',
    ],
  },
  themes: {
    seo: {
      description: 'From Scandinavian to vintage: our themes bring together designs for every room and every occasion. Get inspired for your next gallery wall.',
    },
    text: [
      'We’ve put together designs that look great side by side, **perfect for a gallery wall** with a cohesive look. Our tip: combine two or three sizes and use the same [frame](@framed) for every piece.',
    ],
  },
  newsletterConfirm: {
    headline: 'Almost done!',
    text: [
      'Please confirm your subscription by clicking the button below. Only then will we send you **new designs, decorating ideas and exclusive coupons**.',
      'Didn’t subscribe? Just ignore this page: without your confirmation, we won’t email you.',
    ],
  },
});
