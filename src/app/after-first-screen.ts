import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '../lib/when-idle';

/** A first screen whose data never comes (a server that does not answer) holds back no longer. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Runs `tasks` once the first screen is shown (the page has loaded and the first navigation's page
 * is rendered, data included) and the browser is idle: work that can wait must not compete with
 * the first screen for the network or the CPU. Rendered, not resolved: behind the opening screen
 * the first navigation resolves before its page is rendered. Each task gets an idle period of its
 * own: starting one lazy module already takes about 30 ms of a slow phone's main thread.
 */
export function afterFirstScreen(router: AnyRouter, ...tasks: (() => void)[]): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const rendered = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe();
      resolve();
    });
  });
  const longestWait = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.all([loaded, Promise.race([rendered, longestWait])]).then(() => {
    for (const task of tasks) whenIdle(task);
  });
}
