/**
 * The back office's « Statistiques » (docs/back-office/statistics.md): a period's figures and tables, and each
 * table as CSV, for admins only (./index.ts's scope requires one). Read from the daily rollups,
 * never from the raw events. Paths and schemas: src/contract/back-office/statistics.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boStatistics, boStatisticsCsv } from '../../../src/contract/back-office/statistics.js';
import { contractRoute } from '../../contract-route.js';
import { sendCsv } from '../../services/statistics/csv.js';
import { backOfficeCsv, backOfficeReport } from '../../services/statistics/report.js';

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boStatistics)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return backOfficeReport(app.db, request.query);
    },
  });

  app.route({
    ...(await contractRoute(boStatisticsCsv)),
    handler: async (request, reply) => {
      const { table } = request.params;
      return sendCsv(reply, table, request.query, backOfficeCsv(app.db, table, request.query));
    },
  });
};

export default statisticsRoutes;
