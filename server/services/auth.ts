/**
 * Sign-in and the `userBoController` calls of the router (docs/http-contract.md): who may log in,
 * where each role lands, whether an e-mail can be used, and leaving the connected-as mode.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Role } from '../../src/contract/api.js';
import { isValidEmail } from '../../src/contract/french-formats.js';
import type { Db } from '../db/client.js';
import { hashPassword, verifyPassword } from '../db/passwords.js';
import { sessions, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';

/** Where each role lands after login (docs/http-contract.md). */
export const HOME_BY_ROLE: Record<Role, string> = {
  PRO: '/saving/offer-list',
  AGENCY: '/saving/offer-list',
  NETWORK: '/saving/offer-list',
  PARTNER: '/partner',
  ADMIN: '/bo',
};

/** E-mails are stored lowercase (see the users table), so every lookup normalises the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A stored hash for an account that does not exist: checking against it costs as much as a real
 * check, so the answer time does not tell whether an e-mail is registered.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('0'.repeat(64));
  return decoyHash;
}

/** Told only to whoever gave the right password: nobody else learns that the account exists. */
export const DEACTIVATED_ACCOUNT_MESSAGE =
  'Votre compte a été désactivé. Contactez votre interlocuteur Avantages Pro pour le réactiver.';

/**
 * The user these credentials belong to, or null: unknown e-mail, wrong password and an account
 * not yet activated (first connection pending) are all the same failure to the caller. The right
 * password of a deactivated account is refused with a 403 that says why
 * (docs/back-office/users.md).
 */
export async function authenticate(
  db: Db,
  email: string,
  passwordSha256: string,
): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user?.passwordHash) {
    await verifyPassword(passwordSha256, await decoy());
    return null;
  }
  const matches = await verifyPassword(passwordSha256, user.passwordHash);
  if (!matches || !user.activated) return null;
  if (user.deactivatedAt) throw new HttpError(403, DEACTIVATED_ACCOUNT_MESSAGE);
  return user;
}

/**
 * Whether `email` may be used by `user` (the effective user): true when nobody else has it.
 * Text that is not an e-mail address cannot be used by anyone.
 */
export async function isUserNameAvailable(db: Db, user: UserRow, email: string): Promise<boolean> {
  if (!isValidEmail(email)) return false;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), ne(users.id, user.id)));
  return taken === undefined;
}

/**
 * Brings an admin's session (`sessionId`, `sessions.id`) back to its own account; its other
 * sessions keep acting as whoever they act as. True when it was acting as someone, false when
 * there was nothing to remove. Callers make sure the session is an ADMIN's.
 */
export async function removeConnectedAs(db: Db, sessionId: string): Promise<boolean> {
  // Read and cleared in one statement: two tabs racing cannot both be told they removed it.
  const cleared = await db
    .update(sessions)
    .set({ actingAsUserId: null })
    .where(and(eq(sessions.id, sessionId), isNotNull(sessions.actingAsUserId)))
    .returning({ id: sessions.id });
  return cleared.length > 0;
}
