/**
 * Who may call the back office's API (docs/back-office.md): an admin, by its real account, even
 * while it acts as another user. 401 without a session, 403 for any other role.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, notConnected } from '../../http-error.js';
import type { UserRow } from '../../plugins/session.js';
import type { Auditor } from '../../services/audit.js';

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  adminOf(request);
}

/** The admin behind a request that passed `requireAdmin`. */
export function adminOf(request: FastifyRequest): UserRow & Auditor {
  const session = request.session;
  if (!session) throw notConnected();
  if (session.user.role !== 'ADMIN') throw forbidden();
  return session.user;
}
