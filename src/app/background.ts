/**
 * What the app does besides its screens, started once the first screen is shown (main.tsx): the
 * device's queue of changes with every kind it sends (sub-theme choices, lists seen, favourites,
 * usage events: a change queued in an earlier visit waits for its kind), the lists' marking as
 * seen with their
 * « Nouveau » (the marks fetched at login, beside the first page's data), the installed app icon's
 * badge, the refetch of everything when the connection returns, and the cleanup of content gone
 * from the server (docs/offline.md).
 */
import type { QueryClient } from '@tanstack/react-query';
import { startFavouriteChanges } from '../entities/favourites/changes';
import { followAppBadge } from '../entities/progress/app-badge';
import { fetchSeenMarksAtLogin } from '../entities/seen-marks/api';
import { startSeenMarkChanges } from '../entities/seen-marks/changes';
import { startUsageEvents } from '../entities/usage/usage-events';
import { provideSeenSectionFollower } from '../entities/seen-marks/FollowSeenSection';
import { SeenSection } from '../entities/seen-marks/SeenSection';
import { startPreferenceChanges } from '../features/preferences/changes';
import { whenIdle } from '../lib/when-idle';
import { dropGoneContent } from './gone-content';
import { syncOnReconnect } from './reconnect-sync';

export function startBackground(queryClient: QueryClient): void {
  // The queue, started by the first call, reads what waits in a later task: by then every kind
  // is registered.
  startSeenMarkChanges(queryClient);
  startPreferenceChanges(queryClient);
  startFavouriteChanges(queryClient);
  startUsageEvents();
  provideSeenSectionFollower(SeenSection);
  fetchSeenMarksAtLogin(queryClient);
  syncOnReconnect(queryClient);
  // Each in an idle period of its own: with the above, they made one task of about 50 ms on a
  // slow host, long enough to hold back a tap (docs/performance.md).
  whenIdle(() => followAppBadge(queryClient));
  whenIdle(() => void dropGoneContent(queryClient).catch((error: unknown) => console.error(error)));
}
