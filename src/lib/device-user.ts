/**
 * Whose data and changes this device holds now: the user scope. Set by the offline data's start
 * and by every session change (docs/offline.md); read by the HTTP client, which sends a change only
 * while the user it was made for is still the device's user, and by the queue of changes.
 */
import { useSyncExternalStore } from 'react';
import type { User } from '../contract/api';

/**
 * An admin acting as someone sees that person's data, so the pair is the scope: `42`, or `1-42`
 * for admin 1 acting as user 42. The last number is always the user the requests act for.
 */
export function userScopeOf(user: User): string {
  return user.connectedAs ? `${user.id}-${user.connectedAs.id}` : String(user.id);
}

/** The user a scope's requests act for (the acted-as user for an admin): the server's check. */
export function actingUserIdOf(userScope: string): number {
  return Number(userScope.slice(userScope.lastIndexOf('-') + 1));
}

let current: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

export const deviceUserScope = (): string | null => current;

/**
 * Moves on at each login, logout or change of the device's user: an answer to a request sent
 * before it moved speaks of a session the device no longer has (the HTTP client's refusals).
 */
export const sessionGeneration = (): number => generation;

export function setDeviceUserScope(userScope: string | null): void {
  if (userScope === current) return;
  current = userScope;
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeDeviceUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const confirmedListeners = new Set<() => void>();

/**
 * The server has just named the device's user as the session's (a login, or the start's session
 * check): what waited for that user's session (the queue of changes) may go now.
 */
export function confirmDeviceUserSession(): void {
  generation += 1;
  confirmedListeners.forEach((listener) => listener());
}

export function subscribeDeviceUserSession(listener: () => void): () => void {
  confirmedListeners.add(listener);
  return () => confirmedListeners.delete(listener);
}

/** The device's user scope, for a form whose save must name the user it was made for. */
export function useDeviceUserScope(): string | null {
  return useSyncExternalStore(subscribeDeviceUser, deviceUserScope);
}
