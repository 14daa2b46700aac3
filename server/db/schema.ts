/**
 * Database schema of the reference server (PostgreSQL, also run embedded through PGlite).
 *
 * Tables carry no PostgreSQL schema qualifier on purpose: queries resolve them through
 * `search_path`, which lets tests isolate parallel runs in their own schema.
 *
 * Every `*_base64` column holds an image as base64 WITHOUT the `data:` prefix; the demo data
 * stores SVG documents (mime type image/svg+xml).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ARTICLE_SECTIONS,
  MARKED_ARTICLE_SECTIONS,
  type ArticleSectionName,
} from '../../src/contract/sections/index.js';
import {
  CLIENT_USAGE_EVENT_KINDS,
  FAVOURITE_KINDS,
  SERVER_USAGE_EVENT_KINDS,
} from '../../src/contract/constants.js';

export const ROLES = ['AGENCY', 'PRO', 'PARTNER', 'ADMIN', 'NETWORK'] as const;

export type Role = (typeof ROLES)[number];
export const roleEnum = pgEnum('role', ROLES);

/** Roles that browse offers; an offer is visible to a user whose role is in its `visibleRoles`. */
export const CUSTOMER_ROLES = ['PRO', 'AGENCY', 'NETWORK'] as const satisfies readonly Role[];

export const SERVICE_PLUS_TYPES = ['EXCLUSIVE_SERVICE', 'SALE_PERMISSION'] as const;
export type ServicePlusType = (typeof SERVICE_PLUS_TYPES)[number];
export const servicePlusTypeEnum = pgEnum('service_plus_type', SERVICE_PLUS_TYPES);

/**
 * Where a piece of content (offer, service, news item) stands in the back office. Customers see
 * it only when `published` and its `published_at` has come (a scheduled publication), see
 * `isLive` in services/publication.ts.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

/**
 * The lists whose "seen up to" mark is kept per user (`seen_marks`): what was published after
 * the mark is new for that user and counts in its saving notifications.
 */
export const SEEN_SECTIONS = ['offers', 'promotions', ...MARKED_ARTICLE_SECTIONS] as const;
export type SeenSection = (typeof SEEN_SECTIONS)[number];
export const seenSectionEnum = pgEnum('seen_section', SEEN_SECTIONS);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const DEFAULT_MAIN_COLOR = '#3f8cff';
export const DEFAULT_TEXT_COLOR = '#ffffff';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Branding of a user or of a whole company (see `users.themingId` and `companies.themingId`). */
export const themings = pgTable('themings', {
  id: serial('id').primaryKey(),
  mainColor: text('main_color').notNull().default(DEFAULT_MAIN_COLOR),
  textColor: text('text_color').notNull().default(DEFAULT_TEXT_COLOR),
  universeLogoBase64: text('universe_logo_base64'),
  networkLogoBase64: text('network_logo_base64'),
  agencyLogoBase64: text('agency_logo_base64'),
});

/** A customer's company; colleagues share one row. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  siret: text('siret'),
  companyName: text('company_name'),
  activity: text('activity'),
  nbEmployees: integer('nb_employees'),
  /** Annual turnover in euros. */
  turnover: bigint('turnover', { mode: 'number' }),
  streetAndNumber: text('street_and_number'),
  postalCode: text('postal_code'),
  town: text('town'),
  themingId: integer('theming_id').references(() => themings.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoBase64: text('logo_base64'),
  description: text('description').notNull(),
  website: text('website').notNull(),
  active: boolean('active').notNull().default(true),
  /**
   * The partner's main account: the only one that edits its colleagues' details (never their
   * password or e-mail); the others edit only their own (docs/http-contract.md, "Partner space").
   */
  mainUserId: integer('main_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lowercase so the unique index is case-insensitive in practice. */
    email: text('email').notNull(),
    /** Salted scrypt of the client's SHA-256 hex (see passwords.ts); null until activation. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    /** Job title. */
    function: text('function'),
    phone: text('phone'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Set for a partner user and for its subordinates. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** Personal branding; when null the company's theming applies, then the defaults. */
    themingId: integer('theming_id').references(() => themings.id, { onDelete: 'set null' }),
    activated: boolean('activated').notNull().default(false),
    /** Set while an admin has deactivated the account: it cannot log in and has no session. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the first-connection link's token (server/db/secret-tokens.ts), never the
     * token: a copy of this table follows no link. Null once the account is activated.
     */
    initializationTokenHash: text('initialization_token_hash'),
    /**
     * Until when that link works: 7 days after an invitation, 30 days after the demo's seeding
     * (docs/back-office/users.md). A token without it works no more.
     */
    initializationExpiresAt: timestamp('initialization_expires_at', { withTimezone: true }),
    /** When the first-connection link was last e-mailed; null when it never was. */
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    beneficiaryModule: boolean('beneficiary_module').notNull().default(false),
    emailingModule: boolean('emailing_module').notNull().default(false),
    enabledExclusiveService: boolean('enabled_exclusive_service').notNull().default(false),
    /** Custom label replacing "Services Exclusifs" when set. */
    exclusiveServiceName: text('exclusive_service_name'),
    enabledSalePermission: boolean('enabled_sale_permission').notNull().default(false),
    /** Custom label replacing "Accords de vente" when set. */
    salePermissionName: text('sale_permission_name'),
    fidelityLink: text('fidelity_link'),
    /**
     * Whether the weekly e-mail « Vos nouveautés de la semaine » goes to this account
     * (docs/digest.md): on unless the user turned it off, in « Notifications » or by the
     * e-mail's unsubscribe link.
     */
    digestEnabled: boolean('digest_enabled').notNull().default(true),
    /**
     * Signed into the account's device cookies (plugins/login-throttle.ts): raised by every
     * password change or reset, which makes every device cookie issued before it worthless.
     */
    deviceCookieGeneration: integer('device_cookie_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_initialization_token_hash_unique').on(t.initializationTokenHash),
    index('users_company_idx').on(t.companyId),
    index('users_partner_idx').on(t.partnerId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /**
     * SHA-256 (hex) of the random token carried by the session cookie: a copy of this table
     * opens no session (docs/http-contract.md).
     */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The user an admin acts as in this session only (« Se connecter en tant que »): the
     * admin's other sessions are not affected, and logout ends it with the session
     * (docs/http-contract.md, "Sessions").
     */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Login time: a session is refused 7 days after it, however active (SESSION_LIFETIME_MS). */
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 (hex) of the link's token (server/db/secret-tokens.ts), never the token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Theme tree, level 1. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  /** A deactivated node leaves every tree, count and selection rule (docs/back-office.md). */
  active: boolean('active').notNull().default(true),
});

/** Theme tree, level 2. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('themes_category_idx').on(t.categoryId)],
);

/** Theme tree, level 3: what users select and offers are linked to. */
export const subThemes = pgTable(
  'sub_themes',
  {
    id: serial('id').primaryKey(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sub_themes_theme_idx').on(t.themeId)],
);

export const userSubThemePreferences = pgTable(
  'user_sub_theme_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subThemeId: integer('sub_theme_id')
      .notNull()
      .references(() => subThemes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subThemeId] })],
);

/**
 * Queued changes already applied (sub-theme selection, favourites), by the operation id the PWA
 * gave them: a change replayed after a lost answer (offline queue, retry, a second tab) is applied
 * once (docs/offline.md; services/change-operations.ts). One table for every kind of change, as
 * the PWA's operation ids are uuids shared by all its queued changes. Named
 * `preference_operations` before migration 0009.
 */
export const changeOperations = pgTable(
  'change_operations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operationId] }),
    index('change_operations_applied_idx').on(t.appliedAt),
  ],
);

/**
 * Each user's favourite offers (promotions included) and services plus (docs/http-contract.md,
 * "Favourites"). `item_id` names a row of `offers` or `services_plus` depending on `kind`, so it
 * is no foreign key: an item deleted for good stays here and simply never shows, as the reads
 * keep only the items the user may open now.
 */
export const userFavourites = pgTable(
  'user_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FAVOURITE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('user_favourites_user_added_idx').on(t.userId, t.addedAt.desc()),
    check(
      'user_favourites_kind',
      sql`${t.kind} in (${sql.raw(FAVOURITE_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * Failed logins, one row per failure and per counter it counts for (`key`: the address, the
 * address and account, the account, or a device cookie): shared by every server process and
 * kept across restarts, so login limits hold whatever the deployment (docs/http-contract.md).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

/** Secrets the server makes for itself once and shares across processes (the device-cookie key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    website: text('website').notNull(),
    title: text('title').notNull(),
    supplierName: text('supplier_name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    logoBase64: text('logo_base64'),
    /** Display text such as "-15 %". */
    discount: text('discount').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Privilege offers are the "Promotions". */
    privilege: boolean('privilege').notNull().default(false),
    /** True when a price list PDF can be downloaded. */
    priceList: boolean('price_list').notNull().default(false),
    /** The partner whose offer it is: it sees the offer's figures (docs/back-office/statistics.md). */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** Roles allowed to see the offer. */
    visibleRoles: roleEnum('visible_roles')
      .array()
      .notNull()
      .default(sql`'{PRO,AGENCY,NETWORK}'::role[]`),
    status: contentStatusEnum('status').notNull().default('published'),
    /** When it was (or is scheduled to be) published; null for a draft never scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_privilege_idx').on(t.privilege),
    index('offers_published_at_idx').on(t.publishedAt),
    index('offers_created_at_idx').on(t.createdAt),
    index('offers_partner_idx').on(t.partnerId),
    check('offers_validity_order', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

export const offerSubThemes = pgTable(
  'offer_sub_themes',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    subThemeId: integer('sub_theme_id')
      .notNull()
      .references(() => subThemes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.subThemeId] }),
    index('offer_sub_themes_sub_theme_idx').on(t.subThemeId),
  ],
);

/**
 * One row per group of shared data (`offers`: the offers and their sub-theme links), whose
 * `version` gets a new random value in the same transaction as any change to that data, by
 * statement triggers (migration 0001), whoever writes it: this server, another server process, a
 * reseed or a person at a SQL prompt. A server keeps what is built from that data as long as the
 * version it reads is the one it built from.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: uuid('version').notNull(),
});

/** Exclusive services and sale permissions ("accords de vente"). */
export const servicesPlus = pgTable(
  'services_plus',
  {
    id: serial('id').primaryKey(),
    website: text('website').notNull(),
    type: servicePlusTypeEnum('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    logoBase64: text('logo_base64'),
    /** The partner whose service it is: it sees the service's figures (docs/back-office/statistics.md). */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    status: contentStatusEnum('status').notNull().default('published'),
    /** When it was (or is scheduled to be) published; null for a draft never scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_plus_type_idx').on(t.type),
    index('services_plus_partner_idx').on(t.partnerId),
  ],
);

/**
 * An article section's table (src/contract/sections/article-section.ts), named after the section:
 * every article section has these columns.
 */
function articleTable(section: string) {
  const name = section.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      title: text('title').notNull(),
      summary: text('summary').notNull(),
      /** Plain-text paragraphs separated by blank lines; never HTML. */
      body: text('body').notNull(),
      imageBase64: text('image_base64'),
      status: contentStatusEnum('status').notNull().default('published'),
      /** When it was (or is scheduled to be) published; null for a draft never scheduled. */
      publishedAt: timestamp('published_at', { withTimezone: true }),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_published_at_idx`).on(t.publishedAt)],
  );
}

export type ArticleTable = ReturnType<typeof articleTable>;

/** Each article section's table, by section name. */
export const ARTICLE_TABLES = Object.fromEntries(
  ARTICLE_SECTIONS.map((section) => [section.name, articleTable(section.name)]),
) as Record<ArticleSectionName, ArticleTable>;

// drizzle-kit finds the tables among this module's exports: one line per article section (a test
// checks none is missing, tests/unit/server/article-tables.test.ts).
export const news = ARTICLE_TABLES.news;

/** Images shown beside the login form. */
export const loginImages = pgTable('login_images', {
  id: serial('id').primaryKey(),
  imageBase64: text('image_base64').notNull(),
  /** Alternative text, in French. */
  alt: text('alt').notNull(),
  position: integer('position').notNull(),
});

/** One row per click on an offer's or a service's website link. */
export const redirectionClicks = pgTable(
  'redirection_clicks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    servicePlusId: integer('service_plus_id').references(() => servicesPlus.id, {
      onDelete: 'cascade',
    }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('redirection_clicks_user_idx').on(t.userId),
    check(
      'redirection_clicks_one_target',
      sql`(${t.offerId} IS NULL) <> (${t.servicePlusId} IS NULL)`,
    ),
  ],
);

/**
 * Messages the demo's mailer keeps instead of sending them (no SMTP_URL), read by admins in the
 * back office (GET /bo/api/emails). Production keeps none (server/services/mailer.ts).
 */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/**
 * A price list uploaded in the back office (a PDF checked from its bytes), kept apart from
 * `offers` so that the offer catalog never reads it. An offer with `price_list` and no row here
 * gets the generated PDF (services/price-list-pdf.ts).
 */
export const offerPriceLists = pgTable('offer_price_lists', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each user's "seen up to" mark per list (docs/back-office.md): what was published after it is
 * new for the user. Kept on the server so that it follows the user from device to device.
 */
export const seenMarks = pgTable(
  'seen_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: seenSectionEnum('section').notNull(),
    seenUpTo: timestamp('seen_up_to', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

/** The journal of the back office: every change an admin made, with before and after. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    /** The admin's real account (never the user it acts as); null once that account is gone. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's e-mail at the time, kept when the account is gone. */
    adminEmail: text('admin_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What was changed: one of AUDIT_ENTITIES (src/contract/back-office/schemas/audit.ts). */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** `create`, `update`, `delete`, `upload-logo`, `deactivate`... */
    action: text('action').notNull(),
    /** One line in French for the journal's list. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * An admin's second factor (docs/http-contract.md, "Second factor"): its TOTP secret (RFC 6238,
 * base32), set by an enrolment and in force once `enabled_at` is set. A row without it is an
 * enrolment in progress, whose secret a new enrolment replaces.
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step (Unix time / 30 s) of the last code accepted: that code or older is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * The single-use recovery codes of an admin's second factor, as the SHA-256 (hex) of the
 * normalised code, never the code: each is 50 random bits, so a fast hash is enough.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/** What a login challenge waits for: a code of an enrolled factor, or a first enrolment. */
export const SECOND_FACTOR_STEPS = ['code', 'enrolment'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/**
 * A password checked, its second factor still to come: the challenge's SHA-256 (hex) and whose
 * it is, for a few minutes. It opens nothing by itself (docs/http-contract.md, "Second factor").
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: SECOND_FACTOR_STEPS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The jobs the server processes run once among them (server/jobs/queue.ts, docs/jobs.md): each
 * has a unique `key` (a periodic job's slot, "push:2026-11-27T08:05"), so that every process may
 * enqueue it and only one row is made; a process claims it with `FOR UPDATE SKIP LOCKED` for a
 * lease (`locked_until`), past which a crashed process's job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload'),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt)],
);

/**
 * A device's Web Push subscription (docs/push.md): the push service's endpoint and the keys the
 * payload is encrypted with. One row per endpoint: a device that another user turns on moves to
 * that user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Where a user's push notifications stand: content published after `covered_until` is still to
 * be announced; `last_sent_at` spaces notifications by an hour at least (docs/push.md).
 */
export const pushStates = pgTable('push_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
});

/**
 * The weekly digests sent (docs/digest.md): one row per user and ISO week (`2026-W48`), written
 * before the e-mail leaves, so that a job run again, or by another process, sends none twice.
 * Rows older than a few weeks are let go.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/**
 * Every kind of usage event (docs/statistics.md). Made here, its only reader: a spread in the
 * contract's constants would stay in the app's first screens, which cannot tell it has no effect.
 */
const USAGE_EVENT_KINDS = [...CLIENT_USAGE_EVENT_KINDS, ...SERVER_USAGE_EVENT_KINDS] as const;

/**
 * One measured use of the platform (docs/statistics.md): raw, pseudonymous and kept 13 months;
 * the figures shown are read from rollups, never from here. `id` is the client's change id for
 * what the PWA reports (a replay inserts nothing) or a server uuid. No foreign keys on purpose:
 * an event outlives the item or company it names, and the intake stays one insert.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: USAGE_EVENT_KINDS }).notNull(),
    /** The offer, service or news item concerned, when there is one. */
    itemId: integer('item_id'),
    /** HMAC-SHA256 of the user id with a server secret: never the id or the e-mail. */
    userKey: text('user_key').notNull(),
    /** The effective user's role and company at the time (network and agency derive from it). */
    role: roleEnum('role').notNull(),
    companyId: integer('company_id'),
    /** For `search` only: the terms and whether anything was found. */
    searchTerms: text('search_terms'),
    searchFound: boolean('search_found'),
    /** When it happened, clamped by the server: never in the future, never past the retention. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usage_events_occurred_idx').on(t.occurredAt),
    index('usage_events_kind_occurred_idx').on(t.kind, t.occurredAt),
    // The rollup job finds the days that received events since its last run (docs/back-office/statistics.md).
    index('usage_events_received_idx').on(t.receivedAt),
    check(
      'usage_events_kind',
      sql.raw(`"kind" IN (${USAGE_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'usage_events_search_only',
      sql`(${t.kind} = 'search') OR (${t.searchTerms} IS NULL AND ${t.searchFound} IS NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Statistics (docs/back-office/statistics.md): daily rollups of `usage_events`, kept up to date by a job
// (server/services/statistics/rollup.ts). Every figure shown is read from these, never from the
// raw events. `day` is a day in Paris.

/** Events of a day by kind and role: the totals, the days' series and the roles' breakdown. */
export const usageDailySegments = pgTable(
  'usage_daily_segments',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    role: roleEnum('role').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.role] })],
);

/** The events of a day of network and agency users, by their company and role. */
export const usageDailyCompanies = pgTable(
  'usage_daily_companies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    companyId: integer('company_id').notNull(),
    role: roleEnum('role').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.companyId, t.role] })],
);

/** The same by month (`month`: its first day), made from the days. */
export const usageMonthlyCompanies = pgTable(
  'usage_monthly_companies',
  {
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    companyId: integer('company_id').notNull(),
    role: roleEnum('role').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.kind, t.companyId, t.role] })],
);

/** Events of a day about an item (an offer, a service, a news item), by kind. */
export const usageDailyItems = pgTable(
  'usage_daily_items',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.itemId] }),
    // A partner's figures: its few items over the period, read from the index alone (the rows
    // of one item are spread over the whole table; docs/performance.md).
    index('usage_daily_items_item_idx').on(t.itemId, t.day, t.kind, t.events),
  ],
);

/**
 * The same by month (`month`: its first day), made from the days: a year's figures read twelve
 * months' rows and the days at its ends, not 365 days' (docs/back-office/statistics.md, « Agrégats »).
 */
export const usageMonthlyItems = pgTable(
  'usage_monthly_items',
  {
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.itemId] }),
    index('usage_monthly_items_item_idx').on(t.itemId, t.month, t.kind, t.events),
  ],
);

/** Searches of a day by their terms (lowercased, spaces folded) and whether they found anything. */
export const usageDailySearches = pgTable(
  'usage_daily_searches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    terms: text('terms').notNull(),
    found: boolean('found').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.found, t.terms] })],
);

/**
 * Who was active on a day (pseudonymous keys, deleted with the raw events after 13 months): what
 * the active users over 7 and 30 days are counted from.
 */
export const usageDailyUsers = pgTable(
  'usage_daily_users',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userKey: text('user_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userKey] })],
);

/** Active users on a day, over the 7 and the 30 days ending that day. */
export const usageDailyActive = pgTable('usage_daily_active', {
  day: date('day', { mode: 'string' }).primaryKey(),
  daily: integer('daily').notNull(),
  weekly: integer('weekly').notNull(),
  monthly: integer('monthly').notNull(),
});

/** Where the rollup job stands: when its last run started (the database's clock). */
export const usageRollupState = pgTable('usage_rollup_state', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
