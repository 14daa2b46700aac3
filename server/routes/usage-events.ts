/**
 * The intake of what the PWA reports of its use (docs/statistics.md): detail views, searches,
 * filter changes, notifications opened. Each is a change of the device's queue: it names its owner
 * (refused with 409 under another user's session, server/plugins/auth.ts) and its id, recorded
 * once. Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordUsageEvent } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { recordReportedUsage } from '../services/usage-events.js';

const usageEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(recordUsageEvent)),
    // The roles that browse what is measured, and receive the notifications.
    preHandler: app.requireRoles(SAVING_ROLES),
    handler: async (request, reply) => {
      await recordReportedUsage(app.db, sessionOf(request), request.body);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });
};

export default usageEventsRoutes;
