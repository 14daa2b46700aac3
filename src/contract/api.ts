/**
 * The HTTP contract: one zod schema for every request and response body of the API, each used by
 * its endpoint (src/contract/endpoints/; docs/http-contract.md). Both the PWA and the server import
 * this module, so it must stay free of DOM and Node dependencies.
 */
import { z } from 'zod';
import './zod-config';
import { FAVOURITE_KINDS, MODULES, ROLES, ROUTER_METHODS, SERVICE_PLUS_TYPES } from './constants';
import { MARKED_ARTICLE_SECTIONS, type MarkedArticleSectionName } from './sections';
import {
  emailSchema,
  optionalPhoneSchema,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  siretSchema,
} from './french-formats';

export * from './constants';

// ---------------------------------------------------------------------------------------------
// Shared building blocks

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const Module = z.enum(MODULES);
export type Module = z.infer<typeof Module>;

export const ServicePlusType = z.enum(SERVICE_PLUS_TYPES);
export type ServicePlusType = z.infer<typeof ServicePlusType>;

/** What the client sends instead of a password: its SHA-256 in lowercase hexadecimal. */
export const PasswordHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Le mot de passe doit être transmis sous forme d’empreinte SHA-256.');
export type PasswordHash = z.infer<typeof PasswordHash>;

export const Id = z.coerce.number().int().positive();
export type Id = z.infer<typeof Id>;
/** Path parameter `{id}`: a positive integer, given as text in the URL. */
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
export const UserIdParams = z.object({ userId: Id });
/** A first-connection or password-reset token in a path. */
/** A link's token: base64url, as the server makes them (a NUL or a slash is no token of ours). */
export const TokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'Ce lien n’est pas valide.'),
});
/** POST /fo/user/resetPassword/{email-or-id}. */
export const EmailOrIdParams = z.object({ emailOrId: z.string().trim().min(1).max(254) });
/** A plain-text answer (sent as `text/plain`, not as JSON). */
export const PlainText = z.string();
/** An answer that carries nothing but its success. */
export const Empty = z.object({});
/** GET /health. */
export const Liveness = z.object({ status: z.literal('ok') });
/** GET /health/ready. */
export const Readiness = z.object({ status: z.literal('ready') });

/** Base64 of an image, without the `data:` prefix. */
const Base64Image = z.string().nullable();
const IsoDate = z.iso.date();
const IsoDateTime = z.iso.datetime({ offset: true });

/** Body of every 4xx/5xx answer: a French message, and for a 400 the message of each field. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Answer of every `/count` endpoint and of the preference changes. */
export const Count = z.number().int().nonnegative();
export type Count = z.infer<typeof Count>;

// ---------------------------------------------------------------------------------------------
// Users, sessions and the router call

const UserFields = {
  id: z.number().int(),
  roleId: Role,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string(),
  /** Set for a partner user and its subordinates. */
  partnerId: z.number().int().nullable(),
};
/** The user an admin is acting as: never itself acting as someone. */
export const ConnectedAsUser = z.object({ ...UserFields, connectedAs: z.null() });
export type ConnectedAsUser = z.infer<typeof ConnectedAsUser>;
export const User = z.object({ ...UserFields, connectedAs: ConnectedAsUser.nullable() });
export type User = z.infer<typeof User>;

/** POST /form-login (form). */
export const LoginForm = z.object({
  username: z.string().trim().min(1, 'Ce champ est incomplet ou incorrect.').max(254),
  password: PasswordHash,
});
export type LoginForm = z.infer<typeof LoginForm>;
/** What a login still waits for once the password is right (docs/http-contract.md). */
export const SecondFactorStep = z.enum(['code', 'enrolment']);
export type SecondFactorStep = z.infer<typeof SecondFactorStep>;
const SignedIn = { success: z.literal(true), connectedUser: User, redirectUrl: z.string() };
/** The members in this order: an answer is written by the first that accepts it. */
export const LoginResponse = z.union([
  z.object(SignedIn),
  /** The right password of an account whose second factor is to come: nothing is open yet. */
  z.object({ success: z.literal(false), secondFactor: SecondFactorStep, challenge: z.string() }),
  z.object({ success: z.literal(false) }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** A login challenge, as the password step answered it. */
const Challenge = z.string().min(1).max(100);
/** How a second factor is given: a code of the authenticator app, or a recovery code. */
export const SecondFactorMethod = z.enum(['totp', 'recovery']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;
/** Its format is not checked here: a malformed code is a wrong code, counted as a failure. */
export const SecondFactorCode = z.string().trim().min(1, 'Saisissez le code.').max(32);
/** POST /form-login/enrolment. */
export const LoginEnrolmentInput = z.object({ challenge: Challenge });
/** A new TOTP secret to enrol: the QR code's `data:` URL, and the secret as text. */
export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;
/** POST /form-login/second-factor. */
export const SecondFactorLoginInput = z.object({
  challenge: Challenge,
  method: SecondFactorMethod.default('totp'),
  code: SecondFactorCode,
});
export type SecondFactorLoginInput = z.infer<typeof SecondFactorLoginInput>;
export const SecondFactorLoginResponse = z.union([
  /** `recoveryCodes` after an enrolment only: the ten codes, shown this once. */
  z.object({ ...SignedIn, recoveryCodes: z.array(z.string()).optional() }),
  z.object({ success: z.literal(false) }),
]);
export type SecondFactorLoginResponse = z.infer<typeof SecondFactorLoginResponse>;

/** POST /router. */
export const RouterRequest = z.object({
  action: z.string().min(1).max(100),
  method: z.string().min(1).max(100),
  data: z.array(z.unknown()).max(10).optional(),
});
export type RouterRequest = z.infer<typeof RouterRequest>;

/** The answer of POST /router: one result, a user or a yes/no. */
export const RouterResponse = z.tuple([z.object({ result: z.union([User, z.boolean()]) })]);
export type RouterResponse = z.infer<typeof RouterResponse>;

/** The router calls the PWA makes, with the result each one answers. */
export const ROUTER_CALLS = {
  getConnectedUser: { ...ROUTER_METHODS.getConnectedUser, result: User },
  verifyUserName: { ...ROUTER_METHODS.verifyUserName, result: z.boolean() },
  removeConnectedAs: { ...ROUTER_METHODS.removeConnectedAs, result: z.boolean() },
} as const;

/** GET /fo/user/progress. */
export const Progress = z.object({
  numberSavingNotification: z.number().int().nonnegative(),
  numberSubTheme: z.number().int().nonnegative(),
  beneficiaryModule: z.boolean(),
  emailingModule: z.boolean(),
  enabledExclusiveService: z.boolean(),
  exclusiveServiceName: z.string().nullable(),
  enabledSalePermission: z.boolean(),
  salePermissionName: z.string().nullable(),
  numberOfNotification: z.number().int().nonnegative(),
});
export type Progress = z.infer<typeof Progress>;

/** GET /fo/user/loginImages. */
export const LoginImage = z.object({
  id: z.number().int(),
  imageBase64: z.string(),
  alt: z.string(),
});
export const LoginImages = z.array(LoginImage);
export type LoginImages = z.infer<typeof LoginImages>;
export type LoginImage = z.infer<typeof LoginImage>;

/**
 * A User with how to reach them, which the plain User leaves out (function and phone are null
 * when the account has none): the colleagues list and the partner space show these.
 */
export const ContactUser = User.extend({
  function: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactUser = z.infer<typeof ContactUser>;

/** GET /fo/user/allUsersFromSameCompany: the other users of the company. */
export const Colleague = ContactUser;
export type Colleague = ContactUser;
export const Colleagues = z.array(Colleague);
export type Colleagues = z.infer<typeof Colleagues>;

/** GET /fo/app/config: settings of the server the PWA needs. */
export const AppConfig = z.object({ appointmentUrl: z.string() });
export type AppConfig = z.infer<typeof AppConfig>;

// ---------------------------------------------------------------------------------------------
// Company fields shared by first connection and the profile

const EmployeeCount = z
  .number('Indiquez un nombre de salariés.')
  .int('Indiquez un nombre entier de salariés.')
  .min(0, 'Indiquez un nombre de salariés.')
  .max(1_000_000, 'Nombre de salariés trop élevé.');
/** Annual turnover in whole euros. */
const Turnover = z
  .number('Indiquez un chiffre d’affaires en euros.')
  .int('Indiquez un montant en euros, sans centimes.')
  .min(0, 'Le chiffre d’affaires ne peut pas être négatif.')
  .max(1_000_000_000_000, 'Chiffre d’affaires trop élevé.');
const shortText = (max: number) => requiredText.max(max, `${max} caractères au maximum.`);

// ---------------------------------------------------------------------------------------------
// First connection

/** GET /fo/user/initialization/{token}: what the server knows, the password always empty. */
export const FirstConnectionInfo = z.object({
  siret: z.string(),
  companyName: z.string(),
  activity: z.string(),
  nbEmployees: z.number().int().nullable(),
  turnover: z.number().int().nullable(),
  streetAndNumber: z.string(),
  postalCode: z.string(),
  town: z.string(),
  lastname: z.string(),
  firstname: z.string(),
  function: z.string(),
  phone: z.string(),
  password: z.literal(''),
});
export type FirstConnectionInfo = z.infer<typeof FirstConnectionInfo>;

/** POST /fo/user/initialization/infos/{token}. */
export const FirstConnectionInfoInput = z.object({
  siret: siretSchema,
  companyName: shortText(120),
  activity: shortText(120),
  nbEmployees: EmployeeCount,
  turnover: Turnover,
  streetAndNumber: shortText(200),
  postalCode: postalCodeSchema,
  town: shortText(100),
  lastname: shortText(80),
  firstname: shortText(80),
  function: shortText(80),
  phone: phoneSchema,
  password: PasswordHash,
});
export type FirstConnectionInfoInput = z.infer<typeof FirstConnectionInfoInput>;

/** POST /fo/user/initialization/activate/{token}, POST /fo/user/subThemePreference. */
export const SubThemeIds = z.object({
  subThemeIds: z.array(z.number().int().positive()).max(1000),
});
export type SubThemeIds = z.infer<typeof SubThemeIds>;

const SubThemeIdList = z.array(z.number().int().positive()).max(1000).default([]);

/**
 * PATCH /fo/user/subThemePreference: sub-themes to add and to remove on top of the stored
 * selection, applied once per `operationId` (a uuid the PWA gives each queued change), so a replay
 * is harmless and changes made offline in several tabs or on several devices compose.
 */
export const SubThemePreferenceChange = z
  .object({ operationId: z.uuid(), add: SubThemeIdList, remove: SubThemeIdList })
  .refine((change) => !change.add.some((id) => change.remove.includes(id)), {
    message: 'Un sous-thème ne peut pas être à la fois ajouté et retiré.',
    path: ['remove'],
  });
export type SubThemePreferenceChange = z.infer<typeof SubThemePreferenceChange>;

// ---------------------------------------------------------------------------------------------
// What the user has seen

/**
 * The lists whose "seen up to" mark the server keeps per user (GET and PUT /fo/user/seenMarks):
 * what was published after the mark is new for the user (« Nouveau », its saving notifications).
 */
export const SeenSection = z.enum(['offers', 'promotions', ...MARKED_ARTICLE_SECTIONS]);
export type SeenSection = z.infer<typeof SeenSection>;
export const SeenSectionParams = z.object({ section: SeenSection });
export type SeenSectionParams = z.infer<typeof SeenSectionParams>;

/**
 * PUT /fo/user/seenMarks/{section}: the list was seen up to this instant (the publication of a
 * new item the user had on screen, no unseen new item older). The server keeps the later of its mark and this one, never later than its own now,
 * so the change is idempotent and a late replay never takes a mark back.
 */
export const SeenMarkInput = z.object({
  seenUpTo: z.iso.datetime({ offset: true, message: 'Date et heure invalides.' }),
});
export type SeenMarkInput = z.infer<typeof SeenMarkInput>;

/**
 * The user's marks: each the instant the list was seen up to, the account's creation when it was
 * never marked (what was published before the account existed is not new); null for an article
 * section the role does not read (news for the network's users).
 */
export const SeenMarks = z.object({
  offers: IsoDateTime,
  promotions: IsoDateTime,
  ...(Object.fromEntries(
    MARKED_ARTICLE_SECTIONS.map((name) => [name, IsoDateTime.nullable()]),
  ) as Record<MarkedArticleSectionName, z.ZodNullable<typeof IsoDateTime>>),
});
export type SeenMarks = z.infer<typeof SeenMarks>;

// ---------------------------------------------------------------------------------------------
// Password reset

/** POST /fo/user/resetPassword (form). */
export const ResetPasswordForm = z.object({
  email: emailSchema,
  token: z.string().min(1).max(200),
  password: PasswordHash,
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** GET /fo/user/token/{token}: whether a reset link can still be used. */
export const ResetTokenStatus = z.object({
  valid: z.boolean(),
  /** Why it cannot: unknown, expired or already used. */
  reason: z.enum(['unknown', 'expired', 'used']).nullable(),
  email: z.string().nullable(),
});
export type ResetTokenStatus = z.infer<typeof ResetTokenStatus>;

// ---------------------------------------------------------------------------------------------
// Profile

/** GET /fo/user/infos (password always empty) and POST /fo/user/saveProfile. */
export const ProfileInfo = z.object({
  siret: z.string(),
  companyName: z.string(),
  nbOfEmployees: z.number().int().nullable(),
  turnover: z.number().int().nullable(),
  numberAndStreet: z.string(),
  zipCode: z.string(),
  town: z.string(),
  mainContactLastName: z.string(),
  mainContactFirstName: z.string(),
  function: z.string(),
  email: z.string(),
  password: z.string(),
  phoneNumber: z.string(),
});
export type ProfileInfo = z.infer<typeof ProfileInfo>;

export const ProfileInput = z.object({
  siret: siretSchema,
  companyName: shortText(120),
  nbOfEmployees: EmployeeCount,
  turnover: Turnover,
  numberAndStreet: shortText(200),
  zipCode: postalCodeSchema,
  town: shortText(100),
  mainContactLastName: shortText(80),
  mainContactFirstName: shortText(80),
  function: shortText(80),
  email: emailSchema,
  /** Empty or absent: the password does not change. */
  password: z.union([PasswordHash, z.literal('')]).optional(),
  /** Required to change the password or the e-mail (docs/http-contract.md, "Proven changes"). */
  currentPassword: z.union([PasswordHash, z.literal('')]).optional(),
  phoneNumber: phoneSchema,
});
export type ProfileInput = z.infer<typeof ProfileInput>;

// ---------------------------------------------------------------------------------------------
// Themes

export interface ThemeNode {
  id: number;
  name: string;
  /** Sub-theme: in the user's selection. Theme or category: all of its sub-themes are. */
  active: boolean;
  children: ThemeNode[];
}
export const ThemeNode: z.ZodType<ThemeNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  get children() {
    return z.array(ThemeNode);
  },
});
export const ThemeNodes = z.array(ThemeNode);
export type ThemeNodes = z.infer<typeof ThemeNodes>;

// ---------------------------------------------------------------------------------------------
// Content

export const Offer = z.object({
  id: z.number().int(),
  website: z.string(),
  title: z.string(),
  supplierName: z.string(),
  summary: z.string(),
  description: z.string(),
  logoBase64: Base64Image,
  /** Display text such as "-15 %". */
  discount: z.string(),
  validFrom: IsoDate,
  validTo: IsoDate,
  subThemeIds: z.array(z.number().int()),
  privilege: z.boolean(),
  priceList: z.boolean(),
  createdAt: IsoDateTime,
  /** When the offer went live: what is newer than the user's "seen up to" mark is « Nouveau ». */
  publishedAt: IsoDateTime,
});
export type Offer = z.infer<typeof Offer>;
export const Offers = z.array(Offer);
export type Offers = z.infer<typeof Offers>;

export const ServicePlus = z.object({
  id: z.number().int(),
  website: z.string(),
  type: ServicePlusType,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  logoBase64: Base64Image,
});
export type ServicePlus = z.infer<typeof ServicePlus>;
export const ServicesPlus = z.array(ServicePlus);
export type ServicesPlus = z.infer<typeof ServicesPlus>;
/** Query string of GET /fo/servicePlus/ and /fo/servicePlus/count. */
export const ServicePlusQuery = z.object({ type: ServicePlusType });
export type ServicePlusQuery = z.infer<typeof ServicePlusQuery>;

// ---------------------------------------------------------------------------------------------
// Favourites

export const FavouriteKind = z.enum(FAVOURITE_KINDS);
export type FavouriteKind = z.infer<typeof FavouriteKind>;

/**
 * GET /fo/user/favourites: the user's favourites that they may see now (an archived or hidden
 * item is left out), the most recently added first.
 */
export const Favourites = z.object({
  offers: z.array(Offer),
  servicesPlus: z.array(ServicePlus),
});
export type Favourites = z.infer<typeof Favourites>;

/**
 * PATCH /fo/user/favourites: one item becomes a favourite or stops being one, applied once per
 * `operationId` (the queued change's uuid), so a replay is harmless and changes made in several
 * tabs or devices compose; the answer is the list as GET gives it.
 */
export const FavouriteChange = z.object({
  operationId: z.uuid(),
  kind: FavouriteKind,
  id: z.number().int().positive(),
  favourite: z.boolean(),
});
export type FavouriteChange = z.infer<typeof FavouriteChange>;

// ---------------------------------------------------------------------------------------------
// Push notifications (docs/push.md)

/** GET /fo/user/push: the server's VAPID public key (base64url), and this user's device count. */
export const PushStatus = z.object({
  publicKey: z.string(),
  devices: z.number().int().nonnegative(),
});
export type PushStatus = z.infer<typeof PushStatus>;

/** base64url of exactly `bytes` bytes, as a browser's PushSubscription gives its keys. */
const base64UrlOf = (bytes: number, message: string) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/**
 * PUT /fo/user/push/subscription: this device's subscription (`PushSubscription.toJSON()`), kept
 * for the user; the server posts only to the known push services (docs/push.md).
 */
export const PushSubscriptionInput = z.object({
  endpoint: z.url({ message: 'L’adresse du service de notification est invalide.' }).max(2048),
  keys: z.object({
    p256dh: base64UrlOf(65, 'La clé de chiffrement de l’appareil est invalide.'),
    auth: base64UrlOf(16, 'Le secret d’authentification de l’appareil est invalide.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** DELETE /fo/user/push/subscription: turns this device off, if it is the user's. */
export const PushSubscriptionRemoval = z.object({ endpoint: z.string().max(2048) });
export type PushSubscriptionRemoval = z.infer<typeof PushSubscriptionRemoval>;

// ---------------------------------------------------------------------------------------------
// The weekly digest e-mail (docs/digest.md)

/** GET and PUT /fo/user/digest: whether « Vos nouveautés de la semaine » is e-mailed weekly. */
export const DigestSetting = z.object({ enabled: z.boolean() });
export type DigestSetting = z.infer<typeof DigestSetting>;

/**
 * `?token=` of the digest's unsubscribe link, signed for one user. Optional and unbounded here:
 * a missing or mangled token gets the page's French explanation, not a JSON error.
 */
export const DigestUnsubscribeQuery = z.object({ token: z.string().optional() });
export type DigestUnsubscribeQuery = z.infer<typeof DigestUnsubscribeQuery>;

/** A digest link followed: its token, and the app's page it leads to (docs/statistics.md). */
export const DigestOpenedParams = z.object({ token: z.string().max(200) });
export type DigestOpenedParams = z.infer<typeof DigestOpenedParams>;
export const DigestOpenedQuery = z.object({ to: z.string().max(500).optional() });
export type DigestOpenedQuery = z.infer<typeof DigestOpenedQuery>;

/** What a mail client posts (RFC 8058: `List-Unsubscribe=One-Click`); the POST itself decides. */
export const DigestUnsubscribeForm = z.object({ 'List-Unsubscribe': z.string().optional() });
export type DigestUnsubscribeForm = z.infer<typeof DigestUnsubscribeForm>;

/** An item of an article section (« Actualités »: src/contract/sections/article-section.ts). */
export const Article = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Plain-text paragraphs separated by blank lines; never HTML. */
  body: z.string(),
  imageBase64: Base64Image,
  publishedAt: IsoDateTime,
});
export type Article = z.infer<typeof Article>;
export const ArticleList = z.array(Article);
export type ArticleList = z.infer<typeof ArticleList>;

/** Path parameter `{n}` of the "last N" endpoints. */
export const LastParams = z.object({ n: z.coerce.number().int().min(1).max(50) });
export type LastParams = z.infer<typeof LastParams>;

/** Answer of the website redirections: the PWA opens this url in a new tab. */
export const Redirection = z.object({ url: z.string() });
export type Redirection = z.infer<typeof Redirection>;

// ---------------------------------------------------------------------------------------------
// Partners and theming

export const Partner = z.object({
  id: z.number().int(),
  name: z.string(),
  logoBase64: Base64Image,
  description: z.string(),
  website: z.string(),
});
export type Partner = z.infer<typeof Partner>;
export const Partners = z.array(Partner);
export type Partners = z.infer<typeof Partners>;
/**
 * GET /fo/partner/{id}, the user's own partner: with its main account, the only one that edits
 * its colleagues' details (docs/http-contract.md, "Partner space").
 */
export const OwnPartner = Partner.extend({ mainUserId: z.number().int().nullable() });
export type OwnPartner = z.infer<typeof OwnPartner>;
/**
 * A user as the partner space lists it: its edit form is prefilled with the function and phone.
 */
export const PartnerUser = ContactUser;
export type PartnerUser = ContactUser;
export const Subordinates = z.array(PartnerUser);
export type Subordinates = z.infer<typeof Subordinates>;

/** POST /fo/partner/editProfile (form). */
export const PartnerEditForm = z.object({
  userId: Id,
  firstname: shortText(80),
  lastname: shortText(80),
  function: shortText(80),
  email: emailSchema,
  phone: optionalPhoneSchema,
  /** Only the user's own, with `currentPassword` (docs/http-contract.md, "Partner space"). */
  password: z.union([PasswordHash, z.literal('')]).optional(),
  /** Required to change one's own password or e-mail. */
  currentPassword: z.union([PasswordHash, z.literal('')]).optional(),
});
export type PartnerEditForm = z.infer<typeof PartnerEditForm>;

export const Theming = z.object({
  textColor: z.string().nullable(),
  mainColor: z.string(),
  universeLogoBase64: Base64Image,
  networkLogoBase64: Base64Image,
  agencyLogoBase64: Base64Image,
});
export type Theming = z.infer<typeof Theming>;
