/**
 * The second step of an admin's login (docs/http-contract.md, "Second factor"): the password step
 * (routes/auth.ts) answered a challenge instead of a session; here a code, or the first code of an
 * enrolment, turns that challenge into the session. Wrong codes count against the login limits
 * of the account, as wrong passwords do.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginEnrolment, loginSecondFactor } from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import { DEACTIVATED_ACCOUNT_MESSAGE, HOME_BY_ROLE } from '../services/auth.js';
import { pendingLogin, useChallenge, type PendingLogin } from '../services/login-challenges.js';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../services/second-factor.js';
import { recordUsageEvents } from '../services/usage-events.js';
import { toConnectedUser } from '../services/users.js';

export const CHALLENGE_EXPIRED_MESSAGE =
  'Cette étape de connexion a expiré. Saisissez de nouveau votre adresse e-mail et votre mot ' +
  'de passe.';
const WRONG_STEP_MESSAGE = 'Cette étape de connexion ne demande pas d’enregistrer un appareil.';

const expired = () =>
  new HttpError(400, CHALLENGE_EXPIRED_MESSAGE, { challenge: CHALLENGE_EXPIRED_MESSAGE });

const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The login a valid challenge stands for, and its account, still allowed in. */
  async function loginOf(challenge: string): Promise<PendingLogin & { user: UserRow }> {
    const pending = await pendingLogin(app.db, challenge);
    if (!pending) throw expired();
    const [user] = await app.db.select().from(users).where(eq(users.id, pending.userId));
    if (!user) throw expired();
    if (user.deactivatedAt) throw new HttpError(403, DEACTIVATED_ACCOUNT_MESSAGE);
    return { ...pending, user };
  }

  app.route({
    ...(await contractRoute(loginEnrolment)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { step, user } = await loginOf(request.body.challenge);
      if (step !== 'enrolment') throw new HttpError(400, WRONG_STEP_MESSAGE);
      return startEnrolment(app.db, user);
    },
  });

  app.route({
    ...(await contractRoute(loginSecondFactor)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { challenge, method, code } = request.body;
      const { step, user } = await loginOf(challenge);
      // Counted like a password (docs/http-contract.md, "Login limits"): per address and
      // account, per address, and per account or device cookie.
      const outcome = await app.loginThrottle.run(request, reply, user.email, async () => {
        if (step === 'enrolment') {
          const recoveryCodes =
            method === 'totp' ? await confirmEnrolment(app.db, user.id, code) : null;
          return recoveryCodes ? { recoveryCodes } : null;
        }
        return (await verifySecondFactor(app.db, user.id, method, code)) ? {} : null;
      });
      if (!outcome) return { success: false as const };
      // Once: a parallel request that gave another right code with the same challenge is late.
      if (!(await useChallenge(app.db, challenge))) throw expired();
      const connectedUser = await toConnectedUser(app.db, user);
      await app.startSession(request, reply, user.id, user.role);
      await recordUsageEvents(app.db, user, [{ kind: 'login' }]);
      return {
        success: true as const,
        connectedUser,
        redirectUrl: HOME_BY_ROLE[user.role],
        ...outcome,
      };
    },
  });
};

export default secondFactorRoutes;
