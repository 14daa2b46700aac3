/**
 * Password reset: ask for a link by e-mail, check it, set the new password. No session: the
 * link's token is the credential. Paths and schemas: src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requestPasswordReset as requestPasswordResetEndpoint,
  resetPassword as resetPasswordEndpoint,
  resetTokenStatus,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '../services/password-reset.js';

/** Reset e-mails a single address may trigger in the window: enough for typos, not for spam. */
const RESET_REQUESTS_PER_ADDRESS = 5;
const RESET_WINDOW = '15 minutes';

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(requestPasswordResetEndpoint)),
    config: {
      rateLimit: {
        max: RESET_REQUESTS_PER_ADDRESS,
        timeWindow: RESET_WINDOW,
        keyGenerator: (request) => `reset:${request.ip}`,
      },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // The link is built on PUBLIC_URL, never on the request's Host or X-Forwarded-Host: a
      // forged header must not send someone a link to another site (docs/operations.md).
      await requestPasswordReset(
        app.db,
        app.mailer,
        request.params.emailOrId,
        app.config.publicUrl,
      );
      return {};
    },
  });

  app.route({
    ...(await contractRoute(resetTokenStatus)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return checkResetToken(app.db, request.params.token);
    },
  });

  app.route({
    ...(await contractRoute(resetPasswordEndpoint)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      await resetPassword(app.db, request.body);
      return {};
    },
  });
};

export default passwordResetRoutes;
