import { useState } from 'react';
import { useToast } from '../../components/toast';
import { removeConnectedAs } from '../../entities/session/api';
import { leaveActedAsUser } from '../../features/offline/offline-data';

/**
 * An admin's way back to the back office: stop acting as the user, then open /bo. The acted-as
 * user's changes stop being sent at the click (docs/offline.md, "A change belongs to its user").
 */
export function BackOfficeButton() {
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function goBack() {
    setPending(true);
    try {
      await leaveActedAsUser(removeConnectedAs);
      window.location.assign('/bo');
    } catch {
      toast.show('Le retour au back-office a échoué. Réessayez.', { kind: 'error' });
      setPending(false);
    }
  }

  return (
    <button type="button" className="button button--secondary" onClick={goBack} disabled={pending}>
      Retour
    </button>
  );
}
