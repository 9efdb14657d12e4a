import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { TOOLBOX_MAX_FILE_BYTES } from '../../lib/toolbox/toolbox-form.ts';
import type { UploadRefusal } from '../../lib/toolbox/upload-refusal.ts';
import { PageHead } from '../shell/page-head.tsx';

/** Why a toolbox upload was refused before it was read, with the way back to the form. */
export function UploadRefusedView({ scope, refusal, formPath }: { scope: PageScope; refusal: UploadRefusal; formPath: string }) {
  const t = getTranslator(scope.locale);
  const title = t('blocks.toolbox.tooLargeTitle');
  return (
    <section className="not-found">
      <PageHead scope={scope} title={title} />
      <h1>{title}</h1>
      <p>{t(`blocks.toolbox.error.${refusal.problem}`, { max: Math.round(TOOLBOX_MAX_FILE_BYTES / (1024 * 1024)) })}</p>
      <p>
        <a className="button" href={`${formPath}#toolbox`}>
          {t('blocks.toolbox.back')}
        </a>
      </p>
    </section>
  );
}
