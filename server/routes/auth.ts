/**
 * Login, logout and the router calls of the `userBoController` action (docs/http-contract.md).
 * Paths and schemas: src/contract/endpoints.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User as ApiUser } from '../../src/contract/api.js';
import { formLogin, logout, routerCall } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { forbidden, HttpError, invalidInput } from '../http-error.js';
import { sessionOf } from '../plugins/auth.js';
import type { Session } from '../plugins/session.js';
import {
  authenticate,
  HOME_BY_ROLE,
  isUserNameAvailable,
  removeConnectedAs,
} from '../services/auth.js';
import { secondFactorChallenge } from '../services/login-challenges.js';
import { recordUsageEvents } from '../services/usage-events.js';
import { toConnectedUser } from '../services/users.js';

/** The `data` of a `verifyUserName` call: the one address to check. */
const VerifyUserNameData = z.tuple([z.string().max(254)]);

type RouterCall = (session: Session, data: unknown[] | undefined) => Promise<ApiUser | boolean>;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await contractRoute(formLogin)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { username, password } = request.body;
      // Failed attempts are limited per address, per account and per device, 429 past a limit
      // (docs/http-contract.md, "Login limits").
      const user = await app.loginThrottle.run(
        request,
        reply,
        username,
        () => authenticate(app.db, username, password),
        // A device cookie for a login only: a password whose second factor is due is not one.
        { rememberDevice: false },
      );
      if (!user) return { success: false as const };
      // An admin's second factor, when due: no session before it (routes/second-factor.ts).
      const due = await secondFactorChallenge(app.db, user, app.config.production);
      if (due) return { success: false as const, ...due };
      await app.loginThrottle.rememberDevice(request, reply, username);
      // A new session acts as nobody else: acting as someone belongs to the session that chose
      // it (docs/http-contract.md, "Sessions").
      const connectedUser = await toConnectedUser(app.db, user);
      await app.startSession(request, reply, user.id, user.role);
      await recordUsageEvents(app.db, user, [{ kind: 'login' }]);
      return { success: true as const, connectedUser, redirectUrl: HOME_BY_ROLE[user.role] };
    },
  });

  app.route({
    ...(await contractRoute(logout)),
    handler: async (request, reply) => {
      await app.endSession(request, reply);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  const userBoController = new Map<string, RouterCall>([
    ['getConnectedUser', (session) => toConnectedUser(app.db, session.user, session.effectiveUser)],
    [
      'verifyUserName',
      async (session, data) => {
        const parsed = VerifyUserNameData.safeParse(data);
        if (!parsed.success) {
          throw invalidInput({ data: 'Indiquez une seule adresse e-mail à vérifier.' });
        }
        return isUserNameAvailable(app.db, session.effectiveUser, parsed.data[0]);
      },
    ],
    [
      'removeConnectedAs',
      async (session) => {
        // The real user, not the effective one: only an admin can act as someone.
        if (session.user.role !== 'ADMIN') throw forbidden();
        return removeConnectedAs(app.db, session.id);
      },
    ],
  ]);

  app.route({
    ...(await contractRoute(routerCall)),
    handler: async (request, reply) => {
      const { action, method, data } = request.body;
      const call = action === 'userBoController' ? userBoController.get(method) : undefined;
      if (!call) {
        throw new HttpError(400, 'Appel inconnu : cette action ou cette méthode n’existe pas.');
      }
      void reply.header('cache-control', 'no-store');
      // The session check is where a browser learns its session ended (server/plugins/session.ts).
      if (method === 'getConnectedUser') app.dropEndedSessionHint(request, reply);
      const session = sessionOf(request);
      return [{ result: await call(session, data) }] as [{ result: ApiUser | boolean }];
    },
  });
};

export default authRoutes;
