import { useEffect, useId, useRef } from 'react';
import type { PartnerUser } from '../../contract/api';
import { fullName } from './form-schema';
import { PersonEditForm } from './PersonEditForm';

type PersonEditDialogProps = {
  person: PartnerUser;
  /** Says "vos informations" rather than the person's name. */
  isSelf: boolean;
  /** Whether the form offers the password and the e-mail (PersonEditForm). */
  ownCredentials: boolean;
  /** The control that opened the dialog: the focus goes back to it when the dialog closes. */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
};

/**
 * The edit form in a modal dialog. The native `<dialog>` traps the focus and closes with Escape;
 * the focus starts on the first field and goes back to the person's « Modifier » button.
 */
export function PersonEditDialog({
  person,
  isSelf,
  ownCredentials,
  returnFocusTo,
  onClose,
}: PersonEditDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (element.open) element.close();
      returnFocusTo?.focus();
    };
  }, [returnFocusTo]);

  const title = isSelf
    ? 'Modifier vos informations'
    : `Modifier les informations de ${fullName(person)}`;
  return (
    // `onClose` also runs when Escape closes the dialog natively.
    <dialog ref={dialog} className="partner-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="partner-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="partner-dialog__close"
          aria-label="Fermer la fenêtre"
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <PersonEditForm
        person={person}
        ownCredentials={ownCredentials}
        labelledBy={titleId}
        onSaved={onClose}
        onCancel={onClose}
      />
    </dialog>
  );
}
