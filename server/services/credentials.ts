/**
 * What opens an account, its password and its e-mail, changes only when proven
 * (docs/http-contract.md, "Proven changes"): by its holder, never while an admin acts as it, with
 * the current password. A new password ends the account's other sessions and revokes its device
 * cookies; the old address is told of either change.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { Session, UserRow } from '../plugins/session.js';
import { normalizeEmail } from './auth.js';
import type { MailMessage } from './mailer.js';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Saisissez votre mot de passe actuel pour changer de mot de passe ou d’adresse e-mail.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Le mot de passe actuel est incorrect.';
export const ACTING_AS_MESSAGE =
  'Vous agissez en tant que cet utilisateur : vous ne pouvez changer ni son mot de passe ni son adresse e-mail.';
export const NOT_THE_HOLDER_MESSAGE =
  'Seule la personne titulaire du compte peut changer son mot de passe ou son adresse e-mail.';

/** A transaction or the database itself. */
type Writer = Pick<Db, 'update' | 'delete'>;

export interface CredentialChange {
  password: boolean;
  email: boolean;
}

/** What an edit of `target` changes of its credentials: a new password, another address. */
export function credentialChangeOf(
  target: Pick<UserRow, 'email'>,
  input: { email: string; password?: string | undefined },
): CredentialChange {
  return { password: Boolean(input.password), email: normalizeEmail(input.email) !== target.email };
}

export const changesCredentials = (change: CredentialChange) => change.password || change.email;

/**
 * Refuses a credential change that is not the holder's own: while an admin acts as the user, or
 * for anyone but the session's user (403, French message).
 */
export function assertHolder(session: Session, target: UserRow): void {
  if (session.user.id !== session.effectiveUser.id) throw new HttpError(403, ACTING_AS_MESSAGE);
  if (target.id !== session.user.id) throw new HttpError(403, NOT_THE_HOLDER_MESSAGE);
}

/**
 * After a new password: every session of the account but `keepSessionId` (the one that made the
 * change; none for a reset) ends, and every device cookie issued so far is worthless
 * (plugins/login-throttle.ts), in the caller's transaction.
 */
export async function revokeAccess(
  tx: Writer,
  userId: number,
  keepSessionId: string | null,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
  await tx
    .update(users)
    .set({ deviceCookieGeneration: sql`${users.deviceCookieGeneration} + 1` })
    .where(eq(users.id, userId));
}

const WHEN = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * The message to the account's former address: what changed and when, and what to do if it was
 * not the holder. Nothing secret: neither the password nor the new address.
 */
export function changeNotice(
  user: Pick<UserRow, 'email' | 'firstname'>,
  change: CredentialChange,
  at = new Date(),
): MailMessage {
  const what =
    change.password && change.email
      ? 'le mot de passe et l’adresse e-mail de votre compte Avantages Pro ont été changés'
      : change.password
        ? 'le mot de passe de votre compte Avantages Pro a été changé'
        : 'l’adresse e-mail de votre compte Avantages Pro a été changée';
  return {
    to: user.email,
    subject: change.email
      ? 'L’adresse e-mail de votre compte Avantages Pro a changé'
      : 'Le mot de passe de votre compte Avantages Pro a changé',
    text: [
      user.firstname ? `Bonjour ${user.firstname},` : 'Bonjour,',
      '',
      `Le ${WHEN.format(at)} (heure de Paris), ${what}.`,
      ...(change.email
        ? ['Les prochains messages de la plateforme seront envoyés à la nouvelle adresse.']
        : []),
      '',
      'Si c’est bien vous, vous n’avez rien à faire.',
      'Sinon, contactez sans attendre votre interlocuteur Avantages Pro : quelqu’un a peut-être accès à votre compte.',
      '',
      'L’équipe Avantages Pro',
    ].join('\n'),
  };
}
