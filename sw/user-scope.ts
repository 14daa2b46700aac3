import type { WorkboxPlugin } from 'workbox-core';

/**
 * Whose data the worker may keep now (the user scope, null: nobody's). The page says it with
 * each change (SET_USER, CLEAR_DATA); a worker restarted since reads it back from IndexedDB,
 * where the page writes it.
 */
export class WorkerUserScope {
  #scope: string | null | undefined;
  /** Counts the page's messages: one arriving while the stored scope is read is newer. */
  #changes = 0;

  constructor(private readonly readStored: () => Promise<string | null | undefined>) {}

  /** The page's word, which always wins over a stored scope still being read. */
  set(scope: string | null): void {
    this.#scope = scope;
    this.#changes += 1;
  }

  async current(): Promise<string | null> {
    if (this.#scope !== undefined) return this.#scope;
    const changes = this.#changes;
    let stored: string | null = null;
    try {
      stored = (await this.readStored()) ?? null;
    } catch {
      // Unreadable: nobody's data is kept.
    }
    if (this.#changes === changes) this.#scope = stored;
    return this.#scope ?? null;
  }

  /**
   * Keeps a response in `scope`'s caches only if `scope` is still the current one when the
   * answer arrives: a request sent just before another user's login or a logout would otherwise
   * recreate the caches the page has just deleted, the new user's answer under the old scope.
   */
  keepsOnlyFor(scope: string): WorkboxPlugin {
    return {
      cacheWillUpdate: async ({ response }) => ((await this.current()) === scope ? response : null),
    };
  }
}
