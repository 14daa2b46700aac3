import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
