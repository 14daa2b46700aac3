/**
 * The server settings the PWA needs: the menu's 'Prendre un rendez-vous' link. Public: it is the
 * same for everyone. Path and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfig } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';

const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(appConfig)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, no-cache');
      return { appointmentUrl: app.config.appointmentUrl };
    },
  });
};

export default appConfigRoutes;
