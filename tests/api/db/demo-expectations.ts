/**
 * Checks shared by the PGlite and PostgreSQL test files: the demo data (server/db/demo) must be
 * exactly what it promises, whichever database holds them.
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client.js';
import { sha256Hex, verifyPassword } from '../../../server/db/passwords.js';
import { hashSecretToken } from '../../../server/db/secret-tokens.js';
import { savingNotificationCount } from '../../../server/services/notifications.js';
import {
  categories,
  news,
  offerSubThemes,
  offers,
  partners,
  servicesPlus,
  subThemes,
  themes,
  themings,
  userSubThemePreferences,
  users,
} from '../../../server/db/schema.js';

/** The SVG document a demo image's base64 holds (server/db/demo/images.ts). */
function svgOf(base64: string | null | undefined): string {
  return Buffer.from(base64 ?? '', 'base64').toString('utf8');
}

/** A banner of the demo data: an SVG document that writes `name` (server/db/demo/images.ts). */
function expectBannerOf(base64: string | null | undefined, name: string) {
  expect(svgOf(base64)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  expect(svgOf(base64)).toContain(`>${name}</text>`);
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`Compte de démonstration absent : ${email}`);
  return user;
}

async function preferenceCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(userSubThemePreferences)
    .where(eq(userSubThemePreferences.userId, userId));
  return row?.value ?? 0;
}

/** What seeding the standard demo data reports (`seedDemoData`, `seedIfEmpty`). */
export const DEMO_SUMMARY = {
  users: 11,
  categories: 5,
  themes: 15,
  subThemes: 60,
  offers: 120,
  privilegeOffers: 20,
  exclusiveServices: 12,
  salePermissions: 8,
  news: 30,
  partners: 2,
  loginImages: 3,
};

export async function expectDemoContent(db: Db, offerCount = 120): Promise<void> {
  expect(await countRows(db, categories)).toBe(5);
  expect(await countRows(db, themes)).toBe(15);
  expect(await countRows(db, subThemes)).toBe(60);
  expect(await countRows(db, offers)).toBe(offerCount);
  expect(await countRows(db, news)).toBe(30);
  expect(await countRows(db, partners)).toBe(2);

  const [privilege] = await db
    .select({ value: count() })
    .from(offers)
    .where(eq(offers.privilege, true));
  expect(privilege?.value).toBe(Math.floor(offerCount / 6));

  const byType = await db
    .select({ type: servicesPlus.type, value: count() })
    .from(servicesPlus)
    .groupBy(servicesPlus.type)
    .orderBy(servicesPlus.type);
  expect(byType).toEqual([
    { type: 'EXCLUSIVE_SERVICE', value: 12 },
    { type: 'SALE_PERMISSION', value: 8 },
  ]);

  // Every offer is linked to 1–3 sub-themes and is valid on the demo's "today".
  const linkCounts = await db
    .select({ offerId: offerSubThemes.offerId, value: count() })
    .from(offerSubThemes)
    .groupBy(offerSubThemes.offerId);
  expect(linkCounts).toHaveLength(offerCount);
  for (const link of linkCounts) expect(link.value).toBeGreaterThanOrEqual(1);
  for (const link of linkCounts) expect(link.value).toBeLessThanOrEqual(3);
  const [outOfRange] = await db
    .select({ value: count() })
    .from(offers)
    .where(sql`${offers.validFrom} > '2026-11-22' or ${offers.validTo} < '2026-11-22'`);
  expect(outOfRange?.value).toBe(0);

  const [firstOffer] = await db.select().from(offers).orderBy(offers.id).limit(1);
  expect(firstOffer?.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\//);
  expect(firstOffer?.discount).toMatch(/^-\d+ %$/);
  expect(firstOffer?.logoBase64?.startsWith('data:')).toBe(false);
  expect(Buffer.from(firstOffer!.logoBase64!, 'base64').toString('utf8')).toMatch(/^<svg /);

  // News bodies are plain-text paragraphs; no HTML ever reaches the page.
  const newsRows = await db.select({ body: news.body }).from(news);
  for (const { body } of newsRows) {
    const paragraphs = body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length).toBeLessThanOrEqual(4);
    expect(body).not.toMatch(/<[a-z]/i);
  }

  const tree = await db
    .select({ name: categories.name })
    .from(categories)
    .orderBy(categories.position);
  expect(tree.map((c) => c.name)).toContain('Énergie et environnement');
}

export async function expectDemoAccounts(db: Db): Promise<void> {
  const pro = await userByEmail(db, 'pro@demo.fr');
  expect(pro.role).toBe('PRO');
  expect(pro.activated).toBe(true);
  expect(await preferenceCount(db, pro.id)).toBe(9);
  expect(pro).toMatchObject({
    exclusiveServiceName: 'Services Premium',
    salePermissionName: 'Ventes privées',
    enabledExclusiveService: true,
    enabledSalePermission: true,
  });
  // Pro's 2 saving notifications are 2 offers published after its "seen up to" marks.
  expect(await savingNotificationCount(db, pro)).toBe(2);
  const colleagues = await db
    .select({ value: count() })
    .from(users)
    .where(eq(users.companyId, pro.companyId!));
  expect(colleagues[0]?.value).toBeGreaterThanOrEqual(3);
  const [proTheming] = await db.select().from(themings).where(eq(themings.id, pro.themingId!));
  expect(proTheming?.mainColor).not.toBe('#3f8cff');
  expectBannerOf(proTheming?.universeLogoBase64, 'Univers Artisans');

  const agency = await userByEmail(db, 'agence@demo.fr');
  expect(agency.role).toBe('AGENCY');
  expect(await preferenceCount(db, agency.id)).toBe(3);
  expect(agency.enabledSalePermission).toBe(false);
  expect(agency.enabledExclusiveService).toBe(true);
  const [agencyTheming] = await db
    .select()
    .from(themings)
    .where(eq(themings.id, agency.themingId!));
  expectBannerOf(agencyTheming?.agencyLogoBase64, 'Horizon Lyon');
  expectBannerOf(agencyTheming?.networkLogoBase64, 'Réseau Horizon');

  const network = await userByEmail(db, 'reseau@demo.fr');
  expect(network.role).toBe('NETWORK');
  expect(network.enabledExclusiveService && network.enabledSalePermission).toBe(true);
  const [networkTheming] = await db
    .select()
    .from(themings)
    .where(eq(themings.id, network.themingId!));
  expect(networkTheming?.mainColor).toBe('#3f8cff');

  const partnerUser = await userByEmail(db, 'partenaire@demo.fr');
  expect(partnerUser.role).toBe('PARTNER');
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerUser.partnerId!));
  expect(partner?.name).toBe('Groupement Artisans Plus');
  expect(partner?.active).toBe(true);
  // Its logo: the initials of "Artisans Plus" on a square.
  expect(svgOf(partner?.logoBase64)).toMatch(/^<svg [^>]*>.*>AP<\/text><\/svg>$/);
  const [subordinates] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.partnerId, partnerUser.partnerId!), sql`${users.id} <> ${partnerUser.id}`));
  expect(subordinates?.value).toBe(3);

  expect((await userByEmail(db, 'admin@demo.fr')).role).toBe('ADMIN');

  const newcomer = await userByEmail(db, 'nouveau@demo.fr');
  expect(newcomer).toMatchObject({
    role: 'PRO',
    activated: false,
    // Kept hashed, valid 30 days (server/db/secret-tokens.ts).
    initializationTokenHash: hashSecretToken('bienvenue-demo'),
    passwordHash: null,
  });

  // Every activated account logs in with demo1234, and only with it.
  const activated = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(isNotNull(users.passwordHash));
  expect(activated.length).toBe(10);
  const demoHash = sha256Hex('demo1234');
  for (const account of activated) {
    expect(await verifyPassword(demoHash, account.passwordHash), account.email).toBe(true);
  }
  expect(await verifyPassword(sha256Hex('demo12345'), pro.passwordHash)).toBe(false);
}
