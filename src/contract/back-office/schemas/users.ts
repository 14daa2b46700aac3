/**
 * The back office's « Utilisateurs » section (docs/back-office/users.md): the list of accounts
 * with its filters, the invitation form, and what each call answers.
 */
import { z } from 'zod';
import '../../zod-config';
import { Role } from '../../api';
import { emailSchema } from '../../french-formats';
import { IsoDateTime, ListQuery, pageOf } from './common';

/** Each role as the back office names it. */
export const ROLE_LABELS: Record<Role, string> = {
  PRO: 'Professionnel',
  AGENCY: 'Agence',
  NETWORK: 'Réseau',
  PARTNER: 'Partenaire',
  ADMIN: 'Administrateur',
};

/** The roles that browse offers: their accounts belong to a company, which is required. */
export const COMPANY_ROLES: readonly Role[] = ['PRO', 'AGENCY', 'NETWORK'];

/** How long a first-connection link works after it was sent (`users.invitation_sent_at`). */
export const INVITATION_VALIDITY_DAYS = 7;

/**
 * Where an account stands: `pending` until its first connection, `active` once activated,
 * `deactivated` while an admin has shut it (whatever it was before).
 */
export const UserState = z.enum(['active', 'pending', 'deactivated']);
export type UserState = z.infer<typeof UserState>;

export const USER_STATE_LABELS: Record<UserState, string> = {
  active: 'Actif',
  pending: 'Invitation en attente',
  deactivated: 'Désactivé',
};

export const USER_SORTS = ['email', 'lastname', 'role', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `GET /bo/api/users?query=&page=&pageSize=&sort=&order=&role=&state=`. */
export const BoUserListQuery = ListQuery.extend({
  sort: z.enum(USER_SORTS).optional(),
  role: Role.optional(),
  state: UserState.optional(),
});
export type BoUserListQuery = z.infer<typeof BoUserListQuery>;

/** One account as the back office shows it. */
export const BoUser = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: Role,
  /** Its company's name; null for an account without a company (admins, partners' users). */
  companyName: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  activated: z.boolean(),
  state: UserState,
  deactivatedAt: IsoDateTime.nullable(),
  /** When the first-connection link was last sent; null for a link without expiry. */
  invitationSentAt: IsoDateTime.nullable(),
  /** When that link stops working; null once activated or for a link without expiry. */
  invitationExpiresAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  /** Whether « Se connecter en tant que » applies: never to an admin nor a deactivated account. */
  canActAs: z.boolean(),
  /** How many devices receive its push notifications (docs/push.md); 0 when none does. */
  pushDevices: z.number().int().nonnegative(),
  /** Whether it receives the weekly digest e-mail (docs/digest.md); null for a role without. */
  digestEnabled: z.boolean().nullable(),
});
export type BoUser = z.infer<typeof BoUser>;

export const BoUserPage = pageOf(BoUser);
export type BoUserPage = z.infer<typeof BoUserPage>;

// The same limits as the first-connection form, which the invited person fills from these.
const nameLine = z
  .string({ error: 'Ce champ est obligatoire.' })
  .trim()
  .min(1, 'Ce champ est obligatoire.')
  .max(80, 'Ce champ ne peut dépasser 80 caractères.');

const companyLine = z
  .string()
  .trim()
  .max(120, 'Ce champ ne peut dépasser 120 caractères.')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const PartnerRef = z.number().int().positive().max(2_147_483_647).nullable().optional();

/**
 * What an account's company and partner must be for its role: a company for a customer, a
 * partner for a partner's user and for nobody else. Checked here so that the form shows it too.
 */
function checkRoleLinks(
  input: { role: Role; companyName: string | null; partnerId?: number | null | undefined },
  context: z.RefinementCtx,
) {
  if (COMPANY_ROLES.includes(input.role) && !input.companyName) {
    context.addIssue({
      code: 'custom',
      path: ['companyName'],
      message: 'Indiquez l’entreprise de ce compte.',
    });
  }
  if (input.role === 'PARTNER' && !input.partnerId) {
    context.addIssue({
      code: 'custom',
      path: ['partnerId'],
      message: 'Choisissez le partenaire de ce compte.',
    });
  }
  if (input.role !== 'PARTNER' && input.partnerId) {
    context.addIssue({
      code: 'custom',
      path: ['partnerId'],
      message: 'Seul un compte partenaire est rattaché à un partenaire.',
    });
  }
}

const editableFields = {
  firstname: nameLine,
  lastname: nameLine,
  role: Role,
  companyName: companyLine,
  partnerId: PartnerRef,
};

/** `PUT /bo/api/users/:id`: the names, the role, the company and the partner. */
export const BoUserUpdate = z.object(editableFields).superRefine(checkRoleLinks);
export type BoUserUpdate = z.infer<typeof BoUserUpdate>;

/** `POST /bo/api/users`: a new account, invited by e-mail. */
export const BoUserInput = z
  .object({ email: emailSchema.max(254, 'L’adresse e-mail est trop longue.'), ...editableFields })
  .superRefine(checkRoleLinks);
export type BoUserInput = z.infer<typeof BoUserInput>;

/** What a creation answers: the account, and whether its invitation left (else: send it again). */
export const BoCreatedUser = BoUser.extend({ invitationSent: z.boolean() });
export type BoCreatedUser = z.infer<typeof BoCreatedUser>;

/** `POST /bo/api/users/:id/connect-as`: the page that opens the user's home. */
export const ConnectAsAnswer = z.object({ redirectUrl: z.string() });
export type ConnectAsAnswer = z.infer<typeof ConnectAsAnswer>;
