/**
 * The back office: the list of users an admin can act as, and the
 * connected-as switch itself.
 */
import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';

export interface BackOfficeUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  companyName: string;
  activated: boolean;
}

/** Display order of the roles in the list: customers first, admins last. */
const ROLE_ORDER: readonly Role[] = ['PRO', 'AGENCY', 'NETWORK', 'PARTNER', 'ADMIN'];

/** Every user with its company, grouped by role then sorted by e-mail. */
export async function listBackOfficeUsers(db: Db): Promise<BackOfficeUser[]> {
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      companyName: companies.companyName,
      activated: users.activated,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .orderBy(asc(users.email));
  return rows
    .map((row) => ({ ...row, companyName: row.companyName ?? '' }))
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
}

/** Whether an admin may act as a user of this role (never as another admin). */
export function canActAs(role: Role): boolean {
  return role !== 'ADMIN';
}

/**
 * Makes `admin` act as `targetId` until removeConnectedAs; answers the target's role so the caller
 * can open the target's home page. 404 for an unknown user, 400 for an admin.
 */
export async function connectAs(db: Db, admin: UserRow, targetId: number): Promise<Role> {
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) throw notFound('Utilisateur');
  if (!canActAs(target.role)) {
    throw new HttpError(400, 'Il n’est pas possible d’agir en tant qu’administrateur.');
  }
  await db.update(users).set({ connectedAsUserId: target.id }).where(eq(users.id, admin.id));
  return target.role;
}
