/**
 * A file of a piece of content (a logo, an image, a price list PDF): what is there now, and a
 * file input that sends the chosen file at once (`upload`, usually `boHttp.upload(endpoint,
 * { params }, file)`: the raw bytes with the file's content type). The server checks the file
 * from its bytes and answers a French message when it refuses it (« L’image dépasse 200 Ko. »),
 * shown under the field. Progress and outcome are announced in a polite live region.
 */
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../http';

export type CurrentFile =
  { kind: 'image'; url: string; alt: string } | { kind: 'pdf'; url: string; name?: string } | null;

export const UPLOADING_LABEL = 'Envoi du fichier…';
export const UPLOADED_LABEL = 'Fichier enregistré.';
export const NO_FILE_LABEL = 'Aucun fichier pour l’instant.';

export interface FileUploadFieldProps {
  label: string;
  /** The input's `accept`: « image/png,image/jpeg,image/webp », « application/pdf »… */
  accept: string;
  /** What the server takes (« PNG, JPEG ou WebP, 200 Ko au plus. »). */
  hint?: string;
  current: CurrentFile;
  upload: (file: File) => Promise<unknown>;
  onUploaded?: () => void;
  /** Removing the current file, when the section allows it. */
  remove?: { label: string; action: () => Promise<unknown> };
  /** Why no file can be sent yet (« Enregistrez l’offre avant d’y joindre un fichier. »). */
  disabledReason?: string;
}

type Progress =
  { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; message: string };

export function FileUploadField({
  label,
  accept,
  hint,
  current,
  upload,
  onUploaded,
  remove,
  disabledReason,
}: FileUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const busy = progress.state === 'busy';

  async function run(action: () => Promise<unknown>) {
    setProgress({ state: 'busy' });
    try {
      await action();
      setProgress({ state: 'done' });
      onUploaded?.();
    } catch (error) {
      setProgress({ state: 'failed', message: errorMessage(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const describedBy = [
    hint ? `${id}-hint` : '',
    disabledReason ? `${id}-disabled` : '',
    progress.state === 'failed' ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="bo-field bo-upload">
      <label htmlFor={id} className="bo-field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="bo-field-hint">
          {hint}
        </p>
      ) : null}
      <div className="bo-upload__current">
        {current === null ? (
          <p className="bo-field-hint">{NO_FILE_LABEL}</p>
        ) : current.kind === 'image' ? (
          <img className="bo-upload__preview" src={current.url} alt={current.alt} />
        ) : (
          <a href={current.url} target="_blank" rel="noopener">
            {current.name ?? 'Voir le PDF actuel'}
            <span className="bo-visually-hidden"> (nouvel onglet)</span>
          </a>
        )}
      </div>
      {disabledReason ? (
        <p id={`${id}-disabled`} className="bo-field-hint">
          {disabledReason}
        </p>
      ) : null}
      <div className="bo-upload__controls">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          disabled={busy || disabledReason !== undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={progress.state === 'failed'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void run(() => upload(file));
          }}
        />
        {remove && current ? (
          <button
            type="button"
            className="bo-button bo-button--small"
            disabled={busy}
            onClick={() => void run(remove.action)}
          >
            {remove.label}
          </button>
        ) : null}
      </div>
      <p className="bo-upload__status" aria-live="polite">
        {busy ? UPLOADING_LABEL : progress.state === 'done' ? UPLOADED_LABEL : ''}
      </p>
      {progress.state === 'failed' ? (
        <p id={`${id}-error`} className="bo-field-error" role="alert">
          {progress.message}
        </p>
      ) : null}
    </div>
  );
}
