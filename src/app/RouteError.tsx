import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../components/error-panel/ErrorPanel';
import { NetworkError } from '../lib/http';
import { useOnlineStatus } from '../pwa/network-status';

/** What a page shows when its data could not be loaded, with a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const { reset } = useQueryErrorResetBoundary();
  const offline = error instanceof NetworkError;
  const deviceOffline = !useOnlineStatus();

  return (
    <ErrorPanel
      className="route-error"
      title={
        deviceOffline
          ? 'Cette page n’est pas disponible hors ligne'
          : offline
            ? 'Connexion impossible'
            : 'Une erreur est survenue'
      }
      message={
        offline
          ? 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.'
          : 'Cette page n’a pas pu être chargée. Réessayez dans un instant.'
      }
      buttonClassName="button button--primary"
      reset={reset}
    />
  );
}
