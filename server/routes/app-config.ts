/**
 * GET /fo/app/config: the server settings the PWA needs (not in SPEC.md): the menu's
 * 'Prendre un rendez-vous' link. Public: it is the same for everyone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfig } from '../../src/contract/api.js';

const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fo/app/config',
    { schema: { response: { 200: AppConfig } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, no-cache');
      return { appointmentUrl: app.config.appointmentUrl };
    },
  );
};

export default appConfigRoutes;
