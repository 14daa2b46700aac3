/**
 * Tells the user when the server refused a change of the selection (it is then off the queue, and
 * the page shows the server's selection again). It listens to the queue of changes rather than to
 * one click, so changes sent after a reload or by another tab are reported too while it is
 * mounted.
 */
import { useEffect } from 'react';
import { useToast } from '../../components/toast';
import { subscribeChangeEvents } from '../../lib/change-queue';
import { PREFERENCE_CHANGE } from './changes';

export const SAVE_FAILED_MESSAGE = 'Votre choix n’a pas pu être enregistré : il a été annulé.';

export function usePreferenceErrorToast(): void {
  const { show } = useToast();
  useEffect(
    () =>
      subscribeChangeEvents((event) => {
        if (event.type === 'rejected' && event.change.kind === PREFERENCE_CHANGE) {
          show(SAVE_FAILED_MESSAGE, { kind: 'error' });
        }
      }),
    [show],
  );
}
