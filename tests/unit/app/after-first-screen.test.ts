import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { afterFirstScreen } from '../../../src/app/after-first-screen';

type RouterEvent = 'onResolved' | 'onRendered';

/** Just what afterFirstScreen uses of a router: its events. */
function fakeRouter() {
  const listeners = new Map<() => void, RouterEvent>();
  const router = {
    subscribe: (event: RouterEvent, listener: () => void) => {
      listeners.set(listener, event);
      return () => listeners.delete(listener);
    },
  } as unknown as AnyRouter;
  const emit = (event: RouterEvent) =>
    [...listeners].filter(([, on]) => on === event).forEach(([listener]) => listener());
  return { router, emit, listeners };
}

describe('afterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first page to be rendered, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    const { router, emit, listeners } = fakeRouter();
    const task = vi.fn();
    afterFirstScreen(router, task);
    await vi.advanceTimersByTimeAsync(5_000);
    // Behind the opening screen the navigation resolves before its page is rendered.
    emit('onResolved');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).not.toHaveBeenCalled();

    emit('onRendered');
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('gives each task an idle period of its own', async () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { router, emit } = fakeRouter();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstScreen(router, first, second);
    emit('onRendered');
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    idle[0]!();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    idle[1]!();
    expect(second).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
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
