/**
 * Development helpers, registered only outside production (see routes/index.ts): the e-mail
 * outbox, so a person or a test can follow the links the server sends.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Outbox } from '../../src/contract/api.js';
import { emailOutbox } from '../db/schema.js';

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { response: { 200: Outbox } } }, async (_request, reply) => {
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
  });
};

export default devRoutes;
