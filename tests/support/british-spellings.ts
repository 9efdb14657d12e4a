/**
 * British spellings and words an American shopper would notice, with the American form. The US
 * shop (en-US) writes American English; en-GB's copy is where these belong. Whole words, any case.
 */
export const BRITISH_TO_AMERICAN: Readonly<Record<string, string>> = {
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  favourite: 'favorite',
  favourites: 'favorites',
  centre: 'center',
  grey: 'gray',
  catalogue: 'catalog',
  aluminium: 'aluminum',
  personalise: 'personalize',
  personalised: 'personalized',
  customise: 'customize',
  customised: 'customized',
  organise: 'organize',
  metre: 'meter',
  metres: 'meters',
  centimetres: 'centimeters',
  millimetres: 'millimeters',
  jewellery: 'jewelry',
  cancelled: 'canceled',
  travelling: 'traveling',
  programme: 'program',
  licence: 'license',
  practise: 'practice',
  whilst: 'while',
  mum: 'mom',
  postcode: 'ZIP code',
  dispatched: 'shipped',
  matt: 'matte',
  'working day': 'business day',
  'working days': 'business days',
};

const PATTERN = new RegExp(`\\b(?:${Object.keys(BRITISH_TO_AMERICAN).map((word) => word.replace(' ', '\\s+')).join('|')})\\b`, 'gi');

/** Each British spelling in a text, with a little context: `…in 6 colours for every…`. */
export function findBritishSpellings(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((match) => `…${text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 15).replace(/\s+/g, ' ')}…`);
}
