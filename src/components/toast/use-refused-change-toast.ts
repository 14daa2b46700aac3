/**
 * Tells the user when the server refused a queued change of one kind (it is then off the queue,
 * so the screen already shows it undone). It listens to the queue rather than to one click, so
 * changes sent after a reload or by another tab are reported too, while a component that shows
 * that kind is on screen. Not in the barrel (./index.ts): the first screen's toasts need no queue.
 */
import { useEffect } from 'react';
import { subscribeChangeEvents } from '../../lib/change-queue';
import { useToast } from './use-toast';

export const CHANGE_REFUSED_MESSAGE = 'Votre choix n’a pas pu être enregistré : il a été annulé.';

/** Per kind, the reports of the components listening: the first one shows the toast, once. */
const listening = new Map<string, { reports: (() => void)[]; stop: () => void }>();

export function useRefusedChangeToast(kind: string, message = CHANGE_REFUSED_MESSAGE): void {
  const { show } = useToast();
  useEffect(() => {
    let entry = listening.get(kind);
    if (!entry) {
      const reports: (() => void)[] = [];
      const stop = subscribeChangeEvents((event) => {
        if (event.type === 'rejected' && event.change.kind === kind) reports[0]?.();
      });
      entry = { reports, stop };
      listening.set(kind, entry);
    }
    const { reports, stop } = entry;
    const report = () => show(message, { kind: 'error' });
    reports.push(report);
    return () => {
      reports.splice(reports.indexOf(report), 1);
      if (reports.length > 0) return;
      stop();
      listening.delete(kind);
    };
  }, [kind, message, show]);
}
