/**
 * First connection (docs/http-contract.md): an account created for a customer is completed through a
 * link carrying its initialization token — company and contact details with a password, then the
 * sub-themes of interest — and only then activated. The token works once, until activation
 * and until its expiry (`users.initialization_expires_at`: 7 days after an invitation), never
 * while the account is deactivated (docs/back-office/users.md); the database keeps its hash only.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  FirstConnectionInfo,
  FirstConnectionInfoInput,
  ThemeNode,
} from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { hashPassword } from '../db/passwords.js';
import { hashSecretToken } from '../db/secret-tokens.js';
import { companies, users } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import { assertUncommonPassword } from './common-passwords.js';
import { saveCompany } from './companies.js';
import { replaceSubThemePreferences } from './preferences.js';
import { buildThemeTree } from './theme-tree.js';

const unknownToken = () => notFound('Lien de première connexion');

/**
 * The account whose first-connection link carries `token`, while that link still opens it: not
 * activated, not deactivated, not expired. An expired link is answered as an unknown one.
 */
function usableToken(token: string) {
  return and(
    eq(users.initializationTokenHash, hashSecretToken(token)),
    eq(users.activated, false),
    isNull(users.deactivatedAt),
    gt(users.initializationExpiresAt, new Date()),
  );
}

/** The account still waiting for its first connection under this token; 404 otherwise. */
async function pendingUser(db: Db, token: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(usableToken(token));
  if (!user) throw unknownToken();
  return user;
}

/** What the server already knows, to prefill the form; the password is never sent back. */
export async function getFirstConnectionInfo(db: Db, token: string): Promise<FirstConnectionInfo> {
  const user = await pendingUser(db, token);
  const [company] =
    user.companyId === null
      ? []
      : await db.select().from(companies).where(eq(companies.id, user.companyId));
  return {
    siret: company?.siret ?? '',
    companyName: company?.companyName ?? '',
    activity: company?.activity ?? '',
    nbEmployees: company?.nbEmployees ?? null,
    turnover: company?.turnover ?? null,
    streetAndNumber: company?.streetAndNumber ?? '',
    postalCode: company?.postalCode ?? '',
    town: company?.town ?? '',
    lastname: user.lastname,
    firstname: user.firstname,
    function: user.function ?? '',
    phone: user.phone ?? '',
    password: '',
  };
}

/** Saves the company, the contact details and the password (step 1 of 2). */
export async function saveFirstConnectionInfo(
  db: Db,
  token: string,
  input: FirstConnectionInfoInput,
): Promise<void> {
  const user = await pendingUser(db, token);
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const companyFields = {
    siret: input.siret,
    companyName: input.companyName,
    activity: input.activity,
    nbEmployees: input.nbEmployees,
    turnover: input.turnover,
    streetAndNumber: input.streetAndNumber,
    postalCode: input.postalCode,
    town: input.town,
  };
  await db.transaction(async (tx) => {
    const companyId = await saveCompany(tx, user.companyId, companyFields);
    await tx
      .update(users)
      .set({
        companyId,
        lastname: input.lastname,
        firstname: input.firstname,
        function: input.function,
        phone: input.phone,
        passwordHash,
      })
      .where(and(eq(users.id, user.id), usableToken(token)));
  });
}

/** The theme tree with what the account selected so far (nothing, usually). */
export async function getFirstConnectionThemeTree(db: Db, token: string): Promise<ThemeNode[]> {
  const user = await pendingUser(db, token);
  return buildThemeTree(db, user.id);
}

/**
 * Stores the chosen sub-themes and activates the account (step 2 of 2): from then on the token is
 * gone and the account logs in with the password chosen at step 1.
 */
export async function activateAccount(
  db: Db,
  token: string,
  subThemeIds: readonly number[],
): Promise<void> {
  const user = await pendingUser(db, token);
  if (!user.passwordHash) {
    throw new HttpError(
      400,
      'Complétez d’abord vos informations et choisissez un mot de passe avant d’activer votre compte.',
    );
  }
  await db.transaction(async (tx) => {
    await replaceSubThemePreferences(tx, user.id, subThemeIds);
    const activated = await tx
      .update(users)
      .set({ activated: true, initializationTokenHash: null, initializationExpiresAt: null })
      .where(and(eq(users.id, user.id), usableToken(token)))
      .returning({ id: users.id });
    // Activated meanwhile by another tab, sent again or deactivated: the token no longer works.
    if (activated.length === 0) throw unknownToken();
  });
}
