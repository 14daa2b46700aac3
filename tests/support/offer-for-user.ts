/**
 * A live offer in one of a demo user's chosen sub-themes, written straight to the database: what
 * the API tests of push notifications and digests announce (docs/push.md, docs/digest.md).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { offerSubThemes, offers, userSubThemePreferences, users } from '../../server/db/schema';

export interface OfferForUserOptions {
  privilege?: boolean;
  roles?: ('PRO' | 'AGENCY' | 'NETWORK')[];
  validTo?: string;
}

export async function insertOfferForUser(
  db: Db,
  email: string,
  title: string,
  publishedAt: Date,
  options: OfferForUserOptions = {},
): Promise<number> {
  const [chosen] = await db
    .select({ subThemeId: userSubThemePreferences.subThemeId })
    .from(userSubThemePreferences)
    .innerJoin(users, eq(users.id, userSubThemePreferences.userId))
    .where(eq(users.email, email))
    .limit(1);
  if (!chosen) throw new Error(`${email} has chosen no sub-theme in the demo data.`);
  const [offer] = await db
    .insert(offers)
    .values({
      website: 'https://fournisseur.example.fr',
      title,
      supplierName: 'Fournisseur de test',
      summary: 'Résumé',
      description: 'Description',
      discount: '-10 %',
      validFrom: '2026-01-01',
      validTo: options.validTo ?? '2030-12-31',
      privilege: options.privilege ?? false,
      visibleRoles: options.roles ?? ['PRO', 'AGENCY', 'NETWORK'],
      status: 'published',
      publishedAt,
    })
    .returning({ id: offers.id });
  await db.insert(offerSubThemes).values({ offerId: offer!.id, subThemeId: chosen.subThemeId });
  return offer!.id;
}
