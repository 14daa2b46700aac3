/**
 * Jobs that run once among every server process (docs/jobs.md). Each job is a row of `jobs`
 * with a unique key: every process enqueues the slot of each periodic job (`push:2026-11-27T08:05`)
 * and only the first insert makes a row. A process claims a due job with `FOR UPDATE SKIP LOCKED`
 * for a lease; a job whose process crashed is claimed again when its lease is over, and a job
 * that fails is tried again later, up to MAX_ATTEMPTS. The same SQL runs on PGlite (one process)
 * and PostgreSQL (several).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';

/** A job that comes back on a schedule: a slot per period, its key unique among processes. */
export interface PeriodicJob {
  name: string;
  /** The slot `now` falls in: its key and when its job is due. */
  slotOf(now: Date): { key: string; runAt: Date };
  /** Does the work of one slot; `now` is the claim's time. Must be safe to run again. */
  run(now: Date): Promise<void>;
}

/** How long a claimed job is its process's; past it, another process may run it again. */
export const JOB_LEASE_MS = 5 * 60 * 1000;
/** A job failing this often is left `failed`, its last error kept for whoever runs the server. */
export const MAX_ATTEMPTS = 5;
/** The wait before a failed job's next try, doubled at each failure. */
const FIRST_RETRY_MS = 30 * 1000;

interface ClaimedJob {
  id: number;
  name: string;
  attempts: number;
}

export class JobQueue {
  private readonly byName: Map<string, PeriodicJob>;
  /** Each job's runs in this process, one after the other; jobs of other names run beside. */
  private readonly lanes = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    periodic: readonly PeriodicJob[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.byName = new Map(periodic.map((job) => [job.name, job]));
  }

  /**
   * Enqueues the current slot of every periodic job, then runs the due jobs until none is left.
   * A job's runs never overlap in one process, but a long one (the Monday digest) does not hold
   * the others (the push every minute) back. A failing database only makes this tick fail.
   */
  async tick(now: () => Date = () => new Date()): Promise<void> {
    const slots = [...this.byName.values()].map((job) => ({
      name: job.name,
      ...job.slotOf(now()),
    }));
    if (slots.length > 0) await this.db.insert(jobs).values(slots).onConflictDoNothing();
    await Promise.all([...this.byName.keys()].map((name) => this.runLane(name, now)));
  }

  /** Resolves when the runs in progress, if any, are over (a stop waits for them). */
  async idle(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((lane) => lane.catch(() => undefined)));
  }

  private runLane(name: string, now: () => Date): Promise<void> {
    const previous = this.lanes.get(name) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.runDue(name, now));
    this.lanes.set(name, run);
    return run;
  }

  private async runDue(name: string, now: () => Date): Promise<void> {
    for (;;) {
      const job = await this.claim(name, now());
      if (!job) return;
      await this.runClaimed(job, now());
    }
  }

  /** A due job (its time come by this process's clock), or one whose claim outlived its lease. */
  private async claim(name: string, now: Date): Promise<ClaimedJob | undefined> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, name),
          sql`((${jobs.state} = 'queued' and ${jobs.runAt} <= ${now.toISOString()}::timestamptz)
            or (${jobs.state} = 'running' and ${jobs.lockedUntil} < now()))`,
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await this.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${JOB_LEASE_MS} * interval '1 millisecond'`,
      })
      .where(sql`${jobs.id} = (${due})`)
      .returning({ id: jobs.id, name: jobs.name, attempts: jobs.attempts });
    return claimed;
  }

  private async runClaimed(job: ClaimedJob, now: Date): Promise<void> {
    const definition = this.byName.get(job.name);
    try {
      if (!definition) throw new Error(`unknown job ${job.name}`);
      await definition.run(now);
      await this.db
        .update(jobs)
        .set({ state: 'done', lockedUntil: null, finishedAt: sql`now()`, lastError: null })
        .where(sql`${jobs.id} = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= MAX_ATTEMPTS;
      this.log.error({ err: error, job: job.name, attempts: job.attempts }, 'job failed');
      await this.db
        .update(jobs)
        .set({
          state: last ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: message,
          runAt: sql`now() + ${FIRST_RETRY_MS * 2 ** (job.attempts - 1)} * interval '1 millisecond'`,
          ...(last ? { finishedAt: sql`now()` } : {}),
        })
        .where(sql`${jobs.id} = ${job.id}`);
    }
  }
}

/** The minute `now` falls in, as a slot key suffix: `2026-11-27T08:05`. */
export function minuteSlot(now: Date): { suffix: string; start: Date } {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { suffix: start.toISOString().slice(0, 16), start };
}
