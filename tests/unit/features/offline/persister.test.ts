import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { UserScopedPersister } from '../../../../src/features/offline/persister';
import { pendingChangesLabel } from '../../../../src/features/offline/PendingChangesStatus';
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

  it('drops a write still waiting when the user changes', async () => {
    const persister = new UserScopedPersister();
    persister.setUserScope('21');
    persister.persistClient(persistedClient(['offre de 21']));
    persister.setUserScope('22');
    await persister.flush();
    persister.setUserScope('21');
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('keeps nothing when nobody is connected', async () => {
    const persister = new UserScopedPersister();
    persister.persistClient(persistedClient(['rien']));
    await persister.flush();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('stores a change that was in flight as paused, so it is replayed after a reload', async () => {
    const persister = new UserScopedPersister();
    persister.setUserScope('31');
    const client = persistedClient([]);
    const inFlight = {
      mutationKey: ['preferences', 'replace'],
      scope: { id: 'preferences' },
      state: {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: false,
        status: 'pending' as const,
        variables: { subThemeIds: [1, 2] },
        submittedAt: Date.now(),
      },
    };
    persister.persistClient({
      ...client,
      clientState: { ...client.clientState, mutations: [inFlight] },
    });
    await persister.flush();
    const restored = await persister.restoreClient();
    expect(restored?.clientState.mutations[0]?.state).toMatchObject({
      isPaused: true,
      variables: { subThemeIds: [1, 2] },
    });
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
