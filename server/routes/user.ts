/**
 * The connected user's own data: progress, profile, fidelity link, colleagues, plus the login
 * page's images (public). Every call acts for the effective user (the connected-as user while an
 * admin acts as someone). Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  colleagues,
  fidelityLink,
  loginImages,
  profile,
  progress,
  saveProfile as saveProfileEndpoint,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { sharedRead } from '../plugins/hot-reads.js';
import { MY_SPACE_ROLES, sessionOf } from '../plugins/auth.js';
import { credentialChangeOf } from '../services/credentials.js';
import { colleaguesOf, fidelityLinkOf, getProfileInfo, saveProfile } from '../services/profile.js';
import { createProgressReader } from '../services/progress.js';
import { listLoginImages } from '../services/theming.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(MY_SPACE_ROLES);
  const progressReader = createProgressReader(app.db, app.changeNotices);

  await sharedRead(app, progress, {
    roles: MY_SPACE_ROLES,
    shared: (session) => progressReader.progressJson(session.effectiveUser),
  });

  app.route({
    ...(await contractRoute(profile)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getProfileInfo(app.db, sessionOf(request).effectiveUser);
    },
  });

  app.route({
    ...(await contractRoute(saveProfileEndpoint)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      const user = session.effectiveUser;
      // A new password or e-mail is the holder's own, proven by the current password
      // (docs/http-contract.md, "Proven changes").
      const change = credentialChangeOf(user, request.body);
      await app.credentials.prove(request, reply, user, change, request.body);
      const saved = await saveProfile(app.db, user, request.body, session.id);
      await app.credentials.changed(request, reply, user, saved.email, change);
      return saved;
    },
  });

  app.route({
    ...(await contractRoute(fidelityLink)),
    preHandler,
    handler: async (request, reply) => {
      // A plain-text answer (the endpoint's `answer: 'text'`): the link itself, not JSON.
      // Fastify sends a string with a text type unserialised.
      void reply.header('cache-control', PRIVATE_NO_CACHE).type('text/plain; charset=utf-8');
      return fidelityLinkOf(sessionOf(request).effectiveUser);
    },
  });

  app.route({
    ...(await contractRoute(colleagues)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return colleaguesOf(app.db, sessionOf(request).effectiveUser);
    },
  });

  // Shown on the login page, so no session is needed.
  app.route({
    ...(await contractRoute(loginImages)),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, no-cache');
      return listLoginImages(app.db);
    },
  });
};

export default userRoutes;
