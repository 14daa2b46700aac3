/**
 * The back office's « Offres » (docs/back-office/offers.md): offers and promotions (offers with
 * `privilege`) as admins see and write them, drafts, scheduled and archived ones included.
 * Customers read the same rows through the shared offer catalog (../offer-catalog.ts), which a
 * trigger tells of every write here (a new data version in the same transaction), so each change
 * reaches every server process at its next read.
 *
 * Every write runs in one transaction with its journal entry (../audit.ts).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  BoOffer,
  BoOfferDetail,
  BoOfferInput,
  BoOfferListQuery,
  BoOfferPage,
  BoOfferSort,
} from '../../../src/contract/back-office/schemas/offers.js';
import type { Db } from '../../db/client.js';
import { offerPriceLists, offerSubThemes, offers, subThemes } from '../../db/schema.js';
import { invalidInput, notFound } from '../../http-error.js';
import { recordChange, type Auditor } from '../audit.js';
import { isPossibleRowId } from '../offers.js';
import { priceListDocument, type PriceListDocument } from '../price-list-pdf.js';
import { publicationTime } from '../publication.js';
import { checkedImage, checkedPdf } from '../uploads.js';
import { matchesText, pageBounds, sortableText } from './lists.js';

/** A transaction or the database: what the reads below need. */
type Reader = Pick<Db, 'select'>;
/** A transaction (or the database): what the writes below need. */
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const itemColumns = {
  id: offers.id,
  title: offers.title,
  supplierName: offers.supplierName,
  summary: offers.summary,
  description: offers.description,
  discount: offers.discount,
  website: offers.website,
  validFrom: offers.validFrom,
  validTo: offers.validTo,
  visibleRoles: offers.visibleRoles,
  privilege: offers.privilege,
  priceList: offers.priceList,
  status: offers.status,
  publishedAt: offers.publishedAt,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
  hasLogo: sql<boolean>`${offers.logoBase64} is not null`.mapWith(Boolean),
  hasUploadedPriceList: sql<boolean>`exists (
    select 1 from ${offerPriceLists} where ${offerPriceLists.offerId} = ${offers.id}
  )`.mapWith(Boolean),
  // Every link, inactive sub-themes included: the form must not drop them unseen.
  subThemeIds: sql<number[]>`coalesce((
    select array_agg(${offerSubThemes.subThemeId} order by ${offerSubThemes.subThemeId})
    from ${offerSubThemes} where ${offerSubThemes.offerId} = ${offers.id}
  ), '{}')`.mapWith((ids: number[] | string) => parseIds(ids)),
};

/** node-postgres and PGlite both give an int[] as an array; a text form is read just in case. */
function parseIds(ids: number[] | string): number[] {
  if (Array.isArray(ids)) return ids.map(Number);
  return ids
    .replace(/[{}]/g, '')
    .split(',')
    .filter((id) => id !== '')
    .map(Number);
}

type ItemRow = Omit<BoOffer, 'publishedAt' | 'updatedAt' | 'createdAt' | 'visibleRoles'> & {
  visibleRoles: string[];
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
};
type DetailRow = ItemRow & { logoBase64: string | null };

function toItem(row: ItemRow): BoOffer {
  return {
    ...row,
    // Customers' roles only: an offer never names ADMIN or PARTNER (the schema's default, and
    // what the back office writes).
    visibleRoles: row.visibleRoles.filter(
      (role): role is BoOffer['visibleRoles'][number] =>
        role === 'PRO' || role === 'AGENCY' || role === 'NETWORK',
    ),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: DetailRow): BoOfferDetail {
  const { logoBase64, ...item } = row;
  return { ...toItem(item), logoBase64 };
}

const SORT_KEYS: Record<BoOfferSort, SQL | PgColumn> = {
  title: sortableText(offers.title),
  supplierName: sortableText(offers.supplierName),
  publishedAt: offers.publishedAt,
  validTo: offers.validTo,
  // The enum's order: draft, published, archived.
  status: offers.status,
  updatedAt: offers.updatedAt,
};

/** Offers linked to a sub-theme of this theme. */
function inTheme(themeId: number): SQL {
  return sql`exists (
    select 1 from ${offerSubThemes}
    join ${subThemes} on ${subThemes.id} = ${offerSubThemes.subThemeId}
    where ${offerSubThemes.offerId} = ${offers.id} and ${subThemes.themeId} = ${themeId}
  )`;
}

function linkedTo(subThemeId: number): SQL {
  return sql`exists (
    select 1 from ${offerSubThemes}
    where ${offerSubThemes.offerId} = ${offers.id} and ${offerSubThemes.subThemeId} = ${subThemeId}
  )`;
}

/**
 * One page of offers, searched (title, supplier, summary; case and accents ignored) and filtered
 * (status, promotion or not, theme, sub-theme); latest changed first unless a sort is asked for.
 */
export async function listOffers(db: Db, query: BoOfferListQuery): Promise<BoOfferPage> {
  const where = and(
    matchesText(query.query, [offers.title, offers.supplierName, offers.summary]),
    query.status ? eq(offers.status, query.status) : undefined,
    query.privilege === undefined ? undefined : eq(offers.privilege, query.privilege),
    query.themeId === undefined ? undefined : inTheme(query.themeId),
    query.subThemeId === undefined ? undefined : linkedTo(query.subThemeId),
  );
  const sort = query.sort ?? 'updatedAt';
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const direction = order === 'asc' ? asc : desc;
  const key = SORT_KEYS[sort];
  // Drafts never scheduled have no date: last whichever the order.
  const keyOrder =
    sort === 'publishedAt' ? sql`${key} ${sql.raw(order)} nulls last` : direction(key);
  const { limit, offset } = pageBounds(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(offers)
      .where(where)
      // The id breaks ties, so that pages never overlap nor skip a row.
      .orderBy(keyOrder, direction(offers.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(offers).where(where),
  ]);
  return {
    items: rows.map(toItem),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findOffer(db: Reader, id: number): Promise<DetailRow> {
  if (!isPossibleRowId(id)) throw notFound('Offre');
  const [row] = await db
    .select({ ...itemColumns, logoBase64: offers.logoBase64 })
    .from(offers)
    .where(eq(offers.id, id));
  if (!row) throw notFound('Offre');
  return row;
}

export async function getBoOffer(db: Db, id: number): Promise<BoOfferDetail> {
  return toDetail(await findOffer(db, id));
}

/** The sub-theme ids of `input`, once each; 400 on the field when one does not exist. */
async function checkedSubThemeIds(db: Reader, input: BoOfferInput): Promise<number[]> {
  const ids = [...new Set(input.subThemeIds)];
  const found = await db
    .select({ id: subThemes.id })
    .from(subThemes)
    .where(inArray(subThemes.id, ids));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalidInput({
      subThemeIds:
        unknown.length === 1
          ? `Le sous-thème ${unknown[0]} n’existe pas.`
          : `Les sous-thèmes ${unknown.join(', ')} n’existent pas.`,
    });
  }
  return ids;
}

/**
 * The publication time to store (docs/back-office/offers.md, "Publication"):
 * - a date given is kept as is (a date to come is a scheduled publication);
 * - no `publishedAt` at all leaves the offer's date as it was (publicationTime gives a published
 *   offer without one the present time);
 * - `null` means "no date of its own": published now, unless it was already live (an edit does
 *   not make it new again); an archive keeps the date it was published; a draft has none.
 */
function publishedAtFor(input: BoOfferInput, before: DetailRow | null, now: Date): Date | null {
  const previous = before?.publishedAt ?? null;
  if (input.publishedAt) return publicationTime(input.status, new Date(input.publishedAt), now);
  if (input.publishedAt === undefined) return publicationTime(input.status, previous, now);
  switch (input.status) {
    case 'published': {
      const wasLive =
        before?.status === 'published' && previous !== null && previous.getTime() <= now.getTime();
      return wasLive ? previous : now;
    }
    case 'archived':
      return previous;
    case 'draft':
      return null;
  }
}

/** The offer's own columns; its sub-themes are links (replaceLinks). */
function writtenColumns(input: BoOfferInput, publishedAt: Date | null) {
  return {
    title: input.title,
    supplierName: input.supplierName,
    summary: input.summary,
    description: input.description,
    discount: input.discount,
    website: input.website,
    validFrom: input.validFrom,
    validTo: input.validTo,
    visibleRoles: input.visibleRoles,
    privilege: input.privilege,
    priceList: input.priceList,
    status: input.status,
    publishedAt,
  };
}

async function replaceLinks(tx: Writer, offerId: number, subThemeIds: number[]): Promise<void> {
  await tx.delete(offerSubThemes).where(eq(offerSubThemes.offerId, offerId));
  await tx
    .insert(offerSubThemes)
    .values(subThemeIds.map((subThemeId) => ({ offerId, subThemeId })));
}

/** « Offre » or « Promotion » (both feminine: the participles below agree with either). */
function nounOf(offer: { privilege: boolean }): string {
  return offer.privilege ? 'Promotion' : 'Offre';
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Where the offer stands for customers: « publiée », « programmée le … », « archivée »... */
function standing(offer: Pick<DetailRow, 'status' | 'publishedAt'>, now: Date): string {
  if (offer.status === 'draft') return 'brouillon';
  if (offer.status === 'archived') return 'archivée';
  if (offer.publishedAt && offer.publishedAt.getTime() > now.getTime()) {
    return `programmée le ${parisDateTime.format(offer.publishedAt)}`;
  }
  return 'publiée';
}

/** What a change of standing did, as a participle: « publiée », « remise en brouillon »... */
function becoming(offer: Pick<DetailRow, 'status' | 'publishedAt'>, now: Date): string {
  return offer.status === 'draft' ? 'remise en brouillon' : standing(offer, now);
}

/**
 * The journal's line for an edit: what happened to its standing (« Offre « X » publiée. »),
 * else that it was changed.
 */
function updateSummary(before: DetailRow, after: DetailRow, now: Date): string {
  const name = `${nounOf(after)} « ${before.title} »`;
  const renamed = before.title === after.title ? '' : `, renommée « ${after.title} »`;
  if (standing(before, now) !== standing(after, now)) {
    return `${name} ${becoming(after, now)}${renamed}.`;
  }
  return `${name} modifiée${renamed}.`;
}

export async function createOffer(
  db: Db,
  admin: Auditor,
  input: BoOfferInput,
  now: Date = new Date(),
): Promise<BoOfferDetail> {
  return db.transaction(async (tx) => {
    const subThemeIds = await checkedSubThemeIds(tx, input);
    const [created] = await tx
      .insert(offers)
      .values(writtenColumns(input, publishedAtFor(input, null, now)))
      .returning({ id: offers.id });
    if (!created) throw new Error('unreachable: an insert returns its row');
    await replaceLinks(tx, created.id, subThemeIds);
    const after = await findOffer(tx, created.id);
    await recordChange(tx, admin, {
      entity: 'offer',
      entityId: after.id,
      action: 'create',
      summary: `${nounOf(after)} « ${after.title} » créée (${standing(after, now)}).`,
      after: toDetail(after),
    });
    return toDetail(after);
  });
}

export async function updateOffer(
  db: Db,
  admin: Auditor,
  id: number,
  input: BoOfferInput,
  now: Date = new Date(),
): Promise<BoOfferDetail> {
  return db.transaction(async (tx) => {
    const before = await findOffer(tx, id);
    const subThemeIds = await checkedSubThemeIds(tx, input);
    await tx
      .update(offers)
      .set({ ...writtenColumns(input, publishedAtFor(input, before, now)), updatedAt: sql`now()` })
      .where(eq(offers.id, id));
    await replaceLinks(tx, id, subThemeIds);
    const after = await findOffer(tx, id);
    await recordChange(tx, admin, {
      entity: 'offer',
      entityId: id,
      action: 'update',
      summary: updateSummary(before, after, now),
      before: toDetail(before),
      after: toDetail(after),
    });
    return toDetail(after);
  });
}

export async function deleteOffer(db: Db, admin: Auditor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findOffer(tx, id);
    // Links, price list and clicks go with it (ON DELETE CASCADE).
    await tx.delete(offers).where(eq(offers.id, id));
    await recordChange(tx, admin, {
      entity: 'offer',
      entityId: id,
      action: 'delete',
      summary: `${nounOf(before)} « ${before.title} » supprimée.`,
      before: toDetail(before),
    });
  });
}

/** A change of one column group (logo, price list), with its journal entry. */
async function changeFile(
  db: Db,
  admin: Auditor,
  id: number,
  change: {
    action: string;
    write: (tx: Writer, before: DetailRow) => Promise<void>;
    summary: (before: DetailRow) => string;
  },
): Promise<BoOfferDetail> {
  return db.transaction(async (tx) => {
    const before = await findOffer(tx, id);
    await change.write(tx, before);
    await tx
      .update(offers)
      .set({ updatedAt: sql`now()` })
      .where(eq(offers.id, id));
    const after = await findOffer(tx, id);
    await recordChange(tx, admin, {
      entity: 'offer',
      entityId: id,
      action: change.action,
      summary: change.summary(before),
      before: toDetail(before),
      after: toDetail(after),
    });
    return toDetail(after);
  });
}

const ofOffer = (offer: DetailRow) =>
  `${offer.privilege ? 'de la promotion' : 'de l’offre'} « ${offer.title} »`;

/** Sets the logo to a checked image (PNG, JPEG or WebP of at most 200 KB). */
export async function setOfferLogo(
  db: Db,
  admin: Auditor,
  id: number,
  bytes: Buffer,
): Promise<BoOfferDetail> {
  const image = await checkedImage(bytes);
  return changeFile(db, admin, id, {
    action: 'upload-logo',
    write: async (tx) => {
      await tx.update(offers).set({ logoBase64: image.base64 }).where(eq(offers.id, id));
    },
    summary: (before) => `Logo ${ofOffer(before)} ${before.hasLogo ? 'remplacé' : 'ajouté'}.`,
  });
}

export async function deleteOfferLogo(db: Db, admin: Auditor, id: number): Promise<BoOfferDetail> {
  const current = await findOffer(db, id);
  if (!current.hasLogo) return toDetail(current);
  return changeFile(db, admin, id, {
    action: 'delete-logo',
    write: async (tx) => {
      await tx.update(offers).set({ logoBase64: null }).where(eq(offers.id, id));
    },
    summary: (before) => `Logo ${ofOffer(before)} supprimé.`,
  });
}

/**
 * Stores a checked PDF (at most 5 MB) as the offer's price list, which customers then download
 * instead of the generated one; the offer offers a price list from then on.
 */
export async function setOfferPriceList(
  db: Db,
  admin: Auditor,
  id: number,
  bytes: Buffer,
): Promise<BoOfferDetail> {
  const pdf = await checkedPdf(bytes);
  return changeFile(db, admin, id, {
    action: 'upload-price-list',
    write: async (tx) => {
      await tx
        .insert(offerPriceLists)
        .values({ offerId: id, pdf })
        .onConflictDoUpdate({
          target: offerPriceLists.offerId,
          set: { pdf, uploadedAt: sql`now()` },
        });
      await tx.update(offers).set({ priceList: true }).where(eq(offers.id, id));
    },
    summary: (before) =>
      `Grille tarifaire ${ofOffer(before)} ${before.hasUploadedPriceList ? 'remplacée' : 'déposée'} (PDF de ${Math.ceil(pdf.length / 1024)} Ko).`,
  });
}

/** Removes the uploaded PDF: the price list, when offered, is the generated one again. */
export async function deleteOfferPriceList(
  db: Db,
  admin: Auditor,
  id: number,
): Promise<BoOfferDetail> {
  const current = await findOffer(db, id);
  if (!current.hasUploadedPriceList) return toDetail(current);
  return changeFile(db, admin, id, {
    action: 'delete-price-list',
    write: async (tx) => {
      await tx.delete(offerPriceLists).where(eq(offerPriceLists.offerId, id));
    },
    summary: (before) =>
      `Grille tarifaire déposée ${ofOffer(before)} retirée${before.priceList ? ' : la grille générée la remplace' : ''}.`,
  });
}

/**
 * The price list customers would download, whatever the offer's status (the admin checks it
 * before publishing): the uploaded PDF, or the generated one. 404 when none is offered.
 */
export async function boOfferPriceList(db: Db, id: number): Promise<PriceListDocument> {
  const offer = toItem(await findOffer(db, id));
  if (!offer.priceList) throw notFound('Grille tarifaire');
  return priceListDocument(db, offer);
}
