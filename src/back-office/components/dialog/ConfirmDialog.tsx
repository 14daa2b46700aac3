/**
 * A question before an action that cannot be undone (« Supprimer cette offre ? »), in the native
 * modal `<dialog>`: the browser keeps the focus inside it, closes it with Escape and gives the
 * focus back to the button that opened it. The focus starts on « Annuler », the safe choice.
 */
import { useCallback, useId, useRef } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';

export const CANCEL_LABEL = 'Annuler';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  /** The action's own verb (« Supprimer »), never a bare « OK ». */
  confirmLabel: string;
  /** Red confirm button, for deleting. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const dialog = useModalDialog(
    open,
    useCallback(() => cancel.current?.focus(), []),
  );

  return (
    <dialog
      ref={dialog}
      className="bo-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      // Escape closes the dialog by itself: the state follows.
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="bo-dialog__title">
        {title}
      </h2>
      {message ? (
        <p id={`${id}-message`} className="bo-dialog__message">
          {message}
        </p>
      ) : null}
      <div className="bo-dialog__actions">
        <button ref={cancel} type="button" className="bo-button" onClick={onCancel}>
          {CANCEL_LABEL}
        </button>
        <button
          type="button"
          className={danger ? 'bo-button bo-button--danger' : 'bo-button bo-button--primary'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
