import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import {
  queueEmptiedAt,
  queuedChangeCount,
  subscribeQueuedChangeCount,
} from '../../lib/queued-change-count';
import './offline.css';

/**
 * How many changes wait for the server: the device user's queued changes (offline, being sent, or
 * kept until the same user logs in again, in any tab) and the forms being saved here.
 */
export function usePendingChangesCount(): number {
  const saving = useIsMutating();
  const queued = useSyncExternalStore(
    subscribeQueuedChangeCount,
    queuedChangeCount,
    () => 0, // the prerendered page (docs/first-screen.md)
  );
  return queued + saving;
}

export function pendingChangesLabel(count: number): string {
  return count === 1
    ? '1 modification en attente de synchronisation'
    : `${count} modifications en attente de synchronisation`;
}

const SYNCED_NOTICE_MS = 4000;

/** "2 modifications en attente de synchronisation", then "Modifications synchronisées". */
export function PendingChangesStatus() {
  const count = usePendingChangesCount();
  const previous = useRef(count);
  // This line loads once the browser is idle: a change made and sent before that is told too.
  const [syncedAt, setSyncedAt] = useState(queueEmptiedAt);
  const [synced, setSynced] = useState(() => Date.now() - syncedAt < SYNCED_NOTICE_MS);

  useEffect(() => {
    const wasWaiting = previous.current > 0;
    previous.current = count;
    if (count > 0 || !wasWaiting) return;
    setSyncedAt(Date.now());
    setSynced(true);
  }, [count]);

  useEffect(() => {
    if (!synced) return;
    const timer = setTimeout(() => setSynced(false), syncedAt + SYNCED_NOTICE_MS - Date.now());
    return () => clearTimeout(timer);
  }, [synced, syncedAt]);

  return (
    <div className="pending-changes" role="status" aria-live="polite">
      {count > 0 ? pendingChangesLabel(count) : synced ? 'Modifications synchronisées' : null}
    </div>
  );
}
