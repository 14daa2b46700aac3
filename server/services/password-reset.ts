/**
 * Password reset by e-mail: a random single-use token valid one hour, sent as a link built on
 * PUBLIC_URL; following it sets a new password and signs the account out everywhere. The database
 * keeps only the token's hash (server/db/secret-tokens.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ResetTokenStatus } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { hashPassword } from '../db/passwords.js';
import { hashSecretToken, newSecretToken } from '../db/secret-tokens.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { Mailer } from './mailer.js';
import { normalizeEmail } from './auth.js';
import { assertUncommonPassword } from './common-passwords.js';
import { revokeAccess } from './credentials.js';

export const RESET_TOKEN_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Sends a reset link when `emailOrId` (an e-mail, or a user id as digits) names an activated
 * account; does nothing otherwise, and the caller answers the same either way so nobody can learn
 * which accounts exist. Accounts still waiting for their first connection use their own link.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  emailOrId: string,
  origin: string,
): Promise<void> {
  const key = emailOrId.trim();
  const byId = /^\d{1,9}$/.test(key);
  const [user] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(
      and(
        byId ? eq(users.id, Number(key)) : eq(users.email, normalizeEmail(key)),
        eq(users.activated, true),
      ),
    );
  if (!user) return;

  const token = newSecretToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecretToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_VALIDITY_MS),
  });
  const link = `${origin}/resetPassword?token=${encodeURIComponent(token)}`;
  // A message that cannot leave (the mailer logs why) is answered like a sent one: the answer
  // must not tell which addresses exist. The person asks again later.
  await mailer
    .send({
      to: user.email,
      subject: 'Réinitialisation de votre mot de passe Avantages Pro',
      text: [
        user.firstname ? `Bonjour ${user.firstname},` : 'Bonjour,',
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Avantages Pro.',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :',
        '',
        link,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
        '',
        'L’équipe Avantages Pro',
      ].join('\n'),
    })
    .catch(() => undefined);
}

interface TokenRow {
  userId: number;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

async function findToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      email: users.email,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
  return row;
}

function statusOf(row: TokenRow | undefined, now: number): ResetTokenStatus {
  if (!row) return { valid: false, reason: 'unknown', email: null };
  if (row.usedAt) return { valid: false, reason: 'used', email: null };
  if (row.expiresAt.getTime() <= now) return { valid: false, reason: 'expired', email: null };
  return { valid: true, reason: null, email: row.email };
}

/** Whether a reset link can still be used; the e-mail is given only for a usable one. */
export async function checkResetToken(db: Db, token: string): Promise<ResetTokenStatus> {
  return statusOf(await findToken(db, token), Date.now());
}

const REFUSALS: Record<NonNullable<ResetTokenStatus['reason']>, string> = {
  unknown: 'Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.',
  expired: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  used: 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau.',
};

/**
 * Sets the new password of the token's account, uses up the token (and any other pending one of
 * that account) and ends every session of the account, since whoever held them may be the reason
 * for the reset.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; password: string },
): Promise<void> {
  const row = await findToken(db, input.token);
  const status = statusOf(row, Date.now());
  if (!row || status.reason) {
    throw new HttpError(400, REFUSALS[status.reason ?? 'unknown'], {
      token: REFUSALS[status.reason ?? 'unknown'],
    });
  }
  if (normalizeEmail(input.email) !== row.email) {
    const message = 'Cette adresse e-mail ne correspond pas au lien de réinitialisation.';
    throw new HttpError(400, message, { email: message });
  }

  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claimed in the same statement that checks it: of two simultaneous submissions, one wins.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecretToken(input.token)),
          isNull(passwordResetTokens.usedAt),
        ),
      )
      .returning({ tokenHash: passwordResetTokens.tokenHash });
    if (claimed.length === 0) {
      throw new HttpError(400, REFUSALS.used, { token: REFUSALS.used });
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Every session ends and every device cookie is revoked (services/credentials.ts).
    await revokeAccess(tx, row.userId, null);
  });
}
