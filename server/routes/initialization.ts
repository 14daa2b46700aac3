/**
 * First connection, reached through the link `/initialization/{token}` of the invitation e-mail:
 * no session, the token is the credential. Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateAccount as activateAccountEndpoint,
  firstConnectionInfo,
  firstConnectionThemeTree,
  saveFirstConnectionInfo as saveFirstConnectionInfoEndpoint,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import {
  activateAccount,
  getFirstConnectionInfo,
  getFirstConnectionThemeTree,
  saveFirstConnectionInfo,
} from '../services/initialization.js';

const initializationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(firstConnectionInfo)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getFirstConnectionInfo(app.db, request.params.token);
    },
  });

  app.route({
    ...(await contractRoute(saveFirstConnectionInfoEndpoint)),
    handler: async (request) => {
      await saveFirstConnectionInfo(app.db, request.params.token, request.body);
      return {};
    },
  });

  app.route({
    ...(await contractRoute(firstConnectionThemeTree)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getFirstConnectionThemeTree(app.db, request.params.token);
    },
  });

  app.route({
    ...(await contractRoute(activateAccountEndpoint)),
    handler: async (request) => {
      await activateAccount(app.db, request.params.token, request.body.subThemeIds);
      return {};
    },
  });
};

export default initializationRoutes;
