/**
 * The partner space's « Statistiques » (docs/back-office/statistics.md): the use of the partner's own offers
 * and services, for its users only; an offer or a service that is not the partner's is a 403,
 * decided here from the session. Paths and schemas: src/contract/endpoints/partner-statistics.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerStatistics,
  partnerStatisticsCsv,
} from '../../src/contract/endpoints/partner-statistics.js';
import { contractRoute } from '../contract-route.js';
import { PARTNER_ROLES, sessionOf } from '../plugins/auth.js';
import { sendCsv } from '../services/statistics/csv.js';
import { partnerScope } from '../services/statistics/partner-scope.js';
import { partnerCsv, partnerReport } from '../services/statistics/report.js';

const partnerStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(PARTNER_ROLES);

  app.route({
    ...(await contractRoute(partnerStatistics)),
    preHandler,
    handler: async (request, reply) => {
      const scope = await partnerScope(app.db, sessionOf(request).effectiveUser, request.query);
      void reply.header('cache-control', 'private, no-store');
      return partnerReport(app.db, request.query, scope);
    },
  });

  app.route({
    ...(await contractRoute(partnerStatisticsCsv)),
    preHandler,
    handler: async (request, reply) => {
      const scope = await partnerScope(app.db, sessionOf(request).effectiveUser, request.query);
      const { table } = request.params;
      return sendCsv(reply, table, request.query, partnerCsv(app.db, table, request.query, scope));
    },
  });
};

export default partnerStatisticsRoutes;
