import { useTransitionStore } from './use-transition-store';

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback); returns its cancel. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

let idle = false;
let waiting = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    whenIdle(() => {
      idle = true;
      listeners.forEach((notify) => notify());
    });
  }
  return () => listeners.delete(listener);
}

const isIdle = () => idle;

/**
 * Whether the browser has been idle once since a component first asked (the app's root, at its
 * first render): what shows nothing before the first screen is up waits for it, its code out of
 * that screen's (docs/performance.md).
 */
export const useIdleOnce = (): boolean => useTransitionStore(subscribe, isIdle);
