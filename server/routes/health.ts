import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeError } from '../db/client.js';

/** How long the readiness check waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2_000;
/** A check still unanswered after this long is abandoned, and the next probe starts a new one. */
const STALE_CHECK_MS = 30_000;

const NOT_READY_MESSAGE =
  'La base de données ne répond pas : ce serveur ne peut pas traiter les demandes pour le moment.';

/**
 * `/health`: liveness, the process answers (it never looks at the database, so an orchestrator
 * does not restart a healthy process during a database outage). `/health/ready`: readiness, the
 * database answers a trivial query within READY_TIMEOUT_MS; a load balancer sends no traffic to
 * a process answering 503. See docs/operations.md.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // One query at a time whatever the probes' rate: while the database hangs, probes would
  // otherwise pile queries up in the pool.
  // Each check answers undefined when the database answered, or why it did not.
  let check: { failure: Promise<string | undefined>; startedAt: number } | undefined;
  let ready = true;
  const databaseFailure = (): Promise<string | undefined> => {
    if (!check || Date.now() - check.startedAt > STALE_CHECK_MS) {
      const current = {
        startedAt: Date.now(),
        failure: app.db.execute(sql`select 1`).then(
          () => undefined,
          (error: unknown) => describeError(error),
        ),
      };
      check = current;
      void current.failure.finally(() => {
        if (check === current) check = undefined;
      });
    }
    return check.failure;
  };

  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<string>((resolve) => {
        timer = setTimeout(
          () => resolve(`pas de réponse en ${READY_TIMEOUT_MS} ms`),
          READY_TIMEOUT_MS,
        );
      });
      const failure = await Promise.race([databaseFailure(), timedOut]);
      clearTimeout(timer);
      // Logged when the state changes, not at every probe.
      if (ready && failure)
        app.log.warn({ reason: failure }, 'Pas prêt : la base de données ne répond pas');
      if (!ready && !failure) app.log.info('Prêt : la base de données répond de nouveau');
      ready = !failure;
      if (ready) return { status: 'ready' as const };
      return reply.code(503).send({ message: NOT_READY_MESSAGE });
    },
  );
};

export default healthRoutes;
