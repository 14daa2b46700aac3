/** Branding of the connected user, or of a user it may see (SPEC.md section 7); any role. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Theming } from '../../src/contract/api.js';
import { ALL_ROLES, sessionOf } from '../plugins/auth.js';
import { themingOf, themingOfUser } from '../services/theming.js';

const PRIVATE_NO_CACHE = 'private, no-cache';

const themingRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(ALL_ROLES);

  app.get(
    '/fo/theming/theming',
    { preHandler, schema: { response: { 200: Theming } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return themingOf(app.db, sessionOf(request).effectiveUser);
    },
  );

  app.get(
    '/fo/theming/themingByUserId/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Theming } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return themingOfUser(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  );
};

export default themingRoutes;
