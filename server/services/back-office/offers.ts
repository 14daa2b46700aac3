/**
 * The back office's « Offres » (docs/back-office/offers.md): offers and promotions (offers with
 * `privilege`) as admins see and write them, drafts, scheduled and archived ones included, built
 * by the content sections' store (./content-section.ts). What only offers have lives here: their
 * sub-themes (links checked and written with each save) and their price list (an uploaded PDF, or
 * the generated one). Customers read the same rows through the shared offer catalog
 * (../offer-catalog.ts), which a trigger tells of every write here (a new data version in the
 * same transaction), so each change reaches every server process at its next read.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { frenchPhrases } from '../../../src/contract/sections/french.js';
import { offersSection } from '../../../src/contract/sections/offers.js';
import type {
  BoOffer,
  BoOfferDetail,
  BoOfferInput,
  BoOfferListQuery,
} from '../../../src/contract/back-office/schemas/offers.js';
import type { Db } from '../../db/client.js';
import { offerPriceLists, offerSubThemes, offers, subThemes } from '../../db/schema.js';
import { invalidInput, notFound } from '../../http-error.js';
import type { Auditor } from '../audit.js';
import { priceListDocument, type PriceListDocument } from '../price-list-pdf.js';
import { checkedPdf } from '../uploads.js';
import { contentStore, type ContentRow, type Writer } from './content-section.js';
import { checkPartnerLink } from './partner-link.js';
import { sortableText } from './lists.js';

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
  partnerId: offers.partnerId,
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

/** The sub-theme ids of `input`, once each; 400 on the field when one does not exist. */
async function checkedSubThemeIds(db: Writer, input: BoOfferInput): Promise<number[]> {
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

async function replaceLinks(tx: Writer, offerId: number, input: BoOfferInput): Promise<void> {
  await tx.delete(offerSubThemes).where(eq(offerSubThemes.offerId, offerId));
  await tx
    .insert(offerSubThemes)
    .values([...new Set(input.subThemeIds)].map((subThemeId) => ({ offerId, subThemeId })));
}

const OFFER = frenchPhrases(offersSection.noun);
const PROMOTION = frenchPhrases(offersSection.promotionNoun);
/** « Offre » or « Promotion » (both feminine). */
const phrasesOf = (offer: ContentRow) => (offer.privilege ? PROMOTION : OFFER);
const nounOf = (offer: ContentRow) => phrasesOf(offer).One;
const ofOffer = (offer: ContentRow) => `${phrasesOf(offer).of} « ${offer.title} »`;

export const offersStore = contentStore<BoOffer, BoOfferDetail, BoOfferInput, BoOfferListQuery>({
  table: offers,
  entity: 'offer',
  columns: itemColumns,
  dates: ['createdAt'],
  searched: [offers.title, offers.supplierName, offers.summary],
  filters: (query) => [
    query.privilege === undefined ? undefined : eq(offers.privilege, query.privilege),
    query.themeId === undefined ? undefined : inTheme(query.themeId),
    query.subThemeId === undefined ? undefined : linkedTo(query.subThemeId),
  ],
  sortKeys: {
    supplierName: sortableText(offers.supplierName),
    validTo: sql`${offers.validTo}`,
  },
  noun: OFFER.One,
  nounOf,
  feminine: offersSection.noun.feminine,
  picture: {
    column: offers.logoBase64,
    field: 'logoBase64',
    noun: (offer) => `Logo ${phrasesOf(offer).of}`,
    feminine: false,
    uploaded: 'upload-logo',
    deleted: 'delete-logo',
  },
  links: {
    check: async (tx, input: BoOfferInput) => {
      await checkedSubThemeIds(tx, input);
      await checkPartnerLink(tx, input);
    },
    write: replaceLinks,
  },
});

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
  return offersStore.change(db, admin, id, {
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
  const current = await offersStore.find(db, id);
  if (!current.hasUploadedPriceList) return offersStore.toDetail(current);
  return offersStore.change(db, admin, id, {
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
  const offer = offersStore.toDetail(await offersStore.find(db, id));
  if (!offer.priceList) throw notFound('Grille tarifaire');
  return priceListDocument(db, offer);
}
