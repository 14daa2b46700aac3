/**
 * Login challenges (docs/http-contract.md, "Second factor"): what the password step answers an
 * account whose second factor is still to be given. A random token, stored as its SHA-256 like a
 * session's (a copy of the table answers no challenge), valid a few minutes, used once. It opens
 * nothing by itself: only the second factor's step, which checks a code with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginChallenges, type SecondFactorStep } from '../db/schema.js';
import type { UserRow } from '../plugins/session.js';
import { secondFactorStepFor } from './second-factor.js';

/** Long enough to open an authenticator app, or to scan a QR code and type a first code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

const idOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export interface PendingLogin {
  userId: number;
  step: SecondFactorStep;
}

/** A new challenge for `userId`; stale challenges of anyone are deleted on the way. */
export async function issueChallenge(
  db: Db,
  userId: number,
  step: SecondFactorStep,
): Promise<string> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(loginChallenges).values({
    id: idOf(challenge),
    userId,
    step,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return challenge;
}

/** The login a challenge stands for, while it is valid; null for an unknown or expired one. */
export async function pendingLogin(db: Db, challenge: string): Promise<PendingLogin | null> {
  const [row] = await db
    .select({ userId: loginChallenges.userId, step: loginChallenges.step })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, idOf(challenge)), gt(loginChallenges.expiresAt, new Date())));
  return row ?? null;
}

/**
 * Uses the challenge up, once its second factor is given: true for the one request that deletes
 * it while valid, false for any other (a parallel request, an expired challenge).
 */
export async function useChallenge(db: Db, challenge: string): Promise<boolean> {
  const used = await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.id, idOf(challenge)), gt(loginChallenges.expiresAt, new Date())))
    .returning({ id: loginChallenges.id });
  return used.length > 0;
}

/**
 * The answer of a right password whose account still owes its second factor, with a new
 * challenge; null when the password alone signs in (services/second-factor.ts says who).
 */
export async function secondFactorChallenge(
  db: Db,
  user: UserRow,
  production: boolean,
): Promise<{ secondFactor: SecondFactorStep; challenge: string } | null> {
  const step = await secondFactorStepFor(db, user, production);
  if (!step) return null;
  return { secondFactor: step, challenge: await issueChallenge(db, user.id, step) };
}
