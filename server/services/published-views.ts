/**
 * What a catalogue of published items keeps in memory (docs/performance.md, "Caches kept exact"):
 * the items read once per version of their data (services/data-versions.ts), and views built from
 * them (a role's offers, a section's live articles) until the next scheduled item goes live, so a
 * scheduled item appears at its time with no write and no restart (services/publication.ts).
 */
import { whenReady, type MaybePromise } from '../maybe-promise.js';

interface Snapshot<Item, Key, View> {
  version: string;
  /** Every published item, scheduled ones included. */
  items: Promise<Item[]>;
  /** The same items once read: the views are then built and given without waiting. */
  read?: Item[];
  views: Map<Key, View>;
  /** When the views stop being current: the next scheduled publication after they were built. */
  viewsValidUntil: number;
}

/** The first publication time after `now` among `items`, or Infinity when none is scheduled. */
function nextPublication(items: readonly { publishedAt: string }[], now: number): number {
  let next = Infinity;
  for (const item of items) {
    const at = Date.parse(item.publishedAt);
    if (at > now && at < next) next = at;
  }
  return next;
}

/**
 * The view of a key as of now, built by `build` from the items of the data's current version; null
 * when the data has no version (its row deleted by hand): changes cannot be told apart, so nothing
 * may be kept. At once when the version and the items are in memory.
 */
export function publishedViews<Item extends { publishedAt: string }, Key, View>(options: {
  currentVersion: () => MaybePromise<string | null>;
  read: () => Promise<Item[]>;
  build: (items: readonly Item[], key: Key, now: number) => View;
}): (key: Key) => MaybePromise<View | null> {
  const { currentVersion, read, build } = options;
  let latest: Snapshot<Item, Key, View> | null = null;

  /** The snapshot of `version`, started by the first request that sees that version. */
  function snapshotOf(version: string): Snapshot<Item, Key, View> {
    if (latest?.version === version) return latest;
    // The version was read before the data: data changed meanwhile are newer than `version`, and
    // the next request, reading the newer version, builds again. Never the other way round.
    const snapshot: Snapshot<Item, Key, View> = {
      version,
      items: read(),
      views: new Map(),
      viewsValidUntil: -Infinity,
    };
    snapshot.items.then(
      (items) => {
        snapshot.read = items;
      },
      () => {
        // A failed read is not kept: the next request tries again.
        if (latest === snapshot) latest = null;
      },
    );
    latest = snapshot;
    return snapshot;
  }

  function viewOf(snapshot: Snapshot<Item, Key, View>, items: readonly Item[], key: Key): View {
    const now = Date.now();
    if (now >= snapshot.viewsValidUntil) {
      snapshot.views.clear();
      snapshot.viewsValidUntil = nextPublication(items, now);
    }
    let view = snapshot.views.get(key);
    if (view === undefined) {
      view = build(items, key, now);
      snapshot.views.set(key, view);
    }
    return view;
  }

  return (key) =>
    whenReady(currentVersion(), (version) => {
      if (version === null) return null;
      const snapshot = snapshotOf(version);
      return snapshot.read
        ? viewOf(snapshot, snapshot.read, key)
        : snapshot.items.then((items) => viewOf(snapshot, items, key));
    });
}
