import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `first` more in each following task, rendered as a
 * transition, until every item is shown. One render of a whole list made one long commit and one
 * long round of effects, during which a slow phone answered no tap (docs/performance.md, "Where
 * the first screens' main thread goes"); a task each lets input and paint in between.
 */
export function useGrowingSlice<T>(items: readonly T[], first: number): readonly T[] {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + first)));
    return () => clearTimeout(timer);
  }, [complete, count, first]);
  return complete ? items : items.slice(0, count);
}
