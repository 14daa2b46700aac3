/**
 * What `use-sync-external-store/shim` provides, from React itself: the shim backs the hook for
 * React 17 and older, and TanStack Store still imports it. Aliased in vite.config.ts, it leaves
 * the shim's copy out of the entry (docs/first-screen.md, "Measured").
 */
export { useSyncExternalStore } from 'react';
