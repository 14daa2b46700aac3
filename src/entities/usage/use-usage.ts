/**
 * The screens' side of usage events (docs/statistics.md): a detail page viewed, a search once it
 * has settled (one per search, not one per keystroke).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { normaliseSearchTerms } from '../../contract/search-terms';
import { recordUsage } from './record-usage';

export type ViewKind = 'offer_view' | 'promotion_view' | 'service_view' | 'news_view';

/** Records a view of `id` when the page shows it (again when it shows another item). */
export function useViewRecorded(kind: ViewKind | null, id: number): void {
  useEffect(() => {
    if (kind) recordUsage({ kind, itemId: id });
  }, [kind, id]);
}

/** A search counts once the text has not changed for this long. */
export const SEARCH_SETTLED_MS = 1500;

/**
 * Records the search `text` once it has settled, and whether it found anything then. Clearing the
 * box records nothing; the same words searched again in one visit count once.
 */
export function useSearchRecorded(text: string, found: boolean): void {
  const recorded = useRef(new Set<string>());
  const terms = normaliseSearchTerms(text);
  // Read when the search settles: whether the words found anything then.
  const record = useEffectEvent((settled: string) => {
    recorded.current.add(settled);
    recordUsage({ kind: 'search', searchTerms: settled, searchFound: found });
  });
  useEffect(() => {
    if (terms === '' || recorded.current.has(terms)) return;
    const timer = setTimeout(() => record(terms), SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [terms]);
}
