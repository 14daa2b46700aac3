import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useOnlineStatus } from '../../pwa/network-status';

/** What a list or detail page shows when its data could not be loaded, with a retry. */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  // Offline, the only reason is that this page was never kept on the device.
  const online = useOnlineStatus();
  return (
    <div className="content-empty" role="alert">
      <h1 className="content-empty__title">
        {online ? message : 'Cette page n’est pas disponible hors ligne'}
      </h1>
      <p>
        {online
          ? 'Vérifiez votre connexion, puis réessayez.'
          : 'Elle n’a pas encore été consultée sur cet appareil. Réessayez une fois connecté.'}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Réessayer
      </button>
    </div>
  );
}
