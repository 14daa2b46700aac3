/**
 * The user's "seen up to" marks of the offers, the promotions and the news (docs/http-contract.md):
 * what was published after a list's mark is new for the user (« Nouveau » on its cards, and its
 * saving notifications). Read by the lists when they are shown (./SeenSection.tsx) and kept on the
 * device with the other queries, so that a list opened offline knows what is new too.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SeenMarks, SeenSection, User } from '../../contract/api';
import { SAVING_ROLES } from '../../contract/constants';
import { sessionKeys } from '../session/api';
import { effectiveUser } from '../session/roles';
import { seenMarksQueryOptions } from './query';

/**
 * Fetches the marks as soon as someone who has them signs in (or an admin acts as them), beside
 * the data of the page the login leads to: the offer list then finds them at its first render and
 * shows its new offers first at once, instead of moving its cards once they arrive (./new-first.ts).
 */
export function fetchSeenMarksAtLogin(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sessionKeys.all[0]) return;
    const user = event.query.state.data as User | null | undefined;
    if (user && SAVING_ROLES.includes(effectiveUser(user).roleId)) {
      void queryClient.prefetchQuery(seenMarksQueryOptions);
    }
  });
}

/** `marks` with `section` seen up to `seenUpTo`, when that is later: a mark never moves back. */
export function withSeenUpTo(marks: SeenMarks, section: SeenSection, seenUpTo: string): SeenMarks {
  const current = marks[section];
  if (current !== null && Date.parse(current) >= Date.parse(seenUpTo)) return marks;
  return { ...marks, [section]: seenUpTo };
}

/** An item of a list that has « Nouveau » marks: an offer, a promotion, a news item. */
export interface SeenItem {
  id: number;
  publishedAt: string;
  /** An offer's sub-themes: the notifications count only the offers of the user's own. */
  subThemeIds?: readonly number[];
}

/**
 * The items published after `since` that hold the list's mark back until the user had them on
 * screen: those the page shows (`shown`, its filters and search applied), and those the
 * notifications count whether shown or not: a news item, an offer of one of the user's chosen
 * sub-themes (`chosen`; every offer while the device does not know them). An offer of other
 * sub-themes that the filters hide is neither counted nor seen: the mark may pass it.
 */
export function newItemsHoldingBack<Item extends SeenItem>(
  items: readonly Item[],
  shown: readonly Item[],
  since: number,
  chosen: ReadonlySet<number> | null,
): Item[] {
  const onScreen = new Set(shown.map((item) => item.id));
  const counted = (item: Item) =>
    !item.subThemeIds || !chosen || item.subThemeIds.some((id) => chosen.has(id));
  return items.filter(
    (item) => Date.parse(item.publishedAt) > since && (onScreen.has(item.id) || counted(item)),
  );
}

/**
 * How far a list's mark may move once the new items whose ids are in `seen` were on screen. A mark
 * is an instant and passes everything published before it: it moves up to the newest seen item
 * that is older than every new item not seen yet, so that those keep their « Nouveau » and their
 * place in the notifications. Null when it may not move. `newItems` are those published after the
 * mark that hold it back (`newItemsHoldingBack`).
 */
export function seenUpTo(newItems: readonly SeenItem[], seen: ReadonlySet<number>): string | null {
  let firstUnseen = Infinity;
  for (const item of newItems) {
    if (!seen.has(item.id)) firstUnseen = Math.min(firstUnseen, Date.parse(item.publishedAt));
  }
  let upTo: string | null = null;
  for (const item of newItems) {
    const publishedAt = Date.parse(item.publishedAt);
    if (!seen.has(item.id) || publishedAt >= firstUnseen) continue;
    if (upTo === null || publishedAt > Date.parse(upTo)) upTo = item.publishedAt;
  }
  return upTo;
}
