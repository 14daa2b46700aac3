import fp from 'fastify-plugin';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { CHANGE_OWNER_HEADER, type Role } from '../../src/contract/api.js';
import { forbidden, HttpError, notConnected } from '../http-error.js';
import type { Session } from './session.js';

/** Roles of each space, the PWA's too (src/contract/constants.ts). */
export { MY_SPACE_ROLES, PARTNER_ROLES, SAVING_ROLES } from '../../src/contract/constants.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 without a session, 403 when the effective user's role is not listed. */
    requireRoles(roles: readonly Role[]): preHandlerHookHandler;
  }
}

/** The session of a request that passed `requireRoles`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw notConnected();
  return request.session;
}

/**
 * The session's own account, for what belongs to a person rather than to whom a session acts for
 * (this device's notifications, the e-mails they receive): an admin acting as someone is refused
 * with `message` (403).
 */
export function ownAccountOf(session: Session, message: string): number {
  if (session.effectiveUser.id !== session.user.id) throw new HttpError(403, message);
  return session.user.id;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NOT_THE_OWNER_MESSAGE =
  'Cette modification a été faite pour un autre compte que celui connecté : elle n’a pas été enregistrée.';

/**
 * A change sent with the id of the user it was made for (CHANGE_OWNER_HEADER) is refused unless
 * the session acts for that very user: a change queued offline, retried or replayed after a logout
 * and another user's login on the same device must never land in that other account
 * (docs/http-contract.md). A change without the header is judged by its session alone.
 */
function changeOwnerRefusal(request: FastifyRequest): HttpError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const header = request.headers[CHANGE_OWNER_HEADER];
  if (header === undefined || !request.session) return undefined;
  const owner = Number(header);
  if (!Number.isSafeInteger(owner) || owner <= 0) {
    return new HttpError(400, 'En-tête de propriétaire de la modification invalide.');
  }
  return owner === request.session.effectiveUser.id
    ? undefined
    : new HttpError(409, NOT_THE_OWNER_MESSAGE);
}

const authPlugin: FastifyPluginAsync = async (app) => {
  // After the session plugin's own onRequest hook, which identifies the session. Callbacks, not
  // promises: they run for every request.
  app.addHook('onRequest', (request, _reply, done) => done(changeOwnerRefusal(request)));

  app.decorate('requireRoles', (roles: readonly Role[]) => {
    const allowed = new Set<Role>(roles);
    return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      try {
        done(allowed.has(sessionOf(request).effectiveUser.role) ? undefined : forbidden());
      } catch (error) {
        done(error as Error);
      }
    };
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['session'] });
