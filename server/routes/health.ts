import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveness, readiness } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { describeError } from '../db/client.js';
import { HttpError } from '../http-error.js';

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
 * a process answering 503. See docs/operations.md; paths and schemas: src/contract/endpoints.ts.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(liveness)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  // One query at a time whatever the probes' rate: while the database hangs, probes would
  // otherwise pile queries up in the pool. A check answers undefined when the database
  // answered, or why it did not.
  let check: { failure: Promise<string | undefined>; startedAt: number } | undefined;
  let wasReady = true;
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

  app.route({
    ...(await contractRoute(readiness)),
    handler: async (_request, reply) => {
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
      if (wasReady && failure)
        app.log.warn({ reason: failure }, 'Pas prêt : la base de données ne répond pas');
      if (!wasReady && !failure) app.log.info('Prêt : la base de données répond de nouveau');
      wasReady = !failure;
      if (!failure) return { status: 'ready' as const };
      // The `{ message }` of every error answer, from the error handler (plugins/errors.ts).
      throw new HttpError(503, NOT_READY_MESSAGE);
    },
  });
};

export default healthRoutes;
