/**
 * « Habillage » in the back office (docs/back-office/branding.md): the colors and logos of each
 * network's and agency's branding. A branding (`themings` row) is shared: by a company
 * (`companies.theming_id`, seen by its users) and by users who have it as their own
 * (`users.theming_id`, which wins over the company's). The PWA reads the same row at each request
 * (server/services/theming.ts keeps no copy), so an edit shows to the next `/fo/theming/theming`.
 * Every change is journaled in its own transaction (server/services/audit.ts).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Role } from '../../../src/contract/api.js';
import type {
  BoBrandingListQuery,
  BoBrandingPage,
  BoTheming,
  BoThemingInput,
  BoThemingSummary,
  LogoKind,
} from '../../../src/contract/back-office/schemas/branding.js';
import type { Db } from '../../db/client.js';
import { companies, themings, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { checkedImage } from '../uploads.js';
import { matchesText, listPage, sortableText } from './lists.js';

type ThemingRow = typeof themings.$inferSelect;
/** A transaction or the database itself. */
type Reader = Pick<Db, 'select'>;

/** The roles a branding is for, networks first: the list's order and its « Rôle » column. */
const BRANDED_ROLES = ['NETWORK', 'AGENCY'] as const satisfies readonly Role[];
const ROLE_ORDER: readonly Role[] = ['NETWORK', 'AGENCY', 'PRO', 'PARTNER', 'ADMIN'];

const LOGO_COLUMNS = {
  universe: 'universeLogoBase64',
  network: 'networkLogoBase64',
  agency: 'agencyLogoBase64',
} as const satisfies Record<LogoKind, keyof ThemingRow>;

const LOGO_NAMES: Record<LogoKind, string> = {
  universe: 'de l’univers',
  network: 'du réseau',
  agency: 'de l’agence',
};

/** 0 for a network, 1 for an agency, 2 for anyone else: networks first, then agencies. */
const rankOfRole = (role: SQL) =>
  sql<number>`case ${role} when 'NETWORK' then 0 when 'AGENCY' then 1 else 2 end`;

/**
 * How many users a company has, for a select from `companies`: a nested query, whose own WHERE
 * names both tables (drizzle writes a single-table select's columns unqualified, which would
 * make a plain correlated `users.company_id = companies.id` compare two columns of `users`).
 */
const userCountOf = (db: Reader) =>
  db.select({ value: count() }).from(users).where(eq(users.companyId, companies.id));

/**
 * Every row of the list, as one SQL subquery: the companies with network or agency users or with
 * a branding, and the users whose own branding differs from their company's.
 */
function brandingsSubquery(db: Db) {
  const companyUsers = (where?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.companyId, companies.id), where));
  const ofCompanies = db
    .select({
      owner: sql<'company' | 'user'>`'company'`.as('owner'),
      ownerId: sql<number>`${companies.id}`.as('owner_id'),
      name: sql<string>`coalesce(${companies.companyName}, '')`.as('name'),
      email: sql<string>`''`.as('email'),
      roles: sql<string | null>`(${db
        .select({ value: sql`string_agg(distinct ${users.role}::text, ',')` })
        .from(users)
        .where(eq(users.companyId, companies.id))})`.as('roles'),
      userCount: sql<number>`(${userCountOf(db)})::int`.as('user_count'),
      themingId: sql<number | null>`${companies.themingId}`.as('theming_id'),
      rank: sql<number>`case
        when exists (${companyUsers(eq(users.role, 'NETWORK'))}) then 0
        when exists (${companyUsers(eq(users.role, 'AGENCY'))}) then 1
        else 2 end`.as('rank'),
    })
    .from(companies)
    .where(
      or(
        isNotNull(companies.themingId),
        exists(companyUsers(inArray(users.role, [...BRANDED_ROLES]))),
      ),
    );
  const ofUsers = db
    .select({
      owner: sql<'company' | 'user'>`'user'`.as('owner'),
      ownerId: sql<number>`${users.id}`.as('owner_id'),
      name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`.as('name'),
      email: sql<string>`${users.email}`.as('email'),
      roles: sql<string | null>`${users.role}::text`.as('roles'),
      userCount: sql<number>`1`.as('user_count'),
      themingId: sql<number | null>`${users.themingId}`.as('theming_id'),
      rank: rankOfRole(sql`${users.role}`).as('rank'),
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        isNotNull(users.themingId),
        or(isNull(companies.themingId), ne(companies.themingId, users.themingId)),
      ),
    );
  return unionAll(ofCompanies, ofUsers).as('brandings');
}

function summaryOf(row: ThemingRow): BoThemingSummary {
  return {
    id: row.id,
    mainColor: row.mainColor,
    textColor: row.textColor,
    logos: {
      universe: row.universeLogoBase64 !== null,
      network: row.networkLogoBase64 !== null,
      agency: row.agencyLogoBase64 !== null,
    },
  };
}

function rolesOf(list: string | null): Role[] {
  const roles = new Set((list ?? '').split(','));
  return ROLE_ORDER.filter((role) => roles.has(role));
}

/** GET /bo/api/themings: one page of the networks, agencies and others with a branding. */
export async function listBrandings(db: Db, query: BoBrandingListQuery): Promise<BoBrandingPage> {
  const brandings = brandingsSubquery(db);
  const filter = matchesText(query.query, [sql`${brandings.name}`, sql`${brandings.email}`]);
  const direction = query.order === 'desc' ? desc : asc;
  const byName = direction(sortableText(sql`${brandings.name}`));
  const order =
    query.sort === 'name'
      ? [byName]
      : [direction(brandings.rank), asc(sortableText(sql`${brandings.name}`))];
  return listPage(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(brandings)
        .where(filter)
        .orderBy(...order, asc(brandings.owner), asc(brandings.ownerId))
        .limit(limit)
        .offset(offset),
    total: db.select({ value: count() }).from(brandings).where(filter),
    // Each row with the theming it uses.
    items: async (rows) => {
      const themingIds = [...new Set(rows.map((row) => row.themingId).filter((id) => id !== null))];
      const found =
        themingIds.length === 0
          ? []
          : await db.select().from(themings).where(inArray(themings.id, themingIds));
      const byId = new Map(found.map((row) => [row.id, summaryOf(row)]));
      return rows.map((row) => ({
        owner: row.owner,
        ownerId: row.ownerId,
        name: row.owner === 'user' ? `${row.name} — ${row.email}` : row.name,
        roles: rolesOf(row.roles),
        userCount: row.userCount,
        theming: row.themingId === null ? null : (byId.get(row.themingId) ?? null),
      }));
    },
  });
}

async function themingRow(db: Reader, id: number, lock = false): Promise<ThemingRow> {
  const query = db.select().from(themings).where(eq(themings.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Habillage');
  return row;
}

/** The branding with who uses it. */
async function withOwners(db: Reader, row: ThemingRow): Promise<BoTheming> {
  const [ofCompanies, ofUsers] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: sql<string>`coalesce(${companies.companyName}, '')`,
        userCount: sql<number>`(${userCountOf(db)})::int`,
      })
      .from(companies)
      .where(eq(companies.themingId, row.id))
      .orderBy(asc(companies.companyName), asc(companies.id)),
    db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        role: users.role,
      })
      .from(users)
      .where(eq(users.themingId, row.id))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id)),
  ]);
  return {
    id: row.id,
    mainColor: row.mainColor,
    textColor: row.textColor,
    universeLogoBase64: row.universeLogoBase64,
    networkLogoBase64: row.networkLogoBase64,
    agencyLogoBase64: row.agencyLogoBase64,
    companies: ofCompanies,
    users: ofUsers,
  };
}

/** Who a branding is for, in the journal's summary: its companies, else its users. */
function ownersText(theming: BoTheming): string {
  const names =
    theming.companies.length > 0
      ? theming.companies.map((company) => company.name)
      : theming.users.map((user) => `${user.firstname} ${user.lastname}`.trim() || user.email);
  return names.length > 0 ? names.join(', ') : `n° ${theming.id}`;
}

/** GET /bo/api/themings/:id. */
export async function getTheming(db: Db, id: number): Promise<BoTheming> {
  return withOwners(db, await themingRow(db, id));
}

/** PUT /bo/api/themings/:id: the two colors (the contract has refused a pair below AA). */
export async function updateThemingColors(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoThemingInput,
): Promise<BoTheming> {
  return db.transaction(async (tx) => {
    const before = await themingRow(tx, id, true);
    const [after] = await tx
      .update(themings)
      .set({ mainColor: input.mainColor, textColor: input.textColor })
      .where(eq(themings.id, id))
      .returning();
    if (!after) throw notFound('Habillage');
    const theming = await withOwners(tx, after);
    if (before.mainColor !== after.mainColor || before.textColor !== after.textColor) {
      await recordChange(tx, admin, {
        entity: 'theming',
        entityId: id,
        action: 'update',
        summary:
          `Couleurs de l’habillage de ${ownersText(theming)} : ${before.mainColor} et ` +
          `${before.textColor} → ${after.mainColor} et ${after.textColor}.`,
        before: { mainColor: before.mainColor, textColor: before.textColor },
        after: { mainColor: after.mainColor, textColor: after.textColor },
      });
    }
    return theming;
  });
}

/** PUT /bo/api/themings/:id/logos/:kind: a PNG, JPEG or WebP of at most 200 KB. */
export async function uploadThemingLogo(
  db: Db,
  admin: Auditor,
  id: number,
  kind: LogoKind,
  bytes: Buffer,
): Promise<{ bytes: number; theming: BoTheming }> {
  // An unknown branding is a 404 even for a bad file: check it before reading the bytes.
  await themingRow(db, id);
  const image = await checkedImage(bytes);
  return { bytes: bytes.length, theming: await replaceLogo(db, admin, id, kind, image.base64) };
}

/** DELETE /bo/api/themings/:id/logos/:kind. */
export function deleteThemingLogo(
  db: Db,
  admin: Auditor,
  id: number,
  kind: LogoKind,
): Promise<BoTheming> {
  return replaceLogo(db, admin, id, kind, null);
}

async function replaceLogo(
  db: Db,
  admin: Auditor,
  id: number,
  kind: LogoKind,
  base64: string | null,
): Promise<BoTheming> {
  const column = LOGO_COLUMNS[kind];
  return db.transaction(async (tx) => {
    const before = await themingRow(tx, id, true);
    const [after] = await tx
      .update(themings)
      .set({ [column]: base64 })
      .where(eq(themings.id, id))
      .returning();
    if (!after) throw notFound('Habillage');
    const theming = await withOwners(tx, after);
    // Removing a logo that is not there changes nothing: nothing to journal.
    if (base64 !== null || before[column] !== null) {
      await recordChange(tx, admin, {
        entity: 'theming',
        entityId: id,
        action: base64 === null ? 'delete-logo' : 'upload-logo',
        summary:
          `${base64 === null ? 'Logo retiré' : 'Nouveau logo'} ${LOGO_NAMES[kind]} dans ` +
          `l’habillage de ${ownersText(theming)}.`,
        before: { [column]: before[column] },
        after: { [column]: after[column] },
      });
    }
    return theming;
  });
}

/**
 * POST /bo/api/companies/:companyId/theming: a first branding for a company that has none, which
 * its users then see (unless one has a branding of its own). 409 when it already has one.
 */
export async function createCompanyTheming(
  db: Db,
  admin: Auditor,
  companyId: number,
  input: BoThemingInput,
): Promise<BoTheming> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound('Entreprise');
    if (company.themingId !== null) {
      throw new HttpError(409, 'Cette entreprise a déjà un habillage : modifiez-le.');
    }
    const [row] = await tx
      .insert(themings)
      .values({ mainColor: input.mainColor, textColor: input.textColor })
      .returning();
    if (!row) throw new Error('unreachable: an insert returns its row');
    await tx.update(companies).set({ themingId: row.id }).where(eq(companies.id, companyId));
    const theming = await withOwners(tx, row);
    await recordChange(tx, admin, {
      entity: 'theming',
      entityId: row.id,
      action: 'create',
      summary: `Habillage créé pour ${company.companyName ?? `l’entreprise n° ${companyId}`}.`,
      after: { companyId, mainColor: row.mainColor, textColor: row.textColor },
    });
    return theming;
  });
}
