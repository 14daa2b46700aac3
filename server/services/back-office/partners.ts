/**
 * « Partenaires » in the back office (docs/back-office/partners.md): the partners whose users have
 * the partner space (server/services/partners.ts reads the same rows, so an edit shows there at
 * once). A content section without publication, built by the content sections' store
 * (./content-section.ts); its users and its main account are its own.
 *
 * A partner with users is never deleted: the users' link would be cut (`partner_id` set null) and
 * they would lose their partner space. The admin deactivates it instead, which only takes it out
 * of the list of active partners; deleting is for a partner created by mistake, with no users.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  BoPartnerChoices,
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery,
  BoPartnerSummary,
  BoPartnerUser,
} from '../../../src/contract/back-office/schemas/partners.js';
import type { Db } from '../../db/client.js';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import { partnersSection } from '../../../src/contract/sections/partners.js';
import { partners, users } from '../../db/schema.js';
import { HttpError, invalidInput, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { contentStore } from './content-section.js';
import { sortableText } from './lists.js';

/**
 * How many users a partner has. Nested: drizzle writes a single-table select's own columns
 * unqualified, and `users` has an `id` too.
 */
const userCount = sql<number>`(${sql`select count(*) from ${users} where ${users.partnerId} = ${partners.id}`})::int`;

const byName = sortableText(partners.name);

async function usersOf(db: Pick<Db, 'select'>, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.partnerId, id));
  return row?.value ?? 0;
}

const PARTNER = frenchPhrases(partnersSection.noun);

export const partnersStore = contentStore<
  BoPartnerSummary,
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery
>({
  publication: false,
  table: partners,
  entity: 'partner',
  columns: {
    id: partners.id,
    name: partners.name,
    description: partners.description,
    website: partners.website,
    active: partners.active,
    hasLogo: sql<boolean>`${partners.logoBase64} is not null`,
    userCount,
    createdAt: partners.createdAt,
  },
  dates: ['createdAt'],
  titleField: 'name',
  searched: [partners.name, partners.description],
  filters: (query) => [query.active === undefined ? undefined : eq(partners.active, query.active)],
  sortKeys: {
    name: byName,
    createdAt: sql`${partners.createdAt}`,
    active: sql`${partners.active}`,
    userCount,
  },
  defaultOrder: byName,
  noun: PARTNER.One,
  feminine: partnersSection.noun.feminine,
  picture: {
    column: partners.logoBase64,
    field: 'logoBase64',
    noun: `Logo ${PARTNER.of}`,
    feminine: false,
    uploaded: 'upload-logo',
    deleted: 'delete-logo',
  },
  // Counted after the row's lock (a statement of its own): a user attached meanwhile is seen.
  beforeDelete: async (tx, partner) => {
    const attached = await usersOf(tx, partner.id);
    if (attached > 0) {
      throw new HttpError(
        409,
        `Ce partenaire a encore ${attached} utilisateur${attached > 1 ? 's' : ''} : il ne peut ` +
          'pas être supprimé. Désactivez-le plutôt.',
      );
    }
  },
});

/** What a partner's own steps read of it; `lock` in a write's transaction. */
async function partnerRow(db: Pick<Db, 'select'>, id: number, lock = false) {
  const query = db
    .select({ name: partners.name, mainUserId: partners.mainUserId })
    .from(partners)
    .where(eq(partners.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(PARTNER.One);
  return row;
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
      summary: `Compte principal du partenaire « ${partner.name} » : ${name} (${user.email}).`,
      before: { mainUserId: partner.mainUserId },
      after: { mainUserId: userId },
    });
  });
  return partnerUsers(db, id);
}

/** Every partner by name, inactive ones too: an offer may stay linked to one. */
export function partnerChoices(db: Db): Promise<BoPartnerChoices> {
  return db
    .select({ id: partners.id, name: partners.name, active: partners.active })
    .from(partners)
    .orderBy(partners.name, partners.id);
}
