import type { User } from '../../contract/api';
import { USER_SCOPE_IDB_KEY } from '../../pwa/sw-protocol';
import { offlineStore } from './storage';

/**
 * Whose data this device holds. An admin acting as someone sees that person's data, so the
 * pair is the scope: `42`, or `1-42` for admin 1 acting as user 42.
 */
export function userScopeOf(user: User): string {
  return user.connectedAs ? `${user.id}-${user.connectedAs.id}` : String(user.id);
}

export const readStoredUserScope = async (): Promise<string | null> =>
  (await offlineStore().get<string>(USER_SCOPE_IDB_KEY)) ?? null;

export async function writeStoredUserScope(scope: string | null): Promise<void> {
  if (scope === null) await offlineStore().del(USER_SCOPE_IDB_KEY);
  else await offlineStore().set(USER_SCOPE_IDB_KEY, scope);
}
