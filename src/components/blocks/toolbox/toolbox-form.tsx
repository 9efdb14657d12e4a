'use client';

import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { convertToolboxFileAction } from '../../../actions/toolbox.ts';
import { sniffFileType } from '../../../../domain/shop-api-contract/toolbox-constants.ts';
import {
  INITIAL_TOOLBOX_STATE,
  TOOLBOX_CONVERTERS,
  TOOLBOX_IMAGE_FORMATS,
  TOOLBOX_MAX_FILE_BYTES,
  type ToolboxConverter,
  type ToolboxFormState,
  type ToolboxImageFormat,
} from '../../../lib/toolbox/toolbox-form.ts';

export type ToolboxLabels = {
  converterLegend: string;
  converters: Record<ToolboxConverter, { label: string; hint: string }>;
  format: string;
  formats: Record<ToolboxImageFormat, string>;
  file: string;
  fileHint: string;
  submit: string;
  submitting: string;
  tooLarge: string;
  unsupportedType: string;
  result: string;
  download: string;
  pages: string;
};

/** What the file picker offers; the server decides by content whatever is picked. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The toolbox form. Without JavaScript the browser uploads the file to the page (its address
 * carries the toolbox marker, the only posts allowed a file's size) and gets the page back with a
 * download link or the reason the file was refused; with it, a file over the limit or of a type
 * no converter takes is refused before it is sent.
 */
export function ToolboxForm({ labels, permalink }: { labels: ToolboxLabels; permalink: string }) {
  const [state, formAction, pending] = useActionState<ToolboxFormState, FormData>(convertToolboxFileAction, INITIAL_TOOLBOX_STATE, permalink);
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? state.message;
  // Marks the moment submissions are handled here; before it, a submission is an ordinary post.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // The server refuses a call whose file is too large or of another type before reading it (it
  // answers no form then), so the form checks both before sending.
  function checkFile(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setClientError(null);
      return;
    }
    event.preventDefault();
    if (file.size > TOOLBOX_MAX_FILE_BYTES) {
      setClientError(labels.tooLarge);
      return;
    }
    void file
      .slice(0, 16)
      .arrayBuffer()
      .then((head) => {
        if (!sniffFileType(new Uint8Array(head))) {
          setClientError(labels.unsupportedType);
          return;
        }
        setClientError(null);
        startTransition(() => formAction(data));
      });
  }

  return (
    <form className="toolbox-form" action={formAction} onSubmit={checkFile} data-outcome={state.outcome} data-enhanced={enhanced ? '' : undefined}>
      <fieldset className="toolbox-form__converters">
        <legend>{labels.converterLegend}</legend>
        {TOOLBOX_CONVERTERS.map((converter) => (
          <label key={converter} className="toolbox-form__choice">
            <input type="radio" name="converter" value={converter} defaultChecked={converter === state.converter} />
            <span>
              <strong>{labels.converters[converter].label}</strong>
              <span className="toolbox-form__hint">{labels.converters[converter].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="toolbox-form__field">
        <label htmlFor="toolbox-format">{labels.format}</label>
        <select id="toolbox-format" name="format" defaultValue={state.format}>
          {TOOLBOX_IMAGE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {labels.formats[format]}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbox-form__field">
        <label htmlFor="toolbox-file">{labels.file}</label>
        <input
          id="toolbox-file"
          type="file"
          name="file"
          accept={ACCEPT}
          required
          aria-describedby={error ? 'toolbox-file-hint toolbox-error' : 'toolbox-file-hint'}
          aria-invalid={error ? true : undefined}
          onChange={() => setClientError(null)}
        />
        <p id="toolbox-file-hint" className="toolbox-form__hint">
          {labels.fileHint}
        </p>
      </div>
      {error ? (
        <p id="toolbox-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
      {state.outcome === 'done' && state.download ? (
        <p className="toolbox-form__result form-success" role="status">
          {labels.result}{' '}
          <a href={state.download.href} download={state.download.fileName}>
            {labels.download.replace('{fileName}', state.download.fileName)}
          </a>{' '}
          ({formatSize(state.download.size)}
          {state.download.pages ? `, ${labels.pages.replace('{count}', String(state.download.pages))}` : ''})
        </p>
      ) : null}
    </form>
  );
}
