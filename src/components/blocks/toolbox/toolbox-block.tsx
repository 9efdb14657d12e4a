import { z } from 'zod';
import { optionalRichText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { tryGetRequestContext } from '../../../lib/request/request-context.ts';
import { TOOLBOX_CONVERTERS, TOOLBOX_IMAGE_FORMATS, TOOLBOX_MAX_FILE_BYTES, TOOLBOX_UPLOAD_QUERY } from '../../../lib/toolbox/toolbox-form.ts';
import type { BlockContext } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { RichText } from '../rich-text.tsx';
import { ToolboxForm, type ToolboxLabels } from './toolbox-form.tsx';
import './toolbox.css';

const toolboxSchema = z.object({
  headline: requiredText,
  text: optionalRichText,
});
export type ToolboxBlockProps = z.output<typeof toolboxSchema> & { ctx: BlockContext };

/** The page's own path with the toolbox marker: where the form posts without JavaScript. */
function permalink(): string {
  const path = tryGetRequestContext()?.pageUrl.pathname ?? '/';
  return `${path}?${TOOLBOX_UPLOAD_QUERY}#toolbox`;
}

/**
 * File tools for customers preparing their photos: convert an image's format, make a PDF of an
 * image (or tidy a PDF), shrink an image for upload. The converted file is offered as a download.
 */
function ToolboxBlock({ headline, text, ctx }: ToolboxBlockProps) {
  const t = getTranslator(ctx.locale);
  const max = Math.round(TOOLBOX_MAX_FILE_BYTES / (1024 * 1024));
  const labels: ToolboxLabels = {
    converterLegend: t('blocks.toolbox.converterLegend'),
    converters: Object.fromEntries(
      TOOLBOX_CONVERTERS.map((converter) => [converter, { label: t(`blocks.toolbox.${converter}.label`), hint: t(`blocks.toolbox.${converter}.hint`) }]),
    ) as ToolboxLabels['converters'],
    format: t('blocks.toolbox.format'),
    formats: Object.fromEntries(TOOLBOX_IMAGE_FORMATS.map((format) => [format, t(`blocks.toolbox.formats.${format}`)])) as ToolboxLabels['formats'],
    file: t('blocks.toolbox.file'),
    fileHint: t('blocks.toolbox.fileHint', { max }),
    submit: t('blocks.toolbox.submit'),
    submitting: t('blocks.toolbox.submitting'),
    tooLarge: t('blocks.toolbox.error.too-large', { max }),
    unsupportedType: t('blocks.toolbox.error.unsupported-type'),
    result: t('blocks.toolbox.result'),
    // Filled in by the form, which knows the converted file's name.
    download: t('blocks.toolbox.download', { fileName: '{fileName}' }),
    pages: t('blocks.toolbox.pages', { count: '{count}' }),
  };
  return (
    <section id="toolbox" className="block block-toolbox" aria-labelledby="toolbox-headline">
      <h2 id="toolbox-headline">{headline}</h2>
      {text ? <RichText doc={text} ctx={ctx} /> : null}
      <ToolboxForm labels={labels} permalink={permalink()} />
    </section>
  );
}

export const toolboxBlock = defineBlock('toolbox', toolboxSchema, (props, { ctx }) => <ToolboxBlock {...props} ctx={ctx} />);
