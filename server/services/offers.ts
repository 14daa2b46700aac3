/**
 * Offers as a customer sees them: only those whose `visible_roles` hold the effective user's role.
 * An offer the user may not see is answered exactly like an unknown one (404), so its existence
 * is never revealed.
 *
 * Lists are ordered by title with a French collator in JavaScript rather than by `ORDER BY title`,
 * because the database collation differs between PGlite (C) and PostgreSQL installs; ties are
 * broken by id so the order is stable.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Offer, ThemeNode } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import {
  offerSubThemes,
  offers,
  redirectionClicks,
  subThemes,
  userSubThemePreferences,
  type Role,
} from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isLiveSql } from './publication.js';
// The links customers see: to sub-themes that are active, in an active theme and category.
import { activeSubThemeIds } from './theme-tree.js';

/** Largest value of a PostgreSQL `integer` (serial) column: no row can have a bigger id. */
const MAX_ROW_ID = 2_147_483_647;

/** A URL id beyond the column's range names no row; checked before it reaches the database. */
export function isPossibleRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}

/** Every column of an offer but `visible_roles`, which stays on the server. */
const offerColumns = {
  id: offers.id,
  website: offers.website,
  title: offers.title,
  supplierName: offers.supplierName,
  summary: offers.summary,
  description: offers.description,
  logoBase64: offers.logoBase64,
  discount: offers.discount,
  validFrom: offers.validFrom,
  validTo: offers.validTo,
  privilege: offers.privilege,
  priceList: offers.priceList,
  createdAt: offers.createdAt,
  publishedAt: offers.publishedAt,
};

type OfferRow = Omit<Offer, 'subThemeIds' | 'createdAt' | 'publishedAt'> & {
  createdAt: Date;
  publishedAt: Date | null;
};

const titleCollator = new Intl.Collator('fr', { numeric: true });

/** The offers a user of this role may see (`isVisibleTo` is the same rule on a loaded offer). */
function visibleTo(role: Role): SQL {
  // Compared as text so the condition does not depend on the enum type's schema qualification.
  return sql`${role} = any(${offers.visibleRoles}::text[])`;
}

/**
 * Adds `subThemeIds` to offer rows. `filter` is the condition the rows were selected with: the
 * links are read in ONE query joined on that same condition (never one query per offer), which
 * keeps a list of 10,000 offers to two round trips and no huge parameter list.
 */
async function withSubThemeIds<Row extends OfferRow>(
  db: Db,
  rows: Row[],
  filter: SQL,
): Promise<
  (Omit<Row, 'createdAt' | 'publishedAt'> &
    Pick<Offer, 'createdAt' | 'publishedAt' | 'subThemeIds'>)[]
> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ offerId: offerSubThemes.offerId, subThemeId: offerSubThemes.subThemeId })
    .from(offerSubThemes)
    .innerJoin(offers, eq(offers.id, offerSubThemes.offerId))
    .where(both(filter, sql`${offerSubThemes.subThemeId} in ${activeSubThemeIds}`))
    .orderBy(offerSubThemes.offerId, offerSubThemes.subThemeId);
  const byOffer = new Map<number, number[]>();
  for (const link of links) {
    const ids = byOffer.get(link.offerId);
    if (ids) ids.push(link.subThemeId);
    else byOffer.set(link.offerId, [link.subThemeId]);
  }
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // Only published offers are read, and publishing sets the date (services/publication.ts).
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    subThemeIds: byOffer.get(row.id) ?? [],
  }));
}

/** `a AND b`, typed as always defined (drizzle's `and()` may return undefined). */
function both(a: SQL, b: SQL): SQL {
  return sql`(${a}) and (${b})`;
}

/** An offer with the roles allowed to see it: what the shared offer catalog is built from. */
export type OfferWithRoles = Offer & { visibleRoles: Role[] };

/** Whether a user of this role may see the offer: `visibleTo`'s rule, on a loaded offer. */
export function isVisibleTo(offer: OfferWithRoles, role: Role): boolean {
  return offer.visibleRoles.includes(role);
}

/** Offers ordered as every list shows them. */
export function byTitle(a: Offer, b: Offer): number {
  return titleCollator.compare(a.title, b.title) || a.id - b.id;
}

/**
 * Every offer with its sub-theme links and visible roles, in two queries whatever the number of
 * offers, read from one snapshot of the database so that offers and links always match; see
 * offer-catalog.ts for who reads this and how often.
 */
export function readAllOffers(db: Db): Promise<OfferWithRoles[]> {
  return db.transaction(
    async (tx) => {
      // Scheduled offers included: the catalog shows each one from its time on.
      const published = eq(offers.status, 'published');
      const rows = await tx
        .select({ ...offerColumns, visibleRoles: offers.visibleRoles })
        .from(offers)
        .where(published);
      return withSubThemeIds(tx, rows, published);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The offers among `ids` that a user of this role may open now (visible to the role, live), in
 * two queries whatever their number, in no particular order; unknown ids are left out.
 */
export async function visibleOffersAmong(
  db: Db,
  role: Role,
  ids: readonly number[],
): Promise<Offer[]> {
  const possible = ids.filter(isPossibleRowId);
  if (possible.length === 0) return [];
  const filter = both(both(inArray(offers.id, possible), visibleTo(role)), isLiveSql(offers));
  const rows = await db.select(offerColumns).from(offers).where(filter);
  return withSubThemeIds(db, rows, filter);
}

/** One visible offer; 404 when unknown or not visible to this role. */
export async function getOffer(db: Db, role: Role, id: number): Promise<Offer> {
  const [offer] = await visibleOffersAmong(db, role, [id]);
  if (!offer) throw notFound('Offre');
  return offer;
}

/** The offer's sub-themes as tree leaves, `active` when in the user's selection. */
export async function linkedSubThemes(
  db: Db,
  user: { id: number; role: Role },
  offerId: number,
): Promise<ThemeNode[]> {
  await getOffer(db, user.role, offerId);
  const rows = await db
    .select({
      id: subThemes.id,
      name: subThemes.name,
      active: sql<boolean>`${userSubThemePreferences.userId} is not null`.mapWith(Boolean),
    })
    .from(offerSubThemes)
    .innerJoin(subThemes, eq(subThemes.id, offerSubThemes.subThemeId))
    .leftJoin(
      userSubThemePreferences,
      and(
        eq(userSubThemePreferences.subThemeId, subThemes.id),
        eq(userSubThemePreferences.userId, user.id),
      ),
    )
    .where(both(eq(offerSubThemes.offerId, offerId), sql`${subThemes.id} in ${activeSubThemeIds}`))
    .orderBy(subThemes.themeId, subThemes.position, subThemes.id);
  return rows.map((row) => ({ ...row, children: [] }));
}

/** Records a click on the offer's website link and answers where to go. */
export async function redirectToOffer(
  db: Db,
  user: { id: number; role: Role },
  offerId: number,
): Promise<{ url: string }> {
  const offer = await getOffer(db, user.role, offerId);
  await db.insert(redirectionClicks).values({ userId: user.id, offerId: offer.id });
  return { url: offer.website };
}
