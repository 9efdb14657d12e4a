/**
 * Format pools (`WIDTHxHEIGHT`, mm) the materials pick from. Paper is listed upright, boards and
 * canvas lying, as the shop shows them; every format is sold both ways round.
 */
export const DIN_FORMATS = ['210x297', '297x420', '420x594', '594x841', '841x1189'] as const;

export const PORTRAIT_FORMATS = [
  '200x300', '300x400', '300x450', '400x500', '400x600', '500x700', '600x800', '600x900', '700x1000', '800x1200', '1000x1500',
] as const;

export const SQUARE_FORMATS = ['200x200', '300x300', '400x400', '500x500', '600x600', '700x700', '800x800', '1000x1000'] as const;

export const PANORAMA_FORMATS = ['800x450', '900x300', '1000x500', '1200x400', '1600x900', '1500x500', '1800x600', '2000x1000'] as const;

/** Photo frames hold photo-lab sizes rather than poster sizes. */
export const PHOTO_FRAME_FORMATS = [
  '100x150', '130x180', '150x200', '180x240', '200x300', '210x297', '240x300', '300x400', '297x420', '400x500', '500x500', '500x700',
] as const;

/** Walls are measured in whole metres and half metres. */
export const WALLPAPER_FORMATS = ['2000x2500', '2500x2500', '3000x2500', '3500x2500', '4000x2500', '5000x2800', '1500x2500', '1000x2500'] as const;

export const BANNER_FORMATS = ['1000x500', '1500x500', '2000x1000', '3000x1000', '4000x1500', '5000x2000', '1000x1000', '2000x2000'] as const;
