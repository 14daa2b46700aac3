/**
 * The back office's « Utilisateurs » (docs/back-office/users.md). Registered by ./index.ts, whose
 * scope already requires an admin. Paths and schemas: src/contract/back-office/users.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boConnectAs,
  boCreateUser,
  boDeactivateUser,
  boReactivateUser,
  boSendInvitation,
  boUpdateUser,
  boUser,
  boUsers,
} from '../../../src/contract/back-office/users.js';
import { contractRoute } from '../../contract-route.js';
import {
  connectAs,
  createUser,
  deactivateUser,
  getUser,
  listUsers,
  reactivateUser,
  resendInvitation,
  updateUser,
} from '../../services/back-office/users.js';
import { sessionOf } from '../../plugins/auth.js';
import { adminOf } from './guard.js';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // What an admin reads here may change at any moment and is nobody else's: never stored.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  app.route({
    ...(await contractRoute(boUsers)),
    handler: async (request) => listUsers(app.db, request.query),
  });

  app.route({
    ...(await contractRoute(boCreateUser)),
    handler: async (request, reply) => {
      const created = await createUser(
        app.db,
        app.mailer,
        adminOf(request),
        request.body,
        app.config.publicUrl,
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...(await contractRoute(boUser)),
    handler: async (request) => getUser(app.db, request.params.id),
  });

  app.route({
    ...(await contractRoute(boUpdateUser)),
    handler: async (request) =>
      updateUser(app.db, adminOf(request), request.params.id, request.body),
  });

  app.route({
    ...(await contractRoute(boSendInvitation)),
    handler: async (request) =>
      resendInvitation(
        app.db,
        app.mailer,
        adminOf(request),
        request.params.id,
        app.config.publicUrl,
      ),
  });

  app.route({
    ...(await contractRoute(boDeactivateUser)),
    handler: async (request) => deactivateUser(app.db, adminOf(request), request.params.id),
  });

  app.route({
    ...(await contractRoute(boReactivateUser)),
    handler: async (request) => reactivateUser(app.db, adminOf(request), request.params.id),
  });

  app.route({
    ...(await contractRoute(boConnectAs)),
    handler: async (request) =>
      connectAs(app.db, adminOf(request), sessionOf(request).id, request.params.id),
  });
};

export default usersRoutes;
