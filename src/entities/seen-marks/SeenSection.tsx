import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SeenSection as Section, ThemeNode } from '../../contract/api';
import { themeTreeKeys } from '../theme-tree/api';
import { subThemesOf } from '../theme-tree/tree';
import { newItemsHoldingBack, seenUpTo, type SeenItem } from './api';
import { seenMarksQueryOptions } from './query';
import { markSeen } from './changes';
import { setFoundMark } from './FollowSeenSection';
import { watchNewCards } from './watch-new-cards';

export interface SeenSectionProps {
  section: Section;
  /** The list as the device has it. */
  items: readonly SeenItem[];
  /** What the page shows of it, its filters and search applied; all of it unless said. */
  shown?: readonly SeenItem[];
}

/** The user's chosen sub-themes, as the offer list's filter has them; null while unknown. */
function chosenSubThemes(queryClient: QueryClient): ReadonlySet<number> | null {
  const tree = queryClient.getQueryData<ThemeNode>(themeTreeKeys.withUserPreference());
  if (!tree) return null;
  return new Set(
    subThemesOf(tree)
      .filter((leaf) => leaf.active)
      .map((leaf) => leaf.id),
  );
}

/**
 * Reads the list's mark as this visit finds it (the server's when online, since another device may
 * have moved it; the device's copy offline), tells it to the cards, then moves the mark as the user
 * has the new cards on screen: up to the newest one seen that no unseen new item is older than
 * (`seenUpTo`, ./api.ts). A new card the user never had on screen keeps its « Nouveau » for the
 * next visit, and the notifications count it. The mark told stays the one found, so the cards keep
 * their « Nouveau » for the whole visit even once the list is marked; the next visit finds the new
 * mark.
 */
export function SeenSection({ section, items, shown = items }: SeenSectionProps) {
  const queryClient = useQueryClient();
  const marks = useQuery(seenMarksQueryOptions);
  const [found, setFound] = useState<number | null>();
  // The new items the user had on screen during this visit, by id.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());

  // Read once, when the query has settled: the visit keeps the mark it found.
  if (found === undefined && !marks.isFetching) {
    const mark = marks.data?.[section];
    setFound(mark ? Date.parse(mark) : null);
  }
  // Told to the cards while the list is shown (null: the device cannot know what is new, and
  // nothing is marked).
  useEffect(() => {
    if (found === undefined) return;
    setFoundMark(section, found ?? undefined);
    return () => setFoundMark(section, undefined);
  }, [found, section]);

  // The cards told « Nouveau » are watched from then on.
  useEffect(() => {
    if (found === undefined || found === null) return;
    return watchNewCards((item) =>
      setSeen((ids) => (ids.has(item) ? ids : new Set(ids).add(item))),
    );
  }, [found]);

  // Each time a new card was seen, or the list changed (a refetch, a search, a filter).
  useEffect(() => {
    if (found === undefined || found === null || seen.size === 0) return;
    const holding = newItemsHoldingBack(items, shown, found, chosenSubThemes(queryClient));
    const upTo = seenUpTo(holding, seen);
    if (upTo !== null) markSeen(queryClient, section, upTo);
  }, [found, seen, items, shown, section, queryClient]);

  return null;
}
