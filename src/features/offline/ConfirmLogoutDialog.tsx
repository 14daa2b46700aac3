import { useModalDialog } from '../../lib/use-modal-dialog';
import { pendingChangesLabel, usePendingChangesCount } from './PendingChangesStatus';

interface ConfirmLogoutDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Logging out deletes this user's data from the device, queued changes included: with changes
 * still waiting, the user decides. A native modal <dialog> keeps focus inside and closes on Échap.
 */
export function ConfirmLogoutDialog({ open, onConfirm, onCancel }: ConfirmLogoutDialogProps) {
  const pendingCount = usePendingChangesCount();
  const dialog = useModalDialog(open);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-logout-title"
      aria-describedby="confirm-logout-text"
      onClose={onCancel}
    >
      {/* Rendered only while open: closed, its text must not reach assistive technologies. */}
      {open && (
        <>
          <h2 id="confirm-logout-title">Modifications non synchronisées</h2>
          <p id="confirm-logout-text">
            {pendingChangesLabel(pendingCount)}. Si vous vous déconnectez maintenant, ces
            modifications seront perdues. Reconnectez-vous plutôt une fois le réseau revenu pour les
            envoyer.
          </p>
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Annuler
            </button>
            <button type="button" className="button button--primary" onClick={onConfirm}>
              Se déconnecter quand même
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
