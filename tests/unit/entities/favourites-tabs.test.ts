import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear } from 'idb-keyval';
import { QueryClient } from '@tanstack/react-query';
import type { Favourites } from '../../../src/contract/api';
import { favourites, offer, stubServer, type Call } from './favourite-fixtures';

/**
 * Favourites in two tabs of one browser: two instances of the modules (each tab has its own), one
 * IndexedDB (fake-indexeddb) and one BroadcastChannel between them, as the queue's own tests.
 */
async function openTab() {
  vi.resetModules();
  const queue = await import('../../../src/lib/change-queue');
  const deviceUser = await import('../../../src/lib/device-user');
  const api = await import('../../../src/entities/favourites/api');
  const changes = await import('../../../src/entities/favourites/changes');
  const queryClient = new QueryClient();
  queryClient.setQueryData(api.favouritesKeys.all, favourites());
  deviceUser.setDeviceUserScope('7');
  changes.startFavouriteChanges(queryClient);
  /** Whether the tab shows offer `id` as a favourite, as its stars read it. */
  const shows = (id: number) => {
    const state = queryClient.getQueryState<Favourites>(api.favouritesKeys.all);
    const over = changes.favouriteChangesOver(state?.dataUpdatedAt ?? 0);
    return api.isFavourite(state?.data, over, { kind: 'offer', id });
  };
  return { queue, api, changes, queryClient, shows };
}

let calls: Call[];

/** The browser's Web Locks, which jsdom lacks: one tab at a time sends, as in a browser. */
function shareLocks() {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    const run = (held.get(name) ?? Promise.resolve()).then(task, task);
    held.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

beforeEach(async () => {
  await clear();
  calls = stubServer();
  shareLocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('a star pressed in one tab', () => {
  it('shows in the other at once, and stays there once sent, until a newer list says', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.changes.queueFavouriteChange({ kind: 'offer', id: 3, favourite: true });
    expect(tabA.shows(3)).toBe(true);
    await vi.waitFor(() => expect(tabB.shows(3)).toBe(true));
    const seen: string[] = [];
    tabB.changes.subscribeFavouriteChanges(() => seen.push('changed'));

    // Tab A sends it; tab B has no answer, only the news that it went.
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.respond(200, favourites([offer(3)]));
    await vi.waitFor(() => expect(tabB.queue.queuedChanges()).toEqual([]));
    expect(seen.length).toBeGreaterThan(0);
    expect(tabA.queryClient.getQueryData(tabA.api.favouritesKeys.all)).toEqual(
      favourites([offer(3)]),
    );
    // Not back to a blank star while tab B's list is fetched again.
    expect(tabB.queryClient.getQueryData(tabB.api.favouritesKeys.all)).toEqual(favourites());
    expect(tabB.shows(3)).toBe(true);
    expect(tabB.queryClient.getQueryState(tabB.api.favouritesKeys.all)?.isInvalidated).toBe(true);

    // The list fetched after it says what holds: removed meanwhile on another device.
    await new Promise((resolve) => setTimeout(resolve, 2));
    tabB.queryClient.setQueryData(tabB.api.favouritesKeys.all, favourites());
    expect(tabB.shows(3)).toBe(false);
    expect(tabB.changes.favouriteChangesOver(Date.now())).toEqual([]);
  });
});
