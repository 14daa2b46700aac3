import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newestPublication, seenMarksQueryOptions } from './api';
import { markSeen } from './changes';
import { setFoundMark } from './FollowSeenSection';
import type { SeenSection as Section } from '../../contract/api';

export interface SeenSectionProps {
  section: Section;
  /** The list as the user sees it: marked seen up to its newest publication. */
  items: readonly { publishedAt: string }[];
}

/**
 * Reads the list's mark as this visit finds it (the server's when online, since another device may
 * have moved it; the device's copy offline), tells it to the cards, then marks the list seen up to
 * its newest publication. The mark told stays the one found, so the cards keep their « Nouveau »
 * for the whole visit even once the list is marked; the next visit finds the new mark.
 */
export function SeenSection({ section, items }: SeenSectionProps) {
  const queryClient = useQueryClient();
  const marks = useQuery(seenMarksQueryOptions);
  const [found, setFound] = useState<number | null>();
  const newest = useMemo(() => newestPublication(items), [items]);

  // Read once, when the query has settled: the visit keeps the mark it found.
  if (found === undefined && !marks.isFetching) {
    const mark = marks.data?.[section];
    setFound(mark ? Date.parse(mark) : null);
  }
  // Told to the cards while the list is shown (null: the device cannot know what is new).
  useEffect(() => {
    if (found === undefined) return;
    setFoundMark(section, found ?? undefined);
    return () => setFoundMark(section, undefined);
  }, [found, section]);

  // After the mark was read, and again when the list shows newer items (a refetch on focus).
  useEffect(() => {
    if (found !== undefined && newest !== null) markSeen(queryClient, section, newest);
  }, [found, newest, section, queryClient]);

  return null;
}
