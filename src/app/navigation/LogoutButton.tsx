import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useToast } from '../../components/toast';
import { forgetCurrentUser } from '../../features/offline/offline-data';
import { pendingChangesNow } from '../../features/offline/pending-changes';

/**
 * Asked for only with changes waiting, so loaded when first asked for: the header is on every
 * first screen, and the offer list's has a budget. The service worker keeps it for offline use.
 */
const ConfirmLogoutDialog = lazy(() =>
  import('../../features/offline/ConfirmLogoutDialog').then((module) => ({
    default: module.ConfirmLogoutDialog,
  })),
);

export function LogoutButton({ className = 'button button--ghost' }: { className?: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  async function signOut() {
    setConfirming(false);
    try {
      // Loaded at the click, out of the first screens' code (docs/performance.md); a load that
      // fails is a failed logout, said as such.
      const { logout } = await import('../../entities/session/logout');
      await logout(queryClient);
      // Shared devices: nothing of this user stays behind (docs/offline.md, "Forgetting a user").
      await forgetCurrentUser(queryClient);
      await router.navigate({ to: '/login', replace: true });
    } catch {
      toast.show('La déconnexion a échoué. Vérifiez votre connexion et réessayez.', {
        kind: 'error',
      });
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => (pendingChangesNow(queryClient) > 0 ? setConfirming(true) : void signOut())}
      >
        Se déconnecter
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmLogoutDialog
            open
            onConfirm={() => void signOut()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
