/**
 * « Partenaires » of the back office's API (docs/back-office/partners.md): the content sections'
 * routes with the partners' endpoints and store, and the partner's own, its users and its main
 * account. Registered by ./index.ts, whose scope already requires an admin and accepts uploads.
 * Paths and schemas: src/contract/back-office/partners.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boPartnerChoices,
  boPartnerEndpoints,
  boPartnerUsers,
  boSetPartnerMainUser,
} from '../../../src/contract/back-office/partners.js';
import { contractRoute } from '../../contract-route.js';
import {
  partnerChoices,
  partnerUsers,
  partnersStore,
  setPartnerMainUser,
} from '../../services/back-office/partners.js';
import { contentSectionRoutes } from './content-section.js';
import { adminOf } from './guard.js';

/** A partner's users and its main account. */
const partnerUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admin data and answers to writes: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.route({
    ...(await contractRoute(boPartnerChoices)),
    handler: async () => partnerChoices(app.db),
  });

  app.route({
    ...(await contractRoute(boPartnerUsers)),
    handler: async (request) => partnerUsers(app.db, request.params.id),
  });

  app.route({
    ...(await contractRoute(boSetPartnerMainUser)),
    handler: async (request) =>
      setPartnerMainUser(app.db, adminOf(request), request.params.id, request.body.userId),
  });
};

const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentSectionRoutes(boPartnerEndpoints, partnersStore));
  await app.register(partnerUsersRoutes);
};

export default partnersRoutes;
