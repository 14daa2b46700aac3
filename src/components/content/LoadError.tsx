import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/** What a list or detail page shows when its data could not be loaded, with a retry. */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <div className="content-empty" role="alert">
      <h1 className="content-empty__title">{message}</h1>
      <p>Vérifiez votre connexion, puis réessayez.</p>
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
