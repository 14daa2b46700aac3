import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema.js';
import type { Role } from '../../src/contract/api.js';
import { SIGNED_IN_COOKIE } from '../../src/contract/constants.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface Session {
  id: string;
  /** The person who logged in. */
  user: UserRow;
  /** Who the request acts for: the connected-as user while an admin acts as someone. */
  effectiveUser: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** `role` is the one the new session acts as: the connected-as user's for an admin. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      role: Role,
    ): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Sessions live in the database (so several server processes can share them): a random id in
 * an HttpOnly cookie, renewed at login, destroyed at logout, expired after 8 h without use.
 */
const sessionPlugin: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  app.decorateRequest('session', null);

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  // Read on every request: one statement (the user an admin acts as comes along), built once
  // (node-postgres also keeps it prepared on each connection) rather than on every request.
  const actingAs = alias(users, 'acting_as');
  const sessionById = app.db
    .select({ session: sessions, user: users, actingAs })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actingAs, eq(actingAs.id, users.connectedAsUserId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');

  /** The readable hint that a session exists, holding the role the session acts as. */
  function setSignedInHint(request: FastifyRequest, reply: FastifyReply, role: Role): void {
    void reply.setCookie(SIGNED_IN_COOKIE, role, { ...cookieOptions(request), httpOnly: false });
  }

  function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    void reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
  }

  app.addHook('onRequest', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) {
      if (request.cookies[SIGNED_IN_COOKIE]) clearSessionCookies(request, reply);
      return;
    }
    const [row] = await sessionById.execute({ id });
    const now = Date.now();
    if (!row || now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) {
      if (row) await app.db.delete(sessions).where(eq(sessions.id, id));
      clearSessionCookies(request, reply);
      return;
    }
    if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await app.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, id));
    }
    const effectiveUser = row.user.role === 'ADMIN' && row.actingAs ? row.actingAs : row.user;
    request.session = { id, user: row.user, effectiveUser };
    // Follows an admin's connect-as: the request after it (the redirect's page) brings it along.
    if (request.cookies[SIGNED_IN_COOKIE] !== effectiveUser.role) {
      setSignedInHint(request, reply, effectiveUser.role);
    }
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, userId: number, role: Role) => {
      // A new id at every login: a session id known before login is worth nothing after it.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await app.db.delete(sessions).where(eq(sessions.id, previous));
      await app.db
        .delete(sessions)
        .where(lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS)));
      const id = randomBytes(32).toString('base64url');
      await app.db.insert(sessions).values({ id, userId });
      void reply.setCookie(SESSION_COOKIE, id, cookieOptions(request));
      setSignedInHint(request, reply, role);
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await app.db.delete(sessions).where(eq(sessions.id, id));
    request.session = null;
    clearSessionCookies(request, reply);
  });
};

export default fp(sessionPlugin, { name: 'session', dependencies: ['database'] });
