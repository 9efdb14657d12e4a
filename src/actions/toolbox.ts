'use server';

import { getTranslator } from '../lib/i18n/get-translator.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { getFormLimiter } from '../lib/security/form-limiter.ts';
import { runToolboxConverter } from '../lib/shop-api/blocks.ts';
import { sniffFileType } from '../../domain/shop-api-contract/toolbox-constants.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import {
  TOOLBOX_CONVERTERS,
  TOOLBOX_IMAGE_FORMATS,
  TOOLBOX_MAX_FILE_BYTES,
  TOOLBOX_RATE_LIMIT,
  toolboxDownloadPath,
  type ToolboxFormState,
  type ToolboxProblem,
} from '../lib/toolbox/toolbox-form.ts';
import { assertFormData } from '../server/bad-request.ts';

const MEGABYTES = Math.round(TOOLBOX_MAX_FILE_BYTES / (1024 * 1024));

/**
 * The toolbox block's one action for its four calls: the file goes to the chosen converter, and
 * the answer is a link to the converted file (the download call). Everything the shopper can get
 * wrong (no file, too large, a type the converter does not take, a file that cannot be read)
 * comes back as the form with a message saying what to do; the type is read from the file's
 * first bytes, so a renamed file is refused whatever its name says.
 */
export async function convertToolboxFileAction(previous: ToolboxFormState, formData: FormData): Promise<ToolboxFormState> {
  assertFormData(formData);
  const request = getRequestContext();
  const scope = { channel: request.location?.channel ?? 'poster', locale: request.location?.locale ?? DEFAULT_LOCALE } as const;
  const t = getTranslator(scope.locale);
  const converterValue = formData.get('converter');
  const formatValue = formData.get('format');
  const converter = TOOLBOX_CONVERTERS.find((candidate) => candidate === converterValue);
  const format = TOOLBOX_IMAGE_FORMATS.find((candidate) => candidate === formatValue) ?? previous.format;
  const refuse = (problem: ToolboxProblem): ToolboxFormState => {
    logEvent('info', 'toolbox-refused', { problem, converter: converter ?? null });
    return {
      outcome: 'refused',
      problem,
      message: t(`blocks.toolbox.error.${problem}`, { max: MEGABYTES }),
      converter: converter ?? previous.converter,
      format,
      download: null,
    };
  };

  // Every upload counts, refused ones too: a file of the wrong type costs the server as much to receive.
  if (!(await getFormLimiter(TOOLBOX_RATE_LIMIT).consume(request.clientAddress)).allowed) {
    logEvent('warn', 'rate-limited', { form: 'toolbox' });
    return refuse('rate-limited');
  }
  if (!converter) return refuse('invalid-choice');
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse('missing-file');
  if (file.size > TOOLBOX_MAX_FILE_BYTES) return refuse('too-large');
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffFileType(head);
  if (!type || (type === 'application/pdf' && converter !== 'convertPdf')) return refuse('unsupported-type');

  const result = await runToolboxConverter(scope, converter, file, converter === 'convertFile' ? { format } : {});
  if (!result.ok) {
    if (result.error.kind === 'refused') {
      const reason = result.error.reason;
      return refuse(reason === 'file-too-large' ? 'too-large' : reason);
    }
    logEvent('error', 'toolbox-error', { converter, ...describeShopApiError(result.error) });
    return refuse('upstream');
  }
  const { fileId, fileName, size, pages } = result.value;
  return {
    outcome: 'done',
    problem: null,
    message: null,
    converter,
    format,
    download: { href: toolboxDownloadPath(fileId), fileName, size, ...(pages ? { pages } : {}) },
  };
}
