/**
 * Marking a list seen is a change like the choice of sub-themes: queued on the device for its
 * user, sent when the connection allows, retried, and applied once however often it is sent (the
 * server keeps the later mark: docs/offline.md). It is a background change: the app makes it on
 * its own, so the screen does not count it among the changes waiting for the user.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SeenMarks, SeenSection } from '../../contract/api';
import { markSectionSeen } from '../../contract/endpoints/seen-marks-mark';
import type { ChangeEvent, QueuedChange } from '../../lib/change-queue';
import {
  defineChangeKind,
  queueChange,
  queuedChanges,
  startChangeQueue,
} from '../../lib/change-queue';
import { http } from '../../lib/http';
import { progressKeys } from '../progress/api';
import { withSeenUpTo } from './api';
import { seenMarksKeys } from './query';

export const SEEN_MARK_CHANGE = 'seen-mark';

export interface SeenMarkChange {
  section: SeenSection;
  /** The publication of a new item the user had on screen, as the server wrote it. */
  seenUpTo: string;
}

const isSeenMarkChange = (change: QueuedChange): change is QueuedChange<SeenMarkChange> =>
  change.kind === SEEN_MARK_CHANGE;

function onSeenMarkEvent(queryClient: QueryClient, event: ChangeEvent): void {
  if (!isSeenMarkChange(event.change)) return;
  const { section, seenUpTo } = event.change.payload;
  if (event.type === 'queued') {
    // Seen on this device from now on, in every tab, online or not: the next visit shows no
    // « Nouveau » for what this one showed.
    queryClient.setQueryData<SeenMarks>(seenMarksKeys.all, (marks) =>
      marks ? withSeenUpTo(marks, section, seenUpTo) : marks,
    );
    return;
  }
  // Sent or refused: the server's marks and counts (the home button's badge, the dashboard), once
  // no other mark waits (a refetch meanwhile would show the server without them).
  const othersWaiting = queuedChanges().some(
    (change) => isSeenMarkChange(change) && change.id !== event.change.id,
  );
  if (event.type === 'rejected' || !othersWaiting) {
    void queryClient.invalidateQueries({ queryKey: seenMarksKeys.all });
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  }
}

/**
 * Registers how marks are sent and starts the device's queue of changes (both do nothing the
 * second time). Called after the first screen by the app, and by a list that marks itself seen.
 */
export function startSeenMarkChanges(queryClient: QueryClient): void {
  defineChangeKind<SeenMarkChange>(SEEN_MARK_CHANGE, {
    background: true,
    send: async (change) => {
      await http.call(
        markSectionSeen,
        {
          params: { section: change.payload.section },
          body: { seenUpTo: change.payload.seenUpTo },
        },
        { owner: change.userScope },
      );
    },
    onEvent: (event) => onSeenMarkEvent(queryClient, event),
  });
  startChangeQueue();
}

/**
 * Marks `section` seen up to `seenUpTo` for the device's user, unless its mark (as the device
 * knows it, or a mark still waiting to be sent) is already that late: a card seen twice queues
 * one change.
 */
export function markSeen(queryClient: QueryClient, section: SeenSection, seenUpTo: string): void {
  startSeenMarkChanges(queryClient);
  const upTo = Date.parse(seenUpTo);
  const known = queryClient.getQueryData<SeenMarks>(seenMarksKeys.all)?.[section];
  if (known && Date.parse(known) >= upTo) return;
  const waiting = queuedChanges().some(
    (change) =>
      isSeenMarkChange(change) &&
      change.payload.section === section &&
      Date.parse(change.payload.seenUpTo) >= upTo,
  );
  if (!waiting) queueChange<SeenMarkChange>(SEEN_MARK_CHANGE, { section, seenUpTo });
}
