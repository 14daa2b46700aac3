/**
 * Tells the user when the server refused a change of the selection, which the mutation defaults
 * have already rolled back. It listens to the mutation cache rather than to one `mutate` call, so
 * changes replayed after a reload (started by no component) are reported too while it is mounted.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { HttpError, NetworkError } from '../../lib/http';
import { preferenceMutationKeys } from './mutations';

export const SAVE_FAILED_MESSAGE = 'Votre choix n’a pas pu être enregistré : il a été annulé.';
export const SESSION_ENDED_MESSAGE =
  'Votre session a pris fin : votre choix n’a pas été enregistré. Reconnectez-vous.';
export const UNREACHABLE_MESSAGE =
  'Connexion au serveur impossible : votre choix n’a pas été enregistré.';

export function preferenceErrorMessage(error: unknown): string {
  if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
    return SESSION_ENDED_MESSAGE;
  }
  if (error instanceof NetworkError) return UNREACHABLE_MESSAGE;
  return SAVE_FAILED_MESSAGE;
}

export function usePreferenceErrorToast(): void {
  const queryClient = useQueryClient();
  const { show } = useToast();

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.mutation.options.mutationKey?.[0] !== preferenceMutationKeys.all[0]) return;
        show(preferenceErrorMessage(event.action.error), { kind: 'error' });
      }),
    [queryClient, show],
  );
}
