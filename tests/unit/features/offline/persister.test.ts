import { describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { UserScopedPersister } from '../../../../src/features/offline/persister';
import { isKeptOnDevice, keptClient } from '../../../../src/features/offline/persisted-cache';
import { HttpError, NetworkError } from '../../../../src/lib/http';
import { pendingChangesLabel } from '../../../../src/features/offline/PendingChangesStatus';
import { offlineStore } from '../../../../src/lib/device-store';
import { userScopeOf } from '../../../../src/lib/device-user';
import type { ApiError, User } from '../../../../src/contract/api';

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

  it('forgets every other user’s persisted cache, and the device’s other keys stay', async () => {
    const persister = new UserScopedPersister();
    for (const userScope of ['21', '22', '23']) {
      persister.setUserScope(userScope);
      persister.persistClient(persistedClient([`offre de ${userScope}`]));
      await persister.flush();
    }
    await offlineStore().set('avantages-pro:user-scope', '22');

    await persister.forgetAllBut('22');
    for (const [userScope, kept] of [
      ['21', false],
      ['22', true],
      ['23', false],
    ] as const) {
      persister.setUserScope(userScope);
      expect(!!(await persister.restoreClient()), userScope).toBe(kept);
    }
    expect(await offlineStore().get('avantages-pro:user-scope')).toBe('22');

    await persister.forgetAllBut(null);
    persister.setUserScope('22');
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

describe('what the device keeps of a failed refetch', () => {
  /** A query holding `data`, whose refetch then fails with `error`. */
  async function failedRefetch(error: Error) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } },
    });
    queryClient.setQueryData(['offers', 'list'], ['offre gardée']);
    await queryClient
      .fetchQuery({ queryKey: ['offers', 'list'], queryFn: () => Promise.reject(error) })
      .catch(() => undefined);
    const query = queryClient.getQueryCache().find({ queryKey: ['offers', 'list'] })!;
    expect(query.state).toMatchObject({ status: 'error', data: ['offre gardée'] });
    return { queryClient, query };
  }

  async function persistedAfter(queryClient: QueryClient) {
    const persister = new UserScopedPersister();
    persister.setUserScope('41');
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery: isKeptOnDevice });
    // As the app's writes do (persistCacheChanges).
    persister.persistClient(keptClient({ timestamp: Date.now(), buster: 'test', clientState }));
    await persister.flush();
    const restored = await persister.restoreClient();
    await persister.forget('41');
    return restored?.clientState.queries ?? [];
  }

  it('keeps the data of a refetch that got no answer, as a success of its first age', async () => {
    const { queryClient, query } = await failedRefetch(
      new NetworkError(new TypeError('Failed to fetch')),
    );
    const [kept] = await persistedAfter(queryClient);
    expect(kept?.state).toMatchObject({
      status: 'success',
      data: ['offre gardée'],
      error: null,
      dataUpdatedAt: query.state.dataUpdatedAt,
    });
  });

  it('keeps nothing of a query the server answered with a refusal', async () => {
    const { queryClient } = await failedRefetch(
      new HttpError(403, { message: 'Accès refusé.' } as ApiError),
    );
    expect(await persistedAfter(queryClient)).toEqual([]);
  });
});
