import { USER_SCOPE_IDB_KEY } from '../../pwa/sw-protocol';
import { offlineStore } from '../../lib/device-store';

/** The device's user scope (see lib/device-user.ts), kept for the next start and the worker. */
export const readStoredUserScope = async (): Promise<string | null> =>
  (await offlineStore().get<string>(USER_SCOPE_IDB_KEY)) ?? null;

export async function writeStoredUserScope(scope: string | null): Promise<void> {
  if (scope === null) await offlineStore().del(USER_SCOPE_IDB_KEY);
  else await offlineStore().set(USER_SCOPE_IDB_KEY, scope);
}
