/**
 * The theme tree with the user's sub-theme selection, and the changes to that selection
 * (docs/http-contract.md). Changes answer the new count; all are idempotent so the PWA can replay
 * a change queued offline, and the PATCH composes with changes made elsewhere (docs/offline.md).
 * Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeSubThemePreferences,
  removeSubThemePreference as removeSubThemePreferenceEndpoint,
  replaceSubThemePreferences as replaceSubThemePreferencesEndpoint,
  subThemePreferenceCount,
  themeTree,
  themeTreeNodes,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { MY_SPACE_ROLES, sessionOf } from '../plugins/auth.js';
import {
  applySubThemePreferenceChange,
  removeSubThemePreference,
  replaceSubThemePreferences,
} from '../services/preferences.js';
import { buildThemeTree, countSubThemePreferences } from '../services/theme-tree.js';

const PRIVATE_NO_CACHE = 'private, no-cache';
const ROOT_NAME = 'Thématiques';

const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(MY_SPACE_ROLES);

  app.route({
    ...(await contractRoute(themeTreeNodes)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return buildThemeTree(app.db, sessionOf(request).effectiveUser.id);
    },
  });

  app.route({
    ...(await contractRoute(themeTree)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      const children = await buildThemeTree(app.db, sessionOf(request).effectiveUser.id);
      return {
        id: 0,
        name: ROOT_NAME,
        active: children.length > 0 && children.every((category) => category.active),
        children,
      };
    },
  });

  app.route({
    ...(await contractRoute(subThemePreferenceCount)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return countSubThemePreferences(app.db, sessionOf(request).effectiveUser.id);
    },
  });

  app.route({
    ...(await contractRoute(replaceSubThemePreferencesEndpoint)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).effectiveUser.id;
      return replaceSubThemePreferences(app.db, userId, request.body.subThemeIds);
    },
  });

  app.route({
    ...(await contractRoute(changeSubThemePreferences)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).effectiveUser.id;
      return applySubThemePreferenceChange(app.db, userId, request.body);
    },
  });

  app.route({
    ...(await contractRoute(removeSubThemePreferenceEndpoint)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).effectiveUser.id;
      return removeSubThemePreference(app.db, userId, request.params.id);
    },
  });
};

export default preferencesRoutes;
