import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecretToken, newSecretToken } from '../db/secret-tokens.js';
import { sessions, users } from '../db/schema.js';
import { SessionCache } from './session-cache.js';
import type { Role } from '../../src/contract/api.js';
import { SIGNED_IN_COOKIE } from '../../src/contract/constants.js';

/**
 * The session cookie's name. In production it carries the `__Host-` prefix: the browser then
 * accepts it only with `Secure`, `Path=/` and no `Domain`, so no other site, sub-domain or plain
 * HTTP page can set or overwrite it. The demo over `http://` keeps the bare name, which a browser
 * would refuse with the prefix (docs/http-contract.md, "The cookies").
 */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-sid' : 'sid';
}
/** A session unused this long is over (docs/http-contract.md, "Lifetime"). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * A session is over this long after its login, however active: a stolen cookie is not worth more
 * than a week, and everyone proves their password again at least weekly (docs/http-contract.md).
 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface Session {
  /** The `sessions.id` of this session: the SHA-256 of the cookie's token, never the token. */
  id: string;
  /** The person who logged in. */
  user: UserRow;
  /** Who the request acts for: the user this session acts as, while an admin acts as someone. */
  effectiveUser: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** A new session of `userId`, acting as nobody else: `role` is that user's. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      role: Role,
    ): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Drops the signed-in hint of a request without a live session (the session check). */
    dropEndedSessionHint(request: FastifyRequest, reply: FastifyReply): void;
    /**
     * The session these cookies open when the session hook would only identify it: kept in
     * memory, live, not due for its touch, its signed-in hint current. Undefined otherwise, and
     * the hook decides (plugins/hot-reads.ts).
     */
    keptSession(cookies: Record<string, string | undefined>): Session | undefined;
  }
}

/**
 * The database keeps only this hash of a session's token (docs/http-contract.md, "Sessions"): a
 * copy of the sessions table, from a backup or a leak, opens no session. The token is 256 random
 * bits, so a fast unsalted hash is enough: nothing can be guessed back from it.
 */
export function sessionIdOf(token: string): string {
  return hashSecretToken(token);
}

/** Whether a session is over at `now`: idle for 8 h, or logged in 7 days ago. */
export function sessionExpired(
  session: { createdAt: Date; lastSeenAt: Date },
  now: number,
): boolean {
  return (
    now - session.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now - session.createdAt.getTime() > SESSION_LIFETIME_MS
  );
}

/**
 * Sessions live in the database (so several server processes can share them): a random token in
 * an HttpOnly cookie, stored as its hash, renewed at login, destroyed at logout, expired after
 * 8 h without use or 7 days after login.
 */
const sessionPlugin: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  app.decorateRequest('session', null);

  const { production } = app.config;
  const SESSION_COOKIE = sessionCookieName(production);
  // Production is served over HTTPS only (docs/operations.md): Secure there whatever protocol a
  // proxy tells, so a misconfigured TRUST_PROXY never sends the session over plain HTTP.
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production || request.protocol === 'https',
  });

  // Read on every request: one statement (the user the session acts as comes along), built once
  // (node-postgres also keeps it prepared on each connection) rather than on every request.
  const actingAs = alias(users, 'acting_as');
  const sessionById = app.db
    .select({ session: sessions, user: users, actingAs })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actingAs, eq(actingAs.id, sessions.actingAsUserId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');
  // Read once, then kept while the database tells of no change to it (plugins/session-cache.ts).
  const cache = new SessionCache<Awaited<ReturnType<typeof sessionById.execute>>[number]>(
    app.changeNotices,
  );

  /** The readable hint that a session exists, holding the role the session acts as. */
  function setSignedInHint(request: FastifyRequest, reply: FastifyReply, role: Role): void {
    void reply.setCookie(SIGNED_IN_COOKIE, role, { ...cookieOptions(request), httpOnly: false });
  }

  function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    void reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
  }

  /**
   * A request without a live session does not clear the session cookie, and drops the hint only
   * in a page load or the session check: an answer to a request sent before a login in the same
   * browser may arrive after the login's, and its Set-Cookie would end the new session
   * (docs/http-contract.md, "The cookies"). The dead token left behind opens nothing.
   */
  function dropEndedSessionHint(request: FastifyRequest, reply: FastifyReply): void {
    if (request.session || !request.cookies[SIGNED_IN_COOKIE]) return;
    void reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions(request), httpOnly: false });
  }
  app.decorate('dropEndedSessionHint', dropEndedSessionHint);

  type Row = NonNullable<Awaited<ReturnType<typeof cache.read>>>;
  /** Over (deactivated account or expired), due for its touch, or current, at `now`. */
  function stateOf(row: Row, now: number): 'over' | 'touch' | 'current' {
    // A deactivated account's sessions are deleted with it; this also ends one a login racing
    // the deactivation may have opened (docs/back-office/users.md).
    if (row.user.deactivatedAt !== null || sessionExpired(row.session, now)) return 'over';
    return now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS ? 'touch' : 'current';
  }
  const sessionFrom = (id: string, row: Row): Session => ({
    id,
    user: row.user,
    effectiveUser: row.user.role === 'ADMIN' && row.actingAs ? row.actingAs : row.user,
  });

  app.decorate('keptSession', (cookies: Record<string, string | undefined>) => {
    const token = cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const id = sessionIdOf(token);
    const row = cache.peek(id);
    if (!row || stateOf(row, Date.now()) !== 'current') return undefined;
    const session = sessionFrom(id, row);
    return cookies[SIGNED_IN_COOKIE] === session.effectiveUser.role ? session : undefined;
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const pageLoad = request.headers['sec-fetch-dest'] === 'document';
    if (!token) {
      if (pageLoad) dropEndedSessionHint(request, reply);
      return;
    }
    const id = sessionIdOf(token);
    const row = await cache.read(id, async () => (await sessionById.execute({ id }))[0]);
    const now = Date.now();
    const state = row ? stateOf(row, now) : 'over';
    if (!row || state === 'over') {
      if (row) await app.db.delete(sessions).where(eq(sessions.id, id));
      if (pageLoad) dropEndedSessionHint(request, reply);
      return;
    }
    if (state === 'touch') {
      // The requests meanwhile do not touch it again; the update's notice then renews the entry.
      cache.update(id, row, { ...row, session: { ...row.session, lastSeenAt: new Date(now) } });
      await app.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, id));
    }
    request.session = sessionFrom(id, row);
    const { effectiveUser } = request.session;
    // Follows an admin's connect-as: the request after it (the redirect's page) brings it along.
    if (request.cookies[SIGNED_IN_COOKIE] !== effectiveUser.role) {
      setSignedInHint(request, reply, effectiveUser.role);
    }
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, userId: number, role: Role) => {
      // A new token at every login: a token known before login is worth nothing after it.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) {
        cache.forget(sessionIdOf(previous));
        await app.db.delete(sessions).where(eq(sessions.id, sessionIdOf(previous)));
      }
      await app.db
        .delete(sessions)
        .where(
          or(
            lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS)),
            lt(sessions.createdAt, new Date(Date.now() - SESSION_LIFETIME_MS)),
          ),
        );
      const token = newSecretToken();
      await app.db.insert(sessions).values({ id: sessionIdOf(token), userId });
      void reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      setSignedInHint(request, reply, role);
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      cache.forget(sessionIdOf(token));
      await app.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    }
    request.session = null;
    clearSessionCookies(request, reply);
  });
};

export default fp(sessionPlugin, { name: 'session', dependencies: ['database'] });
