/**
 * The back office's « Utilisateurs » (docs/back-office/users.md): the list of accounts, inviting
 * one by e-mail, editing, deactivating and reactivating it, and acting as it. Every change is
 * journaled in the same transaction (services/audit.ts).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../src/contract/api.js';
import { SAVING_ROLES } from '../../../src/contract/constants.js';
import {
  ROLE_LABELS,
  type BoCreatedUser,
  type BoUser,
  type BoUserInput,
  type BoUserListQuery,
  type BoUserPage,
  type BoUserUpdate,
  type UserState,
} from '../../../src/contract/back-office/schemas/users.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import { companies, partners, pushSubscriptions, sessions, users } from '../../db/schema.js';
import { HttpError, invalidInput, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { HOME_BY_ROLE, normalizeEmail } from '../auth.js';
import { companyNamed } from '../companies.js';
import { newFirstConnectionToken } from '../first-connection-token.js';
import { invitationEmail, invitationLink } from '../invitation-email.js';
import type { Mailer } from '../mailer.js';
import { matchesText, listPage, sortableText } from './lists.js';

export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée.';
const UNKNOWN_PARTNER_MESSAGE = 'Ce partenaire n’existe pas.';
const NOT_SENT_MESSAGE =
  'L’e-mail d’invitation n’a pas pu être envoyé. Vérifiez l’adresse et réessayez plus tard.';

const unknownUser = () => notFound('Utilisateur');

/** Whether an admin may act as this account: never as an admin, nor as a deactivated account. */
export function canActAs(user: { role: Role; deactivatedAt: Date | null }): boolean {
  return user.role !== 'ADMIN' && user.deactivatedAt === null;
}

function stateOf(user: { activated: boolean; deactivatedAt: Date | null }): UserState {
  if (user.deactivatedAt) return 'deactivated';
  return user.activated ? 'active' : 'pending';
}

const STATE_CONDITIONS: Record<UserState, SQL | undefined> = {
  deactivated: isNotNull(users.deactivatedAt),
  active: and(isNull(users.deactivatedAt), eq(users.activated, true)),
  pending: and(isNull(users.deactivatedAt), eq(users.activated, false)),
};

/** Roles sorted by their French label, as the list shows them. */
const ROLE_BY_LABEL = (Object.keys(ROLE_LABELS) as Role[]).sort((a, b) =>
  ROLE_LABELS[a].localeCompare(ROLE_LABELS[b], 'fr'),
);
const roleRank = sql`case ${users.role} ${sql.join(
  ROLE_BY_LABEL.map((role, rank) => sql`when ${role} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

const SORT_COLUMNS: Record<NonNullable<BoUserListQuery['sort']>, SQL[]> = {
  email: [sortableText(users.email)],
  lastname: [sortableText(users.lastname), sortableText(users.firstname)],
  role: [roleRank],
  createdAt: [sql`${users.createdAt}`],
};

const selection = {
  user: users,
  companyName: companies.companyName,
  partnerName: partners.name,
  pushDevices: sql<number>`(select count(*) from ${pushSubscriptions}
    where ${pushSubscriptions.userId} = ${users.id})`.mapWith(Number),
};

type Row = {
  user: typeof users.$inferSelect;
  companyName: string | null;
  partnerName: string | null;
  pushDevices: number;
};

function toBoUser({ user, companyName, partnerName, pushDevices }: Row): BoUser {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    companyName: companyName ?? null,
    partnerId: user.partnerId,
    partnerName: partnerName ?? null,
    activated: user.activated,
    state: stateOf(user),
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    invitationSentAt: user.invitationSentAt?.toISOString() ?? null,
    // Until when the account's first-connection link works (an invitation's, create-admin's).
    invitationExpiresAt: user.activated
      ? null
      : (user.initializationExpiresAt?.toISOString() ?? null),
    createdAt: user.createdAt.toISOString(),
    canActAs: canActAs(user),
    pushDevices,
    // The digest tells what the saving lists published: for the roles that read them.
    digestEnabled: SAVING_ROLES.includes(user.role) ? user.digestEnabled : null,
  };
}

function selectUsers(db: Db) {
  return db
    .select(selection)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(partners, eq(partners.id, users.partnerId));
}

/** One page of the accounts matching the search and the filters. */
export async function listUsers(db: Db, query: BoUserListQuery): Promise<BoUserPage> {
  const where = and(
    matchesText(query.query, [users.email, users.firstname, users.lastname, companies.companyName]),
    query.role ? eq(users.role, query.role) : undefined,
    query.state ? STATE_CONDITIONS[query.state] : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order = SORT_COLUMNS[query.sort ?? 'email'].map((column) => direction(column));
  return listPage(query, {
    rows: ({ limit, offset }) =>
      selectUsers(db)
        .where(where)
        .orderBy(...order, asc(users.id))
        .limit(limit)
        .offset(offset),
    total: db
      .select({ value: count() })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where),
    items: (rows) => rows.map(toBoUser),
  });
}

async function findUser(db: Db, id: number): Promise<BoUser | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? toBoUser(row) : undefined;
}

export async function getUser(db: Db, id: number): Promise<BoUser> {
  const user = await findUser(db, id);
  if (!user) throw unknownUser();
  return user;
}

/** The user row, read again inside a transaction before a change; 404 when it is gone. */
async function lockedUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw unknownUser();
  return row;
}

async function checkPartner(db: Db, partnerId: number | null | undefined): Promise<void> {
  if (!partnerId) return;
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner) throw invalidInput({ partnerId: UNKNOWN_PARTNER_MESSAGE });
}

/**
 * Sends the first-connection link of `user` with its new token (only its hash is stored) and
 * until when it works.
 */
async function sendInvitation(
  mailer: Mailer,
  user: { email: string; firstname: string; token: string; expiresAt: Date },
  origin: string,
): Promise<void> {
  await mailer.send(
    invitationEmail({
      to: user.email,
      firstname: user.firstname,
      link: invitationLink(origin, user.token),
      expiresAt: user.expiresAt,
    }),
  );
}

/** What the journal keeps of an account: no token, no password. */
function journaled(user: BoUser) {
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    companyName: user.companyName,
    partnerId: user.partnerId,
    state: user.state,
  };
}

/** The company id for an account's company name (found or created); null for none. */
async function companyIdFor(db: Db, companyName: string | null): Promise<number | null> {
  return companyName ? companyNamed(db, companyName) : null;
}

/**
 * Creates an account waiting for its first connection and e-mails it the link. The account is
 * created even when the e-mail cannot leave (the answer's `invitationSent` says so): the admin
 * sends the invitation again from the list.
 */
export async function createUser(
  db: Db,
  mailer: Mailer,
  admin: Auditor,
  input: BoUserInput,
  origin: string,
): Promise<BoCreatedUser> {
  const email = normalizeEmail(input.email);
  const sentAt = new Date();
  const link = newFirstConnectionToken(sentAt);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw invalidInput({ email: EMAIL_TAKEN_MESSAGE });
      await checkPartner(tx, input.partnerId);
      const [created] = await tx
        .insert(users)
        .values({
          email,
          role: input.role,
          firstname: input.firstname,
          lastname: input.lastname,
          companyId: await companyIdFor(tx, input.companyName),
          partnerId: input.role === 'PARTNER' ? (input.partnerId ?? null) : null,
          activated: false,
          ...link.columns,
          invitationSentAt: sentAt,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('The user was not created.');
      // A partner's first account is its main one (docs/http-contract.md, "Partner space").
      if (input.role === 'PARTNER' && input.partnerId) {
        await tx
          .update(partners)
          .set({ mainUserId: created.id })
          .where(and(eq(partners.id, input.partnerId), isNull(partners.mainUserId)));
      }
      const user = await findUser(tx, created.id);
      await recordChange(tx, admin, {
        entity: 'user',
        entityId: created.id,
        action: 'create',
        summary: `Compte ${ROLE_LABELS[input.role].toLowerCase()} créé et invité : ${email}`,
        after: user && journaled(user),
      });
      return created.id;
    });
  } catch (error) {
    // Two admins inviting the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw invalidInput({ email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }

  let invitationSent = true;
  try {
    await sendInvitation(
      mailer,
      {
        email,
        firstname: input.firstname,
        token: link.token,
        expiresAt: link.columns.initializationExpiresAt,
      },
      origin,
    );
  } catch {
    // The mailer has logged why; the admin is told through `invitationSent`.
    invitationSent = false;
  }
  return { ...(await getUser(db, id)), invitationSent };
}

/** Changes an account's names, role, company and partner. */
export async function updateUser(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoUserUpdate,
): Promise<BoUser> {
  await db.transaction(async (tx) => {
    const row = await lockedUser(tx, id);
    if (row.id === admin.id && input.role !== 'ADMIN') {
      throw invalidInput({
        role: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.',
      });
    }
    await checkPartner(tx, input.partnerId);
    const before = await findUser(tx, id);
    await tx
      .update(users)
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        role: input.role,
        companyId: await companyIdFor(tx, input.companyName),
        partnerId: input.role === 'PARTNER' ? (input.partnerId ?? null) : null,
      })
      .where(eq(users.id, id));
    // Only an admin acts as someone; an admin is never acted as.
    if (input.role === 'ADMIN') await stopActingAs(tx, id);
    else await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.userId, id));
    const after = await findUser(tx, id);
    await recordChange(tx, admin, {
      entity: 'user',
      entityId: id,
      action: 'update',
      summary: `Compte ${row.email} modifié`,
      before: before && journaled(before),
      after: after && journaled(after),
    });
  });
  return getUser(db, id);
}

/** Every admin's session acting as `id` goes back to its admin's own account. */
async function stopActingAs(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.actingAsUserId, id));
}

/**
 * Sends the first-connection link again, with a new token: the previous link stops working and
 * the new one works 7 days. 409 once the account is activated or while it is deactivated.
 */
export async function resendInvitation(
  db: Db,
  mailer: Mailer,
  admin: Auditor,
  id: number,
  origin: string,
): Promise<BoUser> {
  const sentAt = new Date();
  const link = newFirstConnectionToken(sentAt);
  const row = await db.transaction(async (tx) => {
    const user = await lockedUser(tx, id);
    if (user.activated) {
      throw new HttpError(409, 'Ce compte est déjà activé : il n’a plus besoin d’invitation.');
    }
    if (user.deactivatedAt) {
      throw new HttpError(
        409,
        'Ce compte est désactivé : réactivez-le avant de lui renvoyer une invitation.',
      );
    }
    await tx
      .update(users)
      .set({ ...link.columns, invitationSentAt: sentAt })
      .where(eq(users.id, id));
    await recordChange(tx, admin, {
      entity: 'user',
      entityId: id,
      action: 'invite',
      summary: `Invitation renvoyée à ${user.email}`,
      before: { invitationSentAt: user.invitationSentAt },
      after: { invitationSentAt: sentAt },
    });
    return user;
  });
  try {
    await sendInvitation(
      mailer,
      {
        email: row.email,
        firstname: row.firstname,
        token: link.token,
        expiresAt: link.columns.initializationExpiresAt,
      },
      origin,
    );
  } catch {
    // The mailer has logged why.
    throw new HttpError(503, NOT_SENT_MESSAGE);
  }
  return getUser(db, id);
}

/**
 * Shuts an account: it cannot log in any more and every session it has ends now, as does any
 * admin's acting as it. An admin cannot shut its own account (it would lock itself out).
 */
export async function deactivateUser(db: Db, admin: Auditor, id: number): Promise<BoUser> {
  if (id === admin.id) {
    throw new HttpError(400, 'Vous ne pouvez pas désactiver votre propre compte.');
  }
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, id);
    if (user.deactivatedAt) return;
    await tx.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await stopActingAs(tx, id);
    await recordChange(tx, admin, {
      entity: 'user',
      entityId: id,
      action: 'deactivate',
      summary: `Compte ${user.email} désactivé`,
      before: { state: stateOf(user) },
      after: { state: 'deactivated' },
    });
  });
  return getUser(db, id);
}

/** Opens a deactivated account again: it logs in as before (or completes its first connection). */
export async function reactivateUser(db: Db, admin: Auditor, id: number): Promise<BoUser> {
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, id);
    if (!user.deactivatedAt) return;
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    await recordChange(tx, admin, {
      entity: 'user',
      entityId: id,
      action: 'reactivate',
      summary: `Compte ${user.email} réactivé`,
      before: { state: 'deactivated' },
      after: { state: stateOf({ ...user, deactivatedAt: null }) },
    });
  });
  return getUser(db, id);
}

/**
 * Makes the admin's session `sessionId` (`sessions.id`) act as `id` until it removes it
 * (« Retour ») or logs out; the admin's other sessions are left as they are. Answers the page that
 * opens the user's home. 404 for an unknown user, 400 for an admin or a deactivated account.
 */
export async function connectAs(
  db: Db,
  admin: Auditor,
  sessionId: string,
  id: number,
): Promise<{ redirectUrl: string }> {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, id);
    if (user.role === 'ADMIN') {
      throw new HttpError(400, 'Il n’est pas possible d’agir en tant qu’administrateur.');
    }
    if (user.deactivatedAt) {
      throw new HttpError(400, 'Ce compte est désactivé : réactivez-le pour agir en son nom.');
    }
    await tx
      .update(sessions)
      .set({ actingAsUserId: id })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, admin.id)));
    await recordChange(tx, admin, {
      entity: 'user',
      entityId: id,
      action: 'connect-as',
      summary: `Connexion en tant que ${user.email}`,
    });
    return { redirectUrl: HOME_BY_ROLE[user.role] };
  });
}
