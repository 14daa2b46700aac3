/**
 * The demo data (README.md, « Demo accounts »): wipes every table and inserts the same data on every run.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import {
  auditEntries,
  categories,
  companies,
  emailOutbox,
  loginImages,
  news,
  offerPriceLists,
  offerSubThemes,
  offers,
  partners,
  passwordResetTokens,
  redirectionClicks,
  seenMarks,
  servicesPlus,
  sessions,
  subThemes,
  themes,
  themings,
  userSubThemePreferences,
  users,
} from './schema.js';
import { hashPassword, sha256Hex } from './passwords.js';
import { hashSecretToken } from './secret-tokens.js';
import {
  ACCOUNTS,
  COMPANIES,
  DEMO_INITIALIZATION_VALIDITY_MS,
  DEMO_PASSWORD,
  THEMINGS,
  type AccountSeed,
  type CompanyKey,
  type ThemingKey,
} from './demo/accounts.js';
import { CATALOG } from './demo/catalog.js';
import {
  ACTIVE_PARTNER,
  INACTIVE_PARTNER,
  loginImagesSeed,
  newsSeed,
  servicesPlusSeed,
} from './demo/content.js';
import {
  DEMO_TODAY,
  generateOffer,
  type GeneratedOffer,
  type OfferSubTheme,
} from './demo/offers.js';

export const DEFAULT_OFFER_COUNT = 120;
/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const BATCH_SIZE = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedOptions {
  /** Number of offers to generate (default 120); large values make benchmark data sets. */
  offers?: number;
}

export interface SeedSummary {
  users: number;
  categories: number;
  themes: number;
  subThemes: number;
  offers: number;
  privilegeOffers: number;
  exclusiveServices: number;
  salePermissions: number;
  news: number;
  partners: number;
  loginImages: number;
}

/** Every table, children first is not needed: TRUNCATE ... CASCADE handles the order. */
const ALL_TABLES = [
  auditEntries,
  seenMarks,
  offerPriceLists,
  redirectionClicks,
  emailOutbox,
  passwordResetTokens,
  sessions,
  userSubThemePreferences,
  offerSubThemes,
  offers,
  servicesPlus,
  news,
  loginImages,
  users,
  companies,
  themings,
  partners,
  subThemes,
  themes,
  categories,
];

/** Wipes the database and inserts the demo data, in one transaction. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const offerCount = options.offers ?? DEFAULT_OFFER_COUNT;
  if (!Number.isInteger(offerCount) || offerCount < 0) {
    throw new Error(`Nombre d'offres invalide : ${offerCount}`);
  }
  // Hashing is slow on purpose; do it before the transaction, in parallel on libuv's pool.
  const passwordHash = sha256Hex(DEMO_PASSWORD);
  const hashes = await Promise.all(
    ACCOUNTS.map((account) => (account.activated ? hashPassword(passwordHash) : null)),
  );

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE TABLE ${sql.join(
        ALL_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )} RESTART IDENTITY CASCADE`,
    );
    const tree = await insertThemeTree(tx);
    const accounts = await insertAccounts(tx, tree.idsByName, hashes);
    const { privilegeCount: privilegeOffers, generated } = await insertOffers(
      tx,
      tree.subThemes,
      offerCount,
    );
    await tx
      .insert(seenMarks)
      .values(accounts.flatMap((account) => seenMarksOf(account, generated)));
    const services = servicesPlusSeed();
    await tx
      .insert(servicesPlus)
      .values(services.map((service) => ({ ...service, publishedAt: new Date(DEMO_TODAY) })));
    await linkDemoPartners(tx);
    const newsRows = newsSeed();
    await tx.insert(news).values(newsRows);
    const images = loginImagesSeed();
    await tx.insert(loginImages).values(images);

    return {
      users: ACCOUNTS.length,
      categories: CATALOG.length,
      themes: CATALOG.reduce((total, category) => total + category.themes.length, 0),
      subThemes: tree.subThemes.length,
      offers: offerCount,
      privilegeOffers,
      exclusiveServices: services.filter((s) => s.type === 'EXCLUSIVE_SERVICE').length,
      salePermissions: services.filter((s) => s.type === 'SALE_PERMISSION').length,
      news: newsRows.length,
      partners: 2,
      loginImages: images.length,
    };
  });
}

/** Seeds only a database without any user: the embedded default's first start. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return null;
  return seedDemoData(db, options);
}

/** The whole tree in three INSERTs (one per level); RETURNING keeps the VALUES order. */
async function insertThemeTree(
  tx: Tx,
): Promise<{ subThemes: OfferSubTheme[]; idsByName: Map<string, number> }> {
  const categoryRows = await tx
    .insert(categories)
    .values(CATALOG.map((category, position) => ({ name: category.name, position })))
    .returning({ id: categories.id });
  const themeSpecs = CATALOG.flatMap((category, categoryIndex) =>
    category.themes.map((theme, position) => ({
      theme,
      row: { categoryId: required(categoryRows[categoryIndex]).id, name: theme.name, position },
    })),
  );
  const themeRows = await tx
    .insert(themes)
    .values(themeSpecs.map((spec) => spec.row))
    .returning({ id: themes.id });
  const subThemeRows = await tx
    .insert(subThemes)
    .values(
      themeSpecs.flatMap(({ theme }, themeIndex) =>
        theme.subThemes.map((name, position) => ({
          themeId: required(themeRows[themeIndex]).id,
          name,
          position,
        })),
      ),
    )
    .returning({ id: subThemes.id, name: subThemes.name, themeId: subThemes.themeId });

  const idsByName = new Map(subThemeRows.map((row) => [row.name, row.id]));
  const result = subThemeRows.map((row) => {
    const themeIndex = themeRows.findIndex((theme) => theme.id === row.themeId);
    return {
      id: row.id,
      name: row.name,
      siblingIds: subThemeRows.filter((other) => other.themeId === row.themeId).map((o) => o.id),
      suppliers: required(themeSpecs[themeIndex]).theme.suppliers,
    };
  });
  return { subThemes: result, idsByName };
}

/** An inserted demo account, with what its "seen up to" marks are made from. */
interface SeededAccount {
  id: number;
  role: AccountSeed['role'];
  newOffers: number;
  subThemeIds: ReadonlySet<number>;
}

async function insertAccounts(
  tx: Tx,
  subThemeIds: Map<string, number>,
  hashes: readonly (string | null)[],
): Promise<SeededAccount[]> {
  const themingIds = new Map<ThemingKey, number>();
  for (const [key, theming] of Object.entries(THEMINGS) as [
    ThemingKey,
    (typeof THEMINGS)[ThemingKey],
  ][]) {
    const [row] = await tx.insert(themings).values(theming).returning({ id: themings.id });
    themingIds.set(key, required(row).id);
  }

  const companyIds = new Map<CompanyKey, number>();
  for (const [key, { theming, ...company }] of Object.entries(COMPANIES) as [
    CompanyKey,
    (typeof COMPANIES)[CompanyKey],
  ][]) {
    const [row] = await tx
      .insert(companies)
      .values({ ...company, themingId: theming ? themingIds.get(theming) : null })
      .returning({ id: companies.id });
    companyIds.set(key, required(row).id);
  }

  const [activePartner] = await tx
    .insert(partners)
    .values([ACTIVE_PARTNER, INACTIVE_PARTNER])
    .returning({ id: partners.id });

  const userRows = await tx
    .insert(users)
    .values(
      ACCOUNTS.map(
        (
          {
            company,
            partner,
            theming,
            subThemes: _selection,
            newOffers: _new,
            initializationToken,
            ...fields
          },
          index,
        ) => ({
          ...fields,
          // Kept hashed, as every link's token (secret-tokens.ts), and for 30 days only.
          ...(initializationToken && {
            initializationTokenHash: hashSecretToken(initializationToken),
            initializationExpiresAt: new Date(Date.now() + DEMO_INITIALIZATION_VALIDITY_MS),
          }),
          email: fields.email.toLowerCase(),
          passwordHash: hashes[index] ?? null,
          companyId: company ? companyIds.get(company) : null,
          partnerId: partner ? required(activePartner).id : null,
          themingId: theming ? themingIds.get(theming) : null,
        }),
      ),
    )
    .returning({ id: users.id });

  // The partner's first account (partenaire@demo.fr) is its main one: it edits its colleagues'
  // details (docs/http-contract.md, "Partner space").
  const mainPartnerUser = userRows[ACCOUNTS.findIndex((account) => account.partner)];
  await tx
    .update(partners)
    .set({ mainUserId: required(mainPartnerUser).id })
    .where(eq(partners.id, required(activePartner).id));

  const preferences = ACCOUNTS.flatMap((account, index) =>
    account.subThemes.map((name) => {
      const subThemeId = subThemeIds.get(name);
      if (subThemeId === undefined) throw new Error(`Sous-thème inconnu : ${name}`);
      return { userId: required(userRows[index]).id, subThemeId };
    }),
  );
  await tx.insert(userSubThemePreferences).values(preferences);
  return ACCOUNTS.map((account, index) => {
    const id = required(userRows[index]).id;
    return {
      id,
      role: account.role,
      newOffers: account.newOffers,
      subThemeIds: new Set(
        preferences.filter((row) => row.userId === id).map((row) => row.subThemeId),
      ),
    };
  });
}

/**
 * The account's "seen up to" marks: everything seen at seed time but its `newOffers` newest offers
 * in its sub-themes, which are its saving notifications (services/notifications.ts).
 */
function seenMarksOf(account: SeededAccount, generated: readonly GeneratedOffer[]) {
  if (!['PRO', 'AGENCY', 'NETWORK'].includes(account.role)) return [];
  const now = new Date();
  let offersMark = now;
  if (account.newOffers > 0) {
    const candidates = generated
      .filter(
        (offer) =>
          !offer.privilege &&
          offer.visibleRoles.includes(account.role) &&
          offer.subThemeIds.some((id) => account.subThemeIds.has(id)),
      )
      .map((offer) => offer.createdAt.getTime())
      .sort((a, b) => b - a);
    const lastNew = candidates[account.newOffers - 1];
    const firstSeen = candidates[account.newOffers];
    if (lastNew === undefined || firstSeen === undefined || firstSeen === lastNew) {
      throw new Error(`Impossible de marquer ${account.newOffers} offres comme nouvelles.`);
    }
    offersMark = new Date(firstSeen);
  }
  return [
    { userId: account.id, section: 'offers' as const, seenUpTo: offersMark },
    { userId: account.id, section: 'promotions' as const, seenUpTo: now },
    { userId: account.id, section: 'news' as const, seenUpTo: now },
  ];
}

/** Inserts the offers in batches, published when created; answers them and the promotions' count. */
async function insertOffers(
  tx: Tx,
  tree: readonly OfferSubTheme[],
  total: number,
): Promise<{ privilegeCount: number; generated: GeneratedOffer[] }> {
  let privilegeCount = 0;
  const generated: GeneratedOffer[] = [];
  for (let start = 0; start < total; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, total - start) }, (_, i) =>
      generateOffer(start + i, tree),
    );
    const rows = await tx
      .insert(offers)
      .values(
        batch.map(({ subThemeIds: _links, ...offer }) => ({
          ...offer,
          status: 'published' as const,
          publishedAt: offer.createdAt,
        })),
      )
      .returning({ id: offers.id });
    const links = rows.flatMap((row, i) =>
      (batch[i]?.subThemeIds ?? []).map((subThemeId) => ({ offerId: row.id, subThemeId })),
    );
    if (links.length > 0) await tx.insert(offerSubThemes).values(links);
    privilegeCount += batch.filter((offer) => offer.privilege).length;
    generated.push(...batch);
  }
  return { privilegeCount, generated };
}

/**
 * The demo partners' own items, whose figures they see (docs/back-office/statistics.md): « Groupement
 * Artisans Plus » has the first three offers pro users see and the first exclusive service, the
 * other partner the fourth offer.
 */
async function linkDemoPartners(tx: Tx): Promise<void> {
  const partnerNamed = (name: string) => sql`(select id from partners where name = ${name})`;
  await tx.execute(sql`update offers set partner_id = case when linked.position <= 3
      then ${partnerNamed(ACTIVE_PARTNER.name)} else ${partnerNamed(INACTIVE_PARTNER.name)} end
    from (
      select id, row_number() over (order by id) as position from offers
      where not privilege and 'PRO' = any(visible_roles)
    ) linked
    where offers.id = linked.id and linked.position <= 4`);
  await tx.execute(sql`update services_plus set partner_id = ${partnerNamed(ACTIVE_PARTNER.name)}
    where id = (select min(id) from services_plus where type = 'EXCLUSIVE_SERVICE')`);
}

function required<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('INSERT ... RETURNING returned no row');
  return row;
}
