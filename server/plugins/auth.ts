import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../src/contract/api.js';
import { forbidden, notConnected } from '../http-error.js';
import type { Session } from './session.js';

/** Roles of each space (SPEC.md section 6). */
export const SAVING_ROLES = ['NETWORK', 'AGENCY', 'PRO'] as const satisfies readonly Role[];
export const MY_SPACE_ROLES = [
  'NETWORK',
  'AGENCY',
  'PRO',
  'ADMIN',
] as const satisfies readonly Role[];
export const NEWS_ROLES = ['PRO', 'AGENCY'] as const satisfies readonly Role[];
export const PARTNER_ROLES = ['PARTNER'] as const satisfies readonly Role[];
export const ALL_ROLES = [
  'AGENCY',
  'PRO',
  'PARTNER',
  'ADMIN',
  'NETWORK',
] as const satisfies readonly Role[];

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 without a session, 403 when the effective user's role is not listed. */
    requireRoles(roles: readonly Role[]): preHandlerAsyncHookHandler;
  }
}

/** The session of a request that passed `requireRoles`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw notConnected();
  return request.session;
}

const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('requireRoles', (roles: readonly Role[]) => {
    const allowed = new Set<Role>(roles);
    return async (request: FastifyRequest) => {
      const session = sessionOf(request);
      if (!allowed.has(session.effectiveUser.role)) throw forbidden();
    };
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['session'] });
