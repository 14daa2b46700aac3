import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useOnlineStatus } from '../../pwa/network-status';
import { ErrorPanel } from '../error-panel/ErrorPanel';

/** What a list or detail page shows when its data could not be loaded, with a retry. */
export function LoadError({ message }: { message: string }) {
  const { reset } = useQueryErrorResetBoundary();
  // Offline, the only reason is that this page was never kept on the device.
  const online = useOnlineStatus();
  return (
    <ErrorPanel
      className="content-empty"
      title={online ? message : 'Cette page n’est pas disponible hors ligne'}
      titleClassName="content-empty__title"
      message={
        online
          ? 'Vérifiez votre connexion, puis réessayez.'
          : 'Elle n’a pas encore été consultée sur cet appareil. Réessayez une fois connecté.'
      }
      buttonClassName="button button--primary"
      reset={reset}
    />
  );
}
