/**
 * Usage events on the device (src/entities/usage, docs/statistics.md): background changes of the
 * one queue, sent with their change's id and their owner, kept offline for their user only; a
 * search counts once it has settled; a notification opened, queued by the worker, goes out the
 * same way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clear, createStore, keys } from 'idb-keyval';
import { CHANGE_OWNER_HEADER, USAGE_GATHER_MS } from '../../../src/contract/constants';
import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME } from '../../../src/pwa/sw-protocol';
import { QUEUED_CHANGE_KEY_PREFIX as QUEUED } from '../../../src/pwa/queued-change-keys';
import { queuePushOpened } from '../../../sw/push-opened';
import { WorkerUserScope } from '../../../sw/user-scope';
import { stubServer, type Call } from '../support/stub-server';

/** Each test's app, signed out after it: an earlier test's queue must not send this one's. */
const apps: { deviceUser: { setDeviceUserScope(scope: string | null): void } }[] = [];

async function openApp(userScope: string) {
  vi.resetModules();
  const queue = await import('../../../src/lib/change-queue');
  const deviceUser = await import('../../../src/lib/device-user');
  const count = await import('../../../src/lib/queued-change-count');
  const usage = {
    ...(await import('../../../src/entities/usage/usage-events')),
    ...(await import('../../../src/entities/usage/record-usage')),
  };
  const hooks = await import('../../../src/entities/usage/use-usage');
  const { onlineManager: online } = await import('@tanstack/react-query');
  deviceUser.setDeviceUserScope(userScope);
  usage.startUsageEvents();
  apps.push({ deviceUser });
  return { queue, deviceUser, count, usage, hooks, online };
}

let calls: Call[];

/** The queued changes written to the device, by user (their keys up to the change's id). */
async function queuedOnDevice(): Promise<string[]> {
  return (await keys())
    .map(String)
    .filter((key) => key.startsWith(QUEUED))
    .map((key) => key.slice(0, key.indexOf(':', QUEUED.length) + 1));
}

/** The user leaves the app (another app, the tab closed): what gathers on the device goes. */
function hidePage() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await clear();
  calls = stubServer();
});

afterEach(() => {
  for (const app of apps.splice(0)) app.deviceUser.setDeviceUserScope(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a usage event', () => {
  it('is a background change: sent with its change’s id and its owner, not counted as waiting', async () => {
    const app = await openApp('7');
    // The device's clock, not IndexedDB's (fake-indexeddb runs on setImmediate).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    app.usage.recordUsage({ kind: 'offer_view', itemId: 12 });
    const [change] = app.queue.queuedChanges();
    expect(change).toMatchObject({ kind: 'usage', userScope: '7' });
    expect(app.count.queuedChangeCount()).toBe(0);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    expect(calls).toEqual([]);
    // It waits a little for the next ones, then goes by itself.
    vi.advanceTimersByTime(USAGE_GATHER_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/fo/user/usageEvents' });
    expect(calls[0]!.headers[CHANGE_OWNER_HEADER]).toBe('7');
    expect(calls[0]!.body).toEqual({
      events: [
        {
          id: change!.id,
          kind: 'offer_view',
          itemId: 12,
          occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    calls[0]!.respond(200, null);
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toEqual([]));
  });

  it('goes with the ones made soon after it, in one request, when the user leaves the app', async () => {
    const app = await openApp('7');
    app.usage.recordUsage({ kind: 'offer_view', itemId: 12 });
    app.usage.recordUsage({ kind: 'news_view', itemId: 3 });
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toHaveLength(2));
    await app.queue.sendQueuedChanges();
    expect(calls).toEqual([]);
    hidePage();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      events: app.queue
        .queuedChanges()
        .map((change) => ({ ...(change.payload as object), id: change.id })),
    });
    calls[0]!.respond(200, null);
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toEqual([]));
  });

  it('made offline is kept for its user and sent under that user only, once back online', async () => {
    const app = await openApp('7');
    app.online.setOnline(false);
    app.usage.recordUsage({ kind: 'news_view', itemId: 4 });
    const [change] = app.queue.queuedChanges();
    // Written to the device at once: a reload or a closed app keeps it.
    await vi.waitFor(async () =>
      expect((await keys()).filter((key) => String(key).startsWith(`${QUEUED}7:`))).toHaveLength(1),
    );
    // Another user on the device when the connection returns: never sent under them.
    app.deviceUser.setDeviceUserScope('8');
    app.online.setOnline(true);
    await app.queue.sendQueuedChanges();
    expect(calls).toEqual([]);
    // Its user back: the event made offline, its time and id as made, so counted once.
    app.deviceUser.setDeviceUserScope('7');
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toHaveLength(1));
    hidePage();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers[CHANGE_OWNER_HEADER]).toBe('7');
    expect(calls[0]!.body).toMatchObject({
      events: [{ id: change!.id, kind: 'news_view', itemId: 4 }],
    });
    calls[0]!.respond(200, null);
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toEqual([]));
  });

  it('is dropped silently when the server refuses it', async () => {
    const app = await openApp('7');
    const events: string[] = [];
    app.queue.subscribeChangeEvents((event) => events.push(event.type));
    app.usage.recordUsage({ kind: 'service_view', itemId: 3 });
    hidePage();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.respond(400, { message: 'Type d’événement inconnu.' });
    await vi.waitFor(() => expect(events).toEqual(['queued', 'rejected']));
    // Its kind hears of it first; it then leaves the queue shown (src/lib/change-queue.ts).
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toEqual([]));
  });

  it('is not made twice for a page rendered twice', async () => {
    const app = await openApp('7');
    app.usage.recordUsage({ kind: 'offer_view', itemId: 12 });
    app.usage.recordUsage({ kind: 'offer_view', itemId: 12 });
    app.usage.recordUsage({ kind: 'promotion_view', itemId: 12 });
    expect(app.queue.queuedChanges().map((change) => change.payload)).toMatchObject([
      { kind: 'offer_view' },
      { kind: 'promotion_view' },
    ]);
    // Written before the next test empties the device.
    await vi.waitFor(async () => expect(await queuedOnDevice()).toHaveLength(2));
  });
});

describe('a usage event reported before its sending has loaded', () => {
  // The first screens report without the queue of changes, loaded after them (record-usage.ts).
  async function firstScreen(userScope: string) {
    vi.resetModules();
    const deviceUser = await import('../../../src/lib/device-user');
    const record = await import('../../../src/entities/usage/record-usage');
    deviceUser.setDeviceUserScope(userScope);
    apps.push({ deviceUser });
    return { deviceUser, record };
  }

  it('is queued for its user once the sending is there', async () => {
    const app = await firstScreen('7');
    app.record.recordUsage({ kind: 'search', searchTerms: 'perceuse', searchFound: true });
    const queue = await import('../../../src/lib/change-queue');
    expect(queue.queuedChanges()).toEqual([]);
    // The app's background, after the first screen.
    await import('../../../src/entities/usage/usage-events');
    await vi.waitFor(() => expect(queue.queuedChanges()).toHaveLength(1));
    expect(queue.queuedChanges()[0]).toMatchObject({
      kind: 'usage',
      userScope: '7',
      payload: { kind: 'search', searchTerms: 'perceuse' },
    });
    await vi.waitFor(async () => expect(await queuedOnDevice()).toHaveLength(1));
  });

  it('is dropped if another user has the device by then', async () => {
    const app = await firstScreen('7');
    app.record.recordUsage({ kind: 'offer_view', itemId: 12 });
    app.deviceUser.setDeviceUserScope('8');
    app.record.recordUsage({ kind: 'offer_view', itemId: 13 });
    await import('../../../src/entities/usage/usage-events');
    const queue = await import('../../../src/lib/change-queue');
    await vi.waitFor(() => expect(queue.queuedChanges()).toHaveLength(1));
    expect(queue.queuedChanges()[0]).toMatchObject({ userScope: '8', payload: { itemId: 13 } });
    await vi.waitFor(async () => expect(await queuedOnDevice()).toEqual([`${QUEUED}8:`]));
  });
});

describe('a search', () => {
  it('counts once it has settled, with whether it found anything, not per keystroke', async () => {
    const app = await openApp('7');
    vi.useFakeTimers();
    const { rerender } = renderHook(({ text, found }) => app.hooks.useSearchRecorded(text, found), {
      initialProps: { text: '', found: true },
    });
    for (const text of ['p', 'pe', 'per', 'perc']) {
      rerender({ text, found: true });
      act(() => vi.advanceTimersByTime(200));
    }
    rerender({ text: 'Perceuse ', found: false });
    act(() => vi.advanceTimersByTime(app.hooks.SEARCH_SETTLED_MS));
    // The same words again, then the box cleared: nothing more.
    rerender({ text: 'perceuse', found: false });
    act(() => vi.advanceTimersByTime(app.hooks.SEARCH_SETTLED_MS));
    rerender({ text: '', found: true });
    act(() => vi.advanceTimersByTime(app.hooks.SEARCH_SETTLED_MS));
    expect(app.queue.queuedChanges().map((change) => change.payload)).toEqual([
      {
        kind: 'search',
        searchTerms: 'perceuse',
        searchFound: false,
        occurredAt: expect.any(String),
      },
    ]);
  });
});

describe('a notification opened', () => {
  const store = () => createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
  const scopeOf = (scope: string) => {
    const worker = new WorkerUserScope(() => Promise.resolve(null));
    worker.set(scope);
    return worker;
  };

  it('is queued by the worker for its user, and the page sends it', async () => {
    const app = await openApp('42');
    await queuePushOpened(store(), scopeOf('42'), 42);
    hidePage();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers[CHANGE_OWNER_HEADER]).toBe('42');
    expect(calls[0]!.body).toMatchObject({ events: [{ kind: 'push_opened' }] });
    calls[0]!.respond(200, null);
    await vi.waitFor(() => expect(app.queue.queuedChanges()).toEqual([]));
  });

  it('is not counted for a user who is no longer the device’s', async () => {
    const app = await openApp('43');
    await queuePushOpened(store(), scopeOf('43'), 42);
    await queuePushOpened(store(), scopeOf('1-42'), 42);
    await app.queue.sendQueuedChanges();
    expect(calls).toEqual([]);
  });
});
