/**
 * The first admin of a new installation (`npm run create-admin`, docs/operations.md): an account
 * not yet activated and without a password, and its single-use first-connection link, built on
 * PUBLIC_URL. Production never has demo accounts, so this is how its back office gets its admin.
 */
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { normalizeEmail } from './auth.js';
import { newFirstConnectionToken } from './first-connection-token.js';
import { invitationLink } from './invitation-email.js';

export interface NewAdmin {
  email: string;
  firstname: string;
  lastname: string;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`L’adresse ${email} est déjà utilisée par un compte : aucun compte n’a été créé.`);
  }
}

/** Creates the admin and answers its first-connection link (valid 7 days, once). */
export async function createAdmin(
  db: Db,
  input: NewAdmin,
  publicUrl: string,
): Promise<{ id: number; link: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const link = newFirstConnectionToken();
  const [created] = await db
    .insert(users)
    .values({
      email,
      role: 'ADMIN',
      firstname: input.firstname,
      lastname: input.lastname,
      activated: false,
      ...link.columns,
    })
    // The unique index on the e-mail decides, even against an admin created at the same moment.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw new EmailTakenError(email);
  return {
    id: created.id,
    link: invitationLink(publicUrl, link.token),
    expiresAt: link.columns.initializationExpiresAt,
  };
}
