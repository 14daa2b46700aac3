/**
 * Runs the jobs of server/jobs/queue.ts in this process (docs/jobs.md): a tick every half minute
 * enqueues each periodic job's slot and runs what is due, whichever process claims it first.
 * Also holds the push settings (VAPID keys, allowed push services) the routes and jobs share.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { JobQueue } from '../jobs/queue.js';
import { digestJob } from '../services/digest/job.js';
import { pushJob } from '../services/push/notifier.js';
import type { PushSettings } from '../services/push/sender.js';
import { loadVapidKeys } from '../services/push/vapid.js';
import { usageRetentionJob } from '../services/usage-retention.js';
import { usageRollupJob } from '../services/statistics/rollup.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    push: PushSettings;
  }
}

/** A periodic job's slot is a minute: two ticks a minute start it within half a minute. */
const JOB_TICK_MS = 30_000;

const jobsPlugin: FastifyPluginAsync = async (app) => {
  const push: PushSettings = {
    vapid: await loadVapidKeys(app.db),
    subject: app.config.vapidSubject,
    policy: { hosts: app.config.pushServices, allowLoopback: app.config.pushAllowLoopback },
  };
  app.decorate('push', push);
  const digest = digestJob({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const queue = new JobQueue(
    app.db,
    [
      pushJob(app.db, push, app.log),
      digest,
      usageRollupJob(app.db, app.log),
      usageRetentionJob(app.db, app.log),
    ],
    app.log,
  );
  app.decorate('jobs', queue);
  if (app.config.jobs === 'manual') {
    await app.register(manualTickRoute);
    return;
  }
  if (app.config.jobs === 'off') return;

  // A tick that fails (the database away) is logged; the next one tries again.
  const tick = () =>
    void queue.tick().catch((error: unknown) => app.log.warn({ err: error }, 'jobs tick failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, JOB_TICK_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await queue.idle();
  });
};

/**
 * JOBS=manual (never in production, server/config.ts): the end-to-end tests run the jobs when
 * they choose, at the time they give (`{ "at": "<ISO date-time>" }`), as the API tests do with
 * `app.jobs.tick`. Outside the contract: no client of the platform calls it.
 */
const manualTickRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { at?: unknown } }>('/__test/jobs/tick', async (request, reply) => {
    const at = new Date(typeof request.body?.at === 'string' ? request.body.at : Number.NaN);
    if (Number.isNaN(at.getTime())) return reply.code(400).send({ message: 'Date invalide.' });
    await app.jobs.tick(() => at);
    return reply.code(204).send();
  });
};

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
