// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CacheWillUpdateCallbackParam } from 'workbox-core';
import { WorkerUserScope } from '../../../sw/user-scope';

/** A stored scope whose read ends only when the test says so. */
function slowStore(stored: string | null) {
  let finish = () => {};
  const read = () =>
    new Promise<string | null>((resolve) => {
      finish = () => resolve(stored);
    });
  return { read, finish: () => finish() };
}

const answer = new Response('{}');
/** Whether the plugin for `cacheScope` lets an answer into that scope's cache now. */
async function keeps(scope: WorkerUserScope, cacheScope: string): Promise<boolean> {
  // A fetch's answer as Workbox hands it over (the event is not read).
  const update = {
    request: new Request('http://localhost/fo/offer/user/offers'),
    response: answer,
    event: new Event('fetch'),
    state: {},
  } as unknown as CacheWillUpdateCallbackParam;
  return (await scope.keepsOnlyFor(cacheScope).cacheWillUpdate?.(update)) === answer;
}

describe('WorkerUserScope', () => {
  it('reads the stored scope once, when the page has not said it', async () => {
    let reads = 0;
    const scope = new WorkerUserScope(async () => {
      reads += 1;
      return '7';
    });
    expect(await scope.current()).toBe('7');
    expect(await scope.current()).toBe('7');
    expect(reads).toBe(1);
  });

  it('takes the page’s word over a stored scope read meanwhile', async () => {
    const store = slowStore('1');
    const scope = new WorkerUserScope(store.read);
    const first = scope.current();
    scope.set('2'); // another user logs in while a restarted worker reads the old scope
    store.finish();
    expect(await first).toBe('2');
    expect(await scope.current()).toBe('2');
  });

  it('keeps nobody’s data when the stored scope cannot be read', async () => {
    const scope = new WorkerUserScope(() => Promise.reject(new Error('IndexedDB is gone')));
    expect(await scope.current()).toBeNull();
  });

  it('keeps an answer in a user’s caches only while that user is the current one', async () => {
    const scope = new WorkerUserScope(async () => '1');
    expect(await keeps(scope, '1')).toBe(true);
    // An answer to a request sent before another user's login arrives after it.
    scope.set('2');
    expect(await keeps(scope, '1')).toBe(false);
    expect(await keeps(scope, '2')).toBe(true);
    // After a logout, nobody's.
    scope.set(null);
    expect(await keeps(scope, '2')).toBe(false);
  });
});
