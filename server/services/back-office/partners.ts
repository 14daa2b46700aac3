/**
 * « Partenaires » in the back office (docs/back-office/partners.md): the partners whose users have
 * the partner space (server/services/partners.ts reads the same rows, so an edit shows there at
 * once). Every change is journaled in its own transaction (server/services/audit.ts).
 *
 * A partner with users is never deleted: the users' link would be cut (`partner_id` set null) and
 * they would lose their partner space. The admin deactivates it instead, which only takes it out
 * of the list of active partners; deleting is for a partner created by mistake, with no users.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery,
  BoPartnerPage,
  BoPartnerUser,
  PartnerSort,
} from '../../../src/contract/back-office/schemas/partners.js';
import type { Db } from '../../db/client.js';
import { partners, users } from '../../db/schema.js';
import { HttpError, invalidInput, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { checkedImage } from '../uploads.js';
import { listPage, matchesText, sortableText } from './lists.js';

type PartnerRow = typeof partners.$inferSelect;

/**
 * How many users a partner has, for a select from `partners`: a nested query, whose own WHERE
 * names both tables (drizzle writes a single-table select's columns unqualified, which would
 * make a plain correlated `users.partner_id = partners.id` compare two columns of `users`).
 */
const userCountOf = (db: Db) =>
  sql<number>`(${db
    .select({ value: count() })
    .from(users)
    .where(eq(users.partnerId, partners.id))})::int`;

const sortColumn = (db: Db, sort: PartnerSort) =>
  ({
    name: sortableText(partners.name),
    createdAt: sql`${partners.createdAt}`,
    active: sql`${partners.active}`,
    userCount: userCountOf(db),
  })[sort];

/** The field names of the journal's summary, as the form labels them. */
const FIELD_LABELS: Record<keyof BoPartnerInput, string> = {
  name: 'nom',
  description: 'description',
  website: 'site web',
  active: 'actif',
};

function toBoPartner(row: PartnerRow, users: number): BoPartner {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    active: row.active,
    logoBase64: row.logoBase64,
    userCount: users,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /bo/api/partners: one page, searched (name, description), filtered and sorted. */
export async function listPartners(db: Db, query: BoPartnerListQuery): Promise<BoPartnerPage> {
  const filter = and(
    matchesText(query.query, [partners.name, partners.description]),
    query.active === undefined ? undefined : eq(partners.active, query.active),
  );
  const direction = query.order === 'desc' ? desc : asc;
  return listPage(query, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: partners.id,
          name: partners.name,
          description: partners.description,
          website: partners.website,
          active: partners.active,
          hasLogo: sql<boolean>`${partners.logoBase64} is not null`,
          userCount: userCountOf(db),
          createdAt: partners.createdAt,
        })
        .from(partners)
        .where(filter)
        .orderBy(direction(sortColumn(db, query.sort ?? 'name')), asc(partners.id))
        .limit(limit)
        .offset(offset),
    total: db.select({ value: count() }).from(partners).where(filter),
    items: (rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}

/** A transaction or the database itself. */
type Reader = Pick<Db, 'select'>;

async function partnerRow(db: Reader, id: number, lock = false): Promise<PartnerRow> {
  const query = db.select().from(partners).where(eq(partners.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Partenaire');
  return row;
}

async function usersOf(db: Reader, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.partnerId, id));
  return row?.value ?? 0;
}

/** GET /bo/api/partners/:id. */
export async function getPartner(db: Db, id: number): Promise<BoPartner> {
  const row = await partnerRow(db, id);
  return toBoPartner(row, await usersOf(db, id));
}

/** POST /bo/api/partners. */
export async function createPartner(
  db: Db,
  admin: Auditor,
  input: BoPartnerInput,
): Promise<BoPartner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(partners).values(input).returning();
    if (!row) throw new Error('unreachable: an insert returns its row');
    const partner = toBoPartner(row, 0);
    await recordChange(tx, admin, {
      entity: 'partner',
      entityId: row.id,
      action: 'create',
      summary: `Partenaire créé : ${row.name}.`,
      after: partner,
    });
    return partner;
  });
}

/** PUT /bo/api/partners/:id: every field of the form. */
export async function updatePartner(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoPartnerInput,
): Promise<BoPartner> {
  return db.transaction(async (tx) => {
    const before = await partnerRow(tx, id, true);
    const [after] = await tx.update(partners).set(input).where(eq(partners.id, id)).returning();
    if (!after) throw notFound('Partenaire');
    const changed = (Object.keys(FIELD_LABELS) as (keyof BoPartnerInput)[]).filter(
      (field) => before[field] !== after[field],
    );
    const users = await usersOf(tx, id);
    const partner = toBoPartner(after, users);
    if (changed.length > 0) {
      await recordChange(tx, admin, {
        entity: 'partner',
        entityId: id,
        action: 'update',
        summary: `Partenaire modifié : ${after.name} (${changed.map((field) => FIELD_LABELS[field]).join(', ')}).`,
        before: toBoPartner(before, users),
        after: partner,
      });
    }
    return partner;
  });
}

/** DELETE /bo/api/partners/:id: refused (409) while users are attached to it. */
export async function deletePartner(db: Db, admin: Auditor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await partnerRow(tx, id, true);
    const attached = await usersOf(tx, id);
    if (attached > 0) {
      throw new HttpError(
        409,
        `Ce partenaire a encore ${attached} utilisateur${attached > 1 ? 's' : ''} : il ne peut ` +
          'pas être supprimé. Désactivez-le plutôt.',
      );
    }
    await tx.delete(partners).where(eq(partners.id, id));
    await recordChange(tx, admin, {
      entity: 'partner',
      entityId: id,
      action: 'delete',
      summary: `Partenaire supprimé : ${before.name}.`,
      before: toBoPartner(before, 0),
    });
  });
}

/** PUT /bo/api/partners/:id/logo: a PNG, JPEG or WebP of at most 200 KB (checkedImage). */
export async function uploadPartnerLogo(
  db: Db,
  admin: Auditor,
  id: number,
  bytes: Buffer,
): Promise<{ bytes: number; partner: BoPartner }> {
  // An unknown partner is a 404 even for a bad file: check it before reading the bytes.
  await partnerRow(db, id);
  const image = await checkedImage(bytes);
  const partner = await replaceLogo(db, admin, id, image.base64);
  return { bytes: bytes.length, partner };
}

/** DELETE /bo/api/partners/:id/logo: the partner space then shows the product's logo. */
export function deletePartnerLogo(db: Db, admin: Auditor, id: number): Promise<BoPartner> {
  return replaceLogo(db, admin, id, null);
}

async function replaceLogo(
  db: Db,
  admin: Auditor,
  id: number,
  logoBase64: string | null,
): Promise<BoPartner> {
  return db.transaction(async (tx) => {
    const before = await partnerRow(tx, id, true);
    const [after] = await tx
      .update(partners)
      .set({ logoBase64 })
      .where(eq(partners.id, id))
      .returning();
    if (!after) throw notFound('Partenaire');
    const partner = toBoPartner(after, await usersOf(tx, id));
    // Removing a logo that is not there changes nothing: nothing to journal.
    if (logoBase64 !== null || before.logoBase64 !== null) {
      await recordChange(tx, admin, {
        entity: 'partner',
        entityId: id,
        action: logoBase64 === null ? 'delete-logo' : 'upload-logo',
        summary: `${logoBase64 === null ? 'Logo retiré' : 'Nouveau logo'} du partenaire ${after.name}.`,
        before: { logoBase64: before.logoBase64 },
        after: { logoBase64: after.logoBase64 },
      });
    }
    return partner;
  });
}

/** GET /bo/api/partners/:id/users: its users, by name, its main account marked. */
export async function partnerUsers(db: Db, id: number): Promise<BoPartnerUser[]> {
  const partner = await partnerRow(db, id);
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      activated: users.activated,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.partnerId, id))
    .orderBy(asc(sortableText(users.lastname)), asc(sortableText(users.firstname)), asc(users.id));
  return rows.map(({ deactivatedAt, ...user }) => ({
    ...user,
    deactivated: deactivatedAt !== null,
    main: user.id === partner.mainUserId,
  }));
}

export const NOT_A_PARTNER_USER_MESSAGE = 'Cet utilisateur n’est pas un compte de ce partenaire.';

/**
 * PUT /bo/api/partners/:id/main-user: `userId`, a partner user of this partner, becomes its main
 * account, the only one that edits its colleagues' details (docs/http-contract.md, "Partner
 * space"). Journaled; choosing the current one changes and journals nothing.
 */
export async function setPartnerMainUser(
  db: Db,
  admin: Auditor,
  id: number,
  userId: number,
): Promise<BoPartnerUser[]> {
  await db.transaction(async (tx) => {
    const partner = await partnerRow(tx, id, true);
    const [user] = await tx
      .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.partnerId, id), eq(users.role, 'PARTNER')));
    if (!user) throw invalidInput({ userId: NOT_A_PARTNER_USER_MESSAGE });
    if (partner.mainUserId === userId) return;
    await tx.update(partners).set({ mainUserId: userId }).where(eq(partners.id, id));
    const name = `${user.firstname} ${user.lastname}`.trim();
    await recordChange(tx, admin, {
      entity: 'partner',
      entityId: id,
      action: 'set-main-user',
      summary: `Compte principal du partenaire ${partner.name} : ${name} (${user.email}).`,
      before: { mainUserId: partner.mainUserId },
      after: { mainUserId: userId },
    });
  });
  return partnerUsers(db, id);
}
