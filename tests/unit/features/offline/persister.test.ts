import { describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { UserScopedPersister } from '../../../../src/features/offline/persister';
import { pendingChangesLabel } from '../../../../src/features/offline/PendingChangesStatus';
import { offlineStore } from '../../../../src/lib/device-store';
import { userScopeOf } from '../../../../src/lib/device-user';
import type { User } from '../../../../src/contract/api';

function persistedClient(data: unknown): PersistedClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['offers', 'list'], data);
  return { timestamp: Date.now(), buster: 'test', clientState: dehydrate(queryClient) };
}

describe('UserScopedPersister', () => {
  it('restores a user’s cache for that user only, and forgets it on demand', async () => {
    const persister = new UserScopedPersister();
    persister.setUserScope('11');
    persister.persistClient(persistedClient(['offre de 11']));
    await persister.flush();
    expect((await persister.restoreClient())?.clientState.queries[0]?.state.data).toEqual([
      'offre de 11',
    ]);

    persister.setUserScope('12');
    expect(await persister.restoreClient()).toBeUndefined();

    await persister.forget('11');
    persister.setUserScope('11');
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('never writes a grouped write once its user is gone', async () => {
    const persister = new UserScopedPersister();
    const writes = vi.spyOn(offlineStore(), 'set');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      persister.setUserScope('31');
      // A grouped write waits; the user logs out and is forgotten meanwhile.
      void persister.persistClient(persistedClient(['offre de 31']));
      persister.setUserScope(null);
      await persister.forget('31');
      // Past the grouped write's delay: it would have written now.
      await vi.advanceTimersByTimeAsync(1000);
      expect(writes).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      writes.mockRestore();
    }
  });
});

describe('user scope and pending label', () => {
  const user = { id: 7, connectedAs: null } as unknown as User;

  it('names an admin acting as someone apart from both', () => {
    expect(userScopeOf(user)).toBe('7');
    expect(userScopeOf({ id: 1, connectedAs: user } as unknown as User)).toBe('1-7');
  });

  it('writes the count in French, singular and plural', () => {
    expect(pendingChangesLabel(1)).toBe('1 modification en attente de synchronisation');
    expect(pendingChangesLabel(3)).toBe('3 modifications en attente de synchronisation');
  });
});
