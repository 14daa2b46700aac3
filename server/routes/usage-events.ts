/**
 * The intake of what the PWA reports of its use (docs/statistics.md): detail views, searches,
 * filter changes, notifications opened. Each is a change of the device's queue, sent with the others
 * its queue gathered: the request names their owner (refused with 409 under another user's
 * session, server/plugins/auth.ts) and each its id, recorded once. Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordUsageEvents } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { recordReportedUsage } from '../services/usage-events.js';

const usageEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(recordUsageEvents)),
    // The roles that browse what is measured, and receive the notifications.
    preHandler: app.requireRoles(SAVING_ROLES),
    handler: async (request, reply) => {
      await recordReportedUsage(app.db, sessionOf(request), request.body.events);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });
};

export default usageEventsRoutes;
