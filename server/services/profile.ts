/**
 * The connected user's own profile (user row + its company), its colleagues and its fidelity link.
 * E-mail addresses are unique and stored lowercase; the password column only ever receives the
 * scrypt of the client's SHA-256 (see passwords.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Colleague, ProfileInfo, ProfileInput } from '../../src/contract/api.js';
import { isUniqueViolation, type Db } from '../db/client.js';
import { hashPassword } from '../db/passwords.js';
import { companies, users } from '../db/schema.js';
import { invalidInput } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import { saveCompany } from './companies.js';
import { revokeAccess } from './credentials.js';
import { toContactUsers } from './users.js';

export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée.';

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base' });

type CompanyRow = typeof companies.$inferSelect;

/** Refuses an address held by another account (400 on the `email` field). */
export async function assertEmailFree(db: Db, email: string, ownerId: number): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, ownerId)));
  if (other) throw invalidInput({ email: EMAIL_TAKEN_MESSAGE });
}

/**
 * Runs an update that may hit the unique e-mail index: a concurrent request can take the address
 * between `assertEmailFree` and the write, which must still be a 400, not a 500.
 */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
}

async function companyOf(db: Db, user: UserRow): Promise<CompanyRow | undefined> {
  if (user.companyId === null) return undefined;
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
  return company;
}

function toProfileInfo(user: UserRow, company: CompanyRow | undefined): ProfileInfo {
  return {
    siret: company?.siret ?? '',
    companyName: company?.companyName ?? '',
    nbOfEmployees: company?.nbEmployees ?? null,
    turnover: company?.turnover ?? null,
    numberAndStreet: company?.streetAndNumber ?? '',
    zipCode: company?.postalCode ?? '',
    town: company?.town ?? '',
    mainContactLastName: user.lastname,
    mainContactFirstName: user.firstname,
    function: user.function ?? '',
    email: user.email,
    // Never sent back, not even hashed.
    password: '',
    phoneNumber: user.phone ?? '',
  };
}

/** GET /fo/user/infos. */
export async function getProfileInfo(db: Db, user: UserRow): Promise<ProfileInfo> {
  return toProfileInfo(user, await companyOf(db, user));
}

/**
 * POST /fo/user/saveProfile. The company fields belong to the company row, shared with the
 * user's colleagues; a user without a company (an admin) gets one of its own. A new password or
 * e-mail was proven by the route (plugins/credentials.ts). A new password ends the user's other
 * sessions, but not `currentSessionId` (the one saving), and revokes its device cookies.
 */
export async function saveProfile(
  db: Db,
  user: UserRow,
  input: ProfileInput,
  currentSessionId: string,
): Promise<ProfileInfo> {
  const email = input.email.toLowerCase();
  await assertEmailFree(db, email, user.id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const companyFields = {
    siret: input.siret,
    companyName: input.companyName,
    nbEmployees: input.nbOfEmployees,
    turnover: input.turnover,
    streetAndNumber: input.numberAndStreet,
    postalCode: input.zipCode,
    town: input.town,
  };

  await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const companyId = await saveCompany(tx, user.companyId, companyFields);
      await tx
        .update(users)
        .set({
          email,
          firstname: input.mainContactFirstName,
          lastname: input.mainContactLastName,
          function: input.function,
          phone: input.phoneNumber,
          companyId,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, user.id));
      if (passwordHash) await revokeAccess(tx, user.id, currentSessionId);
    }),
  );

  const [saved] = await db.select().from(users).where(eq(users.id, user.id));
  if (!saved) throw new Error(`User ${user.id} vanished while saving its profile`);
  return getProfileInfo(db, saved);
}

/** GET /fo/user/allUsersFromSameCompany: the other users of the company, by name. */
export async function colleaguesOf(db: Db, user: UserRow): Promise<Colleague[]> {
  if (user.companyId === null) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id)));
  rows.sort(
    (a, b) =>
      nameCollator.compare(a.lastname, b.lastname) ||
      nameCollator.compare(a.firstname, b.firstname) ||
      a.id - b.id,
  );
  return toContactUsers(db, rows);
}

/** GET /fo/user/fidelityLink: the link, or an empty text when the user has none. */
export function fidelityLinkOf(user: UserRow): string {
  return user.fidelityLink ?? '';
}
