// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/lib/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: work already queued as microtasks runs first', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('microtasks'));
    await yielded;
    expect(order).toEqual(['microtasks', 'after the yield']);
  });

  it('is not held back by fake timers', async () => {
    vi.useFakeTimers();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
