/**
 * How many changes of the device's user wait in the queue of changes (./change-queue.ts), kept
 * apart from the queue: the header and the status line read it on every screen, while the queue
 * itself loads after the first screen (it is not needed to paint it).
 */
let count = 0;
let emptiedAt = -Infinity;
const listeners = new Set<() => void>();

export const queuedChangeCount = (): number => count;

/** When the count last fell to 0 (`Date.now()`), -Infinity until it has. */
export const queueEmptiedAt = (): number => emptiedAt;

export function setQueuedChangeCount(next: number): void {
  if (next === count) return;
  if (next === 0) emptiedAt = Date.now();
  count = next;
  listeners.forEach((listener) => listener());
}

export function subscribeQueuedChangeCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
