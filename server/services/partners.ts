/**
 * The partner space. A partner user sees only its own partner and the users attached to that
 * same partner (its colleagues, "subordinates" in the original API). Each edits its own details;
 * the partner's main account (`partners.main_user_id`) also edits its colleagues', never their
 * password or e-mail (docs/http-contract.md, "Partner space"). Unknown ids are 404; known ones
 * outside the caller's partner are 403.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { OwnPartner, Partner, PartnerEditForm, PartnerUser } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { hashPassword } from '../db/passwords.js';
import { partners, users } from '../db/schema.js';
import { forbidden, HttpError, notFound } from '../http-error.js';
import type { UserRow } from '../plugins/session.js';
import {
  changesCredentials,
  credentialChangeOf,
  NOT_THE_HOLDER_MESSAGE,
  revokeAccess,
} from './credentials.js';
import { isPossibleRowId } from './offers.js';
import { assertEmailFree, withUniqueEmail } from './profile.js';
import { toContactUsers } from './users.js';

export const ONLY_MAIN_ACCOUNT_MESSAGE =
  'Seul le compte principal du partenaire peut modifier les informations de ses collaborateurs.';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  logoBase64: partners.logoBase64,
  description: partners.description,
  website: partners.website,
};

/** The caller itself, or a user of the caller's partner. */
function isOwnOrSubordinate(caller: UserRow, target: UserRow): boolean {
  return (
    caller.id === target.id || (caller.partnerId !== null && caller.partnerId === target.partnerId)
  );
}

async function userById(db: Db, id: number): Promise<UserRow> {
  if (!isPossibleRowId(id)) throw notFound('Utilisateur');
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('Utilisateur');
  return row;
}

/** The caller's own partner row: 404 when unknown, 403 when it is another partner. */
async function ownPartner(db: Db, caller: UserRow, partnerId: number): Promise<OwnPartner> {
  if (!isPossibleRowId(partnerId)) throw notFound('Partenaire');
  const [row] = await db
    .select({ ...partnerColumns, mainUserId: partners.mainUserId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) throw notFound('Partenaire');
  if (caller.partnerId !== partnerId) throw forbidden();
  return row;
}

/** GET /fo/partner/logo/{userId}: base64 logo of that user's partner, '' when it has none. */
export async function partnerLogoOfUser(db: Db, caller: UserRow, userId: number): Promise<string> {
  const target = await userById(db, userId);
  if (!isOwnOrSubordinate(caller, target)) throw forbidden();
  if (target.partnerId === null) return '';
  const [row] = await db
    .select({ logoBase64: partners.logoBase64 })
    .from(partners)
    .where(eq(partners.id, target.partnerId));
  return row?.logoBase64 ?? '';
}

/** GET /fo/partner/user/{userId}: the caller or one of its subordinates, to prefill its form. */
export async function partnerUser(db: Db, caller: UserRow, userId: number): Promise<PartnerUser> {
  const target = await userById(db, userId);
  if (!isOwnOrSubordinate(caller, target)) throw forbidden();
  const [user] = await toContactUsers(db, [target]);
  if (!user) throw new Error('unreachable: one row in, one user out');
  return user;
}

/** GET /fo/partner/{id}. */
export function getPartner(db: Db, caller: UserRow, partnerId: number): Promise<OwnPartner> {
  return ownPartner(db, caller, partnerId);
}

/** GET /fo/partner/subordinates/{id}: every user of the partner but the caller, by name. */
export async function subordinatesOf(
  db: Db,
  caller: UserRow,
  partnerId: number,
): Promise<PartnerUser[]> {
  await ownPartner(db, caller, partnerId);
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.partnerId, partnerId), ne(users.id, caller.id)));
  rows.sort(
    (a, b) =>
      collator.compare(a.lastname, b.lastname) ||
      collator.compare(a.firstname, b.firstname) ||
      a.id - b.id,
  );
  return toContactUsers(db, rows);
}

/** GET /fo/partner/active: the active partners, by name. */
export async function activePartners(db: Db): Promise<Partner[]> {
  const rows = await db.select(partnerColumns).from(partners).where(eq(partners.active, true));
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** Whether `caller` is its partner's main account. */
async function isMainAccount(db: Db, caller: UserRow): Promise<boolean> {
  if (caller.partnerId === null) return false;
  const [row] = await db
    .select({ mainUserId: partners.mainUserId })
    .from(partners)
    .where(eq(partners.id, caller.partnerId));
  return row?.mainUserId === caller.id;
}

/**
 * Who POST /fo/partner/editProfile edits, when the caller may: itself, or, for the partner's
 * main account, a colleague, without touching the colleague's password or e-mail (those open
 * the account: only their holder changes them, and a lost password is reset by its holder).
 * 404 for an unknown user, 403 otherwise, before anything is changed.
 */
export async function editablePartnerUser(
  db: Db,
  caller: UserRow,
  form: PartnerEditForm,
): Promise<UserRow> {
  const target = await userById(db, form.userId);
  if (target.id === caller.id) return target;
  if (!isOwnOrSubordinate(caller, target)) throw forbidden();
  if (!(await isMainAccount(db, caller))) throw new HttpError(403, ONLY_MAIN_ACCOUNT_MESSAGE);
  if (changesCredentials(credentialChangeOf(target, form))) {
    throw new HttpError(403, NOT_THE_HOLDER_MESSAGE);
  }
  return target;
}

/**
 * POST /fo/partner/editProfile, once `editablePartnerUser` allowed it and a credential change
 * was proven (plugins/credentials.ts). The e-mail must be free. An absent or empty password
 * leaves it unchanged; an absent phone leaves it unchanged and an empty one clears it (the form
 * can only "leave out" a password, but can erase a phone). A new password ends the user's other
 * sessions (not `currentSessionId`, the caller's) and revokes its device cookies.
 */
export async function editPartnerUser(
  db: Db,
  target: UserRow,
  form: PartnerEditForm,
  currentSessionId: string,
): Promise<PartnerUser> {
  const email = form.email.toLowerCase();
  await assertEmailFree(db, email, target.id);
  const passwordHash = form.password ? await hashPassword(form.password) : undefined;

  const [updated] = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({
          firstname: form.firstname,
          lastname: form.lastname,
          function: form.function,
          email,
          ...(form.phone === undefined ? {} : { phone: form.phone === '' ? null : form.phone }),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, target.id))
        .returning();
      if (passwordHash) await revokeAccess(tx, target.id, currentSessionId);
      return rows;
    }),
  );
  if (!updated) throw notFound('Utilisateur');
  const [user] = await toContactUsers(db, [updated]);
  if (!user) throw new Error('unreachable: one row in, one user out');
  return user;
}
