/**
 * Development helpers, registered only outside production (see routes/index.ts): the e-mail
 * outbox, so a person or a test can follow the links the server sends. Path and schemas:
 * src/contract/endpoints.ts.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutbox } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { emailOutbox } from '../db/schema.js';

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(devOutbox)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });
};

export default devRoutes;
