/**
 * Login, logout and the `userBoController` router calls of SPEC.md section 7.
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginForm,
  LoginResponse,
  RouterRequest,
  User,
  type User as ApiUser,
} from '../../src/contract/api.js';
import { forbidden, HttpError, invalidInput } from '../http-error.js';
import { sessionOf } from '../plugins/auth.js';
import type { Session } from '../plugins/session.js';
import {
  authenticate,
  HOME_BY_ROLE,
  isUserNameAvailable,
  normalizeEmail,
  removeConnectedAs,
} from '../services/auth.js';
import { toConnectedUser } from '../services/users.js';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per address and e-mail in the window: stops guessing one password. */
const FAILURES_PER_ACCOUNT = 10;
/** Failed logins allowed per address in the window, whatever the e-mail: stops spraying. */
const FAILURES_PER_ADDRESS = 50;
const TOO_MANY_FAILURES =
  'Trop de tentatives de connexion échouées. Réessayez dans une quinzaine de minutes.';

const RouterResponse = z.tuple([z.object({ result: z.union([User, z.boolean()]) })]);
const VerifyUserNameData = z.tuple([z.string().max(254)]);

/** Counts the failed logins of one key (address, or address and e-mail) in a sliding window. */
interface FailureLimit {
  max: number;
  keyOf: (request: FastifyRequest) => string;
  check: ReturnType<FastifyInstance['createRateLimit']>;
}

function failureLimit(
  app: FastifyInstance,
  max: number,
  keyOf: (request: FastifyRequest) => string,
): FailureLimit {
  return {
    max,
    keyOf,
    check: app.createRateLimit({ max, timeWindow: FAILURE_WINDOW_MS, keyGenerator: keyOf }),
  };
}

/**
 * Failure-only limits on login attempts, so successful logins never lock anyone out: the counters
 * are only read before an attempt and consumed when it fails. Attempts in progress count too
 * (taken synchronously, before any await), otherwise a burst of parallel guesses would all pass
 * the read before the first failure is recorded.
 */
class LoginFailureLimits {
  /** Attempts being checked right now, per key (a password check takes tens of milliseconds). */
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limits: readonly FailureLimit[]) {}

  /** The attempt's result; null (a failure) is counted; 429 once a limit is reached. */
  async run<T>(request: FastifyRequest, attempt: () => Promise<T | null>): Promise<T | null> {
    const keys = this.limits.map((limit) => limit.keyOf(request));
    const held = keys.map((key) => this.hold(key, 1));
    try {
      for (const [index, limit] of this.limits.entries()) {
        const status = await limit.check(request, { increment: false });
        const failures = status.isAllowed ? 0 : limit.max - status.remaining;
        if (failures + (held[index] ?? 0) > limit.max) {
          throw new HttpError(429, TOO_MANY_FAILURES);
        }
      }
      const result = await attempt();
      if (result === null) for (const limit of this.limits) await limit.check(request);
      return result;
    } finally {
      for (const key of keys) this.hold(key, -1);
    }
  }

  private hold(key: string, delta: 1 | -1): number {
    const held = (this.inFlight.get(key) ?? 0) + delta;
    if (held > 0) this.inFlight.set(key, held);
    else this.inFlight.delete(key);
    return held;
  }
}

type RouterCall = (session: Session, data: unknown[] | undefined) => Promise<ApiUser | boolean>;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const usernameOf = (request: FastifyRequest) =>
    normalizeEmail((request.body as LoginForm).username);
  const failureLimits = new LoginFailureLimits([
    failureLimit(
      app,
      FAILURES_PER_ACCOUNT,
      (request) => `login:${request.ip}:${usernameOf(request)}`,
    ),
    failureLimit(app, FAILURES_PER_ADDRESS, (request) => `login:${request.ip}`),
  ]);

  app.post(
    '/form-login',
    { schema: { body: LoginForm, response: { 200: LoginResponse } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { username, password } = request.body;
      const user = await failureLimits.run(request, () => authenticate(app.db, username, password));
      if (!user) return { success: false as const };
      const connectedUser = await toConnectedUser(app.db, user);
      const actingAs = connectedUser.connectedAs ?? connectedUser;
      await app.startSession(request, reply, user.id, actingAs.roleId);
      return { success: true as const, connectedUser, redirectUrl: HOME_BY_ROLE[user.role] };
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.code(204).header('cache-control', 'no-store').send(null);
  });

  const userBoController = new Map<string, RouterCall>([
    ['getConnectedUser', (session) => toConnectedUser(app.db, session.user)],
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
        return removeConnectedAs(app.db, session.user);
      },
    ],
  ]);

  app.post(
    '/router',
    { schema: { body: RouterRequest, response: { 200: RouterResponse } } },
    async (request, reply) => {
      const { action, method, data } = request.body;
      const call = action === 'userBoController' ? userBoController.get(method) : undefined;
      if (!call) {
        throw new HttpError(400, 'Appel inconnu : cette action ou cette méthode n’existe pas.');
      }
      const session = sessionOf(request);
      void reply.header('cache-control', 'no-store');
      return [{ result: await call(session, data) }] as [{ result: ApiUser | boolean }];
    },
  );
};

export default authRoutes;
