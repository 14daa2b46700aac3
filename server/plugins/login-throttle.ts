/**
 * Limits on failed logins (docs/http-contract.md, "Login limits").
 *
 * The counters are rows of `login_failures` in the database, so every server process shares them
 * and they survive a restart. Each attempt counts against three keys:
 * - its address and the account tried (10 failures per 15 minutes): guessing one password;
 * - its address alone (50): one address spraying many accounts;
 * - the account, either for browsers without that account's device cookie (30, from any address:
 *   guessing spread over many addresses), or for the one device cookie it carries (10).
 *
 * Device cookies follow OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * that logged into an account holds a signed cookie naming that account, and keeps an allowance
 * of its own when the account is locked out for everyone else, so an attacker cannot lock the
 * real user out.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { loginFailures, users } from '../db/schema.js';
import { serverSecret } from '../db/server-secrets.js';
import { HttpError } from '../http-error.js';
import { normalizeEmail } from '../services/auth.js';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FAILURE_WINDOW = sql.raw(`interval '${FAILURE_WINDOW_MS / 1000} seconds'`);

const TOO_MANY_FROM_ADDRESS =
  'Trop de tentatives de connexion échouées. Réessayez dans une quinzaine de minutes.';
const TOO_MANY_FOR_ACCOUNT =
  'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans une quinzaine de ' +
  'minutes, ou depuis un appareil sur lequel vous vous êtes déjà connecté.';
const TOO_MANY_FROM_DEVICE =
  'Trop de tentatives de connexion échouées depuis cet appareil. Réessayez dans une quinzaine ' +
  'de minutes.';

interface Limit {
  /** Failures allowed in the window; the next attempt is answered 429 with `message`. */
  max: number;
  message: string;
}

/** Listed in the order their message is preferred when several limits are reached at once. */
const LIMITS = {
  /** Per address and account: stops guessing one password from one address. */
  addressAccount: { max: 10, message: TOO_MANY_FROM_ADDRESS },
  /** Per address, whatever the account: stops one address spraying many accounts. */
  address: { max: 50, message: TOO_MANY_FROM_ADDRESS },
  /** Per account, from browsers without its device cookie: stops guessing spread over addresses. */
  account: { max: 30, message: TOO_MANY_FOR_ACCOUNT },
  /** Per device cookie: a stolen or guessed-at device still gets only this many tries. */
  device: { max: 10, message: TOO_MANY_FROM_DEVICE },
} satisfies Record<string, Limit>;

interface Counter {
  /** The `login_failures.key`, readable so that an operator can lift one lockout by hand. */
  key: string;
  limit: Limit;
}

/** The device cookie is long-lived: a device stays trusted for a year after its last login. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Only the login sends it: nothing else needs it, and it stays out of every other request. */
const DEVICE_COOKIE_PATH = '/form-login';
const DEVICE_KEY_NAME = 'device-cookie-key';

/**
 * The device cookie's name for an account: one cookie per account, so that on a shared tablet
 * each person who logged in keeps their own (a single cookie would hold only the last one).
 */
export function deviceCookieName(login: string): string {
  return `device_${createHash('sha256').update(normalizeEmail(login)).digest('hex').slice(0, 16)}`;
}

/**
 * Two keys of pg_advisory_xact_lock(int, int): this constant, and 32 bits of the counter's hash.
 * The two-integer form never meets the single-bigint lock of the migrations.
 */
const LOCK_CLASS = 0x6c6f6769; // "logi"
function lockOf(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

export interface LoginThrottle {
  /**
   * Runs one login attempt for `login` under the limits. `check` answers the user, or null for a
   * failure, which is counted. Throws a 429 HttpError, before `check` runs, when a limit is
   * reached. On success nothing is counted and the browser gets a fresh device cookie.
   */
  run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    login: string,
    check: () => Promise<T | null>,
    options?: RunOptions,
  ): Promise<T | null>;
  /**
   * Gives this browser a fresh device cookie for `login`: after a password change, the one
   * browser that proved it (the others' cookies are revoked with the old generation).
   */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, login: string): Promise<void>;
}

export interface RunOptions {
  /**
   * Whether a success gives the browser a device cookie (true by default). A current password
   * checked before a change counts like a login but is not one.
   */
  rememberDevice?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** The key that signs device cookies, the same for every process and across restarts. */
async function deviceCookieKey(db: Db): Promise<Buffer> {
  const value = await serverSecret(db, DEVICE_KEY_NAME, () => randomBytes(32).toString('base64'));
  return Buffer.from(value, 'base64');
}

/**
 * Records one provisional failure per counter, or throws the 429 of the first limit reached.
 *
 * The rows are written before the password is checked, so attempts in progress count: a burst of
 * parallel guesses cannot all pass the check before the first failure is recorded. A transaction
 * lock per counter (across processes, since it is PostgreSQL's) makes count-then-insert one step,
 * so exactly `max` attempts get through, never more.
 */
async function reserve(db: Db, counters: readonly Counter[]): Promise<number[]> {
  const keys = counters.map((counter) => counter.key);
  // Always taken in the same order, so that two attempts never wait for each other's lock.
  const locks = [...new Set(keys.map(lockOf))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    for (const lock of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${lock}::int)`);
    }
    const rows = await tx
      .select({ key: loginFailures.key, failures: count() })
      .from(loginFailures)
      .where(
        and(
          inArray(loginFailures.key, keys),
          gte(loginFailures.failedAt, sql`now() - ${FAILURE_WINDOW}`),
        ),
      )
      .groupBy(loginFailures.key);
    const failures = new Map(rows.map((row) => [row.key, row.failures]));
    const reached = counters.find(({ key, limit }) => (failures.get(key) ?? 0) >= limit.max);
    if (reached) throw new HttpError(429, reached.limit.message);
    const inserted = await tx
      .insert(loginFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: loginFailures.id });
    return inserted.map((row) => row.id);
  });
}

const loginThrottlePlugin: FastifyPluginAsync = async (app) => {
  const signingKey = await deviceCookieKey(app.db);

  const sign = (login: string, generation: number, nonce: string) =>
    createHmac('sha256', signingKey).update(`${login}|${generation}|${nonce}`).digest();

  /**
   * The account's device-cookie generation (users.device_cookie_generation): a cookie signed
   * with an older one was issued before a password change or reset, and is worth nothing.
   */
  async function generationOf(login: string): Promise<number> {
    const [row] = await app.db
      .select({ generation: users.deviceCookieGeneration })
      .from(users)
      .where(eq(users.email, login));
    return row?.generation ?? 0;
  }

  /**
   * The nonce of the request's device cookie for `login`, when it holds a valid one: signed by
   * us, naming this very account (another account's cookie gives nothing here) and of the
   * account's current generation.
   */
  function trustedDevice(
    request: FastifyRequest,
    login: string,
    generation: number,
  ): string | null {
    const value = request.cookies[deviceCookieName(login)];
    if (!value) return null;
    // `<login>|<generation>|<nonce>|<signature>`, split from the right: the other parts never
    // hold a "|", the login might.
    const signatureAt = value.lastIndexOf('|');
    if (signatureAt < 1) return null;
    const nonceAt = value.lastIndexOf('|', signatureAt - 1);
    if (nonceAt < 1) return null;
    const generationAt = value.lastIndexOf('|', nonceAt - 1);
    if (generationAt < 0) return null;
    const cookieLogin = value.slice(0, generationAt);
    const cookieGeneration = value.slice(generationAt + 1, nonceAt);
    const nonce = value.slice(nonceAt + 1, signatureAt);
    if (cookieGeneration !== String(generation)) return null;
    // Compared as text: base64 decoding would ignore the last character's spare bits, and
    // accept several spellings of one signature.
    const signature = Buffer.from(value.slice(signatureAt + 1));
    const expected = Buffer.from(sign(cookieLogin, generation, nonce).toString('base64url'));
    const valid =
      signature.length === expected.length &&
      timingSafeEqual(signature, expected) &&
      cookieLogin === login;
    return valid && nonce !== '' ? nonce : null;
  }

  function issueDeviceCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    login: string,
    generation: number,
  ): void {
    const nonce = randomBytes(16).toString('base64url');
    const signature = sign(login, generation, nonce).toString('base64url');
    const value = `${login}|${generation}|${nonce}|${signature}`;
    void reply.setCookie(deviceCookieName(login), value, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      // Always Secure in production, as the session cookie (docs/http-contract.md).
      secure: app.config.production || request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }

  /**
   * Rows older than the window are dead weight: deleted at most once per window by each process,
   * on a login attempt (a few rows per failure, so the table stays small).
   */
  let nextPurgeAt = 0;
  async function purgeIfDue(): Promise<void> {
    if (Date.now() < nextPurgeAt) return;
    nextPurgeAt = Date.now() + FAILURE_WINDOW_MS;
    await app.db
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, sql`now() - ${FAILURE_WINDOW}`));
  }

  const release = (ids: number[]) =>
    app.db.delete(loginFailures).where(inArray(loginFailures.id, ids));

  app.decorate('loginThrottle', {
    async run(request, reply, rawLogin, check, options = {}) {
      const login = normalizeEmail(rawLogin);
      // Read before the check: a cookie issued now with a generation a concurrent reset has
      // just raised is simply worthless, never trusted by mistake.
      const generation = await generationOf(login);
      const device = trustedDevice(request, login, generation);
      const counters: Counter[] = [
        { key: `address-account:${request.ip}|${login}`, limit: LIMITS.addressAccount },
        { key: `address:${request.ip}`, limit: LIMITS.address },
        device
          ? { key: `device:${login}|${device}`, limit: LIMITS.device }
          : { key: `account:${login}`, limit: LIMITS.account },
      ];
      await purgeIfDue();
      const provisional = await reserve(app.db, counters);
      let result;
      try {
        result = await check();
      } catch (error) {
        // A fault is not a failed guess.
        await release(provisional).catch(() => undefined);
        throw error;
      }
      // A failure keeps its rows: they are the counted failure.
      if (result === null) return null;
      // Successful logins never lock anyone out.
      await release(provisional);
      if (options.rememberDevice ?? true) issueDeviceCookie(request, reply, login, generation);
      return result;
    },

    async rememberDevice(request, reply, rawLogin) {
      const login = normalizeEmail(rawLogin);
      issueDeviceCookie(request, reply, login, await generationOf(login));
    },
  } satisfies LoginThrottle);
};

export default fp(loginThrottlePlugin, {
  name: 'login-throttle',
  dependencies: ['database', 'session'],
});
