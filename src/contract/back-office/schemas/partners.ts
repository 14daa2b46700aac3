/**
 * The back office's « Partenaires » (docs/back-office/partners.md): the partners whose users have
 * the partner space, their logo and the users attached to them. Only the back office and the
 * server import these.
 */
import { z } from 'zod';
import { Role } from '../../api';
import { HttpsUrl, IsoDateTime, ListQuery, pageOf, requiredLine, requiredText } from './common';

/** The columns the list may be sorted by. */
export const PARTNER_SORTS = ['name', 'createdAt', 'active', 'userCount'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

/** `?query=&page=&pageSize=&sort=&order=&active=`; the search looks in the name and description. */
export const BoPartnerListQuery = ListQuery.extend({
  sort: z.enum(PARTNER_SORTS, { error: 'Tri inconnu.' }).optional(),
  /** `true`: active partners only; `false`: inactive ones only; absent: all. */
  active: z
    .stringbool({ truthy: ['true'], falsy: ['false'], error: 'Valeur attendue : true ou false.' })
    .optional(),
});
export type BoPartnerListQuery = z.infer<typeof BoPartnerListQuery>;

/** What the form sends, to create or to replace a partner. */
export const BoPartnerInput = z.object({
  name: requiredLine(120),
  description: requiredText(2000),
  website: HttpsUrl,
  /** An inactive partner is no longer offered in the partner space's list of partners. */
  active: z.boolean({ error: 'Valeur attendue : oui ou non.' }).default(true),
});
export type BoPartnerInput = z.infer<typeof BoPartnerInput>;

/** One row of the list: no logo bytes, only whether there is one. */
export const BoPartnerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  website: z.string(),
  active: z.boolean(),
  hasLogo: z.boolean(),
  /** Users attached to the partner (the partner user and its subordinates). */
  userCount: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
});
export type BoPartnerSummary = z.infer<typeof BoPartnerSummary>;

export const BoPartnerPage = pageOf(BoPartnerSummary);
export type BoPartnerPage = z.infer<typeof BoPartnerPage>;

/** A partner as its edit page shows it, logo included (base64, no `data:` prefix). */
export const BoPartner = BoPartnerSummary.omit({ hasLogo: true }).extend({
  logoBase64: z.string().nullable(),
});
export type BoPartner = z.infer<typeof BoPartner>;

/** A user attached to a partner (accounts are created in « Utilisateurs »). */
export const BoPartnerUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: Role,
  /** False until the user has gone through its first connection. */
  activated: z.boolean(),
  /** True while an admin has deactivated the account. */
  deactivated: z.boolean(),
  /**
   * The partner's main account: the only one that edits its colleagues' details in the partner
   * space (docs/http-contract.md, "Partner space").
   */
  main: z.boolean(),
});
export type BoPartnerUser = z.infer<typeof BoPartnerUser>;

/** PUT /bo/api/partners/:id/main-user: which of its partner users becomes the main account. */
export const BoPartnerMainUserInput = z.object({
  userId: z
    .number({ message: 'Choisissez un utilisateur du partenaire.' })
    .int()
    .positive()
    .max(2_147_483_647),
});
export type BoPartnerMainUserInput = z.infer<typeof BoPartnerMainUserInput>;

export const BoPartnerUsers = z.array(BoPartnerUser);
export type BoPartnerUsers = z.infer<typeof BoPartnerUsers>;

/** `GET /bo/api/partners/choices`: every partner, by name, for the offer and service forms. */
export const BoPartnerChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export const BoPartnerChoices = z.array(BoPartnerChoice);
export type BoPartnerChoices = z.infer<typeof BoPartnerChoices>;
