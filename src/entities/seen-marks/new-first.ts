/**
 * The offers and the promotions show their new items first (docs/offline.md, "What the user has
 * seen"): the user sees them before anything else, and the list's mark advances as they are seen
 * (./SeenSection.tsx). The oldest new item comes first: a mark is an instant, which passes
 * everything published before it, so seen in that order every card seen moves it on. In the offer
 * list's first screen: kept small, the rest of the marks' code comes after it.
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SeenMarks, SeenSection } from '../../contract/api';
import { seenMarksKeys } from './query';
import { useNewSince } from './FollowSeenSection';

type Dated = { publishedAt: string };

/** `items` with those published after `since` (ms) first, the oldest first; the others as they were. */
export function newFirst<T extends Dated>(items: readonly T[], since: number): readonly T[] {
  if (!(since < Infinity)) return items; // no mark known (NaN), or none found yet
  const fresh: T[] = [];
  const others: T[] = [];
  for (const item of items) (Date.parse(item.publishedAt) > since ? fresh : others).push(item);
  fresh.sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  return fresh.length ? [...fresh, ...others] : items;
}

/**
 * `items` in the order the list shows them: its new items first by the mark its visit found, and
 * until that is found by the device's copy of the marks as the list opened, so that a device that
 * knows them places the cards once, at the first render.
 */
export function useNewFirst<T extends Dated>(section: SeenSection, items: readonly T[]) {
  const queryClient = useQueryClient();
  const [onDevice] = useState(
    () => queryClient.getQueryData<SeenMarks>(seenMarksKeys.all)?.[section] ?? '',
  );
  const found = useNewSince(section);
  const since = found < Infinity ? found : Date.parse(onDevice);
  return useMemo(() => newFirst(items, since), [items, since]);
}
