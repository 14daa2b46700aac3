/**
 * First connection of SPEC.md section 7, reached through the link `/initialization/{token}`:
 * no session, the token is the credential.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FirstConnectionInfo,
  FirstConnectionInfoInput,
  SubThemeIds,
  ThemeNodes,
} from '../../src/contract/api.js';
import {
  activateAccount,
  getFirstConnectionInfo,
  getFirstConnectionThemeTree,
  saveFirstConnectionInfo,
} from '../services/initialization.js';

const Empty = z.object({});
// Fastify's router answers 414 to a path segment over 100 characters before any schema runs.
const TokenParams = z.object({ token: z.string().min(1).max(100) });

const initializationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fo/user/initialization/:token',
    { schema: { params: TokenParams, response: { 200: FirstConnectionInfo } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getFirstConnectionInfo(app.db, request.params.token);
    },
  );

  app.post(
    '/fo/user/initialization/infos/:token',
    { schema: { params: TokenParams, body: FirstConnectionInfoInput, response: { 200: Empty } } },
    async (request) => {
      await saveFirstConnectionInfo(app.db, request.params.token, request.body);
      return {};
    },
  );

  app.get(
    '/fo/user/themeSubTheme/:token',
    { schema: { params: TokenParams, response: { 200: ThemeNodes } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getFirstConnectionThemeTree(app.db, request.params.token);
    },
  );

  app.post(
    '/fo/user/initialization/activate/:token',
    { schema: { params: TokenParams, body: SubThemeIds, response: { 200: Empty } } },
    async (request) => {
      await activateAccount(app.db, request.params.token, request.body.subThemeIds);
      return {};
    },
  );
};

export default initializationRoutes;
