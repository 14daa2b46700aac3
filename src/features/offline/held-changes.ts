import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { offlineStore } from './storage';

/**
 * Changes the server refused with 401 (the session ended while they waited). They are kept,
 * for this user only, and replayed in order once the same user has logged in again.
 */
export interface HeldChange {
  mutationKey: MutationKey;
  variables: unknown;
  scopeId: string | null;
}

const heldKey = (userScope: string) => `avantages-pro:held-changes:${userScope}`;

let held: HeldChange[] = [];
const listeners = new Set<() => void>();

function publish(next: HeldChange[]): void {
  held = next;
  listeners.forEach((listener) => listener());
}

export const heldChanges = (): readonly HeldChange[] => held;

export function subscribeHeldChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function loadHeldChanges(userScope: string): Promise<void> {
  publish((await offlineStore().get<HeldChange[]>(heldKey(userScope))) ?? []);
}

export async function holdChange(userScope: string, change: HeldChange): Promise<void> {
  publish([...held, change]);
  await offlineStore().set(heldKey(userScope), held);
}

export async function forgetHeldChanges(userScope: string): Promise<void> {
  publish([]);
  await offlineStore().del(heldKey(userScope));
}

/** Sends the held changes again, in their order, through the registered mutation defaults. */
export async function replayHeldChanges(
  queryClient: QueryClient,
  userScope: string,
): Promise<void> {
  const changes = held;
  if (changes.length === 0) return;
  await forgetHeldChanges(userScope);
  for (const change of changes) {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationKey: change.mutationKey,
      ...(change.scopeId === null ? {} : { scope: { id: change.scopeId } }),
    });
    // A failure is already reported through the mutation cache (and held again on 401).
    void mutation.execute(change.variables).catch(() => undefined);
  }
}
