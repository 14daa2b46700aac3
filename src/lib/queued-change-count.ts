/**
 * How many changes of the device's user wait in the queue of changes (./change-queue.ts), kept
 * apart from the queue: the header and the status line read it on every screen, while the queue
 * itself loads after the first screen (it is not needed to paint it).
 */
let count = 0;
const listeners = new Set<() => void>();

export const queuedChangeCount = (): number => count;

export function setQueuedChangeCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

export function subscribeQueuedChangeCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
