/**
 * The changes made on this device that wait for the server, kept per user and shared by every tab
 * of that user (docs/offline.md).
 *
 * - A change belongs to the user scope it was made under. It is sent only while that scope is the
 *   device's user, naming its user so that the server refuses it under anyone else's session.
 *   Sending stops at once when the device's user changes.
 * - Each change is its own IndexedDB entry, written at once when it is made (a blind put, so no
 *   tab can overwrite another's change, and a reload right after the click keeps it). The queue is
 *   those entries in the order they were made.
 * - One tab at a time sends (a Web Lock); every tab is told of each step (BroadcastChannel), so
 *   all of them show the same pending changes and the same result.
 * - A lost connection or a server fault retries later (backoff, and the connection's return); a
 *   session that ended or is someone else's keeps the change for its user's next login; a change
 *   the server refuses is dropped and reported.
 * - Every kind of change goes through this one queue, in the order made: a kind registers how its
 *   changes are sent (`defineChangeKind`); the queue knows no kind itself.
 */
import { onlineManager } from '@tanstack/react-query';
import { offlineStore } from './device-store';
import { deviceUserScope, subscribeDeviceUser, subscribeDeviceUserSession } from './device-user';
import { ChangeOwnerError, HttpError, NetworkError } from './http';
import { setQueuedChangeCount } from './queued-change-count';
import {
  QUEUED_CHANGES_CHANNEL,
  QUEUED_CHANGE_KEY_PREFIX,
  queuedChangeKey,
} from '../pwa/queued-change-keys';

export interface QueuedChange<Payload = unknown> {
  /** A uuid: the server's operation id too, so a replay is applied once. */
  id: string;
  /** Which registered sender sends it. */
  kind: string;
  /** The user scope it was made under, and the only one it may ever be sent for. */
  userScope: string;
  payload: Payload;
  /** When it was made, in microseconds since 1970: its place in the queue. */
  queuedAt: number;
}

export type ChangeEvent =
  | { type: 'queued' | 'sent'; change: QueuedChange }
  | { type: 'rejected'; change: QueuedChange; error: unknown };

export interface ChangeKind<Payload> {
  /** Sends one change, with `change.userScope` as the request's owner; throws as the HTTP client. */
  send(change: QueuedChange<Payload>): Promise<void>;
  /**
   * Changes of this kind that go together: the ones next to each other at the queue's head, at
   * most `max`, are sent by one call of `send`, and settle together. A kind that may wait
   * (`gatherMs`) is held while nothing else waits, until its oldest change is that old, `max` of
   * them wait, or the page is hidden: a background kind's requests stay few.
   */
  group?: {
    max: number;
    gatherMs?: number;
    send(changes: readonly QueuedChange<Payload>[]): Promise<void>;
  };
  /** Told of every step of its changes, in this tab or another one. */
  onEvent?(event: ChangeEvent): void;
  /**
   * A change the app makes on its own (a list marked seen), not one the user made: sent like any
   * other, but left out of the count of changes the screen says wait (queuedChangeCount).
   */
  background?: boolean;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

const keyPrefixOf = (userScope: string) => `${QUEUED_CHANGE_KEY_PREFIX}${userScope}:`;
/** Keys sort in the order the changes were made (in microseconds, padded), then by id. */
const keyOf = (change: QueuedChange) =>
  queuedChangeKey(change.userScope, change.queuedAt, change.id);

let lastQueuedAt = 0;
/**
 * Microseconds since 1970 on the clock every tab shares, always later than this tab's previous
 * change: two changes made within one millisecond keep their order.
 */
function queueTime(): number {
  const now = Math.floor((performance.timeOrigin + performance.now()) * 1000);
  lastQueuedAt = Math.max(now, lastQueuedAt + 1);
  return lastQueuedAt;
}

type BroadcastMessage =
  | { type: 'queued' | 'sent'; change: QueuedChange }
  | { type: 'rejected'; change: QueuedChange; message: string }
  | { type: 'cleared'; userScope: string };

const kinds = new Map<string, ChangeKind<never>>();
const listeners = new Set<() => void>();
/** The device user's queue as stored, and the changes made here that are still being written. */
let stored: readonly QueuedChange[] = [];
let writing: readonly QueuedChange[] = [];
let snapshot: readonly QueuedChange[] = [];
let retrying = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let gatherTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let started = false;

function publish(): void {
  const ids = new Set(stored.map((change) => change.id));
  snapshot = [...stored, ...writing.filter((change) => !ids.has(change.id))];
  setQueuedChangeCount(snapshot.filter((change) => !kinds.get(change.kind)?.background).length);
  listeners.forEach((listener) => listener());
}

const eventListeners = new Set<(event: ChangeEvent) => void>();

function emit(event: ChangeEvent): void {
  kinds.get(event.change.kind)?.onEvent?.(event);
  eventListeners.forEach((listener) => listener(event));
}

function broadcast(message: BroadcastMessage): void {
  channel?.postMessage(message);
}

async function readQueue(userScope: string): Promise<QueuedChange[]> {
  const store = offlineStore();
  const prefix = keyPrefixOf(userScope);
  const keys = (await store.keys()).filter((key) => key.startsWith(prefix)).sort();
  const changes = await Promise.all(keys.map((key) => store.get<QueuedChange>(key)));
  return changes.filter((change): change is QueuedChange => change !== undefined);
}

/** Reads the device user's queue again (another tab changed it, or the user changed). */
async function refresh(): Promise<void> {
  const userScope = deviceUserScope();
  const changes = userScope === null ? [] : await readQueue(userScope);
  if (userScope !== deviceUserScope()) return; // a newer refresh follows
  stored = changes;
  publish();
}

/**
 * How a change is sent, and who hears of its steps: registered at the app's start (again by a page
 * that needs it sooner: the last definition counts). Changes of a kind not registered yet wait,
 * and the changes made after them with them, to keep their order: they go once it is registered.
 */
export function defineChangeKind<Payload>(kind: string, definition: ChangeKind<Payload>): void {
  const known = kinds.has(kind);
  kinds.set(kind, definition as ChangeKind<never>);
  if (known || !started) return;
  publish(); // the count of changes shown may leave this kind's changes out now
  void sendQueuedChanges();
}

/** The device user's pending changes, in the order they were made (the same array until one moves). */
export const queuedChanges = (): readonly QueuedChange[] => snapshot;

export function subscribeQueuedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every step of every change of the device's user, in this tab or another one (a screen's toasts). */
export function subscribeChangeEvents(listener: (event: ChangeEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** True while the last try to send failed for want of a connection or by a server fault. */
export const isRetryingChanges = (): boolean => retrying;

/**
 * Queues a change for the device's user: shown at once (synchronously, in the render the click
 * causes), written to the device at once, then sent when possible.
 */
export function queueChange<Payload>(kind: string, payload: Payload): QueuedChange<Payload> {
  const userScope = deviceUserScope();
  if (userScope === null) throw new Error('Aucun utilisateur : la modification est impossible.');
  const change: QueuedChange<Payload> = {
    id: newUuid(),
    kind,
    userScope,
    payload,
    queuedAt: queueTime(),
  };
  writing = [...writing, change];
  publish();
  emit({ type: 'queued', change });
  void offlineStore()
    .set(keyOf(change), change)
    .then(async () => {
      broadcast({ type: 'queued', change });
      await refresh();
      writing = writing.filter((entry) => entry !== change);
      publish();
      await sendQueuedChanges();
    })
    .catch((error: unknown) => console.error(error));
  return change;
}

/**
 * Deletes a user's queued changes from the device (logout, or another user's login): they will
 * never be sent. Any send in progress for that user stops before its next change.
 */
export async function dropQueuedChanges(userScope: string): Promise<void> {
  const store = offlineStore();
  const prefix = keyPrefixOf(userScope);
  const keys = (await store.keys()).filter((key) => key.startsWith(prefix));
  await Promise.all(keys.map((key) => store.del(key)));
  writing = writing.filter((change) => change.userScope !== userScope);
  broadcast({ type: 'cleared', userScope });
  await refresh();
}

/**
 * Sends the device user's queued changes, one after the other, in one tab at a time. Safe to call
 * at any moment: it does nothing offline, without a user, or when nothing waits. `gather: false`
 * sends what gathers too (the user logs out: the session that may send it is ending).
 */
export function sendQueuedChanges({ gather = true }: { gather?: boolean } = {}): Promise<void> {
  const userScope = deviceUserScope();
  if (userScope === null || !onlineManager.isOnline()) return Promise.resolve();
  return withLock(`avantages-pro:send-changes:${userScope}`, () => sendAll(userScope, gather));
}

async function sendAll(userScope: string, gather: boolean): Promise<void> {
  clearTimeout(retryTimer);
  clearTimeout(gatherTimer);
  for (;;) {
    if (deviceUserScope() !== userScope || !onlineManager.isOnline()) return;
    const queue = await readQueue(userScope);
    const [next] = queue;
    if (!next) {
      setRetrying(false);
      return;
    }
    const kind = kinds.get(next.kind);
    // Its kind is not registered yet (the page that registers it still loads): it waits.
    if (!kind) return;
    const changes = kind.group ? leadingRun(queue, kind.group.max) : [next];
    const gatherFor = gather ? gatheringTime(queue, changes.length) : 0;
    if (gatherFor > 0) {
      gatherTimer = setTimeout(() => void sendQueuedChanges(), gatherFor);
      return;
    }
    try {
      await (kind.group
        ? kind.group.send(changes as QueuedChange<never>[])
        : kind.send(next as QueuedChange<never>));
    } catch (error) {
      if (isTransient(error)) {
        scheduleRetry();
        return;
      }
      // Kept for its own user: the session ended (401), this device's session is someone else's
      // now (409), or the device's user changed while it waited.
      if (isHeldForItsUser(error)) return;
      await settle(changes, (change) => ({ type: 'rejected', change, error }));
      continue;
    }
    failures = 0;
    setRetrying(false);
    await settle(changes, (change) => ({ type: 'sent', change }));
  }
}

/** The changes of the head's kind next to it, at most `max`: they go in one request. */
function leadingRun(queue: readonly QueuedChange[], max: number): QueuedChange[] {
  const [head] = queue;
  const end = queue.findIndex((change) => change.kind !== head?.kind);
  return queue.slice(0, Math.min(end === -1 ? queue.length : end, max));
}

/**
 * How long the queue may still wait before sending `gathered` changes at its head (0: now). Only
 * while every change waiting is of kinds that gather, fewer than their `max`, the page visible.
 */
function gatheringTime(queue: readonly QueuedChange[], gathered: number): number {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return 0;
  let wait = Infinity;
  for (const change of queue) {
    const group = kinds.get(change.kind)?.group;
    if (!group?.gatherMs || gathered >= group.max) return 0;
    wait = Math.min(wait, change.queuedAt / 1000 + group.gatherMs - Date.now());
  }
  return Math.max(0, wait);
}

/**
 * Changes the server answered: off the queue, and every tab told. Their kind hears of them before
 * they leave the queue shown, so that what the queue showed is already in the kind's own data.
 */
async function settle(
  changes: readonly QueuedChange[],
  eventOf: (change: QueuedChange) => ChangeEvent,
): Promise<void> {
  const store = offlineStore();
  await Promise.all(changes.map((change) => store.del(keyOf(change))));
  for (const change of changes) {
    const event = eventOf(change);
    emit(event);
    broadcast(
      event.type === 'rejected'
        ? { type: 'rejected', change, message: errorMessage(event.error) }
        : { type: event.type, change },
    );
  }
  await refresh();
}

function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && error.status >= 500);
}

function isHeldForItsUser(error: unknown): boolean {
  return (
    error instanceof ChangeOwnerError ||
    (error instanceof HttpError && (error.status === 401 || error.status === 409))
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function setRetrying(value: boolean): void {
  if (retrying === value) return;
  retrying = value;
  publish();
}

function scheduleRetry(): void {
  failures += 1;
  setRetrying(true);
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LAST_RETRY_MS);
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void sendQueuedChanges(), delay);
}

/** Runs `task` alone among every tab of this origin (Web Locks), or alone in this page. */
let localLock: Promise<unknown> = Promise.resolve();
function withLock(name: string, task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(name, task);
  }
  const run = localLock.then(task, task);
  localLock = run.catch(() => undefined);
  return run;
}

/** A v4 uuid; `crypto.randomUUID` exists only in secure contexts (not on a plain-http LAN address). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4 and the RFC 4122 variant, in bytes 6 and 8.
  const hex = [...bytes]
    .map((byte, index) =>
      index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte,
    )
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Another tab queued, sent, refused or dropped changes: the same steps here (see `settle`). */
function onMessage(message: BroadcastMessage): void {
  if (message.type !== 'cleared' && message.change.userScope === deviceUserScope()) {
    emit(
      message.type === 'rejected'
        ? { type: 'rejected', change: message.change, error: new Error(message.message) }
        : { type: message.type, change: message.change },
    );
  }
  void refresh();
}

/**
 * Follows the device's user (its queue shown, any retry of the previous one's stopped), other tabs
 * and the connection's return. Called once, at the app's start.
 */
export function startChangeQueue(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(QUEUED_CHANGES_CHANNEL);
    channel.onmessage = (event: MessageEvent<BroadcastMessage>) => onMessage(event.data);
  }
  subscribeDeviceUser(() => {
    clearTimeout(retryTimer);
    clearTimeout(gatherTimer);
    failures = 0;
    retrying = false;
    void refresh();
  });
  onlineManager.subscribe((online) => {
    if (online) void sendQueuedChanges();
  });
  subscribeDeviceUserSession(() => void sendQueuedChanges());
  // Leaving the app (another app, the tab closed): what gathers goes now rather than next visit.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void sendQueuedChanges();
    });
  }
  void refresh().then(() => sendQueuedChanges());
}
