/**
 * The back office's offers (docs/back-office/offers.md): what an admin sends to create or edit an
 * offer or a promotion (an offer with `privilege`), what the list and the detail answer, and the
 * sub-themes an offer may be linked to. The form of the back office checks its fields with these
 * same schemas, so the browser and the server refuse the same input with the same French messages.
 */
import { z } from 'zod';
import '../../zod-config';
import {
  CONTENT_SORTS,
  ContentItem,
  ContentStatus,
  HttpsUrl,
  IsoDate,
  IsoDateTime,
  contentListQuery,
  pageOf,
  requiredLine,
  requiredText,
  PartnerLink,
} from './common';

/** The roles that browse offers: an offer is shown to the users of the roles it names. */
export const OFFER_ROLES = ['PRO', 'AGENCY', 'NETWORK'] as const;
export const OfferRole = z.enum(OFFER_ROLES, { message: 'Rôle non accepté.' });
export type OfferRole = z.infer<typeof OfferRole>;

export const OFFER_ROLE_LABELS: Record<OfferRole, string> = {
  PRO: 'Professionnels',
  AGENCY: 'Agences',
  NETWORK: 'Réseaux',
};

/** Years the database stores and people mean: a typo such as 0202 is refused, not stored. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const yearInRange = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const YEAR_MESSAGE = `L’année doit être comprise entre ${FIRST_YEAR} et ${LAST_YEAR}.`;

/** A day of validity (`AAAA-MM-JJ`). */
export const OfferDate = IsoDate.refine(yearInRange, YEAR_MESSAGE);

/**
 * When the offer is (or is to be) published: an ISO date-time with its offset; absent or null
 * when publishing now (docs/back-office/offers.md, "Publication").
 */
export const OfferPublishedAt = IsoDateTime.refine(yearInRange, YEAR_MESSAGE).nullable().optional();

export const VALIDITY_ORDER_MESSAGE =
  'La fin de validité doit être identique ou postérieure au début de validité.';

/** The body of POST /bo/api/offers and PUT /bo/api/offers/:id. */
export const BoOfferInput = z
  .object({
    title: requiredLine(200),
    supplierName: requiredLine(200),
    summary: requiredText(1_000),
    description: requiredText(20_000),
    /** Display text such as « -15 % » or « 2 mois offerts ». */
    discount: requiredLine(60),
    website: HttpsUrl,
    validFrom: OfferDate,
    validTo: OfferDate,
    subThemeIds: z
      .array(z.number({ message: 'Sous-thème invalide.' }).int().positive().max(2_147_483_647), {
        message: 'Choisissez au moins un sous-thème.',
      })
      .min(1, 'Choisissez au moins un sous-thème.')
      .max(1_000, 'Trop de sous-thèmes.'),
    visibleRoles: z
      .array(OfferRole, { message: 'Choisissez au moins un type de client.' })
      .min(1, 'Choisissez au moins un type de client.'),
    /** A promotion (« Promotions ») rather than a negotiated offer. */
    privilege: z.boolean({ message: 'Indiquez s’il s’agit d’une promotion.' }),
    /** A price list is offered: the uploaded PDF, or the generated one while none is uploaded. */
    priceList: z.boolean({ message: 'Indiquez si une grille tarifaire est proposée.' }),
    partnerId: PartnerLink,
    status: ContentStatus,
    publishedAt: OfferPublishedAt,
  })
  .refine((offer) => offer.validFrom <= offer.validTo, {
    path: ['validTo'],
    message: VALIDITY_ORDER_MESSAGE,
    // Checked as soon as both dates are valid, even while other fields are still in error, so
    // that the form shows every mistake at once.
    when: (payload) => {
      const value = payload.value as { validFrom?: unknown; validTo?: unknown } | undefined;
      return (
        OfferDate.safeParse(value?.validFrom).success && OfferDate.safeParse(value?.validTo).success
      );
    },
  });
export type BoOfferInput = z.infer<typeof BoOfferInput>;

/** An offer as the back office lists it: every field but the logo's bytes. */
export const BoOffer = ContentItem.extend({
  supplierName: z.string(),
  summary: z.string(),
  description: z.string(),
  discount: z.string(),
  website: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Every linked sub-theme, inactive ones included (customers see only the active ones). */
  subThemeIds: z.array(z.number().int()),
  visibleRoles: z.array(OfferRole),
  privilege: z.boolean(),
  priceList: z.boolean(),
  partnerId: z.number().int().nullable(),
  /** A PDF was uploaded; otherwise a price list, when offered, is the generated one. */
  hasUploadedPriceList: z.boolean(),
  hasLogo: z.boolean(),
  createdAt: IsoDateTime,
});
export type BoOffer = z.infer<typeof BoOffer>;

/** One offer with its logo (base64, without the `data:` prefix), for the edit form. */
export const BoOfferDetail = BoOffer.extend({ logoBase64: z.string().nullable() });
export type BoOfferDetail = z.infer<typeof BoOfferDetail>;

export const BO_OFFER_SORTS = [...CONTENT_SORTS, 'supplierName', 'validTo'] as const;
export type BoOfferSort = (typeof BO_OFFER_SORTS)[number];

/** `?query=&page=&pageSize=&sort=&order=&status=&privilege=&themeId=&subThemeId=`. */
export const BoOfferListQuery = contentListQuery(BO_OFFER_SORTS).extend({
  privilege: z.stringbool({ error: 'Valeur attendue : true ou false.' }).optional(),
  themeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  subThemeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type BoOfferListQuery = z.infer<typeof BoOfferListQuery>;

export const BoOfferPage = pageOf(BoOffer);
export type BoOfferPage = z.infer<typeof BoOfferPage>;
