/**
 * The back office's « Courriels envoyés » (docs/back-office/emails.md): the demo's outbox, read
 * by admins only (./index.ts's scope requires one). Not registered in production, where e-mails
 * leave through SMTP and none is kept. Paths and schemas: src/contract/back-office/emails.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boEmails } from '../../../src/contract/back-office/emails.js';
import { contractRoute } from '../../contract-route.js';
import { listSentEmails } from '../../services/back-office/emails.js';

const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.production) return;
  app.route({
    ...(await contractRoute(boEmails)),
    handler: async (request, reply) => {
      // Reset and first-connection links are credentials: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return listSentEmails(app.db, request.query);
    },
  });
};

export default emailsRoutes;
