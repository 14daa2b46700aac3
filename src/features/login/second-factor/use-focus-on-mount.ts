import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element once it appears (a step's heading or first field), so that a
 * screen reader announces the new step and the keyboard starts there.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
