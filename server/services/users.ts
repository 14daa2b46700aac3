import { inArray } from 'drizzle-orm';
import type { ContactUser, User } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import type { UserRow } from '../plugins/session.js';

/** The contract's User (docs/http-contract.md) for database rows, with their company names. */
export async function toApiUsers(
  db: Db,
  rows: UserRow[],
): Promise<(User & { connectedAs: null })[]> {
  const companyIds = [...new Set(rows.map((row) => row.companyId).filter((id) => id !== null))];
  const names = new Map<number, string>();
  if (companyIds.length > 0) {
    const found = await db
      .select({ id: companies.id, name: companies.companyName })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    for (const company of found) names.set(company.id, company.name ?? '');
  }
  return rows.map((row) => ({
    id: row.id,
    roleId: row.role,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    companyName: row.companyId === null ? '' : (names.get(row.companyId) ?? ''),
    partnerId: row.partnerId,
    connectedAs: null,
  }));
}

/** Users with how to reach them: their function and phone. */
export async function toContactUsers(db: Db, rows: UserRow[]): Promise<ContactUser[]> {
  const apiUsers = await toApiUsers(db, rows);
  return apiUsers.map((user, index) => ({
    ...user,
    function: rows[index]?.function ?? null,
    phone: rows[index]?.phone ?? null,
  }));
}

/**
 * The connected user as `getConnectedUser` and `/form-login` answer it: `connectedAs` is the user
 * the session acts as (`effectiveUser`, the session's own, docs/http-contract.md), when not itself.
 */
export async function toConnectedUser(
  db: Db,
  row: UserRow,
  effectiveUser: UserRow = row,
): Promise<User> {
  const [user, connectedAs] = await toApiUsers(
    db,
    effectiveUser.id === row.id ? [row] : [row, effectiveUser],
  );
  if (!user) throw new Error('unreachable: one row in, one user out');
  return { ...user, connectedAs: connectedAs ?? null };
}
