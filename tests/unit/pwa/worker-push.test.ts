/**
 * The worker's side of push notifications (sw/push.ts, docs/push.md): a message is shown only
 * when it is one of ours and for the device's user now, with the app's icon and the page to open.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'idb-keyval';
import type { PushPayload } from '../../../src/contract/push-payload';
import { listenToPushes, notificationOptions, payloadForDevice } from '../../../sw/push';
import { WorkerUserScope } from '../../../sw/user-scope';

const PAYLOAD: PushPayload = {
  user: 42,
  title: 'Nouvelle offre pour vous',
  body: 'Éclairage LED',
  url: '/saving/offer/7',
  badge: 3,
};

const data = (value: unknown) => ({ json: () => value });
const scopeOf = (scope: string | null) => {
  const worker = new WorkerUserScope(() => Promise.resolve(null));
  worker.set(scope);
  return worker;
};

describe('payloadForDevice', () => {
  it('gives the payload to the device of its user', async () => {
    expect(await payloadForDevice(data(PAYLOAD), scopeOf('42'))).toEqual(PAYLOAD);
  });

  it('drops a notification of another user, of an admin acting as them, or with nobody signed in', async () => {
    expect(await payloadForDevice(data(PAYLOAD), scopeOf('43'))).toBeNull();
    expect(await payloadForDevice(data(PAYLOAD), scopeOf('1-42'))).toBeNull();
    expect(await payloadForDevice(data(PAYLOAD), scopeOf(null))).toBeNull();
  });

  it('reads the device’s user back from storage when the worker has just started', async () => {
    const restarted = new WorkerUserScope(() => Promise.resolve('42'));
    expect(await payloadForDevice(data(PAYLOAD), restarted)).toEqual(PAYLOAD);
  });

  it('drops what is not one of ours', async () => {
    const scope = scopeOf('42');
    expect(await payloadForDevice(null, scope)).toBeNull();
    expect(
      await payloadForDevice(
        {
          json: () => {
            throw new SyntaxError('not JSON');
          },
        },
        scope,
      ),
    ).toBeNull();
    expect(
      await payloadForDevice(data({ ...PAYLOAD, url: 'https://ailleurs.example/' }), scope),
    ).toBeNull();
    expect(
      await payloadForDevice(data({ ...PAYLOAD, url: '//ailleurs.example/' }), scope),
    ).toBeNull();
    expect(await payloadForDevice(data({ ...PAYLOAD, badge: '3' }), scope)).toBeNull();
  });
});

describe('notificationOptions', () => {
  it('shows the text with the app’s icon and badge, one at a time, opening the announced page', () => {
    expect(notificationOptions(PAYLOAD)).toEqual({
      body: 'Éclairage LED',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      lang: 'fr',
      tag: 'nouveautes',
      data: { url: '/saving/offer/7', user: 42 },
    });
  });
});

describe('a click on a notification', () => {
  type Listener = (event: unknown) => void;

  function fakeWorker(
    windows: { focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[],
  ) {
    const listeners = new Map<string, Listener>();
    const opened: string[] = [];
    const self = {
      location: { origin: 'https://avantages.example.fr' },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      clients: {
        matchAll: () => Promise.resolve(windows),
        openWindow: (url: string) => {
          opened.push(url);
          return Promise.resolve(null);
        },
      },
    };
    listenToPushes(
      self as unknown as ServiceWorkerGlobalScope,
      scopeOf('42'),
      createStore('test-db', 'test-store'),
    );
    async function click(url: string) {
      let work: Promise<unknown> = Promise.resolve();
      let closed = false;
      listeners.get('notificationclick')?.({
        notification: { data: { url }, close: () => (closed = true) },
        waitUntil: (promise: Promise<unknown>) => (work = promise),
      });
      await work;
      return closed;
    }
    return { click, opened };
  }

  it('shows the page in a window of the app already open, focused', async () => {
    const visited: string[] = [];
    const window = {
      focus: () => Promise.resolve(window),
      navigate: (url: string) => {
        visited.push(url);
        return Promise.resolve(window);
      },
    };
    const worker = fakeWorker([window]);
    expect(await worker.click('/saving/offer/7')).toBe(true);
    expect(visited).toEqual(['https://avantages.example.fr/saving/offer/7']);
    expect(worker.opened).toEqual([]);
  });

  it('opens a window when none of the app is open', async () => {
    const worker = fakeWorker([]);
    await worker.click('/saving/offer-list');
    expect(worker.opened).toEqual(['https://avantages.example.fr/saving/offer-list']);
  });

  it('never opens another site', async () => {
    const worker = fakeWorker([]);
    await worker.click('https://ailleurs.example/');
    expect(worker.opened).toEqual([]);
  });
});
