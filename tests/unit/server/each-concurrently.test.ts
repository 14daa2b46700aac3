// @vitest-environment node
/** The jobs' pool (server/jobs/each-concurrently.ts): every item once, a few at a time. */
import { describe, expect, it } from 'vitest';
import { eachConcurrently } from '../../../server/jobs/each-concurrently';

describe('eachConcurrently', () => {
  it('works on every item once, never more than `concurrency` at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      eachConcurrently([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(started).toEqual([1, 2]);
  });

  it('does nothing without items', async () => {
    await eachConcurrently([], 4, () => Promise.reject(new Error('never')));
  });
});
