/**
 * The back office's journal (docs/back-office/audit.md): read only, every section writes it with
 * `recordChange` (services/audit.ts). Registered by ./index.ts, whose scope already requires an
 * admin. Paths and schemas: src/contract/back-office/audit.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boAudit, boAuditAdmins } from '../../../src/contract/back-office/audit.js';
import { contractRoute } from '../../contract-route.js';
import { listAuditAdmins, listAuditEntries } from '../../services/back-office/audit.js';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boAudit)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listAuditEntries(app.db, request.query);
    },
  });

  app.route({
    ...(await contractRoute(boAuditAdmins)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listAuditAdmins(app.db);
    },
  });
};

export default auditRoutes;
