import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { NetworkError } from '../lib/http';
import { useOnlineStatus } from '../pwa/network-status';

/** What a page shows when its data could not be loaded, with a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  const offline = error instanceof NetworkError;
  const deviceOffline = !useOnlineStatus();

  return (
    <div className="route-error" role="alert">
      <h1>
        {deviceOffline
          ? 'Cette page n’est pas disponible hors ligne'
          : offline
            ? 'Connexion impossible'
            : 'Une erreur est survenue'}
      </h1>
      <p>
        {offline
          ? 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.'
          : 'Cette page n’a pas pu être chargée. Réessayez dans un instant.'}
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
