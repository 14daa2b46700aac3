import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { afterFirstScreen } from '../../../src/app/after-first-screen';

/** Just what afterFirstScreen uses of a router: its `onResolved` event. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    subscribe: (_event: 'onResolved', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AnyRouter;
  return { router, resolve: () => [...listeners].forEach((listener) => listener()), listeners };
}

describe('afterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first navigation to resolve, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    const { router, resolve, listeners } = fakeRouter();
    const task = vi.fn();
    afterFirstScreen(router, task);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).not.toHaveBeenCalled();

    resolve();
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait longer than 10 seconds for a first screen whose data never comes', async () => {
    vi.useFakeTimers();
    const { router } = fakeRouter();
    const task = vi.fn();
    afterFirstScreen(router, task);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(task).toHaveBeenCalledOnce();
  });
});
