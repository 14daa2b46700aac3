/**
 * The back office's « Habillage » (docs/back-office/branding.md): the colors and logos that the
 * PWA's header shows to the users of a network, an agency or any company or user with a branding
 * of its own (server/services/theming.ts says which one a user sees). Only the back office and
 * the server import these.
 */
import { z } from 'zod';
import { Role } from '../../api';
import {
  HEX_COLOR_PATTERN,
  contrastRatio,
  insufficientContrastMessage,
  meetsContrastAA,
} from '../../../lib/contrast';
import { IdParams, ListQuery, UploadResult, pageOf } from './common';

/** A color as the back office stores it: `#rrggbb`, lowercase. */
export const HexColor = z
  .string({ error: 'Ce champ est obligatoire.' })
  .trim()
  .regex(HEX_COLOR_PATTERN, 'Couleur invalide : écrivez-la #rrggbb (par exemple #1e3a8a).')
  .transform((value) => value.toLowerCase());

/**
 * The two colors of a branding: the header's background and its text. A pair below WCAG AA
 * (4.5:1, src/lib/contrast.ts) is refused, on the text color's field.
 */
export const BoThemingInput = z
  .object({ mainColor: HexColor, textColor: HexColor })
  .superRefine(({ mainColor, textColor }, context) => {
    // A malformed color already has its own message: no ratio to speak of.
    if (!HEX_COLOR_PATTERN.test(mainColor) || !HEX_COLOR_PATTERN.test(textColor)) return;
    if (meetsContrastAA(mainColor, textColor)) return;
    context.addIssue({
      code: 'custom',
      path: ['textColor'],
      message: insufficientContrastMessage(contrastRatio(mainColor, textColor)),
    });
  });
export type BoThemingInput = z.infer<typeof BoThemingInput>;

/** The three logos of a branding, in the order the PWA's header shows them. */
export const LOGO_KINDS = ['universe', 'network', 'agency'] as const;
export const LogoKind = z.enum(LOGO_KINDS, {
  error: 'Logo inconnu : universe, network ou agency.',
});
export type LogoKind = z.infer<typeof LogoKind>;

/** The same words as the PWA's header gives each logo as its text alternative. */
export const LOGO_KIND_LABELS: Record<LogoKind, string> = {
  universe: 'Logo de l’univers',
  network: 'Logo du réseau',
  agency: 'Logo de l’agence',
};

export const ThemingLogoParams = IdParams.extend({ kind: LogoKind });
export const CompanyThemingParams = z.object({
  companyId: IdParams.shape.id,
});

/** A branding in a list: its colors and which logos it has (not their bytes). */
export const BoThemingSummary = z.object({
  id: z.number().int(),
  mainColor: z.string(),
  textColor: z.string(),
  logos: z.object({ universe: z.boolean(), network: z.boolean(), agency: z.boolean() }),
});
export type BoThemingSummary = z.infer<typeof BoThemingSummary>;

/** Who a row of « Habillage » is about: a company (its users share it) or a single user. */
export const BrandingOwner = z.enum(['company', 'user']);
export type BrandingOwner = z.infer<typeof BrandingOwner>;

/**
 * One row of the list: a company with network or agency users, or any company with a branding,
 * or a user whose own branding differs from its company's.
 */
export const BoBranding = z.object({
  owner: BrandingOwner,
  /** The company's id, or the user's. */
  ownerId: z.number().int(),
  /** The company's name, or the user's names and e-mail. */
  name: z.string(),
  /** The roles of its users, networks first. */
  roles: z.array(Role),
  userCount: z.number().int().nonnegative(),
  /** Null for a company without a branding yet (its users see the product's defaults). */
  theming: BoThemingSummary.nullable(),
});
export type BoBranding = z.infer<typeof BoBranding>;

export const BRANDING_SORTS = ['role', 'name'] as const;

/** `?query=&page=&pageSize=&sort=&order=`; the search looks in the name (and a user's e-mail). */
export const BoBrandingListQuery = ListQuery.extend({
  sort: z.enum(BRANDING_SORTS, { error: 'Tri inconnu.' }).optional(),
});
export type BoBrandingListQuery = z.infer<typeof BoBrandingListQuery>;

export const BoBrandingPage = pageOf(BoBranding);
export type BoBrandingPage = z.infer<typeof BoBrandingPage>;

/** A branding as its editor shows it, logos included (base64, no `data:` prefix). */
export const BoTheming = z.object({
  id: z.number().int(),
  mainColor: z.string(),
  textColor: z.string(),
  universeLogoBase64: z.string().nullable(),
  networkLogoBase64: z.string().nullable(),
  agencyLogoBase64: z.string().nullable(),
  /** The companies whose users see it (unless a user has a branding of its own). */
  companies: z.array(
    z.object({ id: z.number().int(), name: z.string(), userCount: z.number().int() }),
  ),
  /** The users who have it as their own branding. */
  users: z.array(
    z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      role: Role,
    }),
  ),
});
export type BoTheming = z.infer<typeof BoTheming>;

/** What a logo upload answers: the stored size and the branding as it now is. */
export const BoThemingLogoResult = UploadResult.extend({ theming: BoTheming });
export type BoThemingLogoResult = z.infer<typeof BoThemingLogoResult>;
