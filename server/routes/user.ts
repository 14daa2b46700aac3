/**
 * The connected user's own data under /fo/user (SPEC.md section 7): progress, profile, fidelity
 * link, colleagues, plus the login page's images (public). Every call acts for the effective user
 * (the connected-as user while an admin acts as someone).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Colleagues,
  LoginImages,
  ProfileInfo,
  ProfileInput,
  Progress,
} from '../../src/contract/api.js';
import { MY_SPACE_ROLES, sessionOf } from '../plugins/auth.js';
import { colleaguesOf, fidelityLinkOf, getProfileInfo, saveProfile } from '../services/profile.js';
import { progressOf } from '../services/progress.js';
import { listLoginImages } from '../services/theming.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(MY_SPACE_ROLES);

  app.get(
    '/fo/user/progress',
    { preHandler, schema: { response: { 200: Progress } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return progressOf(app.db, sessionOf(request).effectiveUser);
    },
  );

  app.get(
    '/fo/user/infos',
    { preHandler, schema: { response: { 200: ProfileInfo } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return getProfileInfo(app.db, sessionOf(request).effectiveUser);
    },
  );

  app.post(
    '/fo/user/saveProfile',
    { preHandler, schema: { body: ProfileInput, response: { 200: ProfileInfo } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      return saveProfile(app.db, session.effectiveUser, request.body, session.id);
    },
  );

  app.get(
    '/fo/user/fidelityLink',
    { preHandler, schema: { response: { 200: z.string() } } },
    async (request, reply) => {
      // Plain text (SPEC.md section 7): Fastify sends a string with a text type unserialised.
      void reply.header('cache-control', PRIVATE_NO_CACHE).type('text/plain; charset=utf-8');
      return fidelityLinkOf(sessionOf(request).effectiveUser);
    },
  );

  app.get(
    '/fo/user/allUsersFromSameCompany',
    { preHandler, schema: { response: { 200: Colleagues } } },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return colleaguesOf(app.db, sessionOf(request).effectiveUser);
    },
  );

  // Shown on the login page, so no session is needed.
  app.get(
    '/fo/user/loginImages',
    { schema: { response: { 200: LoginImages } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, no-cache');
      return listLoginImages(app.db);
    },
  );
};

export default userRoutes;
