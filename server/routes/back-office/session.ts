/**
 * GET /bo/api/session: the admin behind the back office and the user it acts as, for the app's
 * header (docs/back-office/README.md). Registered by ./index.ts, whose scope requires an admin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boSession } from '../../../src/contract/back-office/session.js';
import type { BoPerson } from '../../../src/contract/back-office/schemas/session.js';
import { contractRoute } from '../../contract-route.js';
import type { UserRow } from '../../plugins/session.js';
import { adminOf } from './guard.js';

function personOf(user: UserRow): BoPerson {
  const { id, firstname, lastname, email, role } = user;
  return { id, firstname, lastname, email, role };
}

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(boSession)),
    handler: async (request) => {
      const admin = adminOf(request);
      const acting = request.session?.effectiveUser;
      return {
        admin: personOf(admin),
        actingAs: acting && acting.id !== admin.id ? personOf(acting) : null,
      };
    },
  });
};

export default sessionRoutes;
