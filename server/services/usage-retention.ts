/**
 * The `usage-retention` job (docs/statistics.md, docs/jobs.md): once a day, the raw usage events
 * older than 13 months are deleted, by batches. The daily rollups the figures are read from hold
 * no person and are kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { PeriodicJob } from '../jobs/queue.js';
import { deleteExpiredUsageEvents } from './usage-events.js';

export function usageRetentionJob(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: 'usage-retention',
    slotOf(now) {
      // One slot per UTC day, due at its start: any process's first tick of the day runs it.
      const day = now.toISOString().slice(0, 10);
      return { key: `usage-retention:${day}`, runAt: new Date(`${day}T00:00:00Z`) };
    },
    run: async (now) => {
      const deleted = await deleteExpiredUsageEvents(db, now);
      if (deleted > 0) log.info({ deleted }, 'expired usage events deleted');
    },
  };
}
