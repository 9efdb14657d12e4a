/**
 * Entry links into the designers (configurators), docs/shop-rules.md, Designer links and query strings. Each builder takes
 * the product's parameters plus the general ones and answers a relative URL (`/configurator-card/
 * ?designId=4&locale=de-DE`); the caller prefixes the designer origin, which differs per
 * environment.
 *
 * Query rules: parameter order is fixed (product parameters in a fixed order, then the
 * general ones) so equal inputs give equal URLs; empty values are left out; arrays use bracket
 * keys. The current locale is added when the parameters carry none.
 */
import type { Channel } from '../../../domain/locale/channels.ts';
import type { LocaleCode } from '../../../domain/locale/index.ts';
import { getDefaultCollageId, getDefaultCoverLamination } from '../../../domain/catalog/channel-defaults.ts';
import type { Dimensions } from '../../../domain/catalog/format.ts';
import { isValidDimensions, parseFormat } from '../../../domain/catalog/format.ts';
import {
  CALENDAR_ACCESSORY_TYPES,
  getPhotobookBinding,
  isOneOf,
  type CalendarAccessoryType,
  type CalendarFormat,
  type CalendarType,
  type MaterialType,
  type OccasionSlug,
  type PhotoboxType,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookCoverLamination,
  type PhotobookFormat,
  type PhotobookPaper,
  type PhotobookPrinting,
  type ProductType,
  type RefinementType,
} from '../../../domain/catalog/vocabulary.ts';
import { appendQuery, type Query } from './query.ts';

export const DESIGNER_ROUTES = {
  calendar: '/configurator-calendar/',
  card: '/configurator-card/',
  collage: '/configurator-collage/',
  photoFrame: '/configurator-photo-frame/',
  photobook: '/configurator-photobook/',
  photobox: '/configurator-photobox/',
} as const;
export type Designer = keyof typeof DESIGNER_ROUTES;

export interface DesignerLinkContext {
  /** The page's locale; used when the parameters carry none. */
  locale: LocaleCode;
  /** The shop's channel: its defaults fill what a link leaves open (cover lamination, collage). */
  channel: Channel;
  /** Clock for the calendar's default start; injected so links are testable and stable. */
  now?: () => Date;
}

/** Referral source: Google Shopping, none, or a sample order. */
export type ReferralSource = 'gs' | 'ohne' | 'sample';

/** Parameters every designer understands. */
export interface GeneralDesignerParams {
  gclid?: string;
  locale?: LocaleCode;
  s?: ReferralSource;
  productType?: ProductType;
  tileCount?: number;
  sku?: string;
  disableCache?: boolean;
}

type Id = string | number;
/** 'none' still arrives from older content; it means the same as 'ohne'. */
type Refinement = RefinementType | 'none';

function generalQuery(params: GeneralDesignerParams, context: DesignerLinkContext): Query {
  return {
    gclid: params.gclid,
    locale: params.locale || context.locale,
    s: params.s,
    productType: params.productType,
    tileCount: params.tileCount,
    sku: params.sku,
    disableCache: params.disableCache,
  };
}

function buildLink(designer: Designer, productQuery: Query, params: GeneralDesignerParams, context: DesignerLinkContext): string {
  return appendQuery(DESIGNER_ROUTES[designer], { ...productQuery, ...generalQuery(params, context) });
}

// Calendar

export interface CalendarDesignerParams extends GeneralDesignerParams {
  accessoryTypes?: readonly CalendarAccessoryType[];
  designGroupId?: Id;
  designId?: Id;
  formatType?: CalendarFormat;
  /** A wooden block or stand given here is moved to accessoryTypes (see below). */
  mountingType?: string;
  paperType?: string;
  amount?: number;
  refinementType?: Refinement;
  /** `YYYY-MM` or `YYYY-MM-DD`; sets the default start month and year. */
  startDate?: string;
  /** 1-12. */
  startMonth?: number;
  year?: number;
  calendarType?: CalendarType;
}

const START_DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

function parseStartDate(startDate: string | undefined): { year: number; month: number } | null {
  const match = startDate ? START_DATE_PATTERN.exec(startDate) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** Accessories that content and old links pass as a mounting. */
const MOUNTING_ACCESSORIES = CALENDAR_ACCESSORY_TYPES.filter((type) => type !== 'ohne');

/**
 * The designer treats block and stand as accessories, while content (and old links) offer them
 * next to the mountings. So a mounting that is an accessory becomes that accessory with no
 * mounting; any other mounting means no accessory. Without a mounting, accessories pass as given.
 */
export function resolveCalendarMounting(
  mountingType: string | undefined,
  accessoryTypes: readonly CalendarAccessoryType[] | undefined,
): { mountingType: string | undefined; accessoryTypes: readonly CalendarAccessoryType[] | undefined } {
  if (!mountingType) return { mountingType, accessoryTypes };
  if (isOneOf(MOUNTING_ACCESSORIES, mountingType)) return { mountingType: 'ohne', accessoryTypes: [mountingType] };
  return { mountingType, accessoryTypes: ['ohne'] };
}

/**
 * Start month and year default to the start date when one is given, else to today (the server's
 * local date from the injected clock). An unreadable start date is left out rather than passed on.
 */
export function buildCalendarDesignerLink(params: CalendarDesignerParams, context: DesignerLinkContext): string {
  const start = parseStartDate(params.startDate);
  const today = (context.now ?? (() => new Date()))();
  const mounting = resolveCalendarMounting(params.mountingType, params.accessoryTypes);
  return buildLink(
    'calendar',
    {
      accessoryTypes: mounting.accessoryTypes,
      designGroupId: params.designGroupId,
      designId: params.designId,
      formatType: params.formatType,
      mountingType: mounting.mountingType,
      paperType: params.paperType,
      amount: params.amount,
      refinementType: params.refinementType,
      startDate: start ? params.startDate : undefined,
      startMonth: params.startMonth ?? start?.month ?? today.getMonth() + 1,
      year: params.year ?? start?.year ?? today.getFullYear(),
      calendarType: params.calendarType,
    },
    params,
    context,
  );
}

// Card

export interface CardDesignerParams extends GeneralDesignerParams {
  bow?: string;
  card?: string;
  category?: Id;
  designId?: Id;
  occasion?: OccasionSlug;
  paper?: string;
  punching?: string;
  /** 'sample' (from quantity selects and old links) is sent as 1. */
  quantity?: number | 'sample';
  refinementType?: Refinement;
  ribbon?: string;
  ribbonColor?: string;
  isSample?: boolean;
  screw?: string;
  standard?: string;
  tag?: string;
  themeId?: Id;
}

/** A sample link is one flagged isSample or coming from the sample referral; a sample is one card. */
export function isCardSampleLink(params: CardDesignerParams): boolean {
  return params.isSample === true || params.s === 'sample';
}

export function buildCardDesignerLink(params: CardDesignerParams, context: DesignerLinkContext): string {
  const isSample = isCardSampleLink(params);
  const quantity = isSample || params.quantity === 'sample' ? 1 : params.quantity;
  return buildLink(
    'card',
    {
      bow: params.bow,
      card: params.card,
      category: params.category,
      designId: params.designId,
      occasion: params.occasion,
      paper: params.paper,
      punching: params.punching,
      quantity,
      refinementType: params.refinementType,
      ribbon: params.ribbon,
      ribbonColor: params.ribbonColor,
      isSample: isSample || undefined,
      screw: params.screw,
      standard: params.standard,
      tag: params.tag,
      themeId: params.themeId,
    },
    params,
    context,
  );
}

// Photo frame and collage

export interface FramedDesignerParams extends GeneralDesignerParams {
  addToCart?: boolean;
  frameType?: string;
  /** Millimetres; 0 is a real value ("no mat") and is sent. */
  matSize?: number;
  matType?: string;
  materialType?: MaterialType;
  optionTypes?: readonly string[];
  color?: string;
  /** `WIDTHxHEIGHT` in millimetres. */
  formatType?: string;
  /** The collage designer's starting collage; the channel's default when left out. */
  designId?: Id;
}

function framedQuery(params: FramedDesignerParams): Query {
  return {
    addToCart: params.addToCart,
    frameType: params.frameType,
    matSize: params.matSize,
    matType: params.matType,
    materialType: params.materialType,
    optionTypes: params.optionTypes,
    color: params.color,
    formatType: params.formatType,
  };
}

export function buildPhotoFrameDesignerLink(params: FramedDesignerParams, context: DesignerLinkContext): string {
  return buildLink('photoFrame', framedQuery(params), params, context);
}

export function buildCollageDesignerLink(params: FramedDesignerParams, context: DesignerLinkContext): string {
  return buildLink('collage', { ...framedQuery(params), designId: params.designId || getDefaultCollageId(context.channel) }, params, context);
}

// Photobook

export interface PhotobookDesignerParams extends GeneralDesignerParams {
  amount?: number;
  /** Left out: derived from photobookPrinting, which decides the binding. */
  photobookBinding?: PhotobookBinding;
  photobookCover?: PhotobookCover;
  photobookCoverLamination?: PhotobookCoverLamination;
  designGroupSetId?: Id;
  photobookFormat?: PhotobookFormat;
  graduationsPageCount?: number;
  photobookPageCount?: number;
  photobookPaper?: PhotobookPaper;
  photobookPrinting?: PhotobookPrinting;
  photobookType?: string;
  quantity?: number;
  refinementType?: Refinement;
  templateId?: Id;
}

export function buildPhotobookDesignerLink(params: PhotobookDesignerParams, context: DesignerLinkContext): string {
  const binding = params.photobookBinding ?? (params.photobookPrinting && getPhotobookBinding(params.photobookPrinting));
  return buildLink(
    'photobook',
    {
      amount: params.amount,
      photobookBinding: binding,
      photobookCover: params.photobookCover,
      photobookCoverLamination: params.photobookCoverLamination ?? getDefaultCoverLamination(context.channel),
      designGroupSetId: params.designGroupSetId,
      photobookFormat: params.photobookFormat,
      graduationsPageCount: params.graduationsPageCount,
      photobookPageCount: params.photobookPageCount,
      photobookPaper: params.photobookPaper,
      photobookPrinting: params.photobookPrinting,
      photobookType: params.photobookType,
      quantity: params.quantity,
      refinementType: params.refinementType,
      templateId: params.templateId,
    },
    params,
    context,
  );
}

// Photobox

export interface PhotoboxDesignerParams extends GeneralDesignerParams {
  /** `WIDTHxHEIGHT` in millimetres or parsed; an invalid format is left out. */
  photoboxFormat?: string | Dimensions;
  photoboxType?: PhotoboxType;
  photoboxQuantityMax?: number;
}

export function buildPhotoboxDesignerLink(params: PhotoboxDesignerParams, context: DesignerLinkContext): string {
  const parsed = typeof params.photoboxFormat === 'string' ? parseFormat(params.photoboxFormat) : params.photoboxFormat;
  const format = parsed && isValidDimensions(parsed) ? parsed : undefined;
  return buildLink(
    'photobox',
    {
      'photoboxFormat[width]': format?.width,
      'photoboxFormat[height]': format?.height,
      photoboxType: params.photoboxType,
      photoboxQuantityMax: params.photoboxQuantityMax,
    },
    params,
    context,
  );
}
