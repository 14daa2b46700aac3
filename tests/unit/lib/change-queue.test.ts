import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear } from 'idb-keyval';
import { changeSubThemePreferences } from '../../../src/contract/endpoints';

/**
 * The queue of changes as two tabs of one browser use it: two instances of the modules (each tab
 * has its own), one IndexedDB (fake-indexeddb) and one BroadcastChannel between them.
 */
async function openTab(userScope: string | null) {
  vi.resetModules();
  const queue = await import('../../../src/lib/change-queue');
  const deviceUser = await import('../../../src/lib/device-user');
  const http = await import('../../../src/lib/http');
  const count = await import('../../../src/lib/queued-change-count');
  const sent: { id: string; userScope: string; payload: unknown }[] = [];
  let answer: () => Promise<void> = async () => undefined;
  queue.defineChangeKind<unknown>('test', {
    send: async (change) => {
      await answer();
      sent.push({ id: change.id, userScope: change.userScope, payload: change.payload });
    },
  });
  deviceUser.setDeviceUserScope(userScope);
  queue.startChangeQueue();
  return {
    queue,
    deviceUser,
    http,
    count,
    sent,
    answerWith(next: () => Promise<void>) {
      answer = next;
    },
  };
}

beforeEach(async () => {
  await clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the queue of changes', () => {
  it('shows a change at once, keeps it on the device, and sends it once', async () => {
    const tab = await openTab('3');
    tab.queue.queueChange('test', { add: [1] });
    expect(tab.queue.queuedChanges()).toHaveLength(1);
    await vi.waitFor(() => expect(tab.sent).toHaveLength(1));
    expect(tab.sent[0]).toMatchObject({ userScope: '3', payload: { add: [1] } });
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toEqual([]));
  });

  it('sends in the order the changes were made', async () => {
    const tab = await openTab('3');
    tab.answerWith(() => Promise.reject(new tab.http.NetworkError(new TypeError('hors ligne'))));
    for (const n of [1, 2, 3]) tab.queue.queueChange('test', n);
    await vi.waitFor(() => expect(tab.queue.isRetryingChanges()).toBe(true));
    tab.answerWith(async () => undefined);
    await tab.queue.sendQueuedChanges();
    expect(tab.sent.map((change) => change.payload)).toEqual([1, 2, 3]);
  });

  it('is the same queue in two tabs: both show every change, one sends it', async () => {
    const tabA = await openTab('3');
    const tabB = await openTab('3');
    for (const tab of [tabA, tabB]) {
      tab.answerWith(() => Promise.reject(new tab.http.NetworkError(new TypeError('hors ligne'))));
    }
    tabA.queue.queueChange('test', 'A');
    tabB.queue.queueChange('test', 'B');
    await vi.waitFor(() => {
      expect(tabA.queue.queuedChanges().map((change) => change.payload)).toEqual(['A', 'B']);
      expect(tabB.queue.queuedChanges().map((change) => change.payload)).toEqual(['A', 'B']);
    });
    tabA.answerWith(async () => undefined);
    await tabA.queue.sendQueuedChanges();
    expect(tabA.sent.map((change) => change.payload)).toEqual(['A', 'B']);
    await vi.waitFor(() => expect(tabB.queue.queuedChanges()).toEqual([]));
  });

  it('never sends a change under another user: kept for its own user', async () => {
    const tab = await openTab('3');
    tab.answerWith(() => Promise.reject(new tab.http.HttpError(401, null)));
    tab.queue.queueChange('test', 'de 3');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(1));
    await tab.queue.sendQueuedChanges();

    tab.answerWith(async () => undefined);
    tab.deviceUser.setDeviceUserScope('4');
    await tab.queue.sendQueuedChanges();
    expect(tab.sent).toEqual([]);
    expect(tab.queue.queuedChanges()).toEqual([]);

    tab.deviceUser.setDeviceUserScope('3');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(1));
    await tab.queue.sendQueuedChanges();
    expect(tab.sent.map((change) => change.userScope)).toEqual(['3']);
  });

  it('drops a change the server refuses, and tells who listens', async () => {
    const tab = await openTab('3');
    const events: string[] = [];
    tab.queue.subscribeChangeEvents((event) => events.push(event.type));
    tab.answerWith(() => Promise.reject(new tab.http.HttpError(400, null)));
    tab.queue.queueChange('test', 'refusée');
    await vi.waitFor(() => expect(events).toEqual(['queued', 'rejected']));
    // Its kind hears of it first; it then leaves the queue shown.
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toEqual([]));
  });

  it('drops a user’s changes from the device, in every tab', async () => {
    const tabA = await openTab('3');
    const tabB = await openTab('3');
    for (const tab of [tabA, tabB]) {
      tab.answerWith(() => Promise.reject(new tab.http.NetworkError(new TypeError('hors ligne'))));
    }
    tabA.queue.queueChange('test', 'A');
    await vi.waitFor(() => expect(tabB.queue.queuedChanges()).toHaveLength(1));
    await tabA.queue.dropQueuedChanges('3');
    await vi.waitFor(() => expect(tabB.queue.queuedChanges()).toEqual([]));
    expect(tabA.queue.queuedChanges()).toEqual([]);
  });
});

describe('several kinds of change', () => {
  it('keeps a change of a kind not registered yet, and those after it, until it is', async () => {
    const tab = await openTab('3');
    const late: unknown[] = [];
    tab.queue.queueChange('late', 'vue');
    tab.queue.queueChange('test', 'après');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(2));
    await tab.queue.sendQueuedChanges();
    expect(tab.sent).toEqual([]);

    tab.queue.defineChangeKind<unknown>('late', {
      send: async (change) => {
        late.push(change.payload);
      },
    });
    await vi.waitFor(() => expect(tab.sent.map((change) => change.payload)).toEqual(['après']));
    expect(late).toEqual(['vue']);
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toEqual([]));
  });

  it('sends a background change without counting it among the changes shown waiting', async () => {
    const tab = await openTab('3');
    const background: unknown[] = [];
    let offline = true;
    tab.queue.defineChangeKind<unknown>('background', {
      background: true,
      send: async (change) => {
        if (offline) throw new tab.http.NetworkError(new TypeError('hors ligne'));
        background.push(change.payload);
      },
    });
    tab.answerWith(() => Promise.reject(new tab.http.NetworkError(new TypeError('hors ligne'))));
    tab.queue.queueChange('background', 'vue');
    tab.queue.queueChange('test', 'choix');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(2));
    expect(tab.count.queuedChangeCount()).toBe(1);

    offline = false;
    tab.answerWith(async () => undefined);
    await tab.queue.sendQueuedChanges();
    expect(background).toEqual(['vue']);
    expect(tab.sent.map((change) => change.payload)).toEqual(['choix']);
    await vi.waitFor(() => expect(tab.count.queuedChangeCount()).toBe(0));
  });
});

describe('changes that go together', () => {
  /** A kind whose changes next to each other go in one call: each call's payloads, in order. */
  function defineGrouped(tab: Awaited<ReturnType<typeof openTab>>, gatherMs?: number) {
    const calls: unknown[][] = [];
    let offline = false;
    const send = async (changes: readonly { payload: unknown }[]) => {
      if (offline) throw new tab.http.NetworkError(new TypeError('hors ligne'));
      calls.push(changes.map((change) => change.payload));
    };
    tab.queue.defineChangeKind<unknown>('grouped', {
      background: true,
      send: (change) => send([change]),
      group: { max: 3, gatherMs, send },
    });
    return {
      calls,
      setOffline(value: boolean) {
        offline = value;
      },
    };
  }

  // Each test has a user of its own: the earlier tests' tabs stay open and send their user's.

  it('sends the ones next to each other in one call, at most `max`, in the order made', async () => {
    const tab = await openTab('31');
    const grouped = defineGrouped(tab);
    grouped.setOffline(true);
    tab.answerWith(() => Promise.reject(new tab.http.NetworkError(new TypeError('hors ligne'))));
    for (const [kind, payload] of [
      ['grouped', 'a'],
      ['grouped', 'b'],
      ['grouped', 'c'],
      ['grouped', 'd'],
      ['test', 'e'],
      ['grouped', 'f'],
    ] as const) {
      tab.queue.queueChange(kind, payload);
    }
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(6));
    grouped.setOffline(false);
    tab.answerWith(async () => undefined);
    await tab.queue.sendQueuedChanges();
    expect(grouped.calls).toEqual([['a', 'b', 'c'], ['d'], ['f']]);
    expect(tab.sent.map((change) => change.payload)).toEqual(['e']);
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toEqual([]));
  });

  it('waits while only changes that gather wait, until the oldest is old enough', async () => {
    const tab = await openTab('32');
    const grouped = defineGrouped(tab, 1_000);
    tab.queue.queueChange('grouped', 'a');
    tab.queue.queueChange('grouped', 'b');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(2));
    await tab.queue.sendQueuedChanges();
    expect(grouped.calls).toEqual([]);
    await vi.waitFor(() => expect(grouped.calls).toEqual([['a', 'b']]), { timeout: 5_000 });
  });

  it('sends what gathers at once when another change waits, or when the page is hidden', async () => {
    const tab = await openTab('33');
    const grouped = defineGrouped(tab, 60_000);
    tab.queue.queueChange('grouped', 'a');
    tab.queue.queueChange('test', 'choix');
    await vi.waitFor(() => expect(tab.sent.map((change) => change.payload)).toEqual(['choix']));
    expect(grouped.calls).toEqual([['a']]);

    tab.queue.queueChange('grouped', 'b');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(1));
    await tab.queue.sendQueuedChanges();
    expect(grouped.calls).toEqual([['a']]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(grouped.calls).toEqual([['a'], ['b']]));
  });

  it('sends what gathers at once when asked to (a logout)', async () => {
    const tab = await openTab('34');
    const grouped = defineGrouped(tab, 60_000);
    tab.queue.queueChange('grouped', 'a');
    await vi.waitFor(() => expect(tab.queue.queuedChanges()).toHaveLength(1));
    await tab.queue.sendQueuedChanges();
    expect(grouped.calls).toEqual([]);
    await tab.queue.sendQueuedChanges({ gather: false });
    expect(grouped.calls).toEqual([['a']]);
  });
});

describe('a change sent through the HTTP client', () => {
  it('names its user, and is not sent once the device’s user is someone else', async () => {
    const tab = await openTab('1-42');
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('3', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const change = { operationId: crypto.randomUUID(), add: [1], remove: [] };
    try {
      await tab.http.http.call(changeSubThemePreferences, { body: change }, { owner: '1-42' });
      expect(fetch).toHaveBeenCalledTimes(1);
      const init = fetch.mock.calls[0]?.[1];
      expect(init?.headers).toMatchObject({ 'x-change-owner': '42' });

      tab.deviceUser.setDeviceUserScope('7');
      await expect(
        tab.http.http.call(changeSubThemePreferences, { body: change }, { owner: '1-42' }),
      ).rejects.toBeInstanceOf(tab.http.ChangeOwnerError);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
