import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * The first `first` items at once, then `first` more in each of the browser's idle periods,
 * rendered as a transition, until every item is shown. One render of a whole list made one long
 * commit and one long round of effects, during which a slow phone answered no tap
 * (docs/performance.md, "Where the first screens' main thread goes").
 */
export function useGrowingSlice<T>(items: readonly T[], first: number): readonly T[] {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    return whenIdle(() => startTransition(() => setCount((shown) => shown + first)));
  }, [complete, count, first]);
  return complete ? items : items.slice(0, count);
}
