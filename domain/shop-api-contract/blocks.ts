/**
 * The calls behind the content blocks that talk to the shop API: the contact form, the customer
 * pictures and the toolbox's converters. The toolbox sends files (multipart) and gets a file back,
 * so its calls have their own table (`TOOLBOX_API`) next to the JSON calls of `SHOP_API`.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../customer/email.ts';
import { TOOLBOX_IMAGE_FORMATS } from './toolbox-constants.ts';

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A contact person's key as content names it (`customer-service`). */
export const CONTACT_PERSON_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const contactFormRequestSchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).refine(isValidEmail, 'invalid email address'),
  subject: z.string().trim().max(CONTACT_SUBJECT_MAX_LENGTH).optional(),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
  /** Whom the page's form addresses; unknown or absent goes to the general inbox. */
  contactPerson: z.string().regex(CONTACT_PERSON_KEY).optional(),
  /** The page the message was sent from (path below the host), for whoever answers it. */
  page: z.string().max(300).optional(),
});
export type ContactFormRequest = z.input<typeof contactFormRequestSchema>;
/** `personFound: false`: the addressed person is unknown; the message went to the general inbox. */
export const contactFormAnswerSchema = z.object({ status: z.literal('received'), id: z.number().int().positive(), personFound: z.boolean() });

export const CUSTOMER_PICTURES_MAX = 24;
export const customerPicturesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PICTURES_MAX).optional(),
  product: z.string().regex(/^[a-z-]{1,40}$/).optional(),
});
export const customerPictureSchema = z.object({
  id: z.string().min(1),
  /** Absolute URL of the picture (an image-service source). */
  image: z.string().url(),
  alt: z.string().min(1),
  /** The customer's first name as they agreed to show it. */
  author: z.string().min(1),
  product: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CustomerPicture = z.infer<typeof customerPictureSchema>;
export const customerPicturesAnswerSchema = z.object({ pictures: z.array(customerPictureSchema) });

export {
  sniffFileType,
  TOOLBOX_CONVERTERS,
  TOOLBOX_ERRORS,
  TOOLBOX_IMAGE_FORMATS,
  TOOLBOX_INPUT_TYPES,
  TOOLBOX_MAX_FILE_BYTES,
  type ToolboxConverter,
  type ToolboxError,
  type ToolboxImageFormat,
  type ToolboxInputType,
} from './toolbox-constants.ts';
/** Multipart fields besides `file` (the upload itself). */
export const toolboxConvertFileFieldsSchema = z.object({ format: z.enum(TOOLBOX_IMAGE_FORMATS) });
export const toolboxOptimizeImageFieldsSchema = z.object({
  maxWidth: z.coerce.number().int().min(100).max(6000).optional(),
  quality: z.coerce.number().int().min(30).max(95).optional(),
});
/** An image becomes a one-page PDF; a PDF is read and written anew (pages counted, metadata dropped). */
export const toolboxConvertPdfFieldsSchema = z.object({});

/** The converted file, kept for an hour and fetched with `toolboxDownload`. */
export const toolboxResultSchema = z.object({
  fileId: z.string().regex(/^[a-f0-9]{32}$/),
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  /** Pages of a PDF result. */
  pages: z.number().int().positive().optional(),
});
export type ToolboxResult = z.infer<typeof toolboxResultSchema>;
export const toolboxDownloadQuerySchema = z.object({ fileId: toolboxResultSchema.shape.fileId });


export type ToolboxEndpoint = {
  method: 'POST' | 'GET';
  path: string;
  /** Multipart fields besides `file`, or the query of the download. */
  fields: z.ZodType;
  /** JSON answer of the converters; the download answers the file itself. */
  answer: z.ZodType | 'file';
};

export const TOOLBOX_API = {
  convertFile: { method: 'POST', path: '/web-api/toolbox-convert-file', fields: toolboxConvertFileFieldsSchema, answer: toolboxResultSchema },
  convertPdf: { method: 'POST', path: '/web-api/toolbox-convert-pdf', fields: toolboxConvertPdfFieldsSchema, answer: toolboxResultSchema },
  optimizeImage: { method: 'POST', path: '/web-api/toolbox-optimize-image', fields: toolboxOptimizeImageFieldsSchema, answer: toolboxResultSchema },
  download: { method: 'GET', path: '/web-api/toolbox-download', fields: toolboxDownloadQuerySchema, answer: 'file' },
} as const satisfies Record<string, ToolboxEndpoint>;
export type ToolboxEndpointName = keyof typeof TOOLBOX_API;
