import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { heldChanges, subscribeHeldChanges } from './held-changes';
import './offline.css';

/** How many changes wait for the server: queued offline, in flight, or held after a 401. */
export function usePendingChangesCount(): number {
  const queued = useMutationState({ filters: { status: 'pending' } }).length;
  const held = useSyncExternalStore(subscribeHeldChanges, () => heldChanges().length);
  return queued + held;
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
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    const wasWaiting = previous.current > 0;
    previous.current = count;
    if (count > 0 || !wasWaiting) return;
    setSynced(true);
    const timer = setTimeout(() => setSynced(false), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [count]);

  return (
    <div className="pending-changes" role="status" aria-live="polite">
      {count > 0 ? pendingChangesLabel(count) : synced ? 'Modifications synchronisées' : null}
    </div>
  );
}
