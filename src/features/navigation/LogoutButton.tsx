import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useToast } from '../../components/toast';
import { logout } from '../auth/api';

export function LogoutButton({ className = 'button button--ghost' }: { className?: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();

  async function signOut() {
    try {
      await logout(queryClient);
      await router.navigate({ to: '/login', replace: true });
    } catch {
      toast.show('La déconnexion a échoué. Vérifiez votre connexion et réessayez.', { kind: 'error' });
    }
  }

  return (
    <button type="button" className={className} onClick={signOut}>
      Se déconnecter
    </button>
  );
}
