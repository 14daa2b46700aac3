/**
 * Services plus: exclusive services and sale permissions ("accords de vente"). Each type can be
 * switched off per user (profile flags `enabledExclusiveService`, `enabledSalePermission`); a user
 * without the flag sees none of that type: empty list, count 0, and 404 on a service of that type.
 *
 * Lists are ordered by title with a French collator (same reason as offers: database collations
 * differ between PGlite and PostgreSQL), ties broken by id.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ServicePlus, ServicePlusType } from '../../src/contract/api.js';
import type { Db } from '../db/client.js';
import { SERVICE_PLUS_TYPES, redirectionClicks, servicesPlus } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isPossibleRowId } from './offers.js';
import { isLiveSql } from './publication.js';

/** The profile flags that open each type of service to a user. */
export interface ServicePlusAccess {
  enabledExclusiveService: boolean;
  enabledSalePermission: boolean;
}

export function typeEnabled(user: ServicePlusAccess, type: ServicePlusType): boolean {
  return type === 'EXCLUSIVE_SERVICE' ? user.enabledExclusiveService : user.enabledSalePermission;
}

const serviceColumns = {
  id: servicesPlus.id,
  website: servicesPlus.website,
  type: servicesPlus.type,
  title: servicesPlus.title,
  summary: servicesPlus.summary,
  description: servicesPlus.description,
  logoBase64: servicesPlus.logoBase64,
};

const titleCollator = new Intl.Collator('fr', { numeric: true });

export async function listServicesPlus(
  db: Db,
  user: ServicePlusAccess,
  type: ServicePlusType,
): Promise<ServicePlus[]> {
  if (!typeEnabled(user, type)) return [];
  const rows = await db
    .select(serviceColumns)
    .from(servicesPlus)
    .where(and(eq(servicesPlus.type, type), isLiveSql(servicesPlus)));
  return rows.sort((a, b) => titleCollator.compare(a.title, b.title) || a.id - b.id);
}

export async function countServicesPlus(
  db: Db,
  user: ServicePlusAccess,
  type: ServicePlusType,
): Promise<number> {
  if (!typeEnabled(user, type)) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(servicesPlus)
    .where(and(eq(servicesPlus.type, type), isLiveSql(servicesPlus)));
  return row?.value ?? 0;
}

/**
 * The services among `ids` that the user may open now (live, of a type enabled for the user), in
 * one query whatever their number, in no particular order; unknown ids are left out.
 */
export async function visibleServicesPlusAmong(
  db: Db,
  user: ServicePlusAccess,
  ids: readonly number[],
): Promise<ServicePlus[]> {
  const possible = ids.filter(isPossibleRowId);
  const types = SERVICE_PLUS_TYPES.filter((type) => typeEnabled(user, type));
  if (possible.length === 0 || types.length === 0) return [];
  return db
    .select(serviceColumns)
    .from(servicesPlus)
    .where(
      and(
        inArray(servicesPlus.id, possible),
        inArray(servicesPlus.type, types),
        isLiveSql(servicesPlus),
      ),
    );
}

/** One service the user may see; 404 when unknown or of a type disabled for the user. */
export async function getServicePlus(
  db: Db,
  user: ServicePlusAccess,
  id: number,
): Promise<ServicePlus> {
  const [service] = await visibleServicesPlusAmong(db, user, [id]);
  if (!service) throw notFound('Service');
  return service;
}

/** Records a click on the service's website link and answers where to go. */
export async function redirectToServicePlus(
  db: Db,
  user: ServicePlusAccess & { id: number },
  id: number,
): Promise<{ url: string }> {
  const service = await getServicePlus(db, user, id);
  await db.insert(redirectionClicks).values({ userId: user.id, servicePlusId: service.id });
  return { url: service.website };
}
