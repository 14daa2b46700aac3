/**
 * The job queue in one process (docs/jobs.md): each job's runs follow one another, and a long run
 * of one job (the Monday digest) does not hold another (the push every minute) back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { JobQueue, minuteSlot, type PeriodicJob } from '../../server/jobs/queue';
import { copySeededPglite } from '../support/test-database';

/** A job whose slot is the minute, recording each run's time; `hold` keeps a run going. */
function recordedJob(name: string, hold?: Promise<void>) {
  const runs: Date[] = [];
  const job: PeriodicJob = {
    name,
    slotOf(now) {
      const { suffix, start } = minuteSlot(now);
      return { key: `${name}:${suffix}`, runAt: start };
    },
    async run(now) {
      runs.push(now);
      await hold;
    },
  };
  return { job, runs };
}

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('the job queue in one process', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-jobs-'));
    await copySeededPglite(dataDir);
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs a job while another one is still running, and each slot once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const long = recordedJob('long', held);
    const quick = recordedJob('quick');
    const queue = new JobQueue(database.db, [long.job, quick.job], quiet);
    const first = new Date('2026-11-30T07:00:10Z');
    const second = new Date('2026-11-30T07:01:10Z');

    const ticks = [queue.tick(() => first)];
    await vi.waitFor(() => expect(quick.runs).toEqual([first]));
    // The next minute: the quick job's new slot runs though the long one's first is not over.
    ticks.push(queue.tick(() => second));
    await vi.waitFor(() => expect(quick.runs).toEqual([first, second]));
    expect(long.runs).toEqual([first]);

    release();
    await Promise.all(ticks);
    // The long job's next slot ran after its first, in its turn.
    expect(long.runs).toEqual([first, second]);
    await queue.tick(() => second);
    expect(quick.runs).toHaveLength(2);
    expect(long.runs).toHaveLength(2);
  });
});
