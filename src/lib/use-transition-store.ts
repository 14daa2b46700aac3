import { startTransition, useEffect, useState } from 'react';

/**
 * An outside value read by a component, whose changes render as a transition: React renders them
 * in slices that a tap can interrupt. `useSyncExternalStore` renders every change at once, in one
 * task: a value read by each card of a list (its « Nouveau ») then blocked a slow phone's main
 * thread for the whole list (docs/first-screen.md, "Measured"). For values that may show a moment
 * late, never for what a user's input changes.
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      // As an updater: the value may itself be a function (a component).
      startTransition(() => setValue(() => next));
    };
    update(); // a change between the render and this subscription
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}
