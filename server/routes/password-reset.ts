/**
 * Password reset of SPEC.md section 7: ask for a link, check it, set the new password.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetPasswordForm, ResetTokenStatus } from '../../src/contract/api.js';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '../services/password-reset.js';

const Empty = z.object({});
const EmailOrIdParams = z.object({ emailOrId: z.string().trim().min(1).max(254) });
// Fastify's router answers 414 to a path segment over 100 characters before any schema runs.
const TokenParams = z.object({ token: z.string().min(1).max(100) });

/** Reset e-mails a single address may trigger in the window: enough for typos, not for spam. */
const RESET_REQUESTS_PER_ADDRESS = 5;
const RESET_WINDOW = '15 minutes';

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/fo/user/resetPassword/:emailOrId',
    {
      schema: { params: EmailOrIdParams, response: { 200: Empty } },
      config: {
        rateLimit: {
          max: RESET_REQUESTS_PER_ADDRESS,
          timeWindow: RESET_WINDOW,
          keyGenerator: (request) => `reset:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // The link must open the site the user is on (the PWA is served with the API).
      const origin = `${request.protocol}://${request.host}`;
      await requestPasswordReset(app.db, app.mailer, request.params.emailOrId, origin);
      return {};
    },
  );

  app.get(
    '/fo/user/token/:token',
    { schema: { params: TokenParams, response: { 200: ResetTokenStatus } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return checkResetToken(app.db, request.params.token);
    },
  );

  app.post(
    '/fo/user/resetPassword',
    { schema: { body: ResetPasswordForm, response: { 200: Empty } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      await resetPassword(app.db, request.body);
      return {};
    },
  );
};

export default passwordResetRoutes;
