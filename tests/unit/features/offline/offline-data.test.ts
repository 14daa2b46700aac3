import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { clear, get, keys, set } from 'idb-keyval';
import type { User } from '../../../../src/contract/api';
import { USER_SCOPE_IDB_KEY } from '../../../../src/pwa/sw-protocol';
import { version } from '../../../../package.json';
import type * as OfflineData from '../../../../src/features/offline/offline-data';

const user = (id: number) =>
  ({
    id,
    roleId: 'PRO',
    email: `user${id}@demo.fr`,
    firstname: 'Prénom',
    lastname: 'Nom',
    companyName: 'Société',
    partnerId: null,
    connectedAs: null,
  }) satisfies User;

/** A device where user 1 browsed offers: stored scope and persisted cache. */
async function deviceOfUser1() {
  const previous = new QueryClient();
  previous.setQueryData(['session'], user(1));
  previous.setQueryData(['offers', 'list'], ['offre de 1']);
  await set(USER_SCOPE_IDB_KEY, '1');
  // The server's readable hint that a session cookie exists, set with it at login.
  document.cookie = 'signed_in=1; path=/';
  await set('avantages-pro:query-cache:1', {
    timestamp: Date.now(),
    buster: version,
    clientState: dehydrate(previous),
  });
}

// The app's module state (the persister of the current user) starts afresh for each test.
let lastModule: typeof OfflineData | null = null;
async function freshModule() {
  vi.resetModules();
  lastModule = await import('../../../../src/features/offline/offline-data');
  return {
    ...lastModule,
    // The same module instances as offline-data's, for their `instanceof` checks and state.
    HttpError: (await import('../../../../src/lib/http')).HttpError,
    NetworkError: (await import('../../../../src/lib/http')).NetworkError,
    queue: await import('../../../../src/lib/change-queue'),
  };
}

// A grouped write of the test that ended may still be waiting (docs/offline.md): with nobody
// signed in on its module, it cannot land in the next test's device.
afterEach(async () => {
  await lastModule?.forgetEndedSession(new QueryClient());
  lastModule = null;
});

beforeEach(async () => {
  await clear();
  // No server here: the session check fails fast, as on a device without network.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});

/** The offers that user 1's persisted cache holds now. */
async function persistedOffersOfUser1(): Promise<unknown> {
  const stored = await get<{ clientState: ReturnType<typeof dehydrate> }>(
    'avantages-pro:query-cache:1',
  );
  return stored?.clientState.queries.find((query) => query.queryKey[0] === 'offers')?.state.data;
}

describe('startOfflineData', () => {
  it('restores the last user’s cache before the first screen', async () => {
    await deviceOfUser1();
    const { startOfflineData } = await freshModule();
    const queryClient = new QueryClient();
    await startOfflineData(queryClient);
    expect(queryClient.getQueryData(['offers', 'list'])).toEqual(['offre de 1']);
    expect(queryClient.getQueryData(['session'])).toMatchObject({ id: 1 });
  });

  it('keeps a first visit’s cache once its first screen is shown, with what came before', async () => {
    document.cookie = 'signed_in=1; path=/';
    const { startOfflineData, keepCachePersisted } = await freshModule();
    const queryClient = new QueryClient();
    await startOfflineData(queryClient);
    // The user's first page, fetched before its first screen: nothing restored, nothing written.
    queryClient.setQueryData(['session'], user(3));
    queryClient.setQueryData(['offers', 'list'], ['offre de 3']);
    window.dispatchEvent(new Event('pagehide'));
    expect(await get('avantages-pro:query-cache:3')).toBeUndefined();

    // As the app does once its first screen is shown (src/main.tsx): the whole cache is written.
    await keepCachePersisted();
    await vi.waitFor(async () => {
      const stored = await get<{ clientState: ReturnType<typeof dehydrate> }>(
        'avantages-pro:query-cache:3',
      );
      expect(
        stored?.clientState.queries.find((query) => query.queryKey[0] === 'offers')?.state.data,
      ).toEqual(['offre de 3']);
    });
    // And every change after it.
    queryClient.setQueryData(['offers', 'list'], ['offre de 3, modifiée']);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => {
      const stored = await get<{ clientState: ReturnType<typeof dehydrate> }>(
        'avantages-pro:query-cache:3',
      );
      expect(
        stored?.clientState.queries.find((query) => query.queryKey[0] === 'offers')?.state.data,
      ).toEqual(['offre de 3, modifiée']);
    });
  });

  it('drops everything of the previous user as soon as another one logs in', async () => {
    await deviceOfUser1();
    const { startOfflineData, flushPersistedCache } = await freshModule();
    const queryClient = new QueryClient();
    await startOfflineData(queryClient);

    queryClient.setQueryData(['session'], user(2));
    // Synchronously: the next screen must not see user 1's offers.
    expect(queryClient.getQueryData(['offers', 'list'])).toBeUndefined();
    await flushPersistedCache();
    await vi.waitFor(async () => {
      expect(await get('avantages-pro:query-cache:1')).toBeUndefined();
      expect(await get(USER_SCOPE_IDB_KEY)).toBe('2');
    });
  });

  it('keeps a change refused with 401 and sends it when the same user is back', async () => {
    await deviceOfUser1();
    const { startOfflineData, HttpError, queue } = await freshModule();
    const queryClient = new QueryClient();
    const sent: unknown[] = [];
    let sessionOver = true;
    queue.defineChangeKind<number[]>('test', {
      send: async (change) => {
        if (sessionOver) throw new HttpError(401, null);
        sent.push(change.payload);
      },
    });
    await startOfflineData(queryClient);
    // As the app does once its first screen is shown.
    queue.startChangeQueue();

    queue.queueChange('test', [4, 5]);
    await vi.waitFor(() => expect(sent).toEqual([]));
    await queue.sendQueuedChanges();
    expect(queue.queuedChanges()).toHaveLength(1);

    sessionOver = false;
    queryClient.setQueryData(['session'], user(1));
    await vi.waitFor(() => expect(sent).toEqual([[4, 5]]));
    await vi.waitFor(() => expect(queue.queuedChanges()).toHaveLength(0));
  });

  it('forgets the content of a session the server ended, keeping its queued changes', async () => {
    await deviceOfUser1();
    const { startOfflineData, forgetEndedSession, flushPersistedCache, HttpError, queue } =
      await freshModule();
    const queryClient = new QueryClient();
    const sent: unknown[] = [];
    let sessionOver = true;
    queue.defineChangeKind<number[]>('test', {
      send: async (change) => {
        if (sessionOver) throw new HttpError(401, null);
        sent.push(change.payload);
      },
    });
    await startOfflineData(queryClient);
    queue.startChangeQueue();
    queue.queueChange('test', [7]);
    await queue.sendQueuedChanges();
    expect(queue.queuedChanges()).toHaveLength(1);

    // What the app does on a 401 seen online (src/app/session-expiry.ts).
    const forgetting = forgetEndedSession(queryClient);
    // Synchronously: the login page, and the next screen, never see user 1's offers.
    expect(queryClient.getQueryData(['offers', 'list'])).toBeUndefined();
    await forgetting;
    expect(await get('avantages-pro:query-cache:1')).toBeUndefined();
    // Nothing of user 1 is written any more until they log in again.
    queryClient.setQueryData(['offers', 'list'], ['réponse tardive']);
    await flushPersistedCache();
    expect(await get('avantages-pro:query-cache:1')).toBeUndefined();
    // The device is still theirs: their change waits, on the device too.
    expect(await get(USER_SCOPE_IDB_KEY)).toBe('1');
    expect(queue.queuedChanges()).toHaveLength(1);
    expect((await keys()).filter((key) => String(key).includes('queued-change:1:'))).toHaveLength(
      1,
    );

    // The same user logs in again: the change goes, and their data is kept again.
    sessionOver = false;
    queryClient.setQueryData(['session'], user(1));
    await vi.waitFor(() => expect(sent).toEqual([[7]]));
    queryClient.setQueryData(['offers', 'list'], ['offre de 1, à nouveau']);
    await flushPersistedCache();
    expect(await persistedOffersOfUser1()).toEqual(['offre de 1, à nouveau']);
  });

  it('writes nothing for anyone while nobody is signed in, until the user logs in again', async () => {
    await deviceOfUser1();
    // No session cookie (cleared by the server's 401): the start knows nobody is signed in.
    document.cookie = 'signed_in=; path=/; max-age=0';
    const { startOfflineData, flushPersistedCache } = await freshModule();
    const queryClient = new QueryClient();
    await startOfflineData(queryClient);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    queryClient.setQueryData(['offers', 'list'], ['écrit sans session']);
    await flushPersistedCache();
    expect(await persistedOffersOfUser1()).toEqual(['offre de 1']);

    queryClient.setQueryData(['session'], user(1));
    queryClient.setQueryData(['offers', 'list'], ['offre de 1, connecté']);
    // Written a moment later, grouped (docs/offline.md).
    await vi.waitFor(async () => {
      await flushPersistedCache();
      expect(await persistedOffersOfUser1()).toEqual(['offre de 1, connecté']);
    });
  });

  it('deletes the changes kept after a 401 once another user logs in instead', async () => {
    await deviceOfUser1();
    const { startOfflineData, forgetEndedSession, HttpError, queue } = await freshModule();
    const queryClient = new QueryClient();
    queue.defineChangeKind<number[]>('test', {
      send: async () => {
        throw new HttpError(401, null);
      },
    });
    await startOfflineData(queryClient);
    queue.startChangeQueue();
    queue.queueChange('test', [8]);
    await queue.sendQueuedChanges();
    await forgetEndedSession(queryClient);
    expect(queue.queuedChanges()).toHaveLength(1);

    queryClient.setQueryData(['session'], user(2));
    await vi.waitFor(async () =>
      expect((await keys()).filter((key) => String(key).includes('queued-change'))).toEqual([]),
    );
    expect(await get(USER_SCOPE_IDB_KEY)).toBe('2');
  });

  it('never sends a change of the previous user once another one logs in', async () => {
    await deviceOfUser1();
    const { startOfflineData, NetworkError, queue } = await freshModule();
    const queryClient = new QueryClient();
    const tries: string[] = [];
    queue.defineChangeKind<number[]>('test', {
      send: async (change) => {
        tries.push(change.userScope);
        throw new NetworkError(new TypeError('flaky'));
      },
    });
    await startOfflineData(queryClient);
    queue.startChangeQueue();
    queue.queueChange('test', [4]);
    await vi.waitFor(() => expect(queue.isRetryingChanges()).toBe(true));
    await queue.sendQueuedChanges();
    const triesOfUser1 = tries.length;
    expect(new Set(tries)).toEqual(new Set(['1']));

    // Another user logs in on this device while user 1's change waits for its retry; whatever
    // tries to send afterwards (the retry, the connection's return) sends nothing of user 1.
    queryClient.setQueryData(['session'], user(2));
    await queue.sendQueuedChanges();
    window.dispatchEvent(new Event('online'));
    await queue.sendQueuedChanges();
    expect(tries).toHaveLength(triesOfUser1);
    await vi.waitFor(() => expect(queue.queuedChanges()).toEqual([]));
    // Gone from the device too.
    await vi.waitFor(async () =>
      expect((await keys()).filter((key) => String(key).includes('queued-change'))).toEqual([]),
    );
  });

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('writes the cache’s last change at once on %s, not a moment later', async (_, goAway) => {
    await deviceOfUser1();
    const { startOfflineData } = await freshModule();
    const queryClient = new QueryClient();
    await startOfflineData(queryClient);
    // The grouped write's timer never fires here: only leaving the page can write the change.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      queryClient.setQueryData(['offers', 'list'], ['offre modifiée']);
      goAway();
      // IndexedDB's work runs in immediates, which the fake timers leave alone.
      let offers: unknown;
      for (let turn = 0; turn < 100; turn += 1) {
        offers = await persistedOffersOfUser1();
        if (JSON.stringify(offers) === JSON.stringify(['offre modifiée'])) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(offers).toEqual(['offre modifiée']);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
