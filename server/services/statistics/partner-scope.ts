/**
 * Whose figures a partner user may read (docs/back-office/statistics.md, « Espace partenaire »):
 * its partner's offers and services, or one of them. Any other item is a 403, whether it exists or
 * not: a partner learns nothing of the others' items.
 */
import { and, eq } from 'drizzle-orm';
import type { PartnerStatisticsQuery } from '../../../src/contract/statistics.js';
import type { Db } from '../../db/client.js';
import { offers, servicesPlus } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import type { UserRow } from '../../plugins/session.js';
import type { Scope } from './tables.js';

export async function partnerScope(
  db: Db,
  user: UserRow,
  query: PartnerStatisticsQuery,
): Promise<Scope> {
  const { partnerId } = user;
  if (partnerId === null) throw forbidden();
  const { offerId, serviceId } = query;
  if (offerId !== undefined) {
    const [own] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.partnerId, partnerId)));
    if (!own) throw forbidden();
  }
  if (serviceId !== undefined) {
    const [own] = await db
      .select({ id: servicesPlus.id })
      .from(servicesPlus)
      .where(and(eq(servicesPlus.id, serviceId), eq(servicesPlus.partnerId, partnerId)));
    if (!own) throw forbidden();
  }
  return { all: false, partnerId, offerId, serviceId };
}
